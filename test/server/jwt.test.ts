// Session tokens: a verified token is remembered until it expires, never past it, and only for its secret.
import { signToken, verifyToken } from '../../server/security/jwt';

const SECRET = 'a'.repeat(64);

describe('verifyToken', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a token again from memory, and refuses it once it has expired', async () => {
    const token = await signToken(SECRET, { sub: 'identity-1', org: 'HEARTH' }, 60);
    expect(await verifyToken(SECRET, token)).toMatchObject({ ok: true, claims: { sub: 'identity-1', org: 'HEARTH' } });
    expect(await verifyToken(SECRET, token)).toMatchObject({ ok: true });

    // Only the clock moves; timers and promises run as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'queueMicrotask'] });
    jest.setSystemTime(Date.now() + 61_000);
    expect(await verifyToken(SECRET, token)).toEqual({ ok: false, reason: 'unauthenticated' });
  });

  it('does not carry a token verified under one secret over to another', async () => {
    const token = await signToken(SECRET, { sub: 'identity-2', org: 'HEARTH' });
    expect((await verifyToken(SECRET, token)).ok).toBe(true);
    expect(await verifyToken('b'.repeat(64), token)).toEqual({ ok: false, reason: 'invalid signature' });
  });

  it('refuses a tampered token even when the original was verified', async () => {
    const token = await signToken(SECRET, { sub: 'identity-3', org: 'HEARTH' });
    expect((await verifyToken(SECRET, token)).ok).toBe(true);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'identity-4', org: 'HEARTH', exp: 9999999999 })).toString(
      'base64url',
    );
    expect((await verifyToken(SECRET, `${header}.${forged}.${signature}`)).ok).toBe(false);
  });
});
