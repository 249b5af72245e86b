// Idempotency-Key for submissions: a retried POST (double click, flaky network, a saga's retry) replays the
// first answer instead of running twice.
//
// How to use it on a route (after authentication, so keys are per identity):
//
//   const idem = idempotent(db, { hashKey: config.encryptionKey });
//   app.post(url, { preValidation: [authenticate, requireApplicationMember(db)], ...idem }, handler);
//
// or, when the route has its own preHandler, `preHandler: [myHook, idem.preHandler], onSend: idem.onSend`.
//
// - no header: the request runs as usual;
// - same key, same method, URL and body: the first answer (status and body) is replayed, with the header
//   `idempotent-replayed: true`;
// - same key, different request: 422 'This Idempotency-Key was used with a different request';
// - the same key while the first request still runs: waits for it, then replays its answer;
// - a 5xx answer is not kept, so the client may retry with the same key.
// - a claim is a lease renewed every CLAIM_RENEW_MS while its request runs: a request whose process died stops
//   renewing it, and after CLAIM_STALE_MS the retry with the same key (on any instance) takes it over and runs.
// - a request can die (SIGKILL, a 5xx) after saving its step and before its answer is kept (issue 19). The
//   handlers save in several transactions, and the pipeline (or its recovery after a restart) may close the step
//   from what was saved; so the retry that takes over an unfinished claim runs again and lets the route's stage
//   check decide: a step still open is finished; a closed one (StepNotOpen) is answered as the first attempt
//   would have, by the route's `replay` (the application as it now stands), not 409; that answer is kept.
//   Where the step is saved (updateStoredFields, the pipeline's stage change), the key is also marked applied in
//   the same transaction, with what the answer needs besides the application (an upload's document).
//   A creating route (`creates`: a new application, an invitation, a condition's answer, an eNotary step, an ID
//   upload, the manual notary) marks its key in the one transaction that saves (recordCreated); its retry after
//   such a crash answers with what was saved (`replay`) without running the handler again. One whose first attempt died
//   before that commit saved nothing: it runs as a first attempt (a step closed since is its 409).
// Keys live in `idempotency_keys` for KEY_TTL_MS; the scheduled purge (server/operations/purge.ts) then deletes them. The request is kept only as a keyed hash (HMAC): a plain
// SHA-256 of a body holding an SSN could be reversed by trying all 10^9 SSNs against the stored hash.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHmac } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onSendAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../db';
import { HttpError } from '../http';
import { valueShapeError } from '../http/bodyShape';
import {
  deleteExpiredKey,
  deleteUnappliedKey,
  findKey,
  insertKeyClaim,
  markKeyApplied,
  releaseKeyClaim,
  renewKeyClaim,
  storeKeyAnswer,
  takeOverClaim,
} from './idempotencyRepository';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const KEY_MISMATCH = 'This Idempotency-Key was used with a different request';
export const KEY_INVALID = 'Idempotency-Key must be 1 to 128 visible characters';
export const KEY_BUSY = 'A request with this Idempotency-Key is still being processed';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const POLL_MS = 20;

interface Claim {
  identityUuid: string;
  key: string;
  /** Taken over from an attempt that never answered (it may have saved its step), rather than made by this request. */
  inherited?: boolean;
}

/**
 * The keyed request whose handler runs in this async context (entered by the preHandler, so the handler and all
 * it awaits see it, the pipeline's transactions included). Only for routes that can rebuild their answer.
 */
interface KeyedRequest extends Claim {
  /**
   * The application the route is about: only saves of this application mark the key. Null on a route that
   * creates something (`creates`): its insert marks the key (recordCreated).
   */
  applicationUuid: string | null;
  /** What the answer needs besides the application (noteForReplay); kept with the mark. */
  detail: Record<string, unknown>;
  /** False once the answer is on its way: a timer the request started must not mark the key later. */
  open: boolean;
}
const keyedRequests = new AsyncLocalStorage<KeyedRequest>();
/**
 * The keyed requests now running. On Node 20 an enabled AsyncLocalStorage makes every promise of every request
 * pay for its hooks (a hello-world measured 62 µs a request without, 75 µs with), so it is enabled only while
 * one runs: a page polling its application is not charged for the rare submission. Disabling it while none runs
 * loses nothing: a finished request's context is closed (`open` false) and marks nothing.
 */
const runningKeyed = new Set<KeyedRequest>();

function enterKeyed(context: KeyedRequest, next: () => void): void {
  runningKeyed.add(context);
  keyedRequests.run(context, next);
}

