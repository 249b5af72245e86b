// /identity-broker: who is signed in, and sign-out, for customers (borrowers, signers) and agents.
import type { AnswerOf, BodyOf, IDENTITY } from '../domain/contracts';
import { api } from './client';
import type { UserRole } from '../domain/flags';

export type { BrokerRedirect, BrokerUser } from '../domain/contracts/wire/identity';

export const APPLICATION_NAME_HEADER = 'X-Auth0-Application-Name';

export async function getBrokerUser(
  role: UserRole,
  applicationName: string,
): Promise<AnswerOf<typeof IDENTITY.brokerSelf>> {
  const res = await api().get<AnswerOf<typeof IDENTITY.brokerSelf>>(
    `/identity-broker/${role}/secure/api/v3/self/figureinfo`,
    { authHeaders: { [APPLICATION_NAME_HEADER]: applicationName } },
  );
  return res.data;
}

/** Ends the session with the broker; answers where the browser goes next. */
export async function brokerLogout(role: UserRole, applicationName: string): Promise<string> {
  const res = await api().post<AnswerOf<typeof IDENTITY.brokerLogout>>(
    `/identity-broker/${role}/secure/api/v3/logout`,
    { applicationName } satisfies BodyOf<typeof IDENTITY.brokerLogout>,
  );
  return res.data.redirect;
}
