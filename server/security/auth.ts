// Bearer-token authentication; every authenticated reply carries a token: the same one while it is fresh,
// a newly signed one (sliding expiry) once it is a minute old, so busy pages do not pay for a signature per call.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http';
import { signToken, verifyToken } from './jwt';

/** Tokens younger than this are sent back as they are instead of being re-signed. */
export const TOKEN_REFRESH_AFTER_SECONDS = 60;

export async function issueToken(reply: FastifyReply, config: ServerConfig, sub: string, org: string): Promise<string> {
  const jwt = await signToken(config.jwtSecret, { sub, org });
  reply.header('authorization', `Bearer ${jwt}`);
  return jwt;
}

export function makeAuthenticate(config: ServerConfig, db: Db): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new HttpError(401, 'unauthenticated');
    const result = await verifyToken(config.jwtSecret, match[1]);
    if (!result.ok) throw new HttpError(401, result.reason);
    // A token is only good for the organisation it was issued by.
    if (result.claims.org !== request.org.organizationCode) throw new HttpError(401, 'unauthenticated');
    const identity = await db
      .selectFrom('identities')
      .select('uuid')
      .where('uuid', '=', result.claims.sub)
      .where('org_code', '=', result.claims.org)
      .executeTakeFirst();
    if (!identity) throw new HttpError(401, 'unauthenticated');
    request.identityUuid = identity.uuid;
    const age = Math.floor(Date.now() / 1000) - result.claims.iat;
    if (age < TOKEN_REFRESH_AFTER_SECONDS) reply.header('authorization', `Bearer ${match[1]}`);
    else await issueToken(reply, config, identity.uuid, result.claims.org);
  };
}
