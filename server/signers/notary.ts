// A co-owner's eNotary steps (start a session, answer its identity questions, sign the deed). Each step's save is
// one transaction that also marks a keyed request's Idempotency-Key applied (recordCreated) with what its answer
// needs, so the retry of an attempt that died after that commit answers from it instead of submitting again: no
// second vendor session, no wrong answer counted twice. The borrower's own session does the same
// (server/application/closing/enotary.ts).
import { type AnswersOutcome, gradeAnswers, type StartedSession, statusAfter } from '../application/closing/enotary';
import { changeStoredFields, lockApplicationRow } from '../application/model';
import { nowIso, type Db } from '../db';
import type { HelocSignersTable } from '../db/schema';
import type { NotarySession } from '../pipeline/vendors/notary';
import { recordCreated } from '../security/idempotency';
import { coDeedComplete } from './model';
import type { SignerEnotary } from './self';

async function saveEnotary(
  trx: Db,
  signer: HelocSignersTable,
  enotary: SignerEnotary,
  extra: Partial<HelocSignersTable> = {},
) {
  await trx
    .updateTable('heloc_signers')
    .set({ enotary: JSON.stringify(enotary), updated_at: nowIso(), ...extra })
    .where('uuid', '=', signer.uuid)
    .execute();
}

/** Keeps the vendor's new session on the co-owner's row. */
export async function saveStartedSession(
  db: Db,
  signer: HelocSignersTable,
  started: NotarySession,
): Promise<StartedSession> {
  const answer = { sessionId: started.sessionId, questions: started.questions };
  await db.transaction().execute(async (trx) => {
    await saveEnotary(trx, signer, { ...started, attempts: 0, status: 'STARTED' });
    await recordCreated(trx, { ...answer });
  });
  return answer;
}

/** Checks the answers against the session's key: confirms the co-owner's identity, or counts a wrong attempt. */
export async function saveAnswers(
  db: Db,
  signer: HelocSignersTable,
  session: SignerEnotary,
  answers: Record<string, string>,
): Promise<AnswersOutcome> {
  const { attempts, ...outcome } = gradeAnswers(session.answerKey, answers, session.attempts);
  await db.transaction().execute(async (trx) => {
    await saveEnotary(trx, signer, { ...session, attempts, status: statusAfter(outcome) });
    await recordCreated(trx, { ...outcome });
  });
  return outcome;
}

/**
 * Signs the deed in the session; once every co-owner has signed and nothing is asked of them, the co-deed is
 * COMPLETE, in the same transaction. Returns whether it is (the pipeline then moves on).
 */
export async function saveDeedSigned(
  db: Db,
  signer: HelocSignersTable,
  session: SignerEnotary,
  input: { latitude: number; longitude: number; signedAt: string },
): Promise<{ complete: boolean }> {
  return db.transaction().execute(async (trx) => {
    // Co-owners signing at once take turns: the last one sees the others' signatures and completes the co-deed.
    await lockApplicationRow(trx, signer.application_uuid);
    await saveEnotary(
      trx,
      signer,
      { ...session, status: 'SIGNED', location: { latitude: input.latitude, longitude: input.longitude } },
      { deed_signed_at: input.signedAt },
    );
    const complete = await coDeedComplete(trx, signer.application_uuid);
    if (complete) {
      await changeStoredFields(trx, signer.application_uuid, (data) => ({ ...data, coDeedStatus: 'COMPLETE' }));
    }
    await recordCreated(trx, { complete });
    return { complete };
  });
}
