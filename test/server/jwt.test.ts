// Session tokens: a verified token is remembered until it expires, never past it, and only for its secret.
import { SignJWT } from 'jose';
import { signToken, TOKEN_TTL_SECONDS, verifyToken } from '../../server/security/jwt';

const SECRET = 'a'.repeat(64);

describe('verifyToken', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a token again from memory, and refuses it once it has expired', async () => {
    const token = await signToken(SECRET, { sub: 'identity-1', org: 'HEARTH', sid: 'session-1' }, 60);
    expect(await verifyToken(SECRET, token)).toMatchObject({
      ok: true,
      claims: { sub: 'identity-1', org: 'HEARTH', sid: 'session-1' },
    });
    expect(await verifyToken(SECRET, token)).toMatchObject({ ok: true });

    // Only the clock moves; timers and promises run as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
    jest.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(SECRET, token)).toEqual({ ok: false, reason: 'unauthenticated' });
  });

  it('does not carry a token verified under one secret over to another', async () => {
    const token = await signToken(SECRET, { sub: 'identity-2', org: 'HEARTH', sid: 'session-2' });
    expect((await verifyToken(SECRET, token)).ok).toBe(true);
    expect(await verifyToken('b'.repeat(64), token)).toEqual({ ok: false, reason: 'invalid signature' });
  });

  it('refuses a tampered token even when the original was verified', async () => {
    const token = await signToken(SECRET, { sub: 'identity-3', org: 'HEARTH', sid: 'session-3' });
    expect((await verifyToken(SECRET, token)).ok).toBe(true);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'identity-4', org: 'HEARTH', exp: 9999999999 })).toString(
      'base64url',
    );
    expect((await verifyToken(SECRET, `${header}.${forged}.${signature}`)).ok).toBe(false);
  });

  const handMade = (claims: Record<string, unknown>, set: (jwt: SignJWT) => SignJWT) =>
    set(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('identity-5')).sign(
      new TextEncoder().encode(SECRET),
    );

  it('refuses a correctly signed token with no expiry, no session or an issue time in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const noExp = await handMade({ org: 'HEARTH', sid: 's' }, (j) => j.setIssuedAt(now));
    const noSid = await handMade({ org: 'HEARTH' }, (j) => j.setIssuedAt(now).setExpirationTime(now + 60));
    const future = await handMade({ org: 'HEARTH', sid: 's' }, (j) =>
      j.setIssuedAt(now + 3600).setExpirationTime(now + 7200),
    );
    const fine = await handMade({ org: 'HEARTH', sid: 's' }, (j) => j.setIssuedAt(now).setExpirationTime(now + 60));
    expect(await verifyToken(SECRET, noExp)).toEqual({ ok: false, reason: 'unauthenticated' });
    expect(await verifyToken(SECRET, noSid)).toEqual({ ok: false, reason: 'unauthenticated' });
    expect(await verifyToken(SECRET, future)).toEqual({ ok: false, reason: 'unauthenticated' });
    expect((await verifyToken(SECRET, fine)).ok).toBe(true);
  });

  it('issues short tokens', async () => {
    expect(TOKEN_TTL_SECONDS).toBeLessThanOrEqual(30 * 60);
    const token = await signToken(SECRET, { sub: 'identity-6', org: 'HEARTH', sid: 's' });
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL_SECONDS);
  });
});
