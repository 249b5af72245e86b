// The identity record (the borrowers', co-owners' and agents' accounts), below every feature that reads it: an
// identity by uuid, by email within an organisation (case-insensitive), and the insert of a new one.
import { sql } from 'kysely';
import type { Db } from '../db';
import type { IdentitiesTable } from '../db/schema';

export function findIdentity(db: Db, uuid: string): Promise<IdentitiesTable | undefined> {
  return db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The identity row (it must exist). */
export function identityRow(db: Db, uuid: string): Promise<IdentitiesTable> {
  return db.selectFrom('identities').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

export function findIdentityByEmail(db: Db, orgCode: string, email: string): Promise<IdentitiesTable | undefined> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertIdentity(db: Db, row: IdentitiesTable): Promise<void> {
  await db.insertInto('identities').values(row).execute();
}
