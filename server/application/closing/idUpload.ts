// The borrower's ID upload. No transaction may span the verifier's call, so the verifier is asked first and its
// answer is the record of that call: the document (listed on the application) and the `idVerification` order
// holding the answer are then saved in one transaction that also marks a keyed request's Idempotency-Key applied
// (recordCreated). The retry of an attempt that died after that commit answers from it: no second document stored,
// the verifier not asked again. One that died before it stored nothing, and runs again (the verifier is asked
// again). A co-owner's upload does the same on their own record (server/signers/service.ts).
import type { Db } from '../../db';
import type { IdOrderDetail } from '../../pipeline/stages/orderDetails';
import { createOrder } from '../../orders/repository';
import type { IdVerificationResult } from '../../pipeline/vendors/idVerification';
import { recordCreated } from '../../security/idempotency';
import { storeDocumentIn, type StoreDocumentInput } from '../../uploads';
import type { UploadedDocument } from '../../../src/domain/contracts/wire/closing';

/** Saves the ID's front with the verifier's answer, due at `readyAt`; answers with the stored document. */
export async function saveIdUpload(
  db: Db,
  upload: Omit<StoreDocumentInput, 'listed' | 'conditionUuid'>,
  result: IdVerificationResult,
  readyAt: string | null,
): Promise<UploadedDocument> {
  return db.transaction().execute(async (trx) => {
    const document = await storeDocumentIn(db, trx, upload);
    const detail: IdOrderDetail = {
      documentUuid: document.uuid,
      idType: upload.type,
      result: result.status,
      reason: result.reason,
    };
    await createOrder(trx, {
      applicationUuid: upload.applicationUuid,
      vendor: 'idVerification',
      status: 'SUBMITTED',
      detail,
      readyAt,
    });
    await recordCreated(trx, { document });
    return document;
  });
}
