// The borrower's eNotary session, kept as an `enotary` vendor order: start it (identity questions), answer them,
// sign the deed. Each step's save is one transaction that also marks a keyed request's Idempotency-Key applied
// (recordCreated) with what its answer needs, so the retry of an attempt that died after that commit answers from
// it instead of submitting again: no second vendor session, no wrong answer counted twice, the deed signed once.
// The co-owners' steps do the same on their own record (server/signers/notaryService.ts).
import type { EnotarySession, NotaryPassed } from '../../src/domain/contracts/wire/closing';
import type { Db } from '../db';
import { HttpError } from '../http';
import { createOrder, updateOrder, type VendorOrder } from '../orders/repository';
import type { NotarySession } from '../pipeline/vendors/notary';
import { recordCreated } from '../security/idempotency';

/** Wrong answers allowed before the session ends and a new one must be started. */
export const MAX_ANSWER_ATTEMPTS = 3;

export interface EnotaryDetail {
  sessionId: string;
  questions: { id: string; prompt: string; choices: string[] }[];
  answerKey: Record<string, string>;
  attempts: number;
  location?: { latitude: number; longitude: number };
}

/** The outcome of one set of answers: passed, or a wrong attempt (`ended`: the last one the session allows). */
export interface AnswersOutcome {
  passed: boolean;
  ended: boolean;
}

/** Checks answers against a session's key; `attempts`: its wrong attempts once this one is counted. */
export function gradeAnswers(
  answerKey: Record<string, string>,
  answers: Record<string, string>,
  attempts: number,
): AnswersOutcome & { attempts: number } {
  const passed = Object.keys(answerKey).every((id) => answers[id] === answerKey[id]);
  const counted = passed ? attempts : attempts + 1;
  return { passed, ended: !passed && counted >= MAX_ANSWER_ATTEMPTS, attempts: counted };
}

/** The session's status after an outcome. */
export function statusAfter(outcome: AnswersOutcome): 'IDENTITY_CONFIRMED' | 'FAILED' | 'STARTED' {
  return outcome.passed ? 'IDENTITY_CONFIRMED' : outcome.ended ? 'FAILED' : 'STARTED';
}

/** The answer to a set of answers: `{ passed: true }`, or the 400 of a wrong attempt. */
export function answersAnswer(outcome: AnswersOutcome): NotaryPassed {
  if (outcome.passed) return { passed: true };
  throw new HttpError(
    400,
    outcome.ended ? 'Too many wrong answers: start a new session' : 'Those answers do not match our records',
  );
}

/** Keeps the vendor's new session as the application's latest `enotary` order. */
export async function saveStartedSession(
  db: Db,
  applicationUuid: string,
  started: NotarySession,
): Promise<EnotarySession> {
  const answer = { sessionId: started.sessionId, questions: started.questions };
  const detail: EnotaryDetail = { ...started, attempts: 0 };
  await db.transaction().execute(async (trx) => {
    await createOrder(trx, { applicationUuid, vendor: 'enotary', status: 'STARTED', detail });
    await recordCreated(trx, { ...answer });
  });
  return answer;
}

/** Checks the answers against the session's key: confirms the borrower's identity, or counts a wrong attempt. */
export async function saveAnswers(
  db: Db,
  order: VendorOrder<EnotaryDetail>,
  answers: Record<string, string>,
): Promise<AnswersOutcome> {
  const { attempts, ...outcome } = gradeAnswers(order.detail.answerKey, answers, order.detail.attempts);
  await db.transaction().execute(async (trx) => {
    await updateOrder(trx, order.uuid, { status: statusAfter(outcome), detail: { ...order.detail, attempts } });
    await recordCreated(trx, { ...outcome });
  });
  return outcome;
}

/** Signs the deed in the session at `location`; the notary's acceptance is due at `readyAt`. */
export async function saveDeedSigned(
  db: Db,
  order: VendorOrder<EnotaryDetail>,
  location: { latitude: number; longitude: number },
  readyAt: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateOrder(trx, order.uuid, { status: 'SIGNED', detail: { ...order.detail, location }, readyAt });
    await recordCreated(trx, { sessionId: order.detail.sessionId });
  });
}
