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
// Keys live in `idempotency_keys` for KEY_TTL_MS; the scheduled purge (server/operations/purge.ts) then deletes them. The request is kept only as a keyed hash (HMAC): a plain
// SHA-256 of a body holding an SSN could be reversed by trying all 10^9 SSNs against the stored hash.
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { isUniqueViolation, nowIso, type Db } from '../db';
import { HttpError } from '../http';
import { valueShapeError } from './bodyShape';

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

function requestHash(request: FastifyRequest, hashKey: string): string {
  const path = request.url.split('?')[0];
  return createHmac('sha256', hashKey)
    .update(`${request.method} ${path}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

function readKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 128 || !/^[\x21-\x7e]+$/.test(key)) throw new HttpError(400, KEY_INVALID);
  return key;
}

export interface IdempotencyHooks {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
}

/**
 * At start on SQLite (one process): a key claimed but never answered was claimed by a process that died mid-
 * request; it is given back, so the client's retry with the same key runs instead of waiting for a dead run.
 */
export async function releaseDeadClaims(db: Db): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('status_code', 'is', null).execute();
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
      void db
        .updateTable('idempotency_keys')
        .set({ alive_at: nowIso() })
        .where('identity_uuid', '=', claim.identityUuid)
        .where('idem_key', '=', claim.key)
        .where('status_code', 'is', null)
        .execute()
        .catch(() => undefined);
    }, CLAIM_RENEW_MS);
    timer.unref();
    return timer;
  }

  async function tryClaim(claim: Claim, hash: string): Promise<boolean> {
    try {
      await db
        .insertInto('idempotency_keys')
        .values({
          identity_uuid: claim.identityUuid,
          idem_key: claim.key,
          request_hash: hash,
          status_code: null,
          response_body: null,
          content_type: null,
          created_at: nowIso(),
          completed_at: null,
          alive_at: nowIso(),
        })
        .execute();
      return true;
    } catch (err) {
      // The key is the primary key: SQLite reports that apart from other unique indexes.
      const code = (err as { code?: string } | null)?.code;
      if (isUniqueViolation(err) || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
      throw err;
    }
  }

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const headerKey = readKey(request);
    const auto = headerKey === null ? autoClaim(request) : null;
    const key = headerKey ?? auto?.key ?? null;
    if (key === null) return;
    const claim: Claim = { identityUuid: request.identityUuid, key };
    const hash = auto ? auto.hash : requestHash(request, options.hashKey);
    const ttl = auto ? autoWindowMs : KEY_TTL_MS;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const expired = new Date(Date.now() - ttl).toISOString();
      await db
        .deleteFrom('idempotency_keys')
        .where('identity_uuid', '=', claim.identityUuid)
        .where('idem_key', '=', key)
        .where('created_at', '<', expired)
        .execute();
      if (await tryClaim(claim, hash)) {
        claims.set(request, claim);
        renewals.set(request, renewClaim(claim));
        let resolve = () => undefined as void;
        const done = new Promise<void>((r) => {
          resolve = r;
        });
        running.set(localKey(claim), { done, resolve });
        return;
      }
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('identity_uuid', '=', claim.identityUuid)
        .where('idem_key', '=', key)
        .executeTakeFirst();
      // Gone: the first request failed with a 5xx and gave the key back; claim it again.
      if (!row) continue;
      if (row.request_hash !== hash) throw new HttpError(422, KEY_MISMATCH);
      // Claimed by a process that died mid-request (its claim stopped being renewed): take it over.
      if (row.status_code === null && row.alive_at !== null && Date.parse(row.alive_at) < Date.now() - CLAIM_STALE_MS) {
        await db
          .deleteFrom('idempotency_keys')
          .where('identity_uuid', '=', claim.identityUuid)
          .where('idem_key', '=', key)
          .where('status_code', 'is', null)
          .where('alive_at', '=', row.alive_at)
          .execute();
        continue;
      }
      if (row.status_code !== null) {
        reply.code(row.status_code).header(REPLAYED_HEADER, 'true');
        if (row.content_type) reply.header('content-type', row.content_type);
        await reply.send(row.response_body ?? '');
        return reply;
      }
      if (Date.now() > deadline) throw new HttpError(409, KEY_BUSY);
      const local = running.get(localKey(claim));
      await Promise.race([local?.done ?? Promise.resolve(), new Promise((r) => setTimeout(r, POLL_MS))]);
    }
  }

  const onSend: onSendAsyncHookHandler = async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    clearInterval(renewals.get(request));
    renewals.delete(request);
    const where = db
      .updateTable('idempotency_keys')
      .where('identity_uuid', '=', claim.identityUuid)
      .where('idem_key', '=', claim.key);
    try {
      // A 5xx, and an answer that says "try again" (Retry-After, e.g. the application busy), are not kept.
      const final = reply.statusCode < 500 && !reply.hasHeader('retry-after');
      if (!final || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
        await db
          .deleteFrom('idempotency_keys')
          .where('identity_uuid', '=', claim.identityUuid)
          .where('idem_key', '=', claim.key)
          .execute();
      } else {
        const contentType = reply.getHeader('content-type');
        await where
          .set({
            status_code: reply.statusCode,
            response_body: String(payload),
            content_type: typeof contentType === 'string' ? contentType : null,
            completed_at: nowIso(),
          })
          .execute();
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
