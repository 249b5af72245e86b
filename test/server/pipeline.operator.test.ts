// Operators see an application's stage and pending pipeline jobs; nobody else sees that it exists.
import { dialects, makeTestApp, registerUser, bearer, type TestApp } from './helpers';
import { operatorToken } from './operator';

describe.each(dialects)("an application's pipeline jobs, for operators (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A vendor that takes a second, so the wake-up is still pending when the operator looks.
    t = await makeTestApp(dialect, { sandbox: { latencyMs: 1000, businessDayMs: 50 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (uuid: string) => `/service-pipeline/operator/api/v1/applications/${uuid}/jobs`;

  it('counts the wake-up a waiting stage leaves, and none once the application waits for the borrower', async () => {
    const { applicationUuid: uuid } = await registerUser(t.app);
    const token = await operatorToken(t.app, 'HEARTH');
    await t.app.pipeline.moveTo(uuid, 'WAITING_FOR_SOFT_CREDIT', 'operator:test');
    const waiting = await t.app.inject({
      method: 'GET',
      url: url(uuid),
      headers: bearer(token, { 'x-org': 'HEARTH' }),
    });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json()).toEqual({
      applicationUuid: uuid,
      stage: 'WAITING_FOR_SOFT_CREDIT',
      engine: dialect === 'postgres' ? 'pg-boss' : 'sqlite-rows',
      pending: 1,
    });
    await t.app.pipeline.moveTo(uuid, 'BASIC_INFO', 'operator:test');
    const after = await t.app.inject({ method: 'GET', url: url(uuid), headers: bearer(token, { 'x-org': 'HEARTH' }) });
    expect(after.json()).toEqual(expect.objectContaining({ stage: 'BASIC_INFO', pending: 0 }));
  });

  it("is 404 to the borrower, to another organisation's operator and for an unknown application", async () => {
    const borrower = await registerUser(t.app);
    const other = await operatorToken(t.app, 'PINECREST_CU');
    const hearth = await operatorToken(t.app, 'HEARTH');
    for (const [token, org, uuid] of [
      [borrower.jwt, 'HEARTH', borrower.applicationUuid],
      [other, 'PINECREST_CU', borrower.applicationUuid],
      [hearth, 'HEARTH', '00000000-0000-4000-8000-000000000000'],
      [hearth, 'HEARTH', 'not-a-uuid'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: url(uuid), headers: bearer(token, { 'x-org': org }) });
      expect(res.statusCode).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: url(borrower.applicationUuid) });
    expect(anonymous.statusCode).toBe(401);
  });
});
