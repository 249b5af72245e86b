// Idempotency-Key (server/security/idempotency.ts): replays, conflicts, concurrent duplicates, per-identity keys.
import type { LightMyRequestResponse } from 'fastify';
import { makeAuthenticate } from '../../server/security/auth';
import {
  carryingKeyedContext,
  idempotent,
  KEY_INVALID,
  KEY_MISMATCH,
  REPLAYED_HEADER,
} from '../../server/security/idempotency';
import { HttpError } from '../../server/http';
import {
  bearer,
  dialects,
  leaveClaimAsCrashed,
  makeTestApp,
  registerUser,
  type Registered,
  type TestApp,
} from './helpers';
import { atIncomeVerification, linkIncome } from './closingDriver';
import { APP_BASE, profileBody } from './journeyHelpers';

describe.each(dialects)('Idempotency-Key (%s)', (dialect) => {
  let t: TestApp;
  let user: Registered;
  let runs = 0;
  let failuresLeft = 0;

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // A route that counts how often its handler really runs, built the way the journey routes use the hooks.
    const authenticate = makeAuthenticate(t.config, t.app.db);
    t.app.post(
      '/test/idempotent',
      { preValidation: authenticate, ...idempotent(t.app.db, { hashKey: t.config.encryptionKey }) },
      async (request) => {
        runs += 1;
        const n = runs;
        await new Promise((r) => setTimeout(r, 20));
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('vendor down');
        }
        const body = request.body as { amount?: unknown };
        if (typeof body?.amount !== 'number') throw new HttpError(400, 'amount: Required');
        return { run: n, amount: body.amount };
      },
    );
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    runs = 0;
    failuresLeft = 0;
  });

  /** A dead process's lease on the application: the retry is told "busy"; then it lapses and the next one is sent. */
  async function busyUntilLeaseLapses(uuid: string, send: () => Promise<LightMyRequestResponse>) {
    await t.app.db
      .insertInto('application_locks')
      .values({
        application_uuid: uuid,
        holder: 'a-dead-process',
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();
    const busy = await send();
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBeDefined();
    await t.app.db.deleteFrom('application_locks').where('application_uuid', '=', uuid).execute();
    return send();
  }

  const call = (key: string | undefined, payload: Record<string, unknown>, jwt = user.jwt) =>
    t.app.inject({
      method: 'POST',
      url: '/test/idempotent',
      headers: bearer(jwt, key === undefined ? {} : { 'idempotency-key': key }),
      payload,
    });

  it('runs a request without a key every time', async () => {
    await call(undefined, { amount: 1 });
    await call(undefined, { amount: 1 });
    expect(runs).toBe(2);
  });

  it('replays the first answer, status and body, for the same key and body', async () => {
    const first = await call('k-replay', { amount: 5, note: 'x' });
    // Same body with its keys in another order.
    const again = await call('k-replay', { note: 'x', amount: 5 });
    expect(runs).toBe(1);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('replays a 400 answer too', async () => {
    const first = await call('k-bad', { amount: 'many' });
    const again = await call('k-bad', { amount: 'many' });
    expect(first.statusCode).toBe(400);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(first.json());
    expect(runs).toBe(1);
  });

  it('answers 422 for the same key with a different body', async () => {
    await call('k-diff', { amount: 1 });
    const res = await call('k-diff', { amount: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [KEY_MISMATCH], message: KEY_MISMATCH });
    expect(runs).toBe(1);
  });

  it('does not keep a 5xx answer, so the same key can be retried', async () => {
    failuresLeft = 1;
    const failed = await call('k-retry', { amount: 3 });
    expect(failed.statusCode).toBe(500);
    const retried = await call('k-retry', { amount: 3 });
    expect(retried.statusCode).toBe(200);
    expect(runs).toBe(2);
  });

  it('keeps keys per identity', async () => {
    const other = await registerUser(t.app);
    const mine = await call('k-shared', { amount: 1 });
    const theirs = await call('k-shared', { amount: 9 }, other.jwt);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ amount: 9 });
  });

  it('answers 400 for an unusable key', async () => {
    const res = await call('x'.repeat(129), { amount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(KEY_INVALID);
    expect(runs).toBe(0);
  });

  it('runs 20 concurrent duplicates once and gives all 20 the same answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('k-burst', { amount: 7 })));
    expect(runs).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers[REPLAYED_HEADER] === 'true')).toHaveLength(19);
  });

  it('20 concurrent profile submissions with one key: one submission, one answer', async () => {
    const { jwt, applicationUuid: uuid, identityUuid } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${APP_BASE}/${uuid}/profile`,
          headers: bearer(jwt, { 'idempotency-key': `profile-${uuid}` }),
          payload: profileBody(),
        }),
      ),
    );
    await t.app.pipeline.idle();
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers[REPLAYED_HEADER] !== 'true')).toHaveLength(1);
    const history = await t.app.db
      .selectFrom('stage_history')
      .select('cause')
      .where('application_uuid', '=', uuid)
      .where('cause', '=', 'borrower:profile')
      .execute();
    expect(history).toHaveLength(1);
    const keys = await t.app.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('identity_uuid', '=', identityUuid)
      .execute();
    expect(keys).toHaveLength(1);
    expect(keys[0].status_code).toBe(200);
  });

  it('carries a keyed request’s context only while one runs (every request pays for it while it is carried)', async () => {
    const { jwt, applicationUuid: uuid, identityUuid } = await registerUser(t.app);
    expect(carryingKeyedContext()).toBe(false);
    // The step's save runs inside the submission: there the context is carried.
    let seenRunning = false;
    const advance = t.app.pipeline.advance;
    t.app.pipeline.advance = (...args) => {
      seenRunning ||= carryingKeyedContext();
      return advance.apply(t.app.pipeline, args);
    };
    const submitted = [1, 2].map((n) =>
      t.app.inject({
        method: 'POST',
        url: `${APP_BASE}/${uuid}/profile`,
        headers: bearer(jwt, { 'idempotency-key': `carried-${n}-${uuid}` }),
        payload: profileBody(),
      }),
    );
    const answers = await Promise.all(submitted).finally(() => (t.app.pipeline.advance = advance));
    expect(seenRunning).toBe(true);
    expect(carryingKeyedContext()).toBe(false);
    // The context still did its work: the submission that saved the step marked its key applied with it.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const applied = await t.app.db
      .selectFrom('idempotency_keys')
      .select(['idem_key', 'applied_at'])
      .where('identity_uuid', '=', identityUuid)
      .where('applied_at', 'is not', null)
      .execute();
    expect(applied).toHaveLength(1);
  });

  it('a step taken before its request failed: the retry answers with the application, never the closed step', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    // The profile's stage change commits, then the request fails before it answers (issue 19's window, in
    // process): without the key marked applied, the retry would run the closed step and answer 409.
    const stop = t.app.pipeline.onStageChange((change) => {
      if (change.applicationUuid === uuid && change.from === 'BASIC_INFO') throw new Error('lost after the commit');
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${APP_BASE}/${uuid}/profile`,
        headers: bearer(jwt, { 'idempotency-key': `lost-${uuid}` }),
        payload: profileBody(),
      });
    let failed;
    try {
      failed = await send();
    } finally {
      stop();
    }
    expect(failed.statusCode).toBe(500);
    const retry = await send();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toMatchObject({ uuid });
    expect(retry.json().stage).not.toBe('BASIC_INFO');
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(retry.body);
    await t.app.pipeline.idle();
    const left = await t.app.db
      .selectFrom('stage_history')
      .select('uuid')
      .where('application_uuid', '=', uuid)
      .where('from_stage', '=', 'BASIC_INFO')
      .execute();
    expect(left).toHaveLength(1);
  });

  it('a retry told "busy" by a dead holder’s lease still answers with the application once the lease lapses', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    // As above, the step's effect commits and its request dies before answering; this time the dead request's
    // process still holds the application's lease (it lapses later than the key's claim).
    const stop = t.app.pipeline.onStageChange((change) => {
      if (change.applicationUuid === uuid && change.from === 'BASIC_INFO') throw new Error('lost after the commit');
    });
    const key = `busy-${uuid}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${APP_BASE}/${uuid}/profile`,
        headers: bearer(jwt, { 'idempotency-key': key }),
        payload: profileBody(),
      });
    try {
      expect((await send()).statusCode).toBe(500);
    } finally {
      stop();
    }
    // The lease lapses; the next retry with the same key is the step's answer, not 409 "This step is not open".
    const retry = await busyUntilLeaseLapses(uuid, send);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toMatchObject({ uuid });
    expect(retry.json().stage).not.toBe('BASIC_INFO');
  }, 40_000);

  it('a retry told "busy" keeps the key of a dead attempt that left its step to the pipeline: the next retry answers with the application', async () => {
    const { jwt, identityUuid, applicationUuid: uuid } = await registerUser(t.app);
    const key = `unmarked-${uuid}`;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${APP_BASE}/${uuid}/profile`,
        headers: bearer(jwt, { 'idempotency-key': key }),
        payload: profileBody(),
      });
    expect((await send()).statusCode).toBe(200);
    // The first attempt died after writes that do not mark its key (a document, a vendor order, an account) and
    // the pipeline (its recovery, or a job on another instance) closed the step from them: the key's row is the
    // dead claim, never marked applied. Its process's lease on the application outlasts the claim.
    expect(await leaveClaimAsCrashed(t.app, identityUuid, key)).not.toBeNull();
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ applied_at: null, applied_detail: null })
      .where('identity_uuid', '=', identityUuid)
      .where('idem_key', '=', key)
      .execute();
    // The lease lapses; the retry with the same key takes the dead claim over again (it was kept) and answers as
    // the first attempt would have, once; a fresh claim would run the closed step and answer 409.
    const retry = await busyUntilLeaseLapses(uuid, send);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[REPLAYED_HEADER]).toBe('true');
    expect(retry.json()).toMatchObject({ uuid });
    expect(retry.json().stage).not.toBe('BASIC_INFO');
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(retry.body);
  }, 40_000);

  it('20 concurrent bank/disburse submissions with one key store one bank account', async () => {
    const b = await atIncomeVerification(t.app);
    await linkIncome(b);
    const payload = {
      routingNumber: '011000015',
      accountNumber: '73910058264',
      confirmAccountNumber: '73910058264',
      accountType: 'CHECKING',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${APP_BASE}/${b.applicationUuid}/bank/disburse`,
          headers: bearer(b.jwt, { 'idempotency-key': `disburse-${b.applicationUuid}` }),
          payload,
        }),
      ),
    );
    await t.app.pipeline.idle();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const accounts = await t.app.db
      .selectFrom('bank_accounts')
      .select('uuid')
      .where('application_uuid', '=', b.applicationUuid)
      .execute();
    expect(accounts).toHaveLength(1);
    expect(answers[0].json().disburseAccount.uuid).toBe(accounts[0].uuid);
  });
});
