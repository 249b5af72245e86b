// No race on either database (issue 20): 40 identical requests at once, with and without an Idempotency-Key,
// leave exactly one record: ID uploads, the application's submission, and new applications. The uploads are
// also split between two app instances on one PostgreSQL database, so the lease in the database (not only the
// in-process queue) is what keeps them apart. (SQLite serves one process: two instances in one process would
// block each other's event loop on the file's write lock.)
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { createCondition } from '../../server/conditions/service';
import { LOCK_BUSY } from '../../server/security/applicationLock';
import { multipart, PNG_BYTES } from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { acknowledgeSummary, APP_BASE, HMDA_BODY, submit, TEST_SSNS, throughOffer } from './journeyHelpers';

const N = 40;

function idUpload(app: FastifyInstance, user: Registered, key?: string): Promise<LightMyRequestResponse> {
  const body = multipart({ idType: 'DRIVERS_LICENSE_FRONT' }, { filename: 'license.png', content: PNG_BYTES });
  return app.inject({
    method: 'POST',
    url: `${APP_BASE}/${user.applicationUuid}/identity/document`,
    headers: bearer(user.jwt, { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) }),
    payload: body.payload,
  });
}

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe.each(dialects)('concurrent identical requests (%s)', (dialect) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    // 40 requests that wait on one another for the same application hold pooled connections while they wait; on
    // two loaded cores the last of them can wait past the 3 s a request waits for a connection, and is answered 503
    // (tested in dbFaults.test.ts). What is tested here is that they make one record, so they may wait longer.
    t = await makeTestApp(dialect, { database: { connectTimeoutMs: 30_000 } });
    // A second instance on the same database, as behind a load balancer.
    second = dialect === 'postgres' ? await buildApp({ ...t.config }) : t.app;
  });
  afterAll(async () => {
    if (second !== t.app) await second.close();
    await t.app.pipeline.idle();
    await t.close();
  });

  async function documentsOf(uuid: string) {
    return t.app.db.selectFrom('documents').select('uuid').where('application_uuid', '=', uuid).execute();
  }
  async function idOrdersOf(uuid: string) {
    return t.app.db
      .selectFrom('vendor_orders')
      .select('uuid')
      .where('application_uuid', '=', uuid)
      .where('vendor', '=', 'idVerification')
      .execute();
  }

  async function atIdentity(): Promise<Registered> {
    const user = await registerUser(t.app);
    await t.app.pipeline.moveTo(user.applicationUuid, 'IDENTITY_VERIFICATION', 'test:concurrency');
    return user;
  }

  it('40 ID uploads without a key store one document; the others are told the step is closed', async () => {
    const user = await atIdentity();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => idUpload(i % 2 === 0 ? t.app : second, user)),
    );
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect([expect.stringMatching(/^This step is not open/), LOCK_BUSY]).toContainEqual(r.json().message);
    }
    expect(await documentsOf(user.applicationUuid)).toHaveLength(1);
    expect(await idOrdersOf(user.applicationUuid)).toHaveLength(1);
  }, 30_000);

  it('40 ID uploads with one key store one document and all answer alike', async () => {
    const user = await atIdentity();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => idUpload(i % 2 === 0 ? t.app : second, user, 'id-upload-1')),
    );
    expect(statuses(answers)).toEqual({ 200: N });
    expect(new Set(answers.map((a) => a.json().document.uuid)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(N - 1);
    expect(await documentsOf(user.applicationUuid)).toHaveLength(1);
    expect(await idOrdersOf(user.applicationUuid)).toHaveLength(1);
  }, 30_000);

  async function atSubmission(): Promise<Registered> {
    const user = await registerUser(t.app);
    await throughOffer(t.app, user.jwt, user.applicationUuid);
    await submit(t.app, user.jwt, user.applicationUuid, 'contact', {
      phone: '(512) 555-0142',
      ssn: TEST_SSNS[0],
      hardCreditConsent: true,
    });
    await submit(t.app, user.jwt, user.applicationUuid, 'hmda', HMDA_BODY);
    await acknowledgeSummary(t.app, user.jwt, user.applicationUuid);
    return user;
  }

  const submissions = (user: Registered, key?: string) =>
    Promise.all(
      Array.from({ length: N }, () =>
        t.app.inject({
          method: 'POST',
          url: `${APP_BASE}/${user.applicationUuid}/submit`,
          headers: bearer(user.jwt, key ? { 'idempotency-key': key } : {}),
          payload: {},
        }),
      ),
    );
  const submittedFrom = (uuid: string) =>
    t.app.db
      .selectFrom('stage_history')
      .select('uuid')
      .where('application_uuid', '=', uuid)
      .where('from_stage', '=', 'APP_SUBMISSION')
      .execute();

  it('40 submissions at once submit once, with and without a key', async () => {
    const plain = await atSubmission();
    const answers = await submissions(plain);
    expect(statuses(answers)).toEqual({ 200: 1, 409: N - 1 });
    expect(await submittedFrom(plain.applicationUuid)).toHaveLength(1);

    const keyed = await atSubmission();
    const replayed = await submissions(keyed, 'submit-1');
    expect(statuses(replayed)).toEqual({ 200: N });
    expect(new Set(replayed.map((a) => a.body)).size).toBe(1);
    expect(await submittedFrom(keyed.applicationUuid)).toHaveLength(1);
  }, 60_000);

  const applicationsOf = (identityUuid: string) =>
    t.app.db.selectFrom('applications').select('uuid').where('borrower_uuid', '=', identityUuid).execute();

  it('40 new applications for one property make one, with and without a key', async () => {
    for (const key of [undefined, 'new-app-1']) {
      const user = await registerUser(t.app);
      const property = { street1: '9 Birch Road', street2: '', city: 'Austin', state: 'TX', zip: '78702' };
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          (i % 2 === 0 ? t.app : second).inject({
            method: 'POST',
            url: APP_BASE,
            headers: bearer(user.jwt, key ? { 'idempotency-key': key } : {}),
            // Without a key: the same property however it is spelled (with a key, the same body).
            payload: {
              property: i % 3 === 0 && !key ? { ...property, street1: '9  BIRCH Road ' } : property,
              saleStatus: 'NOT_SELLING',
            },
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 200: N });
      expect(new Set(answers.map((a) => a.json().uuid)).size).toBe(1);
      // The registration's application and the new one.
      expect(await applicationsOf(user.identityUuid)).toHaveLength(2);
    }
  }, 60_000);

  it('a different property, or the same one after the window, is a new application', async () => {
    const user = await registerUser(t.app);
    const create = (street1: string) =>
      t.app.inject({
        method: 'POST',
        url: APP_BASE,
        headers: bearer(user.jwt),
        payload: {
          property: { street1, street2: '', city: 'Austin', state: 'TX', zip: '78702' },
          saleStatus: 'NOT_SELLING',
        },
      });
    const first = (await create('1 Oak Lane')).json().uuid;
    expect((await create('2 Oak Lane')).json().uuid).not.toBe(first);
    expect((await create('1 Oak Lane')).json().uuid).toBe(first);
    // Age the remembered request past the window.
    await t.app.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 11 * 60 * 1000).toISOString() })
      .where('identity_uuid', '=', user.identityUuid)
      .execute();
    expect((await create('1 Oak Lane')).json().uuid).not.toBe(first);
  });

  it('40 uploads at once to a condition asking for two documents store two', async () => {
    const user = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid: user.applicationUuid,
      category: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: true,
      numDocsRequired: 2,
    });
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const body = multipart({}, { filename: 'statement.png', content: PNG_BYTES, contentType: 'image/png' });
        return (i % 2 === 0 ? t.app : second).inject({
          method: 'POST',
          url: `/service-conditions/external/api/v1/applications/${user.applicationUuid}/conditions/${condition.uuid}/documents`,
          headers: bearer(user.jwt, body.headers),
          payload: body.payload,
        });
      }),
    );
    expect(statuses(answers)).toEqual({ 200: 2, 409: N - 2 });
    expect(await documentsOf(user.applicationUuid)).toHaveLength(2);
  }, 30_000);
});