function leaveKeyed(context: KeyedRequest): void {
  context.open = false;
  if (runningKeyed.delete(context) && runningKeyed.size === 0) keyedRequests.disable();
}

/** Whether a keyed request's context is being carried (for tests: it is not while none runs). */
export function carryingKeyedContext(): boolean {
  return runningKeyed.size > 0;
}

/**
 * Called inside a transaction that saves an application's step (its stored fields, its stage): when a keyed
 * request for this application is running, its key is marked applied in that same transaction, so the step and
 * the key's outcome commit together. Outside such a request (a pipeline job, a route without `replay`) it does
 * nothing.
 */
export async function recordApplied(trx: Db, applicationUuid: string): Promise<void> {
  const running = keyedRequests.getStore();
  if (!running?.open || running.applicationUuid !== applicationUuid) return;
  await markApplied(trx, running);
}

/**
 * Called inside the transaction that inserts what a creating route (`creates`) makes: when a keyed request is
 * running, its key is marked applied in that same transaction with `created` (e.g. the new application's uuid),
 * so a retry after a crash answers with what was made instead of making it twice.
 */
export async function recordCreated(trx: Db, created: Record<string, unknown>): Promise<void> {
  const running = keyedRequests.getStore();
  if (!running?.open || running.applicationUuid !== null) return;
  Object.assign(running.detail, created);
  await markApplied(trx, running);
}

async function markApplied(trx: Db, running: KeyedRequest): Promise<void> {
  await markKeyApplied(trx, running.identityUuid, running.key, JSON.stringify(running.detail));
}

/** Retries that took over an unfinished claim: what its first attempt kept, and how to answer if the step closed. */
const appliedRetries = new WeakMap<
  FastifyRequest,
  { detail: Record<string, unknown>; replay: () => Promise<unknown> }
>();

/**
 * For the error handler, on StepNotOpen: when this request retries a key whose first attempt never finished (it
 * may have saved the step, which then closed), the answer that attempt would have given (the route's replay);
 * otherwise null, and the 409 stands.
 */
export async function answerOfAppliedStep(request: FastifyRequest): Promise<{ answer: unknown } | null> {
  const retry = appliedRetries.get(request);
  return retry ? { answer: await retry.replay() } : null;
}

/** Keeps a part of the answer the application cannot give back (e.g. the document an upload stored) for a replay. */
export function noteForReplay(name: string, value: unknown): void {
  const running = keyedRequests.getStore();
  if (running?.open) running.detail[name] = value;
}

/** A running request renews its claim this often; one not renewed for CLAIM_STALE_MS was a dead process's. */
const CLAIM_RENEW_MS = 1_500;
export const CLAIM_STALE_MS = 5_000;

/**
 * Canonical JSON: key order must not make the same body look different. Bounded: the parser already refuses
 * bodies nested deeper than MAX_JSON_DEPTH, but a body can come from elsewhere (multipart fields), so the
 * shape is checked here too and a body too deep to hash is a 400, never a stack overflow.
 */
function canonicalJson(value: unknown): string {
  const shape = valueShapeError(value);
  if (shape) throw new HttpError(400, shape);
  return JSON.stringify(value ?? null, (_key, item: unknown) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
    const record = item as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, record[k]]),
    );
  });
}

/** What identifies "the same request" for a key: method, path and canonical body, as a keyed hash. */
export function requestHashOf(method: string, url: string, body: unknown, hashKey: string): string {
  const path = url.split('?')[0];
  return createHmac('sha256', hashKey)
    .update(`${method} ${path}\n${canonicalJson(body)}`)
    .digest('hex');
}

/** The body as sent (server/openapi keeps it before a contract's validation strips and casts request.body). */
function requestHash(request: FastifyRequest, hashKey: string): string {
  const sent = 'sentBody' in request ? request.sentBody : request.body;
  return requestHashOf(request.method, request.url, sent, hashKey);
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw new HttpError(400, KEY_INVALID);
  return key;
}

export interface IdempotencyHooks {
  /** Callback style: the handler must run inside the keyed request's async context (see KeyedRequest). */
  preHandler: preHandlerHookHandler;
  onSend: onSendAsyncHookHandler;
}

/** An unanswered claim whose request no longer runs: given back (alive_at null), or not renewed for too long. */
function isDead(aliveAt: string | null): boolean {
  return aliveAt === null || Date.parse(aliveAt) < Date.now() - CLAIM_STALE_MS;
}

