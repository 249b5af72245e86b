// HS256 session tokens: subject = identity uuid, claim org, 2 hour expiry.
import { errors, jwtVerify, SignJWT } from 'jose';

export const TOKEN_TTL_SECONDS = 2 * 60 * 60;

export interface TokenClaims {
  sub: string;
  org: string;
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
  return new SignJWT({ org: claims.org })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(await secretKey(secret));
}

export type VerifyResult =
  { ok: true; claims: VerifiedClaims } | { ok: false; reason: 'unauthenticated' | 'invalid signature' };

const VERIFIED_CACHE_SIZE = 10_000;
/** Tokens already verified, per secret, with their expiry: a page sends the same token on every call. */
const verified = new Map<string, Map<string, { claims: VerifiedClaims; expiresAtMs: number }>>();

function rememberVerified(secret: string, token: string, claims: VerifiedClaims, exp: number): void {
  let cache = verified.get(secret);
  if (!cache) {
    cache = new Map();
    verified.set(secret, cache);
  }
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  cache.set(token, { claims, expiresAtMs: exp * 1000 });
}

export async function verifyToken(secret: string, token: string): Promise<VerifyResult> {
  const known = verified.get(secret)?.get(token);
  if (known) {
    if (known.expiresAtMs > Date.now()) return { ok: true, claims: known.claims };
    verified.get(secret)?.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, await secretKey(secret), { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.org !== 'string')
      return { ok: false, reason: 'unauthenticated' };
    const claims = { sub: payload.sub, org: payload.org, iat: payload.iat ?? 0 };
    if (typeof payload.exp === 'number') rememberVerified(secret, token, claims, payload.exp);
    return { ok: true, claims };
  } catch (err) {
    if (err instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'invalid signature' };
    return { ok: false, reason: 'unauthenticated' };
  }
}
