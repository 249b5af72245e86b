// The eNotary session, one set of rules for every party that signs the deed before the notary: the borrower (their
// application's `enotary` order, ./service.ts) and each co-owner (their own record,
// server/signers/notaryService.ts). Start a session (the vendor's identity questions), answer them, sign the deed:
// which status allows which step, the messages, the vendor's call, and what each step keeps for its replay. Where a
// party's session is kept is a SessionStore; what else a party requires before a step (its stage, its deed ready)
// and what it answers once the deed is signed are that party's, handed to the step.
//
// Each step's save is one transaction that also marks a keyed request's Idempotency-Key applied (recordCreated)
// with what its answer needs, so the retry of an attempt that died after that commit answers from it (the
// `replayed…` functions, or the party's answer to a signed deed) instead of submitting again: no second vendor
// session, no wrong answer counted twice, the deed signed once.
import type { EnotarySession, NotaryPassed } from '../../src/domain/contracts/wire/closing';
import type { Db } from '../db';
import { HttpError } from '../http';
import type { IdentityQuestion, NotarySession, NotaryVendor } from '../pipeline/vendors/notary';
import type { VendorSubject } from '../pipeline/vendors/subject';
import { recordCreated } from '../security/idempotency';

/** Wrong answers allowed before the session ends and a new one must be started. */
export const MAX_ANSWER_ATTEMPTS = 3;

export const UNKNOWN_SESSION = 'sessionId: Unknown session';
export const SESSION_ENDED = 'This session has ended: start a new one';
export const ANSWER_QUESTIONS_FIRST = 'Answer the identity questions first';
export const WRONG_ANSWERS = 'Those answers do not match our records';
export const TOO_MANY_WRONG_ANSWERS = 'Too many wrong answers: start a new session';

/**
 * Where a session stands: STARTED (questions asked), IDENTITY_CONFIRMED (answered right), FAILED (too many wrong
 * answers), SIGNED (the deed signed), ACCEPTED (the notary accepted the borrower's deed: the pipeline's).
 */
export type SessionStatus = 'STARTED' | 'IDENTITY_CONFIRMED' | 'FAILED' | 'SIGNED' | 'ACCEPTED';

export interface SigningLocation {
  latitude: number;
  longitude: number;
}

/** A party's session as kept: the vendor's session (its answer key too), the wrong attempts, where it stands. */
export interface KeptSession {
  sessionId: string;
  questions: IdentityQuestion[];
  answerKey: Record<string, string>;
  attempts: number;
  status: SessionStatus;
  location?: SigningLocation;
}

/** A session the vendor has just started. */
export type StartedSession = NotarySession & { attempts: 0; status: 'STARTED' };

/** A set of answers counted: the session's wrong attempts now, and its status after them. */
export interface Graded {
  attempts: number;
  status: 'IDENTITY_CONFIRMED' | 'FAILED' | 'STARTED';
}

/**
 * Where a party's session is kept. `S`: the session as this store reads it; `Terms`: what signing needs besides
 * the location (worked out by the party once the session allows it); `Signed`: what a signed deed's answer needs
 * (kept with the Idempotency-Key). Each save runs in its step's transaction.
 */
export interface SessionStore<
  S extends KeptSession,
  Terms = unknown,
  Signed extends Record<string, unknown> = Record<string, unknown>,
