// HS256 session tokens: subject = identity uuid, claims org and sid (the server-side session,
// server/security/sessions.ts), a short expiry refreshed while the borrower is active.
import { errors, jwtVerify, SignJWT } from 'jose';
import { BoundedMap } from '../boundedMap';

/** Short: an idle session ends within this; an active one gets a fresh token (server/security/auth.ts). */
export const TOKEN_TTL_SECONDS = 30 * 60;
/** Clocks differ a little between instances; an `iat` further in the future than this is refused. */
export const CLOCK_SKEW_SECONDS = 30;

export interface TokenClaims {
  sub: string;
  org: string;
  /** The session (auth_sessions.uuid). */
  sid: string;
  /**
   * When the session ends however active the borrower is (seconds since the epoch, its SESSION_MAX_MS): the app
   * warns before it and says that it cannot be extended (WCAG 2.2.1).
   */
  sxp?: number;
}

export interface VerifiedClaims extends TokenClaims {
  /** Issued-at, seconds since the epoch. */
  iat: number;
}

// Imported once per secret: importing a raw key on every call costs more than the HMAC itself.
const keys = new Map<string, Promise<CryptoKey>>();
function secretKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

/** `ttlSeconds` may be negative in tests to mint an expired token. */
export async function signToken(secret: string, claims: TokenClaims, ttlSeconds = TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ org: claims.org, sid: claims.sid, ...(claims.sxp ? { sxp: claims.sxp } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(await secretKey(secret));
}

export type VerifyResult =
  { ok: true; claims: VerifiedClaims } | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

const VERIFIED_CACHE_SIZE = 10_000;
/**
 * Tokens already verified, per secret, with their expiry: a page sends the same token on every call. Kept under
 * the token's signature, a seventh of its length (a key is hashed on every lookup), and found only if the whole
 * token is the same.
 */
const verified = new Map<string, BoundedMap<string, { token: string; claims: VerifiedClaims; expiresAtMs: number }>>();

function signatureOf(token: string): string {
  return token.slice(token.lastIndexOf('.') + 1);
}

function rememberVerified(secret: string, token: string, claims: VerifiedClaims, exp: number): void {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new BoundedMap(VERIFIED_CACHE_SIZE);
    verified.set(secret, cache);
  }
  cache.set(signatureOf(token), { token, claims, expiresAtMs: exp * 1000 });
}

/** The claims of a token verified here before and not expired since (no signature to check again), else undefined. */
export function knownClaims(secret: string, token: string): VerifiedClaims | undefined {
  const cache = verified.get(secret);
  const signature = signatureOf(token);
  const known = cache?.get(signature);
  if (known?.token !== token) return undefined;
  if (known.expiresAtMs > Date.now()) return known.claims;
  cache!.delete(signature);
  return undefined;
}

export async function verifyToken(secret: string, token: string): Promise<VerifyResult> {
  const known = knownClaims(secret, token);
  if (known) return { ok: true, claims: known };
  try {
    // A token without an expiry, or issued in the future (a forged clock), is no session token.
    const { payload } = await jwtVerify(token, await secretKey(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const now = Math.floor(Date.now() / 1000);
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.org !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.iat !== 'number' ||
      payload.iat > now + CLOCK_SKEW_SECONDS
    ) {
      return { ok: false, reason: 'unauthenticated' };
    }
    const claims: VerifiedClaims = { sub: payload.sub, org: payload.org, sid: payload.sid, iat: payload.iat };
    if (typeof payload.sxp === 'number') claims.sxp = payload.sxp;
    rememberVerified(secret, token, claims, payload.exp);
    return { ok: true, claims };
  } catch (err) {
    if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid signature' };
    return { ok: false, reason: 'unauthenticated' };
  }
}
