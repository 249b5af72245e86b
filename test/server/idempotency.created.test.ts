// Issue 19: "start a new application" with an Idempotency-Key, when the process dies after the insert committed
// and before the answer was kept for the key. The table is left as that crash leaves it (the claim unanswered and no
// longer renewed, marked applied by the insert's own transaction); the retry with the same key must answer with
// the application that was made, not make a second one. A claim that died before the insert runs as usual.
import { randomUUID } from 'node:crypto';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import {
  bearer,
  dialects,
  leaveClaimAsCrashed,
  makeTestApp,
  registerUser,
  type Registered,
  type TestApp,
} from './helpers';
import { APP_BASE } from './journeyHelpers';

const property = { street1: '77 Juniper Court', street2: '', city: 'Salem', state: 'OR', zip: '97301' };

describe.each(dialects)('a new application retried after a crash (%s)', (dialect) => {
  let t: TestApp;
  let user: Registered;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const start = (key: string) =>
    t.app.inject({
      method: 'POST',
      url: APP_BASE,
      headers: bearer(user.jwt, { 'idempotency-key': key }),
      payload: { property, saleStatus: 'NOT_SELLING' },
    });

  const applicationsOf = async () =>
    (await t.app.db.selectFrom('applications').select('uuid').where('borrower_uuid', '=', user.identityUuid).execute())
      .map((r) => r.uuid)
      .sort();

  it('the insert marks its key applied with the new application, in the same transaction', async () => {
    const key = randomUUID();
    const first = await start(key);
    expect(first.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('idempotency_keys')
      .select(['applied_at', 'applied_detail'])
      .where('identity_uuid', '=', user.identityUuid)
      .where('idem_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.applied_at).not.toBeNull();
    expect(JSON.parse(row.applied_detail ?? '{}')).toEqual({ applicationUuid: first.json().uuid });
  });

  it('answers the retry with the application the dead attempt made, and makes no second one', async () => {
    const key = randomUUID();
    const first = await start(key);
    expect(first.statusCode).toBe(200);
    const made = first.json<{ uuid: string }>().uuid;
    const before = await applicationsOf();
    await leaveClaimAsCrashed(t.app, user.identityUuid, key);

    const retry = await start(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await applicationsOf()).toEqual(before);
    expect(before).toContain(made);

    // Its answer is kept now: a further retry replays the same text.
    const again = await start(key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(retry.body);
    expect(await applicationsOf()).toEqual(before);
  });

  it('runs the retry of an attempt that died before its insert, and makes the application once', async () => {
    const key = randomUUID();
    const before = await applicationsOf();
    // The claim as an attempt that died before committing anything leaves it.
    await t.app.db
      .insertInto('idempotency_keys')
      .values({
        identity_uuid: user.identityUuid,
        idem_key: key,
        request_hash: 'replaced below',
        status_code: null,
        response_body: null,
        content_type: null,
        created_at: new Date().toISOString(),
        completed_at: null,
        alive_at: null,
      })
      .execute();
    // The request hash is the server's (keyed HMAC): take it from a real request made with another key.
    const probe = randomUUID();
    expect((await start(probe)).statusCode).toBe(200);
    const { request_hash } = await t.app.db
      .selectFrom('idempotency_keys')
      .select('request_hash')
      .where('identity_uuid', '=', user.identityUuid)
      .where('idem_key', '=', probe)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ request_hash })
      .where('identity_uuid', '=', user.identityUuid)
      .where('idem_key', '=', key)
      .execute();
    const afterProbe = await applicationsOf();
    expect(afterProbe.length).toBe(before.length + 1);

    const retry = await start(key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBeUndefined();
    const now = await applicationsOf();
    expect(now.length).toBe(afterProbe.length + 1);
    expect(now).toContain(retry.json<{ uuid: string }>().uuid);
  });

  it('CEO feedback: the retry after a crash after its insert answers 201 with that feedback, saved once', async () => {
    const key = randomUUID();
    const payload = {
      topic: 'Give us a compliment',
      message: 'The offers were clear and easy to compare.',
      marketingConsent: false,
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/service-profile/api/v1/feedback/ceo',
        headers: bearer(user.jwt, { 'idempotency-key': key }),
        payload,
      });
    const feedbackCount = async () =>
      (
        await t.app.db
          .selectFrom('ceo_feedback')
          .select('uuid')
          .where('identity_uuid', '=', user.identityUuid)
          .where('message', '=', payload.message)
          .execute()
      ).length;
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(await leaveClaimAsCrashed(t.app, user.identityUuid, key)).not.toBeNull();

    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await feedbackCount()).toBe(1);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(retry.body);
    expect(await feedbackCount()).toBe(1);
  });
});