> {
  /** The party's latest session, or null. */
  load(): Promise<S | null>;
  saveStarted(trx: Db, session: StartedSession): Promise<void>;
  saveAnswers(trx: Db, session: S, graded: Graded): Promise<void>;
  saveSigned(trx: Db, session: S, location: SigningLocation, terms: Terms): Promise<Signed>;
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
export function statusAfter(outcome: AnswersOutcome): Graded['status'] {
  return outcome.passed ? 'IDENTITY_CONFIRMED' : outcome.ended ? 'FAILED' : 'STARTED';
}

/** The answer to a set of answers: `{ passed: true }`, or the 400 of a wrong attempt. */
export function answersAnswer(outcome: AnswersOutcome): NotaryPassed {
  if (outcome.passed) return { passed: true };
  throw new HttpError(400, outcome.ended ? TOO_MANY_WRONG_ANSWERS : WRONG_ANSWERS);
}

/** Saves a step and marks a keyed request's Idempotency-Key applied with `kept`, in one transaction. */
function saveStep<K extends Record<string, unknown>>(db: Db, save: (trx: Db) => Promise<K>): Promise<K> {
  return db.transaction().execute(async (trx) => {
    const kept = await save(trx);
    await recordCreated(trx, { ...kept });
    return kept;
  });
}

/** The party's session named `sessionId` (its latest), else 400. */
async function sessionNamed<S extends KeptSession>(store: SessionStore<S>, sessionId: string): Promise<S> {
  const session = await store.load();
  if (!session || session.sessionId !== sessionId) throw new HttpError(400, UNKNOWN_SESSION);
  return session;
}

/** Starts a session with the notary vendor for `subject` and keeps it: its identity questions (never the key). */
export async function startSession<S extends KeptSession>(
  db: Db,
  store: SessionStore<S>,
  notary: Pick<NotaryVendor, 'startSession'>,
  subject: VendorSubject,
): Promise<EnotarySession> {
  const started = await notary.startSession(subject);
  return saveStep(db, async (trx) => {
    await store.saveStarted(trx, { ...started, attempts: 0, status: 'STARTED' });
    return { sessionId: started.sessionId, questions: started.questions };
  });
}

/** The answer a keyed start kept for a retry: the session it started. */
export async function replayedSession(kept: Record<string, unknown>): Promise<EnotarySession> {
  return kept as unknown as EnotarySession;
}

/**
 * Answers the session's identity questions: confirms the party's identity, or counts a wrong attempt (400; the
 * third ends the session). A confirmed session answers `{ passed: true }` again; an ended one is a 409. `ready`:
 * what the party requires before its answers are counted (a 409 when it does not hold).
 */
export async function answerQuestions<S extends KeptSession>(
  db: Db,
  store: SessionStore<S>,
  input: { sessionId: string; answers: Record<string, string> },
  ready: () => Promise<void> = async () => undefined,
): Promise<NotaryPassed> {
  const session = await sessionNamed(store, input.sessionId);
  if (session.status === 'IDENTITY_CONFIRMED') return { passed: true };
  if (session.status !== 'STARTED') throw new HttpError(409, SESSION_ENDED);
  await ready();
  const { attempts, ...outcome } = gradeAnswers(session.answerKey, input.answers, session.attempts);
  await saveStep(db, async (trx) => {
    await store.saveAnswers(trx, session, { attempts, status: statusAfter(outcome) });
    return { ...outcome };
  });
  return answersAnswer(outcome);
}

/** The answer a keyed set of answers kept for a retry (its outcome), as the first attempt answered. */
export async function replayedAnswers(kept: Record<string, unknown>): Promise<NotaryPassed> {
  return answersAnswer(kept as unknown as AnswersOutcome);
}

/** What a party brings to signing its deed. */
export interface Signing<Terms, Signed, A> {
  /** What the party requires once the session is confirmed (a 409 when it does not hold), and the terms it signs on. */
  ready: () => Promise<Terms>;
  /** The answer to a signed deed, after what it calls for; a retry's too (given what the save kept). */
  answer: (signed: Signed) => Promise<A>;
  /** The answer to signing a session signed already; without it, that is the 409 of a session not confirmed. */
  signedAlready?: () => Promise<A>;
}

/** Signs the deed in the party's confirmed session at `input`'s location, and answers as the party does. */
export async function signDeed<S extends KeptSession, Terms, Signed extends Record<string, unknown>, A>(
  db: Db,
  store: SessionStore<S, Terms, Signed>,
  input: { sessionId: string; latitude: number; longitude: number },
  signing: Signing<Terms, Signed, A>,
): Promise<A> {
  const session = await sessionNamed(store, input.sessionId);
  if (session.status === 'SIGNED' && signing.signedAlready) return signing.signedAlready();
  if (session.status !== 'IDENTITY_CONFIRMED') throw new HttpError(409, ANSWER_QUESTIONS_FIRST);
  const terms = await signing.ready();
  const location = { latitude: input.latitude, longitude: input.longitude };
  const signed = await saveStep(db, (trx) => store.saveSigned(trx, session, location, terms));
  return signing.answer(signed);
}
