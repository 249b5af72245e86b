// A co-owner's ID upload. No transaction may span the verifier's call, so the verifier is asked first and its
// answer is the record of that call: the document, the answer and the co-owner's pending identity are then saved in
// one transaction that also marks a keyed request's Idempotency-Key applied (recordCreated). The retry of an
// attempt that died after that commit answers from it: no second document stored, the verifier not asked again.
// One that died before it stored nothing, and runs again (the verifier is asked again).
import { nowIso, type Db } from '../db';
import type { HelocSignersTable } from '../db/schema';
import type { IdVerificationResult } from '../pipeline/vendors/idVerification';
import { recordCreated } from '../security/idempotency';
import { storeDocumentIn, type StoreDocumentInput } from '../uploads';

/** Saves the ID's front (kept, not listed) with the verifier's answer, due at `readyAt`; the co-owner is PENDING. */
export async function saveIdUpload(
  db: Db,
  signer: HelocSignersTable,
  upload: Omit<StoreDocumentInput, 'applicationUuid' | 'listed' | 'conditionUuid'>,
  result: IdVerificationResult,
  readyAt: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const document = await storeDocumentIn(db, trx, {
      ...upload,
      listed: false,
      applicationUuid: signer.application_uuid,
    });
    await trx
      .updateTable('heloc_signers')
      .set({
        identity_status: 'PENDING',
        id_type: upload.type,
        id_document_uuid: document.uuid,
        id_result: result.status,
        id_reason: result.reason,
        id_ready_at: readyAt,
        updated_at: nowIso(),
      })
      .where('uuid', '=', signer.uuid)
      .execute();
    await recordCreated(trx, { signerUuid: signer.uuid, documentUuid: document.uuid });
  });
}
