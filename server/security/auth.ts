// Bearer-token authentication. A token a minute old or more is answered with a newly signed one (sliding expiry) in
// the reply's authorization header; a fresher one gets none (the caller keeps the one it sent), so busy pages pay
// neither for a signature per call nor for sending their own token back.
// Every token names a server-side session (server/security/sessions.ts) that logout revokes.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http';
import { knownClaims, signToken, TOKEN_TTL_SECONDS, verifyToken, type TokenClaims, type VerifiedClaims } from './jwt';
import { createSession, extendSession, knownLiveSession, liveSession, type LiveSession } from './sessions';
import { BoundedMap } from '../boundedMap';

/** Tokens younger than this are kept as they are: the reply carries no new one. */
export const TOKEN_REFRESH_AFTER_SECONDS = 60;

/** A new session for the identity (sign-in, registration), and its first token in the `authorization` header. */
export async function signIn(
  reply: FastifyReply,
  config: ServerConfig,
  db: Db,
  sub: string,
  org: string,
): Promise<string> {
  const { sid, capMs } = await createSession(db, sub, org);
  return issueToken(reply, config, { sub, org, sid }, capMs);
}

/**
 * A token for the session, never outliving the session's cap (`capMs`, SESSION_MAX_MS after sign-in): its `exp` is
 * when the session really ends, and its `sxp` claim tells the app when no refresh can extend it any more.
 */
export async function issueToken(
  reply: FastifyReply,
  config: ServerConfig,
  claims: TokenClaims,
  capMs: number,
): Promise<string> {
  const jwt = await signSessionToken(config, claims, capMs);
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}

/** A session token living TOKEN_TTL_SECONDS, or less when the session's cap (`capMs`) comes first. */
function signSessionToken(config: ServerConfig, claims: TokenClaims, capMs: number): Promise<string> {
  const sxp = Math.floor(capMs / 1000);
  const ttl = Math.min(TOKEN_TTL_SECONDS, sxp - Math.floor(Date.now() / 1000));
  return signToken(config.jwtSecret, { ...claims, sxp }, ttl);
}

export type SessionCheck =
  | { ok: true; identityUuid: string; org: string; sid: string; iat: number; capMs: number }
  | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

/** A session token that verifies and whose session is live (sockets use this too). */
export async function checkSessionToken(config: ServerConfig, db: Db, token: string): Promise<SessionCheck> {
  const result = await verifyToken(config.jwtSecret, token);
  if (!result.ok) return result;
  return sessionCheckOf(result.claims, await liveSession(db, result.claims.sid));
}

/**
 * checkSessionToken's answer when this instance verified the token and read its session moments ago, without a
 * promise or a tick; undefined when either must be checked again. A page polling its application is answered so.
 */
function knownSessionCheck(config: ServerConfig, token: string): SessionCheck | undefined {
  const claims = knownClaims(config.jwtSecret, token);
  const session = claims && knownLiveSession(claims.sid);
  return session ? sessionCheckOf(claims, session) : undefined;
}

function sessionCheckOf(claims: VerifiedClaims, session: LiveSession | null): SessionCheck {
  if (!session || session.identityUuid !== claims.sub || session.orgCode !== claims.org) {
    return { ok: false, reason: 'unauthenticated' };
  }
  return {
    ok: true,
    identityUuid: session.identityUuid,
    org: session.orgCode,
    sid: claims.sid,
    iat: claims.iat,
    capMs: session.capMs,
  };
}

/** The app's own form of the header, `Bearer <token>`. */
const APP_PREFIX = 'Bearer ';
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The session an `authorization` header in the app's own form names, when this instance verified its token and read
 * its session moments ago, without the pattern: it scans the whole token, about 3,600 instructions of a polled
 * read's 150,000 (npm run bench:instructions). A token known here was verified as a JWT, which holds no whitespace,
 * so the pattern would have read the same token.
 */
function knownSession(config: ServerConfig, header: unknown): { token: string; check: SessionCheck } | undefined {
  if (typeof header !== 'string' || !header.startsWith(APP_PREFIX)) return undefined;
  const token = header.slice(APP_PREFIX.length);
  const check = knownSessionCheck(config, token);
  return check && { token, check };
}

/** The session any `Bearer <token>` header names, checked (from memory where it can be); null when it is none. */
async function checkedSession(
  config: ServerConfig,
  db: Db,
  header: unknown,
): Promise<{ token: string; check: SessionCheck } | null> {
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  if (!token) return null;
  return { token, check: await checkSessionToken(config, db, token) };
}

export function makeAuthenticate(config: ServerConfig, db: Db): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const session = knownSession(config, header) ?? (await checkedSession(config, db, header));
    if (!session) throw new HttpError(401, 'unauthenticated');
    const { token, check: result } = session;
    if (!result.ok) throw new HttpError(401, result.reason);
    // A token is only good for the organisation it was issued by.
    if (result.org !== request.org.organizationCode) throw new HttpError(401, 'unauthenticated');
    request.identityUuid = result.identityUuid;
    request.sessionId = result.sid;
    const age = Math.floor(Date.now() / 1000) - result.iat;
    if (age >= TOKEN_REFRESH_AFTER_SECONDS) {
      reply.header('authorization', `Bearer ${renewedAlready(token) ?? (await renewalOf(token, config, db, result))}`);
    }
  };
}

/**
 * A page's calls made together all carry the same old token: the first renews it (a signature and the session's
 * two queries), the others within RENEWAL_SHARED_MS are answered with that renewal instead of making their own.
 */
export const RENEWAL_SHARED_MS = 30_000;
const RENEWALS_MAX = 10_000;
/** `signed`: the token once signed, so calls arriving after that take it without waiting a tick. */
type SharedRenewal = { token: Promise<string>; untilMs: number; signed?: string };
const renewals = new BoundedMap<string, SharedRenewal>(RENEWALS_MAX);

/** The renewal of `old` shared with this call, once it is signed (no tick to wait for), else undefined. */
function renewedAlready(old: string): string | undefined {
  const shared = renewals.get(old);
  return shared && shared.untilMs > Date.now() ? shared.signed : undefined;
}

function renewalOf(
  old: string,
  config: ServerConfig,
  db: Db,
  session: { identityUuid: string; org: string; sid: string; capMs: number },
): Promise<string> {
  const now = Date.now();
  const shared = renewals.get(old);
  if (shared && shared.untilMs > now) return shared.token;
  const token = (async () => {
    const claims = { sub: session.identityUuid, org: session.org, sid: session.sid };
    const jwt = await signSessionToken(config, claims, session.capMs);
    await extendSession(db, session.sid);
    return jwt;
  })();
  const entry: SharedRenewal = { token, untilMs: now + RENEWAL_SHARED_MS };
  renewals.set(old, entry);
  token.then(
    (jwt) => {
      entry.signed = jwt;
    },
    // A renewal that failed (the database away) is not shared: the next call tries again.
    () => {
      if (renewals.get(old) === entry) renewals.delete(old);
    },
  );
  return token;
}
