// The borrower's ID upload: the verifier's answer is the record of its call, kept as the `idVerification` order with
// the document it is about, and saved in the document's transaction (./uploadStep.ts). A co-owner's upload does the
// same on their own record (server/signers/service.ts).
import type { Db } from '../../db';
import type { IdOrderDetail } from '../../pipeline/stages/orderDetails';
import { createOrder } from '../../orders/repository';
import type { IdVerificationResult } from '../../pipeline/vendors/idVerification';
import type { UploadedDocument } from '../../../src/domain/contracts/wire/closing';

/** Keeps the verifier's answer about `document` (the ID's front), due at `readyAt`, inside `trx`. */
export async function saveIdVerificationOrder(
  trx: Db,
  applicationUuid: string,
  document: UploadedDocument,
  result: IdVerificationResult,
  readyAt: string | null,
): Promise<void> {
  const detail: IdOrderDetail = {
    documentUuid: document.uuid,
    idType: document.type,
    result: result.status,
    reason: result.reason,
  };
  await createOrder(trx, { applicationUuid, vendor: 'idVerification', status: 'SUBMITTED', detail, readyAt });
}
