// Application additions: co-deed status, state licences, full-story link; and krang's status.
import { updateStoredFields } from '../../server/applications/repository';
import { findOrganisation } from '../../server/organisations';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const LICENSES = '/service-application/external/api/v1/heloc/state-licenses';
const KRANG = '/service-krang-heloc/borrower/secure/api/v1';

describe.each(dialects)('application services (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('co-deed status', () => {
    it('answers the latest application’s co-deed status', async () => {
      const { jwt } = await registerUser(t.app);
      const created = await t.app.inject({
        method: 'POST',
        url: BASE,
        headers: bearer(jwt),
        payload: {
          property: { street1: '9 Oak Ave', city: 'Denver', state: 'CO', zip: '80202' },
          saleStatus: 'NOT_SELLING',
        },
      });
      const latest = created.json().uuid as string;
      await updateStoredFields(t.app.db, latest, (d) => ({ ...d, coDeedStatus: 'PENDING' }));
      const res = await t.app.inject({ url: `${BASE}/co-deed/status`, headers: bearer(jwt) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ applicationUuid: latest, coDeedStatus: 'PENDING', signers: [] });
    });

    it('answers null for an application without one, and 401 without a token', async () => {
      const { jwt, applicationUuid } = await registerUser(t.app);
      const res = await t.app.inject({ url: `${BASE}/co-deed/status`, headers: bearer(jwt) });
      expect(res.json()).toEqual({ applicationUuid, coDeedStatus: null, signers: [] });
      expect((await t.app.inject({ url: `${BASE}/co-deed/status` })).statusCode).toBe(401);
    });
  });

  describe('state licences', () => {
    it('lists the x-org organisation’s states, or those of ?orgCode', async () => {
      const res = await t.app.inject({ url: LICENSES, headers: { 'x-org': 'PINECREST_CU' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ organizationCode: 'PINECREST_CU', states: ['CA', 'ID', 'NV', 'OR', 'WA'] });
      const ny = await t.app.inject({ url: `${LICENSES}?orgCode=hearth_ny`, headers: { 'x-org': 'PINECREST_CU' } });
      expect(ny.json()).toEqual({ organizationCode: 'HEARTH_NY', states: ['NY'] });
      const main = (await t.app.inject({ url: LICENSES })).json();
      expect(main.states).toHaveLength(findOrganisation('HEARTH')!.licensedStates.length);
      expect(main.states).not.toContain('NY');
    });

    it('answers 404 for an unknown orgCode and 400 for an unknown x-org', async () => {
      const unknown = await t.app.inject({ url: `${LICENSES}?orgCode=NOPE` });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({ url: LICENSES, headers: { 'x-org': 'NOPE' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Unknown organisation');
    });
  });

  describe('full-story link', () => {
    const url = (uuid: string) => `${BASE}/${uuid}/full-story-link`;

    it('stores an https link on the application', async () => {
      const { jwt, applicationUuid } = await registerUser(t.app);
      const link = 'https://app.fullstory.com/ui/ABC/session/123';
      const res = await t.app.inject({
        method: 'PUT',
        url: url(applicationUuid),
        headers: bearer(jwt),
        payload: { link },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ link });
      const app = await t.app.inject({ url: `${BASE}/${applicationUuid}`, headers: bearer(jwt) });
      expect(app.json().fullStoryLink).toBe(link);
    });

    it.each([
      [{}, 'link: Required'],
      [{ link: 'http://app.fullstory.com/x' }, 'link: Must be an https URL'],
      [{ link: 'javascript:alert(1)' }, 'link: Must be an https URL'],
      [{ link: 'not a url' }, 'link: Must be an https URL'],
    ])('answers 400 for %j', async (payload, message) => {
      const { jwt, applicationUuid } = await registerUser(t.app);
      const res = await t.app.inject({ method: 'PUT', url: url(applicationUuid), headers: bearer(jwt), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('answers 401 without a token and 404 for another borrower’s application', async () => {
      const first = await registerUser(t.app);
      const other = await registerUser(t.app);
      const payload = { link: 'https://example.com/s' };
      expect((await t.app.inject({ method: 'PUT', url: url(first.applicationUuid), payload })).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'PUT',
        url: url(first.applicationUuid),
        headers: bearer(other.jwt),
        payload,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('krang status', () => {
    it('answers the status object with the stage', async () => {
      const { jwt, applicationUuid } = await registerUser(t.app);
      await updateStoredFields(t.app.db, applicationUuid, (d) => ({
        ...d,
        status: { ...d.status, manualNotary: true },
      }));
      const res = await t.app.inject({ url: `${KRANG}/${applicationUuid}/status`, headers: bearer(jwt) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        applicationUuid,
        stage: 'BASIC_INFO',
        checklistStatus: 'BASIC_INFO',
        manualNotary: true,
      });
    });

    it('answers 401 without a token, 404 to another borrower and for a malformed uuid', async () => {
      const first = await registerUser(t.app);
      const other = await registerUser(t.app);
      expect((await t.app.inject({ url: `${KRANG}/${first.applicationUuid}/status` })).statusCode).toBe(401);
      const res = await t.app.inject({ url: `${KRANG}/${first.applicationUuid}/status`, headers: bearer(other.jwt) });
      expect(res.statusCode).toBe(404);
      expect((await t.app.inject({ url: `${KRANG}/nope/status`, headers: bearer(first.jwt) })).statusCode).toBe(404);
    });
  });
});
