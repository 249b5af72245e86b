// Each person with an ownership interest acknowledges receipt of their own notice of right to cancel (Reg Z
// §1026.15(b), model form G-5): recorded per person, with the time, in `disclosure_acknowledgements` under the
// notice's type and that person's identity (the borrower through the disclosures route, a co-owner through the
// signer's). The first acknowledgment is the one on record.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

export const RESCISSION_RECEIPT_TYPE = 'RESCISSION_NOTICE';

export async function receiptAt(db: Db, applicationUuid: string, identityUuid: string | null): Promise<string | null> {
  if (!identityUuid) return null;
  const row = await db
    .selectFrom('disclosure_acknowledgements')
    .select('acknowledged_at')
    .where('application_uuid', '=', applicationUuid)
    .where('type', '=', RESCISSION_RECEIPT_TYPE)
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
  return row?.acknowledged_at ?? null;
}

/** Records the receipt once; answers the time on record (the first one). */
export async function recordReceipt(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  at: string,
): Promise<string> {
  await db
    .insertInto('disclosure_acknowledgements')
    .values({
      uuid: randomUUID(),
      application_uuid: applicationUuid,
      type: RESCISSION_RECEIPT_TYPE,
      identity_uuid: identityUuid,
      acknowledged_at: at,
    })
    .onConflict((oc) => oc.columns(['application_uuid', 'type', 'identity_uuid']).doNothing())
    .execute();
  return (await receiptAt(db, applicationUuid, identityUuid)) ?? at;
}
