// Telemetry: sessions and events.
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

describe.each(dialects)('telemetry events (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function session() {
    const res = await t.app.inject({ method: 'POST', url: '/ft/external/session', payload: { platform: 'WEB' } });
    return res.json().sessionKey as { uuid: string; epoch: number; trackerUuid: string };
  }

  const event = (sessionKey: object, extra: Record<string, unknown> = {}) => ({
    domain: 'apply.hearthlending.example',
    pagePath: '/account/heloc/liens',
    queryParams: { 'pop-webchat': 'true' },
    event: 'Page View',
    eventType: 'PAGE_VIEW',
    productType: 'HELOC',
    sessionKey,
    eventProperties: { step: 2 },
    dontDedupe: true,
    dedupeProperty: 'pagePath',
    ...extra,
  });

  it('stores an external event with its session key and application', async () => {
    const sessionKey = await session();
    const applicationUuid = '8d0f7e5a-1c2b-4d3e-9f40-5a6b7c8d9e0f';
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      payload: event(sessionKey, { applicationUuid }),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('ft_events')
      .selectAll()
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      context: 'external',
      domain: 'apply.hearthlending.example',
      page_path: '/account/heloc/liens',
      event: 'Page View',
      event_type: 'PAGE_VIEW',
      product_type: 'HELOC',
      session_uuid: sessionKey.uuid,
      session_epoch: String(sessionKey.epoch),
      tracker_uuid: sessionKey.trackerUuid,
      application_uuid: applicationUuid,
      identity_uuid: null,
      dont_dedupe: 1,
      dedupe_property: 'pagePath',
    });
    expect(JSON.parse(row.query_params!)).toEqual({ 'pop-webchat': 'true' });
    expect(JSON.parse(row.event_properties!)).toEqual({ step: 2 });
  });

  it('records the signed-in identity on secure events, and needs a token there', async () => {
    const { jwt, identityUuid } = await registerUser(t.app);
    const sessionKey = await session();
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/secure/event',
      headers: bearer(jwt),
      // A claimed identity is ignored when the caller is signed in.
      payload: event(sessionKey, { identityId: '11111111-1111-4111-8111-111111111111' }),
    });
    expect(res.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom('ft_events')
      .select('identity_uuid')
      .where('uuid', '=', res.json().uuid)
      .executeTakeFirstOrThrow();
    expect(row.identity_uuid).toBe(identityUuid);
    const anonymous = await t.app.inject({ method: 'POST', url: '/ft/secure/event', payload: event(sessionKey) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the session with the device the page reported, and refuses a size that is not one', async () => {
    const device = {
      libVersion: '0.1.0',
      appVersion: '0.1.0',
      referrer: 'https://www.example.com/heloc',
      screenWidth: 390,
      screenHeight: 844,
      windowWidth: 390,
      windowHeight: 664,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/session',
      payload: { platform: 'WEB', ...device },
    });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db
      .selectFrom('ft_sessions')
      .selectAll()
      .where('uuid', '=', res.json().sessionKey.uuid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({
        lib_version: '0.1.0',
        app_version: '0.1.0',
        referrer: 'https://www.example.com/heloc',
        screen_width: 390,
        screen_height: 844,
        window_width: 390,
        window_height: 664,
      }),
    );
    // A page that says nothing of its device still gets a session.
    const bare = (await session()).uuid;
    const bareRow = await t.app.db
      .selectFrom('ft_sessions')
      .select(['referrer', 'screen_width'])
      .where('uuid', '=', bare)
      .executeTakeFirstOrThrow();
    expect(bareRow).toEqual({ referrer: null, screen_width: null });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/ft/external/session',
      payload: { platform: 'WEB', ...device, screenWidth: -1, windowHeight: 12.5, libVersion: 'x'.repeat(65) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        'screenWidth: Cannot be negative',
        'windowHeight: Must be a whole number of pixels',
        'libVersion: Cannot be more than 64 characters',
      ]),
    );
  });

  it('answers 400 for missing fields and an unknown session, 404 for an unknown context', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/ft/external/event', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        'domain: Required',
        'pagePath: Required',
        'event: Required',
        'eventType: Required',
        'sessionKey: Required',
      ]),
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      payload: event({
        uuid: '22222222-2222-4222-8222-222222222222',
        epoch: 1,
        trackerUuid: '33333333-3333-4333-8333-333333333333',
      }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('sessionKey: Unknown session');
    const big = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      payload: event(await session(), { eventProperties: { blob: 'x'.repeat(9000) } }),
    });
    expect(big.statusCode).toBe(400);
    const ctx = await t.app.inject({ method: 'POST', url: '/ft/internal/event', payload: event(await session()) });
    expect(ctx.statusCode).toBe(404);
  });
});
