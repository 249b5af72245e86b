// Identity broker queries: which sandbox agents exist, and their insert (identities by uuid or email are read
// through server/identities/repository.ts).
import type { Db } from '../db';
import type { IdentitiesTable } from '../db/schema';

/** Those of `uuids` that name an identity. */
export async function existingIdentityUuids(db: Db, uuids: string[]): Promise<string[]> {
  const rows = await db.selectFrom('identities').select('uuid').where('uuid', 'in', uuids).execute();
  return rows.map((r) => r.uuid);
}

/** Inserts the identities; one whose uuid exists already is left as it is. */
export async function insertIdentitiesIfMissing(db: Db, rows: IdentitiesTable[]): Promise<void> {
  await db
    .insertInto('identities')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}
