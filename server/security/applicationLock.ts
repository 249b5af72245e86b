// One submission at a time per application (issue 20): a route that checks the application's stage and then
// writes (stores an ID, submits, signs) must not run twice at once, or 40 concurrent uploads store 40 documents.
// A transaction holding the row lock cannot span the handler (it writes through other connections and calls
// vendors), so the application is leased instead:
// - in this process, requests for one application queue in arrival order (no polling);
// - across instances, a row in `application_locks` (primary key: the application) is the lease: the second
//   instance's insert fails on the key and it waits; the holder renews its lease while it works, so a holder
//   that died (a killed process) leaves a lease that lapses within LEASE_MS. On SQLite (one process) every
//   lease left at start belongs to a process that died, and they are cleared (clearStaleLeases).
// A request that waited too long answers 409 with Retry-After; Idempotency-Key does not keep that answer.
// Once the lease is held, `request.application` is read again, so the stage check sees what the previous
// request wrote. The lease is given back when the answer is sent (onSend runs for errors too).
import { randomUUID } from 'node:crypto';
import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { Db } from '../db';
import { HttpError, notFound } from '../http';
import { idempotent, type IdempotencyOptions } from './idempotency';
import { deleteLapsedLease, deleteLease, insertLease, renewLease } from './applicationLockRepository';
import { findApplication } from './ownershipRepository';

export const LEASE_MS = 5_000;
const RENEW_MS = 1_500;
export const LOCK_BUSY = 'Another request for this application is still being processed: try again shortly';
const POLL_MS = 15;

export interface ApplicationLockHooks {
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendAsyncHookHandler;
}

interface Held {
  applicationUuid: string;
  holder: string;
  releaseLocal: () => void;
  renewal: NodeJS.Timeout;
}

/** Keeps a held lease alive while its request works. */
function renewEvery(db: Db, uuid: string, holder: string): NodeJS.Timeout {
  const timer = setInterval(() => {
    void renewLease(db, uuid, holder, new Date(Date.now() + LEASE_MS).toISOString()).catch(() => undefined);
  }, RENEW_MS);
  timer.unref();
  return timer;
}

function busy(reply: FastifyReply): HttpError {
  // Not final: the client may simply send it again (and Idempotency-Key does not keep this answer).
  reply.header('retry-after', '1');
  return new HttpError(409, LOCK_BUSY);
}

/** In-process FIFO per application, shared by every route of one app (one database handle). */
const tailsByDb = new WeakMap<Db, Map<string, Promise<void>>>();

function queueLocally(db: Db, uuid: string): { ready: Promise<void>; release: () => void } {
  let localTails = tailsByDb.get(db);
  if (!localTails) {
    localTails = new Map();
    tailsByDb.set(db, localTails);
  }
  const tails = localTails;
  const previous = tails.get(uuid) ?? Promise.resolve();
  let release = () => undefined as void;
  const mine = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The next request starts only when the previous one has finished and this one has given back its turn
  // (even a turn given back after a timeout waits for the one before it).
  const tail = previous.then(() => mine);
  tails.set(uuid, tail);
  void tail.then(() => {
    if (tails.get(uuid) === tail) tails.delete(uuid);
  });
  return { ready: previous, release };
}

async function takeLease(db: Db, uuid: string, holder: string, deadline: number): Promise<boolean> {
  for (;;) {
    const now = Date.now();
    await deleteLapsedLease(db, uuid, new Date(now).toISOString());
    if (await insertLease(db, uuid, holder, new Date(now + LEASE_MS).toISOString())) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Hooks for a `/{uuid}` route, after the membership hook has put the row on `request.application` (and after
 * the Idempotency-Key hooks, so a replay does not wait for the lease).
 */
export function applicationLock(db: Db, options: { waitMs?: number } = {}): ApplicationLockHooks {
  const waitMs = options.waitMs ?? 15_000;
  const held = new WeakMap<FastifyRequest, Held>();

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const current = request.application;
    if (!current) throw notFound();
    const uuid = current.uuid;
    const deadline = Date.now() + waitMs;
    const local = queueLocally(db, uuid);
    let timer: NodeJS.Timeout | undefined;
    const inTime = await Promise.race([
      local.ready.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (!inTime) {
      local.release();
      throw busy(reply);
    }
    const holder = randomUUID();
    try {
      if (!(await takeLease(db, uuid, holder, deadline))) throw busy(reply);
      held.set(request, {
        applicationUuid: uuid,
        holder,
        releaseLocal: local.release,
        renewal: renewEvery(db, uuid, holder),
      });
      // The stage as the previous request left it.
      const fresh = await findApplication(db, uuid);
      if (!fresh) throw notFound();
      request.application = fresh;
    } catch (err) {
      if (!held.has(request)) local.release();
      throw err;
    }
  }

  const onSend: onSendAsyncHookHandler = async (request, _reply, payload) => {
    const lease = held.get(request);
    if (!lease) return payload;
    held.delete(request);
    clearInterval(lease.renewal);
    try {
      await deleteLease(db, lease.applicationUuid, lease.holder);
    } finally {
      lease.releaseLocal();
    }
    return payload;
  };

  return { preHandler, onSend };
}

/**
 * For a submission on a `/{uuid}` route, after its membership hook: Idempotency-Key replay first (a replay does
 * not wait), then the application's lease. `replay`, `creates`: see IdempotencyOptions.
 */
export function lockedSubmission(
  db: Db,
  hashKey: string,
  options: Pick<IdempotencyOptions, 'replay' | 'creates'> = {},
): { preHandler: (preHandlerHookHandler | preHandlerAsyncHookHandler)[]; onSend: onSendAsyncHookHandler[] } {
  const idem = idempotent(db, { hashKey, ...options });
  const lock = applicationLock(db);
  return { preHandler: [idem.preHandler, lock.preHandler], onSend: [idem.onSend, lock.onSend] };
}
