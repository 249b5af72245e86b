import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const OPTIMIZELY = '/service-application/api/v3/application/heloc/optermizerly-profile';

describe.each(dialects)('applications (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the borrower’s applications newest first and starts a new one from the dashboard', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: bearer(jwt),
      payload: {
        property: { street1: '9 Oak Ave', city: 'Denver', state: 'CO', zip: '80202' },
        saleStatus: 'PLANNING_TO_SELL',
      },
    });
    expect(created.statusCode).toBe(200);
    const app = created.json();
    expect(app).toMatchObject({
      status: { checklistStatus: 'BASIC_INFO' },
      saleStatus: 'PLANNING_TO_SELL',
      property: { street1: '9 Oak Ave', city: 'Denver', state: 'CO', zip: '80202', uuid: app.selectedPropertyUuid },
      incomeSources: [],
    });
    // The registration's token is fresh: the caller keeps it, and the answer carries none (sliding expiry).
    expect(created.headers.authorization).toBeUndefined();

    const all = await t.app.inject({ url: `${BASE}/all`, headers: bearer(jwt) });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((a: { uuid: string }) => a.uuid)).toEqual([app.uuid, applicationUuid]);
    expect(all.json()[1].property.street1).toBe('12 Elm Street');
  });

  it('starts one application for 20 concurrent requests with one Idempotency-Key', async () => {
    const { jwt, identityUuid } = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: BASE,
          headers: bearer(jwt, { 'idempotency-key': 'new-application-1' }),
          payload: {
            property: { street1: '9 Oak Ave', city: 'Denver', state: 'CO', zip: '80202' },
            saleStatus: 'NOT_SELLING',
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().uuid)).size).toBe(1);
    const rows = await t.app.db
      .selectFrom('applications')
      .select('uuid')
      .where('borrower_uuid', '=', identityUuid)
      .execute();
    // The one from registration and the one started here.
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.uuid)).toContain(answers[0].json().uuid);
  });

  it('answers 400 for an invalid new application', async () => {
    const { jwt } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: bearer(jwt),
      payload: { property: { street1: '', city: 'X', state: 'TX', zip: '1' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        'property.street1: Required',
        'property.zip: Enter a 5-digit ZIP code',
        'saleStatus: Required',
      ]),
    );
  });

  it('answers 401 without a token', async () => {
    const { applicationUuid } = await registerUser(t.app);
    for (const [method, url] of [
      ['GET', `${BASE}/all`],
      ['POST', BASE],
      ['GET', `${BASE}/${applicationUuid}`],
      ['GET', OPTIMIZELY],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual(['unauthenticated']);
    }
  });

  it('answers 404 for another borrower’s application, an unknown uuid and a non-uuid path', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ownView = await t.app.inject({ url: `${BASE}/${owner.applicationUuid}`, headers: bearer(owner.jwt) });
    expect(ownView.statusCode).toBe(200);
    for (const url of [
      `${BASE}/${owner.applicationUuid}`,
      `${BASE}/00000000-0000-0000-0000-000000000000`,
      `${BASE}/not-a-uuid`,
    ]) {
      const res = await t.app.inject({ url, headers: bearer(other.jwt) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'], message: 'Not found' });
    }
    const list = await t.app.inject({ url: `${BASE}/all`, headers: bearer(other.jwt) });
    expect(list.json().map((a: { uuid: string }) => a.uuid)).toEqual([other.applicationUuid]);
  });

  it('reads and sets the optimizely profile for the caller only', async () => {
    const me = await registerUser(t.app);
    const someoneElse = await registerUser(t.app);
    const before = await t.app.inject({ url: OPTIMIZELY, headers: bearer(me.jwt) });
    expect(before.json()).toEqual({ optimizelyProfileUuid: null });

    const set = await t.app.inject({
      method: 'PATCH',
      url: `${OPTIMIZELY}?optimizelyProfileUuid=opt-123&identityUuid=${me.identityUuid}`,
      headers: bearer(me.jwt),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ optimizelyProfileUuid: 'opt-123' });
    expect((await t.app.inject({ url: OPTIMIZELY, headers: bearer(me.jwt) })).json()).toEqual({
      optimizelyProfileUuid: 'opt-123',
    });
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(me.jwt) });
    expect(profile.json().optimizelyProfileUuid).toBe('opt-123');

    const refused = await t.app.inject({
      method: 'PATCH',
      url: `${OPTIMIZELY}?optimizelyProfileUuid=hijack&identityUuid=${someoneElse.identityUuid}`,
      headers: bearer(me.jwt),
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ url: OPTIMIZELY, headers: bearer(someoneElse.jwt) })).json()).toEqual({
      optimizelyProfileUuid: null,
    });

    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${OPTIMIZELY}?identityUuid=${me.identityUuid}`,
      headers: bearer(me.jwt),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(['optimizelyProfileUuid: Required']);
  });

  describe('telemetry sessions', () => {
    const body = {
      platform: 'WEB',
      libVersion: '1.0.0',
      referrer: '',
      screenWidth: 1920,
      screenHeight: 1080,
      windowWidth: 1200,
      windowHeight: 800,
      appVersion: '0.1.0',
    };

    it('creates a session with a new tracker, or keeps the one sent', async () => {
      const fresh = await t.app.inject({ method: 'POST', url: '/ft/external/session', payload: body });
      expect(fresh.statusCode).toBe(200);
      const key = fresh.json().sessionKey;
      expect(key).toEqual({
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        epoch: expect.any(Number),
        trackerUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const again = await t.app.inject({
        method: 'POST',
        url: '/ft/secure/session',
        payload: { ...body, trackerUuid: key.trackerUuid },
      });
      expect(again.json().sessionKey.trackerUuid).toBe(key.trackerUuid);
      expect(again.json().sessionKey.uuid).not.toBe(key.uuid);
    });

    it('answers 404 for an unknown context and 400 for a bad body', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/ft/elsewhere/session', payload: body })).statusCode).toBe(
        404,
      );
      const bad = await t.app.inject({
        method: 'POST',
        url: '/ft/external/session',
        payload: { ...body, platform: 'IOS', trackerUuid: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual(
        expect.arrayContaining(['platform: Must be WEB', 'trackerUuid: Invalid tracker']),
      );
    });
  });
});
