// An application's telemetry events, read back by its borrower or an operator of its organisation.
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { operatorToken } from './operator';

describe.each(dialects)('telemetry events by application (%s)', (dialect) => {
  let t: TestApp;
  let borrower: Registered;
  let other: Registered;
  const url = (uuid: string, query = '') => `/ft/secure/api/v1/applications/${uuid}/events${query}`;

  async function session() {
    const res = await t.app.inject({ method: 'POST', url: '/ft/external/session', payload: { platform: 'WEB' } });
    return res.json().sessionKey as { uuid: string; epoch: number; trackerUuid: string };
  }

  async function post(sessionKey: object, applicationUuid: string, pagePath: string, eventType = 'PAGE_VIEW') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ft/external/event',
      payload: {
        domain: 'localhost',
        pagePath,
        queryParams: {},
        event: eventType === 'PAGE_VIEW' ? 'Page Viewed' : 'Error Reported',
        eventType,
        productType: 'HELOC',
        sessionKey,
        applicationUuid,
        eventProperties: eventType === 'ERROR' ? { message: 'boom' } : {},
        dontDedupe: true,
      },
    });
    expect(res.statusCode).toBe(201);
  }

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    borrower = await registerUser(t.app);
    other = await registerUser(t.app);
    const key = await session();
    // Sent back to back: several land in the same millisecond and must keep their order.
    for (const screen of ['start/profile', 'liens', 'product/select', 'start/profile', 'identity']) {
      await post(key, borrower.applicationUuid, `/account/heloc/${borrower.applicationUuid}/${screen}`);
    }
    await post(key, borrower.applicationUuid, `/account/heloc/${borrower.applicationUuid}/identity`, 'ERROR');
    await post(key, other.applicationUuid, `/account/heloc/${other.applicationUuid}/liens`);
  });
  afterAll(async () => {
    await t.close();
  });

  it("gives the borrower their application's events, oldest first, and no one else's", async () => {
    const res = await t.app.inject({ url: url(borrower.applicationUuid), headers: bearer(borrower.jwt) });
    expect(res.statusCode).toBe(200);
    const events = res.json() as { pagePath: string; eventType: string; applicationUuid: string }[];
    expect(events.map((e) => [e.eventType, e.pagePath.split('/').slice(4).join('/')])).toEqual([
      ['PAGE_VIEW', 'start/profile'],
      ['PAGE_VIEW', 'liens'],
      ['PAGE_VIEW', 'product/select'],
      ['PAGE_VIEW', 'start/profile'],
      ['PAGE_VIEW', 'identity'],
      ['ERROR', 'identity'],
    ]);
    expect(events.every((e) => e.applicationUuid === borrower.applicationUuid)).toBe(true);
    expect(events[5]).toMatchObject({
      event: 'Error Reported',
      eventProperties: { message: 'boom' },
      dontDedupe: true,
    });
  });

  it('filters by event type and limits the count', async () => {
    const views = await t.app.inject({
      url: url(borrower.applicationUuid, '?eventType=ERROR'),
      headers: bearer(borrower.jwt),
    });
    expect(views.json().map((e: { eventType: string }) => e.eventType)).toEqual(['ERROR']);
    const two = await t.app.inject({ url: url(borrower.applicationUuid, '?limit=2'), headers: bearer(borrower.jwt) });
    expect(two.json()).toHaveLength(2);
  });

  it.each([
    ['?limit=0', 'limit: Must be a whole number from 1 to 1000'],
    ['?limit=abc', 'limit: Must be a whole number from 1 to 1000'],
    ['?limit=1001', 'limit: Must be a whole number from 1 to 1000'],
    ['?eventType=page%20view', 'eventType: Must be upper case letters, digits and underscores'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await t.app.inject({ url: url(borrower.applicationUuid, query), headers: bearer(borrower.jwt) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([message]);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ url: url(borrower.applicationUuid) });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another borrower's application, before looking at the query, and for unknown ones", async () => {
    for (const query of ['', '?limit=0']) {
      const res = await t.app.inject({ url: url(borrower.applicationUuid, query), headers: bearer(other.jwt) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
    const unknown = await t.app.inject({
      url: url('0f0f0f0f-1111-4222-8333-444455556666'),
      headers: bearer(borrower.jwt),
    });
    expect(unknown.statusCode).toBe(404);
    const notUuid = await t.app.inject({ url: url('liens'), headers: bearer(borrower.jwt) });
    expect(notUuid.statusCode).toBe(404);
  });

  it("lets an operator of the application's organisation read them, and no other organisation's", async () => {
    const hearth = await operatorToken(t.app, 'HEARTH');
    const res = await t.app.inject({
      url: url(borrower.applicationUuid),
      headers: bearer(hearth, { 'x-org': 'HEARTH' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(6);
    const summit = await operatorToken(t.app, 'SUMMIT_RATE');
    const elsewhere = await t.app.inject({
      url: url(borrower.applicationUuid),
      headers: bearer(summit, { 'x-org': 'SUMMIT_RATE' }),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
