// Bearer-token authentication; every authenticated reply carries a token: the same one while it is fresh,
// a newly signed one (sliding expiry) once it is a minute old, so busy pages do not pay for a signature per call.
// Every token names a server-side session (server/security/sessions.ts) that logout revokes.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http';
import { signToken, TOKEN_TTL_SECONDS, verifyToken, type TokenClaims } from './jwt';
import { createSession, extendSession, liveSession, sessionCapOf } from './sessions';

/** Tokens younger than this are sent back as they are instead of being re-signed. */
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
  const sxp = Math.floor(capMs / 1000);
  const ttl = Math.min(TOKEN_TTL_SECONDS, sxp - Math.floor(Date.now() / 1000));
  const jwt = await signToken(config.jwtSecret, { ...claims, sxp }, ttl);
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}

export type SessionCheck =
  | { ok: true; identityUuid: string; org: string; sid: string; iat: number; capMs: number }
  | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

/** A session token that verifies and whose session is live (sockets use this too). */
export async function checkSessionToken(config: ServerConfig, db: Db, token: string): Promise<SessionCheck> {
  const result = await verifyToken(config.jwtSecret, token);
  if (!result.ok) return result;
  const session = await liveSession(db, result.claims.sid);
  if (!session || session.identityUuid !== result.claims.sub || session.orgCode !== result.claims.org) {
    return { ok: false, reason: 'unauthenticated' };
  }
  return {
    ok: true,
    identityUuid: session.identityUuid,
    org: session.orgCode,
    sid: result.claims.sid,
    iat: result.claims.iat,
    capMs: sessionCapOf(session.createdAt),
  };
}

export function makeAuthenticate(config: ServerConfig, db: Db): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new HttpError(401, 'unauthenticated');
    const result = await checkSessionToken(config, db, match[1]);
    if (!result.ok) throw new HttpError(401, result.reason);
    // A token is only good for the organisation it was issued by.
    if (result.org !== request.org.organizationCode) throw new HttpError(401, 'unauthenticated');
    request.identityUuid = result.identityUuid;
    request.sessionId = result.sid;
    const age = Math.floor(Date.now() / 1000) - result.iat;
    if (age < TOKEN_REFRESH_AFTER_SECONDS) reply.header('authorization', `Bearer ${match[1]}`);
    else {
      await issueToken(reply, config, { sub: result.identityUuid, org: result.org, sid: result.sid }, result.capMs);
      await extendSession(db, result.sid);
    }
  };
}
