// The lead portal: public originator details and their avatar.
import { LOAN_ORIGINATORS } from '../../server/leadPortal/originators';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const BASE = '/service-lead-portal/api/lo';

describe.each(dialects)('lead portal (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds two or more originators for each organisation that takes referrals', () => {
    for (const org of ['SUMMIT_RATE', 'HEARTH_WHOLESALE', 'HEARTH_WHOLESALE_REFERRED']) {
      expect(LOAN_ORIGINATORS.filter((o) => o.org_code === org).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers an originator publicly, with an avatar that is served', async () => {
    const seed = LOAN_ORIGINATORS.find((o) => o.org_code === 'SUMMIT_RATE')!;
    const res = await t.app.inject({ url: `${BASE}/${seed.uuid}`, headers: { 'x-org': 'SUMMIT_RATE' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      userInfo: { uuid: seed.uuid, organizationCode: 'SUMMIT_RATE' },
      originatorDisplayInfo: {
        originatorName: seed.originator_name,
        brokerName: seed.broker_name,
        avatarUri: `${BASE}/${seed.uuid}/avatar.svg`,
        email: seed.email,
        phoneNumber: seed.phone_number,
        nmls: seed.nmls,
      },
    });
    const avatar = await t.app.inject({ url: res.json().originatorDisplayInfo.avatarUri });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(avatar.body).toContain('>MT</text>');
  });

  it('answers 404 for an unknown originator, a malformed id, or another organisation’s', async () => {
    const seed = LOAN_ORIGINATORS.find((o) => o.org_code === 'SUMMIT_RATE')!;
    expect((await t.app.inject({ url: `${BASE}/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/not-a-uuid` })).statusCode).toBe(404);
    const other = await t.app.inject({ url: `${BASE}/${seed.uuid}`, headers: { 'x-org': 'PINECREST_CU' } });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ url: `${BASE}/not-a-uuid/avatar.svg` })).statusCode).toBe(404);
  });

  it('is public: a token is neither needed nor in the way', async () => {
    const { jwt } = await registerUser(t.app, {}, { 'x-org': 'SUMMIT_RATE' });
    const seed = LOAN_ORIGINATORS.find((o) => o.org_code === 'SUMMIT_RATE')!;
    const res = await t.app.inject({ url: `${BASE}/${seed.uuid}`, headers: bearer(jwt, { 'x-org': 'SUMMIT_RATE' }) });
    expect(res.statusCode).toBe(200);
  });
});
