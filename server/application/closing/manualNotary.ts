// A manual notary at the borrower's requested time, kept as a `manualNotary` vendor order. No transaction may span
// the vendor's call, so the appointment is made first and is the record of that call: the order and the requested
// time on the application are then saved in one transaction that also marks a keyed request's Idempotency-Key
// applied (recordCreated). The retry of an attempt that died after that commit answers from it: the vendor is not
// asked for a second appointment. One that died before it saved nothing, and runs again.
import type { Db } from '../../db';
import { createOrder } from '../../orders/repository';
import type { ManualNotaryOrderDetail } from '../../pipeline/stages/texas';
import { recordCreated } from '../../security/idempotency';
import { changeStoredFields } from '../../applications/repository';

/** Saves the vendor's appointment (its signed documents due at `readyAt`) and the time the borrower asked for. */
export async function saveManualNotary(
  db: Db,
  applicationUuid: string,
  detail: ManualNotaryOrderDetail,
  readyAt: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The application's row lock first, as for every other writer (storeDocumentIn).
    await changeStoredFields(trx, applicationUuid, (current) => ({
      ...current,
      requestedManualNotaryTime: detail.requestedTime,
    }));
    await createOrder(trx, { applicationUuid, vendor: 'manualNotary', status: 'SCHEDULED', detail, readyAt });
    await recordCreated(trx, { appointmentId: detail.appointmentId });
  });
}