export interface IdempotencyOptions {
  hashKey: string;
  waitMs?: number;
  /**
   * For a request sent without a key: what makes it "the same request" (e.g. the borrower's property), or null
   * to run it as usual. Two such requests within `autoWindowMs` answer alike: the second replays the first.
   */
  autoKey?: (request: FastifyRequest) => string | null;
  autoWindowMs?: number;
  /**
   * The answer of a request whose step was saved but whose answer was lost, rebuilt as the handler would have
   * answered (`detail`: what noteForReplay kept). Given it, a retry finding its step closed gets this answer,
   * and the route's keys are marked applied where the step is saved (needs `request.application`, set by the
   * membership hook).
   */
  replay?: (request: FastifyRequest, detail: Record<string, unknown>) => Promise<unknown>;
  /**
   * The route creates something (a new application, an invitation, a condition's answer, an eNotary step, an ID
   * upload, the manual notary) and calls recordCreated in the one transaction that saves it. A retry of a claim whose first attempt died after
   * that commit is answered with `replay` (given what recordCreated kept; it may throw the 4xx that attempt
   * answered) and the handler does not run again; one that died before it runs as usual (a StepNotOpen stands).
   */
  creates?: boolean;
  /** The status of a `creates` route's answer, which its replay after a crash gives too (200 unless said). */
  createdStatus?: number;
}

/** A key made from the request itself (never from the header), so a client cannot pick it. */
const AUTO_PREFIX = 'auto:';
export const AUTO_WINDOW_MS = 10 * 60 * 1000;

