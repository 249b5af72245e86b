// The identity read behind operator access (server/security/operator.ts).
import type { Db } from '../db';

/** The identity's type and organisation; undefined when there is none. */
export async function findIdentityKind(
  db: Db,
  identityUuid: string,
): Promise<{ type: string; org_code: string } | undefined> {
  return db.selectFrom('identities').select(['type', 'org_code']).where('uuid', '=', identityUuid).executeTakeFirst();
}
