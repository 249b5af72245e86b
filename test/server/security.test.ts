import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { decrypt, encrypt, maskLast4 } from '../../server/security/crypto';
import { hashPassword, verifyPassword } from '../../server/security/passwords';
import { dialects, makeTestApp, type TestApp } from './helpers';

describe.each(dialects)('security (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets the security headers on pages, API answers, errors and redirects', async () => {
    const page = await t.app.inject({ url: '/account/heloc' });
    expect(String(page.headers['content-security-policy'])).toMatch(
      /^default-src 'self'; script-src 'self' 'nonce-[^']+'; style-src 'self' 'nonce-[^']+'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' blob: ws:\/\/localhost:80; worker-src 'self' blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'$/,
    );
    const others = await Promise.all([
      t.app.inject({ url: '/healthz' }),
      t.app.inject({ url: '/identity/secure/api/v1/identity' }),
      t.app.inject({ url: '/nowhere' }),
      t.app.inject({ url: '/account/register' }),
    ]);
    // Answers that are not pages run nothing, so their policy allows nothing.
    for (const res of others) {
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
    for (const res of [page, ...others]) {
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveLength(1);
    expect(bad.json().message).toEqual(expect.any(String));

    const big = await t.app.inject({
      method: 'POST',
      url: '/ft/external/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ platform: 'WEB', pad: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toHaveLength(1);
  });

  it('answers 400, not 500, for a body of the wrong type', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/identity/api/v1/registration/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('crypto helpers', () => {
  const key = randomBytes(32).toString('hex');

  it('encrypts with AES-256-GCM, a fresh IV each time, and decrypts', () => {
    const a = encrypt('123-45-6789', key);
    const b = encrypt('123-45-6789', key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('6789');
    expect(decrypt(a, key)).toBe('123-45-6789');
  });

  it('refuses tampered data and the wrong key', () => {
    const sealed = encrypt('4111111111111111', key);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decrypt(parts.join('.'), key)).toThrow();
    expect(() => decrypt(sealed, randomBytes(32).toString('hex'))).toThrow();
  });

  it('masks to the last four digits', () => {
    expect(maskLast4('123-45-6789')).toBe('*****6789');
    expect(maskLast4('000123456789')).toBe('********6789');
    expect(maskLast4(null)).toBeNull();
  });

  it('hashes passwords with a per-user salt and verifies them', async () => {
    const a = await hashPassword('secret password 1');
    const b = await hashPassword('secret password 1');
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret password 1', a)).toBe(true);
    expect(await verifyPassword('secret password 2', a)).toBe(false);
  });
});

describe('configuration', () => {
  it('refuses to start in production without keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/nonexistent')).toThrow(/JWT_SECRET/);
  });

  it('generates development keys once and keeps them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'heloc-config-'));
    try {
      const first = loadConfig({ NODE_ENV: 'development' }, dir);
      expect(existsSync(path.join(dir, 'dev-keys.json'))).toBe(true);
      const second = loadConfig({ NODE_ENV: 'development' }, dir);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.encryptionKey).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.parse(readFileSync(path.join(dir, 'dev-keys.json'), 'utf8')).jwtSecret).toBe(first.jwtSecret);
      expect(first).toMatchObject({
        env: 'development',
        port: 3000,
        host: '127.0.0.1',
        authRateLimit: 10,
        databaseUrl: path.join(dir, 'heloc.sqlite'),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads the environment', () => {
    const key = randomBytes(32).toString('hex');
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        PORT: '8080',
        HOST: '0.0.0.0',
        JWT_SECRET: 's',
        DATA_ENCRYPTION_KEY: key,
        RATE_LIMIT_AUTH_MAX: '5',
        DATABASE_URL: 'postgres://db/heloc',
        ORG_DOMAINS: 'heloc.example.com=PINECREST_CU',
      },
      '/nonexistent',
    );
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      host: '0.0.0.0',
      authRateLimit: 5,
      databaseUrl: 'postgres://db/heloc',
      orgDomains: { 'heloc.example.com': 'PINECREST_CU' },
    });
  });
});

// One dialect is enough for a configuration switch.
describe('source maps', () => {
  it('are served in development but never in production', async () => {
    for (const [env, status] of [
      ['development', 200],
      ['production', 404],
    ] as const) {
      const t = await makeTestApp('sqlite', { env });
      try {
        writeFileSync(path.join(t.config.clientDir, 'main.0123abcd.js.map'), '{"version":3,"sources":["src/x.ts"]}');
        const res = await t.app.inject({ url: '/account/heloc/assets/main.0123abcd.js.map' });
        expect({ env, status: res.statusCode }).toEqual({ env, status });
        // The bundle itself is served either way.
        expect((await t.app.inject({ url: '/account/heloc/assets/main.0123abcd.js' })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    }
  });
});
