// Identity broker rules: which identities a role (customer or agent) covers, the caller's "self", a role's login,
// the end of a session, and where the browser goes after sign-in and sign-out.
import type { BrokerUser } from '../../src/domain/contracts/wire/identity';
import type { Db } from '../db';
import type { IdentitiesTable } from '../db/schema';
import { HttpError, notFound } from '../http';
import { endSessionConversations } from '../chat/conversationService';
import type { ConversationRow } from '../chat/repository';
import { findIdentity, findIdentityByEmail } from '../identities/repository';
import { toLegacyIdentityUser } from '../identity/view';
import { announceSessionEnded, revokeSession } from '../security/sessions';
import { dummyPasswordHash, verifyPassword } from '../security/passwords';
import { walletAddressFor } from '../wallet/model';

export type Role = 'customer' | 'agent';
export const ROLES: Role[] = ['customer', 'agent'];
const BAD_LOGIN = 'Invalid email or password';
const SIGNER_APPLICATION = 'heloc-signer';

/**
 * Where the browser goes after sign-in: a co-owner's resume page (which picks their screen from
 * GET .../heloc/signer/self), or the dashboard (the post-login target).
 */
export function loginRedirect(app: string): string {
  return app === SIGNER_APPLICATION ? '/account/heloc/heloc-signer/resume' : '/dashboard';
}

/** Where the browser goes after sign-out: the signer's login or the legacy sign-in. */
export function logoutRedirect(app: string): string {
  return app === SIGNER_APPLICATION ? '/account/heloc/heloc-signer/login' : '/auth/login';
}

const isRole = (row: IdentitiesTable, role: Role) => (role === 'agent') === (row.type === 'AGENT');

/** The signed-in identity as the broker's user of this role; 404 when it is not one. */
export async function brokerSelf(db: Db, identityUuid: string, role: Role): Promise<BrokerUser> {
  const row = await findIdentity(db, identityUuid);
  // No user of this kind: the app then asks the legacy identity service (shared-surfaces section 4).
  if (!row || !isRole(row, role)) throw notFound();
  return {
    ...toLegacyIdentityUser(row),
    wallet: { accountAddress: walletAddressFor(row.uuid), groupPolicyAddress: null },
    isBroker: row.type === 'AGENT',
  };
}

/** The identity of this role with this email and password in the organisation; 401 otherwise. */
export async function brokerLogin(
  db: Db,
  orgCode: string,
  role: Role,
  email: string,
  password: string,
): Promise<IdentitiesTable> {
  const row = await findIdentityByEmail(db, orgCode, email.trim());
  // Hash even for unknown emails so response time does not reveal which emails exist.
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !ok || !isRole(row, role)) throw new HttpError(401, BAD_LOGIN);
  return row;
}

/**
 * The session ends on the server: its tokens are refused by every instance from now on, and the chats it
 * started end with it (their sockets close here at once, elsewhere within a sweep). Both writes commit together,
 * so a failure leaves neither a revoked session with open chats nor the reverse; the sockets hear of it only once
 * committed. Answers the chats it ended.
 */
export async function endSession(db: Db, sessionId: string): Promise<ConversationRow[]> {
  const ended = await db.transaction().execute(async (trx) => {
    await revokeSession(trx, sessionId);
    return endSessionConversations(trx, sessionId);
  });
  announceSessionEnded(sessionId);
  return ended;
}
