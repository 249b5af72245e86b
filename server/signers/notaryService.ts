// A co-owner's eNotary steps (start a session, answer its identity questions, sign the deed): the session's rules
// are the borrower's too (server/notary/sessionService.ts, each step's save with its Idempotency-Key's mark in one
// transaction); here are where a co-owner's session is kept (their own record) and what else they need: their deed
// ready to sign (ID verified, the borrower's note signed, nothing asked of them), and the co-deed completed by the
// last signature.
import type { SignerSelf } from '../../src/domain/signers';
import type { EnotarySession, NotaryPassed } from '../../src/domain/contracts/wire/closing';
import { answerQuestions, type SessionStore, signDeed, startSession } from '../notary/sessionService';
import { changeStoredFields, lockApplicationRow } from '../applications/repository';
import type { PipelineAdvance } from '../conditions/service';
import { openSignerConditions } from '../conditions/service';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { HttpError } from '../http';
import type { NotaryVendor } from '../pipeline/vendors/notary';
import type { SandboxClock } from '../sandbox/clock';
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

/**
 * The co-owner's session as kept on their row (heloc_signers.enotary), read as the request found it. Signing it
 * records when they signed; once every co-owner has signed and nothing is asked of them, the co-deed is COMPLETE,
 * in the same transaction (what the answer needs: whether it is; the pipeline then moves on).
 */
export function signerSessionStore(
  signer: HelocSignersTable,
): SessionStore<SignerEnotary, { signedAt: string }, { complete: boolean }> {
  return {
    load: async () => enotaryOf(signer),
    saveStarted: (trx, session) => saveEnotary(trx, signer, session),
    saveAnswers: (trx, session, graded) => saveEnotary(trx, signer, { ...session, ...graded }),
    async saveSigned(trx, session, location, { signedAt }) {
      // Co-owners signing at once take turns: the last one sees the others' signatures and completes the co-deed.
      await lockApplicationRow(trx, signer.application_uuid);
      await saveEnotary(trx, signer, { ...session, status: 'SIGNED', location }, { deed_signed_at: signedAt });
      const complete = await coDeedComplete(trx, signer.application_uuid);
      if (complete) {
        await changeStoredFields(trx, signer.application_uuid, (data) => ({ ...data, coDeedStatus: 'COMPLETE' }));
      }
      return { complete };
    },
  };
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
  return startSession(db, signerSessionStore(signer), notary, await signerSubject(db, signer, application));
}

/** The co-owner's answers to the session's identity questions, counted while their application is active. */
export async function answerSignerQuestions(
  db: Db,
  signer: HelocSignersTable,
  input: { sessionId: string; answers: Record<string, string> },
): Promise<NotaryPassed> {
  return answerQuestions(db, signerSessionStore(signer), input, async () =>
    requireActive(await applicationOf(db, signer)),
  );
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

/**
 * Signs the deed in the co-owner's confirmed session (at the application's sandbox time) once it is ready to sign;
 * answers with them now. A session signed already answers with them as they are.
 */
export async function signSignerDeed(
  db: Db,
  services: { pipeline: PipelineAdvance; clock: SandboxClock },
  signer: HelocSignersTable,
  input: { sessionId: string; latitude: number; longitude: number },
): Promise<SignerSelf> {
  return signDeed(db, signerSessionStore(signer), input, {
    signedAlready: () => signerSelf(db, signer),
    ready: async () => {
      await requireDeedReady(db, signer, await applicationOf(db, signer));
      return { signedAt: new Date(services.clock.now()).toISOString() };
    },
    answer: (signed) => deedSignedAnswer(db, services.pipeline, signer, signed),
  });
}
