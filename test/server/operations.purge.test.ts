// The scheduled purge (server/operations/purge.ts) on the pipeline's job engine (SQLite timer, pg-boss queue):
// expired Idempotency-Keys (answered or not) and old sandbox outbox messages go; everything still useful stays.
import { randomUUID } from 'node:crypto';
import { AUTO_WINDOW_MS, KEY_TTL_MS } from '../../server/security/idempotency';
import { dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

describe.each(dialects)('scheduled purge (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { retention: { outboxMs: 7 * DAY, everyMs: 400 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs on the job engine and deletes only what has expired', async () => {
    const user = await registerUser(t.app);
    const now = Date.now();
    const key = (idemKey: string, createdAt: number, answered = true, aliveAt = createdAt) => ({
      identity_uuid: user.identityUuid,
      idem_key: idemKey,
      request_hash: 'h',
      status_code: answered ? 200 : null,
      response_body: answered ? '{}' : null,
      content_type: answered ? 'application/json' : null,
      created_at: iso(createdAt),
      completed_at: answered ? iso(createdAt) : null,
      alive_at: iso(aliveAt),
    });
    await t.app.db
      .insertInto('idempotency_keys')
      .values([
        key('expired', now - KEY_TTL_MS - 60_000),
        key('fresh', now - 60_000),
        key('auto:expired', now - AUTO_WINDOW_MS - 60_000),
        key('auto:fresh', now - 1_000),
        // A claim whose process died: kept its time-to-live for a late retry to take over, then gone.
        key('dead-claim', now - 3 * 60 * 60 * 1000, false),
        key('dead-claim-expired', now - KEY_TTL_MS - 60_000, false),
        key('running-claim', now - 2_000, false, now),
        // A step applied by a request that died before answering: kept its time-to-live for the retry, then gone.
        { ...key('applied-unanswered', now - 3 * 60 * 60 * 1000, false), applied_at: iso(now - 3 * 60 * 60 * 1000) },
        { ...key('applied-expired', now - KEY_TTL_MS - 60_000, false), applied_at: iso(now - KEY_TTL_MS) },
      ])
      .execute();
    const message = (subject: string, createdAt: number) => ({
      uuid: randomUUID(),
      org_code: 'HEARTH',
      application_uuid: user.applicationUuid,
      to_email: 'owner@example.com',
      subject,
      body: 'b',
      action_url: null,
      created_at: iso(createdAt),
    });
    await t.app.db
      .insertInto('outbox_messages')
      .values([message('old', now - 8 * DAY), message('recent', now - 6 * DAY)])
      .execute();

    const deadline = Date.now() + 20_000;
    for (;;) {
      const left = await t.app.db
        .selectFrom('idempotency_keys')
        .select('idem_key')
        .where('identity_uuid', '=', user.identityUuid)
        .execute();
      if (left.length === 5) break;
      if (Date.now() > deadline) throw new Error(`purge did not run: ${left.map((r) => r.idem_key).join(', ')}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const keys = await t.app.db
      .selectFrom('idempotency_keys')
      .select('idem_key')
      .where('identity_uuid', '=', user.identityUuid)
      .orderBy('idem_key')
      .execute();
    expect(keys.map((k) => k.idem_key)).toEqual([
      'applied-unanswered',
      'auto:fresh',
      'dead-claim',
      'fresh',
      'running-claim',
    ]);
    const outbox = await t.app.db
      .selectFrom('outbox_messages')
      .select('subject')
      .where('application_uuid', '=', user.applicationUuid)
      .execute();
    expect(outbox.map((m) => m.subject)).toEqual(['recent']);
    expect(t.app.pipeline).toBeDefined();
  });

  it('runs again on its schedule: a key expiring later is purged by a later run', async () => {
    const user = await registerUser(t.app);
    await t.app.db
      .insertInto('idempotency_keys')
      .values({
        identity_uuid: user.identityUuid,
        idem_key: 'later',
        request_hash: 'h',
        status_code: 200,
        response_body: '{}',
        content_type: 'application/json',
        created_at: iso(Date.now() - KEY_TTL_MS - 1),
        completed_at: null,
        alive_at: null,
      })
      .execute();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const left = await t.app.db
        .selectFrom('idempotency_keys')
        .select('idem_key')
        .where('identity_uuid', '=', user.identityUuid)
        .execute();
      if (left.length === 0) break;
      if (Date.now() > deadline) throw new Error('the purge did not run again');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
