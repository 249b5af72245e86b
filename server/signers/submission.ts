// One submission at a time per co-owner's application, as the borrower's submissions (server/security/applicationLock.ts):
// a co-owner's step reads their record, checks it and writes it (an ID upload, a wrong answer counted), so two at
// once would both pass the check and store twice or count once. After the Idempotency-Key (a replay does not wait),
// the application's lease is taken and the co-owner's record read again, as the request before left it.
import type {
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../db';
import type { HelocSignersTable } from '../db/schema';
import { notFound } from '../http';
import { applicationLock } from '../security/applicationLock';
import { idempotent, type IdempotencyOptions } from '../security/idempotency';
import { reloadSigner } from './repository';
import { applicationOf } from './service';

/** The signed-in co-owner's record the signer hook put on the request (404 without one). */
export function signerOf(request: FastifyRequest): HelocSignersTable {
  if (!request.signer) throw notFound();
  return request.signer;
}

export interface SignerSubmissionHooks {
  preHandler: (preHandlerHookHandler | preHandlerAsyncHookHandler)[];
  onSend: onSendAsyncHookHandler[];
}

/**
 * Hooks for a co-owner's submission, after the hook that puts their record on `request.signer`: the once-only
 * Idempotency-Key (`replay` answers the retry of an attempt that saved: IdempotencyOptions), then the lease.
 */
export function signerSubmission(
  db: Db,
  hashKey: string,
  replay: NonNullable<IdempotencyOptions['replay']>,
): SignerSubmissionHooks {
  const idem = idempotent(db, { hashKey, creates: true, replay });
  const lock = applicationLock(db);
  const application: preHandlerAsyncHookHandler = async (request) => {
    request.application = await applicationOf(db, signerOf(request));
  };
  const freshSigner: preHandlerAsyncHookHandler = async (request) => {
    request.signer = await reloadSigner(db, signerOf(request).uuid);
  };
  return {
    preHandler: [idem.preHandler, application, lock.preHandler, freshSigner],
    onSend: [idem.onSend, lock.onSend],
  };
}
