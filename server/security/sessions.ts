// Server-side sessions (issue 20): every session token names a row of `auth_sessions` (claim `sid`), and
// every authenticated request checks that row, so logout on one instance is refused by every instance at once
// (they share the database). A session lives while its tokens are refreshed: each new token moves the row's
// `expires_at` to the token's own expiry, never past SESSION_MAX_MS from sign-in.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Db } from '../db';
import { TOKEN_TTL_SECONDS } from './jwt';
import {
  deleteEndedSessions,
  findSession,
  findSessionStart,
  insertSession,
  markSessionRevoked,
  setSessionExpiry,
} from './sessionsRepository';
import { BoundedMap } from '../boundedMap';

/** However active, a session ends this long after sign-in: the borrower signs in again. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;

/** This process's notice of a session ended here (logout), so its sockets close at once. */
export const sessionEvents = new EventEmitter();
sessionEvents.setMaxListeners(0);
export const SESSION_ENDED = 'ended';

/** When a session that began at `createdAt` (ISO) ends, however often its tokens are refreshed (ms). */
export function sessionCapOf(createdAt: string): number {
  return Date.parse(createdAt) + SESSION_MAX_MS;
}

export async function createSession(
  db: Db,
  identityUuid: string,
  orgCode: string,
): Promise<{ sid: string; capMs: number }> {
  const uuid = randomUUID();
  const now = Date.now();
  const createdAt = new Date(now).toISOString();
  // The identity's sessions that ended over a day ago go as a new one starts, so the table stays small.
  await deleteEndedSessions(db, identityUuid, new Date(now - 24 * 60 * 60 * 1000).toISOString());
  await insertSession(db, {
    uuid,
    identity_uuid: identityUuid,
    org_code: orgCode,
    created_at: createdAt,
    expires_at: new Date(now + TOKEN_TTL_SECONDS * 1000).toISOString(),
    revoked_at: null,
  });
  return { sid: uuid, capMs: sessionCapOf(createdAt) };
}

/** A new token was issued for the session: it lives as long as that token, within the session's maximum. */
export async function extendSession(db: Db, sid: string): Promise<void> {
  const row = await findSessionStart(db, sid);
  if (!row) return;
  const cap = sessionCapOf(row.created_at);
  const until = Math.min(Date.now() + TOKEN_TTL_SECONDS * 1000, cap);
  await setSessionExpiry(db, sid, new Date(until).toISOString());
}

/**
 * A live session seen in the last SESSION_CACHE_MS is not read again: the busiest reads then cost one query, not
 * two. Logout on this instance drops the entry at once; a logout on another instance is honoured here within
 * SESSION_CACHE_MS (sockets and tokens of that session are refused from then on).
 */
export const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;
/** `capMs`: when the session ends however active (sessionCapOf its start), worked out once per read. */
export type LiveSession = { identityUuid: string; orgCode: string; expiresAt: string; capMs: number };
const sessionCache = new BoundedMap<string, { session: LiveSession; until: number; endsAt: number }>(SESSION_CACHE_MAX);
sessionEvents.on(SESSION_ENDED, (sid: string) => sessionCache.delete(sid));

/** The session's identity when it is live (not revoked, not past its end), else null. */
export async function liveSession(db: Db, sid: string): Promise<LiveSession | null> {
  const known = knownLiveSession(sid);
  if (known) return known;
  const now = Date.now();
  const session = await readLiveSession(db, sid);
  if (session) {
    sessionCache.set(sid, { session, until: now + SESSION_CACHE_MS, endsAt: Date.parse(session.expiresAt) });
  } else sessionCache.delete(sid);
  return session;
}

/** The session as read in the last SESSION_CACHE_MS, while it is live; undefined when it must be read. */
export function knownLiveSession(sid: string): LiveSession | undefined {
  const now = Date.now();
  const cached = sessionCache.get(sid);
  return cached && cached.until > now && cached.endsAt > now ? cached.session : undefined;
}

async function readLiveSession(db: Db, sid: string): Promise<LiveSession | null> {
  const row = await findSession(db, sid);
  if (!row || row.revoked_at !== null || Date.parse(row.expires_at) <= Date.now()) return null;
  return {
    identityUuid: row.identity_uuid,
    orgCode: row.org_code,
    expiresAt: row.expires_at,
    capMs: sessionCapOf(row.created_at),
  };
}

/**
 * Logout's write: the session's tokens are refused from now on, here and on every other instance. It may run in
 * the caller's transaction, so it announces nothing: call announceSessionEnded once that has committed.
 */
export async function revokeSession(db: Db, sid: string): Promise<void> {
  await markSessionRevoked(db, sid);
}

/** After the revocation's commit: this process forgets the session at once and closes its sockets. */
export function announceSessionEnded(sid: string): void {
  sessionEvents.emit(SESSION_ENDED, sid);
}
