// Each person with an ownership interest acknowledges receipt of their own notice of right to cancel (Reg Z
// §1026.15(b), model form G-5): recorded per person, with the time, in `disclosure_acknowledgements` under the
// notice's type and that person's identity (the borrower through the disclosures route, a co-owner through the
// signer's). The first acknowledgment is the one on record. Also what the receipts list prints of each person:
// their name and the number of copies they are given.
import type { Db } from '../db';
import type { IdentitiesTable } from '../db/schema';
import { acknowledgedAt, insertAcknowledgement } from './repository';

export const RESCISSION_RECEIPT_TYPE = 'RESCISSION_NOTICE';

/** Each person is given the notice in two copies: one to keep, one to send back to cancel (./templates/rightToCancel.ts). */
export const RIGHT_TO_CANCEL_COPIES = 2;

export function fullName(
  identity: Pick<IdentitiesTable, 'first_name' | 'middle_name' | 'last_name' | 'suffix'>,
): string {
  return [identity.first_name, identity.middle_name, identity.last_name, identity.suffix]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ');
}

export async function receiptAt(db: Db, applicationUuid: string, identityUuid: string | null): Promise<string | null> {
  if (!identityUuid) return null;
  return acknowledgedAt(db, applicationUuid, RESCISSION_RECEIPT_TYPE, identityUuid);
}

/** Records the receipt once; answers the time on record (the first one). */
export async function recordReceipt(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
  at: string,
): Promise<string> {
  await insertAcknowledgement(db, { applicationUuid, type: RESCISSION_RECEIPT_TYPE, identityUuid, at });
  return (await receiptAt(db, applicationUuid, identityUuid)) ?? at;
}
