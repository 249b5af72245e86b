// /identity-broker: who is signed in, and sign-out, for customers (borrowers, signers) and agents.
import type { LegacyIdentity } from './identity';
import { api } from './client';
import type { UserRole } from '../domain/flags';

/** The broker's identity user has the legacy identity user's shape (shared-surfaces section 3). */
export type BrokerUser = LegacyIdentity;

export const APPLICATION_NAME_HEADER = 'X-Auth0-Application-Name';

export async function getBrokerUser(role: UserRole, applicationName: string): Promise<BrokerUser> {
  const res = await api().get<BrokerUser>(`/identity-broker/${role}/secure/api/v3/self/figureinfo`, {
    authHeaders: { [APPLICATION_NAME_HEADER]: applicationName },
  });
  return res.data;
}

/** Ends the session with the broker; answers where the browser goes next. */
export async function brokerLogout(role: UserRole, applicationName: string): Promise<string> {
  const res = await api().post<{ redirect: string }>(`/identity-broker/${role}/secure/api/v3/logout`, {
    applicationName,
  });
  return res.data.redirect;
}
