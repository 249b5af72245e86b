// The operator's settings (pool size, database timeouts, Redis, trustProxy, retention) and readiness in process.
import { loadConfig } from '../../server/config';
import { isDatabaseUnavailable } from '../../server/db';
import { makeTestApp } from './helpers';

const KEYS = { JWT_SECRET: 'x'.repeat(64), DATA_ENCRYPTION_KEY: 'a'.repeat(64) };

describe('operations settings', () => {
  it('reads the pool size, database timeouts, Redis, trustProxy and retention from the environment', () => {
    const config = loadConfig({
      ...KEYS,
      PG_POOL_SIZE: '32',
      PG_CONNECT_TIMEOUT_MS: '1500',
      PG_STATEMENT_TIMEOUT_MS: '4000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'lender-a:',
      TRUST_PROXY: '10.0.0.0/8',
      PURGE_OUTBOX_DAYS: '7',
      PURGE_EVERY_SECONDS: '60',
    });
    expect(config.database).toEqual({ poolSize: 32, connectTimeoutMs: 1500, statementTimeoutMs: 4000 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.redisPrefix).toBe('lender-a:');
    expect(config.trustProxy).toBe('10.0.0.0/8');
    expect(config.retention).toEqual({ outboxMs: 7 * 86_400_000, everyMs: 60_000 });
    expect(loadConfig({ ...KEYS, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...KEYS, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    const defaults = loadConfig({ ...KEYS, PG_POOL_SIZE: 'lots' });
    expect(defaults.database?.poolSize).toBe(20);
    expect(defaults.redisUrl).toBeUndefined();
    expect(defaults.trustProxy).toBeUndefined();
  });

  it('tells a database that is away from other errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('/healthz is alive and /readyz is ready while the database answers; behind a proxy, X-Forwarded-For counts', async () => {
    const t = await makeTestApp('sqlite', { trustProxy: true });
    try {
      t.app.get('/__ip', async (request) => ({ ip: request.ip }));
      expect((await t.app.inject({ url: '/__ip', headers: { 'x-forwarded-for': '203.0.113.9' } })).json()).toEqual({
        ip: '203.0.113.9',
      });
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ ok: true });
      const ready = await t.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ ok: true, database: 'up' });
    } finally {
      await t.close();
    }
  });
});
