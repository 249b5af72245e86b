// A co-owner's eNotary steps (start a session, answer its identity questions, sign the deed). Each step's save is
// one transaction that also marks a keyed request's Idempotency-Key applied (recordCreated) with what its answer
// needs, so the retry of an attempt that died after that commit answers from it instead of submitting again: no
// second vendor session, no wrong answer counted twice. The borrower's own session does the same
// (server/notary/service.ts).
import type { SignerSelf } from '../../src/domain/signers';
import type { EnotarySession, NotaryPassed } from '../../src/domain/contracts/wire/closing';
import { answersAnswer, type AnswersOutcome, gradeAnswers, statusAfter } from '../notary/service';
import { changeStoredFields, lockApplicationRow } from '../applications/repository';
import type { PipelineAdvance } from '../conditions/service';
import { openSignerConditions } from '../conditions/service';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { HttpError } from '../http';
import type { NotarySession, NotaryVendor } from '../pipeline/vendors/notary';
import type { SandboxClock } from '../sandbox/clock';
import { recordCreated } from '../security/idempotency';
import { reloadSigner, updateSigner } from './repository';
import {
  applicationOf,
  CO_DEED_STAGE,
  enotaryOf,
  requireActive,
  signerSelf,
  signerSubject,
  type SignerEnotary,
} from './service';
import { coDeedComplete } from '../pipeline/coDeedService';

export const VERIFY_FIRST = 'Verify your identity first';
export const DEED_NOT_READY = 'Your deed is not ready to sign yet';
export const ANSWER_REQUESTS_FIRST = 'Answer the open requests first';
export const DEED_SIGNED_ALREADY = 'You have signed the deed already';

async function saveEnotary(
  trx: Db,
  signer: HelocSignersTable,
  enotary: SignerEnotary,
  extra: Partial<HelocSignersTable> = {},
) {
  await updateSigner(trx, signer.uuid, { enotary: JSON.stringify(enotary), updated_at: nowIso(), ...extra });
}

/** Keeps the vendor's new session on the co-owner's row. */
export async function saveEnotarySession(
  db: Db,
  signer: HelocSignersTable,
  started: NotarySession,
): Promise<EnotarySession> {
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

function sessionOf(signer: HelocSignersTable, sessionId: string): SignerEnotary {
  const session = enotaryOf(signer);
  if (!session || session.sessionId !== sessionId) throw new HttpError(400, 'sessionId: Unknown session');
  return session;
}

/** A co-owner signs once their ID is verified, the borrower has signed the note, and nothing is asked of them. */
async function requireDeedReady(db: Db, signer: HelocSignersTable, application: ApplicationsTable): Promise<void> {
  requireActive(application);
  if (signer.deed_signed_at) throw new HttpError(409, DEED_SIGNED_ALREADY);
  if (signer.identity_status !== 'VERIFIED') throw new HttpError(409, VERIFY_FIRST);
  if (application.stage !== CO_DEED_STAGE) throw new HttpError(409, DEED_NOT_READY);
  if ((await openSignerConditions(db, application.uuid, signer.uuid)).length > 0) {
    throw new HttpError(409, ANSWER_REQUESTS_FIRST);
  }
}

/** Starts the co-owner's session with the notary vendor once their deed is ready to sign. */
export async function startSignerSession(
  db: Db,
  notary: NotaryVendor,
  signer: HelocSignersTable,
): Promise<EnotarySession> {
  const application = await applicationOf(db, signer);
  await requireDeedReady(db, signer, application);
  const started = await notary.startSession(await signerSubject(db, signer, application));
  return saveEnotarySession(db, signer, started);
}

/** The co-owner's answers to the session's identity questions: `{ passed: true }`, or 400 (answersAnswer). */
export async function answerSignerQuestions(
  db: Db,
  signer: HelocSignersTable,
  input: { sessionId: string; answers: Record<string, string> },
): Promise<NotaryPassed> {
  const session = sessionOf(signer, input.sessionId);
  if (session.status === 'IDENTITY_CONFIRMED') return { passed: true };
  if (session.status !== 'STARTED') throw new HttpError(409, 'This session has ended: start a new one');
  requireActive(await applicationOf(db, signer));
  return answersAnswer(await saveAnswers(db, signer, session, input.answers));
}

/** The answer a keyed set of answers kept for a retry (its outcome), as the first attempt answered. */
export async function replayedAnswers(outcome: Record<string, unknown>): Promise<NotaryPassed> {
  return answersAnswer(outcome as unknown as AnswersOutcome);
}

/** The answer to a signed deed, after the stage change a complete co-deed calls for (made again by a retry). */
export async function deedSignedAnswer(
  db: Db,
  pipeline: PipelineAdvance,
  signer: HelocSignersTable,
  signed: { complete: boolean },
): Promise<SignerSelf> {
  if (signed.complete) await pipeline.advance(signer.application_uuid, 'signer:deed-signed');
  return signerSelf(db, await reloadSigner(db, signer.uuid));
}

/** Signs the deed in the co-owner's confirmed session (at the application's sandbox time); answers with them now. */
export async function signSignerDeed(
  db: Db,
  services: { pipeline: PipelineAdvance; clock: SandboxClock },
  signer: HelocSignersTable,
  input: { sessionId: string; latitude: number; longitude: number },
): Promise<SignerSelf> {
  const session = sessionOf(signer, input.sessionId);
  if (session.status === 'SIGNED') return signerSelf(db, signer);
  if (session.status !== 'IDENTITY_CONFIRMED') throw new HttpError(409, 'Answer the identity questions first');
  const application = await applicationOf(db, signer);
  await requireDeedReady(db, signer, application);
  const signed = await saveDeedSigned(db, signer, session, {
    latitude: input.latitude,
    longitude: input.longitude,
    signedAt: new Date(services.clock.now()).toISOString(),
  });
  return deedSignedAnswer(db, services.pipeline, signer, signed);
}
