// The profile and feedback to the CEO.
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const FEEDBACK = '/service-profile/api/v1/feedback/ceo';
const valid = {
  topic: 'Give us a compliment',
  message: 'The application was quick and clear.',
  marketingConsent: false,
  pathname: '/account/heloc/liens',
  productType: 'HELOC',
};

describe.each(dialects)('profile service (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the profile, and 401 without a token', async () => {
    const { jwt, identityUuid } = await registerUser(t.app, { firstName: 'Ana' });
    const res = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: identityUuid,
      name: { firstName: 'Ana', lastName: 'Rivera' },
      hasSsn: false,
      phoneNumbers: ['5125550142'],
      addresses: [expect.objectContaining({ street1: '12 Elm Street', city: 'Austin' })],
    });
    expect((await t.app.inject({ url: '/service-profile/api/v1/profile' })).statusCode).toBe(401);
  });

  it('stores a note once however often it is retried with its Idempotency-Key', async () => {
    const { jwt, identityUuid } = await registerUser(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: FEEDBACK,
        headers: { ...bearer(jwt), 'idempotency-key': 'ceo-note-1' },
        payload: valid,
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().uuid).toBe(first.json().uuid);
    const rows = await t.app.db
      .selectFrom('ceo_feedback')
      .select('uuid')
      .where('identity_uuid', '=', identityUuid)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('stores feedback, with the caller’s application', async () => {
    const { jwt, identityUuid, applicationUuid } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: FEEDBACK,
      headers: bearer(jwt),
      payload: { ...valid, applicationUuid, marketingConsent: true },
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('ceo_feedback')
      .selectAll()
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      identity_uuid: identityUuid,
      application_uuid: applicationUuid,
      org_code: 'HEARTH',
      topic: 'Give us a compliment',
      message: valid.message,
      marketing_consent: 1,
      pathname: '/account/heloc/liens',
      product_type: 'HELOC',
    });
  });

  it.each([
    [{ ...valid, topic: undefined }, 'topic: Required'],
    [{ ...valid, topic: 'Complain' }, 'topic: Choose a topic'],
    [{ ...valid, message: 'Too short' }, 'message: Must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(1001) }, 'message: Must be at most 1000 characters'],
    [{ ...valid, marketingConsent: undefined }, 'marketingConsent: Required'],
    [{ ...valid, productType: 'AUTO' }, 'productType: Must be HELOC'],
    [{ ...valid, applicationUuid: 'nope' }, 'applicationUuid: Invalid application'],
  ])('answers 400 for invalid feedback (%#)', async (payload, message) => {
    const { jwt } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: FEEDBACK, headers: bearer(jwt), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
  });

  it('answers 401 without a token and 404 for another borrower’s application', async () => {
    const first = await registerUser(t.app);
    const other = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: FEEDBACK, payload: valid })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: FEEDBACK,
      headers: bearer(other.jwt),
      payload: { ...valid, applicationUuid: first.applicationUuid },
    });
    expect(res.statusCode).toBe(404);
    const count = await t.app.db
      .selectFrom('ceo_feedback')
      .select('uuid')
      .where('identity_uuid', '=', other.identityUuid)
      .execute();
    expect(count).toEqual([]);
  });
});
