// Profile queries: the identity, its addresses and the feedback to the CEO.
import type { Db } from '../db';
import type { AddressesTable, CeoFeedbackTable } from '../db/schema';

/** The identity's addresses, oldest first. */
export function listAddresses(db: Db, identityUuid: string): Promise<AddressesTable[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .orderBy('created_at', 'asc')
    .execute();
}

export async function insertCeoFeedback(db: Db, row: CeoFeedbackTable): Promise<void> {
  await db.insertInto('ceo_feedback').values(row).execute();
}