export function idempotent(db: Db, options: IdempotencyOptions): IdempotencyHooks {
  const waitMs = options.waitMs ?? 10_000;
  const autoWindowMs = options.autoWindowMs ?? AUTO_WINDOW_MS;
  /** The key and request hash of a request without a header, when the route asks for one. */
  function autoClaim(request: FastifyRequest): { key: string; hash: string } | null {
    const material = options.autoKey?.(request) ?? null;
    if (material === null) return null;
    const digest = createHmac('sha256', options.hashKey).update(`${request.method} ${material}`).digest('hex');
    return { key: `${AUTO_PREFIX}${digest}`, hash: digest };
  }
  const claims = new WeakMap<FastifyRequest, Claim>();
  // In-process waiters for a key whose first request runs here; other instances poll the table.
  const running = new Map<string, { done: Promise<void>; resolve: () => void }>();
  const localKey = (c: Claim) => `${c.identityUuid}\u0000${c.key}`;
  const renewals = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  function renewClaim(claim: Claim): NodeJS.Timeout {
    const timer = setInterval(() => {
      void renewKeyClaim(db, claim.identityUuid, claim.key).catch(() => undefined);
    }, CLAIM_RENEW_MS);
    timer.unref();
    return timer;
  }

  /** Holds the key for this request: renewed while it runs, its waiters told when it is answered. */
  function hold(request: FastifyRequest, claim: Claim): void {
    claims.set(request, claim);
    renewals.set(request, renewClaim(claim));
    let resolve = () => undefined as void;
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    running.set(localKey(claim), { done, resolve });
  }

  /** Claims the key ('run': the handler runs), or replays the answer kept for it ('answered'). */
  async function claimOrAnswer(request: FastifyRequest, reply: FastifyReply): Promise<'run' | 'answered'> {
    const headerKey = readKey(request);
    const auto = headerKey === null ? autoClaim(request) : null;
    const key = headerKey ?? auto?.key ?? null;
    if (key === null) return 'run';
    const claim: Claim = { identityUuid: request.identityUuid, key };
    const hash = auto ? auto.hash : requestHash(request, options.hashKey);
    const ttl = auto ? autoWindowMs : KEY_TTL_MS;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const expired = new Date(Date.now() - ttl).toISOString();
      await deleteExpiredKey(db, claim.identityUuid, key, expired);
      if (await insertKeyClaim(db, claim.identityUuid, claim.key, hash)) {
        hold(request, claim);
        return 'run';
      }
      const row = await findKey(db, claim.identityUuid, key);
      // Gone: expired, or given back by a "try again" answer; claim it again.
      if (!row) continue;
      if (row.request_hash !== hash) throw new HttpError(422, KEY_MISMATCH);
      if (row.status_code !== null) {
        reply.code(row.status_code).header(REPLAYED_HEADER, 'true');
        if (row.content_type) reply.header('content-type', row.content_type);
        reply.send(row.response_body ?? '');
        return 'answered';
      }
      // Claimed by a request that is gone (its process died, or it failed without an answer to keep): take the
      // key over in place, keeping what it recorded, and run again. The route's stage check decides: a step
      // still open is finished; one its first attempt closed is answered as that attempt would have
      // (answerOfAppliedStep). Whoever moves alive_at first runs; other retries wait for its answer.
      if (isDead(row.alive_at)) {
        if (!(await takeOverClaim(db, claim.identityUuid, key, row.alive_at))) continue;
        claim.inherited = true;
        hold(request, claim);
        const replay = options.replay;
        if (replay && options.creates && row.applied_at !== null) {
          // Its first attempt made the thing and died before answering: that thing is the answer (kept by onSend).
          const detail = JSON.parse(row.applied_detail ?? '{}') as Record<string, unknown>;
          const answer = await replay(request, detail).catch((err: unknown) => {
            // That attempt's answer may have been a 4xx (a wrong answer counted): replayed as one.
            if (err instanceof HttpError && err.statusCode < 500) reply.header(REPLAYED_HEADER, 'true');
            throw err;
          });
          reply
            .code(options.createdStatus ?? 200)
            .header(REPLAYED_HEADER, 'true')
            .send(answer);
          return 'answered';
        }
        // A creating route's attempt that died before its commit saved nothing: its retry runs as a first attempt
        // would, and a step closed since is its 409.
        if (replay && !options.creates) {
          const detail = JSON.parse(row.applied_detail ?? '{}') as Record<string, unknown>;
          appliedRetries.set(request, { detail, replay: () => replay(request, detail) });
        }
        return 'run';
      }
      if (Date.now() > deadline) throw new HttpError(409, KEY_BUSY);
      const local = running.get(localKey(claim));
      await Promise.race([local?.done ?? Promise.resolve(), new Promise((r) => setTimeout(r, POLL_MS))]);
    }
  }

  const keyed = new WeakMap<FastifyRequest, KeyedRequest>();
  // Callback style, so that `done` (the next hooks, then the handler) runs inside the keyed request's context:
  // an async hook's caller goes on in its own context, and the handler's transactions would not see the key.
  const preHandler: preHandlerHookHandler = (request, reply, done: HookHandlerDoneFunction) => {
    claimOrAnswer(request, reply).then(
      (outcome) => {
        if (outcome === 'answered') return;
        const claim = claims.get(request);
        const applicationUuid = options.creates ? null : request.application?.uuid;
        if (!claim || !options.replay || applicationUuid === undefined) return done();
        // A retry of an applied step starts from what its first attempt kept.
        const detail = { ...appliedRetries.get(request)?.detail };
        const context: KeyedRequest = { ...claim, applicationUuid, detail, open: true };
        keyed.set(request, context);
        enterKeyed(context, () => done());
      },
      (err: Error) => done(err),
    );
  };

  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const context = keyed.get(request);
    if (context) leaveKeyed(context);
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    clearInterval(renewals.get(request));
    renewals.delete(request);
    try {
      // A 5xx, and an answer that says "try again" (Retry-After, e.g. the application busy), are not kept.
      const final = reply.statusCode < 500 && !reply.hasHeader('retry-after');
      if (!final || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        // The key is given back so the retry runs. Otherwise (a 5xx) the handler may have saved its step before
        // failing: the claim stays, no longer running, and the retry takes it over as it would a dead one's.
        // A "try again" below 500 (the application's lease busy) ran nothing: a key this request made is deleted.
        // One it took over stays, marked applied or not: its dead attempt may have saved its step (a dead process's
        // lease can outlast its claim), perhaps by writes that do not mark the key (a document, a vendor order)
        // from which the pipeline then closed the step. That claim is given back like a 5xx's, so the next retry
        // takes it over again and answers as that attempt would have, not 409 "This step is not open".
        if (reply.statusCode < 500 && reply.hasHeader('retry-after') && !claim.inherited) {
          await deleteUnappliedKey(db, claim.identityUuid, claim.key);
        }
        await releaseKeyClaim(db, claim.identityUuid, claim.key);
      } else {
        const contentType = reply.getHeader('content-type');
        await storeKeyAnswer(db, claim.identityUuid, claim.key, {
          statusCode: reply.statusCode,
          responseBody: String(payload),
          contentType: typeof contentType === 'string' ? contentType : null,
        });
      }
    } finally {
      const local = running.get(localKey(claim));
      running.delete(localKey(claim));
      local?.resolve();
    }
    return payload;
  };

  return { preHandler, onSend };
}
