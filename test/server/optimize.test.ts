// Feature decisions per organisation, read from feature_flags on every request.
import { MAINTENANCE_MESSAGE } from '../../server/optimize/model';
import { setFeatureFlag } from '../../server/optimize/repository';
import { dialects, makeTestApp, type TestApp } from './helpers';

const user = (organization?: string) => ({
  optimizeUser: { trackerId: '3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f', attributes: organization ? { organization } : {} },
});

describe.each(dialects)('optimize (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('decides every flag for the organisation named as a user attribute', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v2/decision',
      headers: { 'x-org': 'HEARTH' },
      payload: user('HEARTH_WHOLESALE'),
    });
    expect(res.statusCode).toBe(200);
    const { decisions } = res.json();
    expect(decisions['fe-heloc-maintenance']).toEqual({
      flagEnabled: false,
      variables: {
        routes: [],
        message: MAINTENANCE_MESSAGE,
        pageTitle: 'Scheduled Maintenance',
        shouldShowDashboardLink: true,
      },
    });
    expect(decisions['fe-relative-url-heloc']).toEqual({ flagEnabled: true, variables: { url: '/account/heloc' } });
    // The wholesale channel starts with the portfolio manager on; the main organisation does not.
    expect(decisions['fe-portfolio-manager'].flagEnabled).toBe(true);
    expect(Object.keys(decisions)).toEqual(
      expect.arrayContaining([
        'fe-webchat',
        'fe-webchat-borrower-authentication',
        'fe-webchat-nice-on-assignment',
        'fe-identity-broker',
        'fe-heloc-ceo-feedback',
        'fe-heloc-exit-survey',
        'fe-heloc-additional-signer-conditions',
      ]),
    );
  });

  it('falls back to x-org, and applies a changed flag without a restart', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/service-optimize/external/api/v2/decision',
        headers: { 'x-org': 'SUMMIT_RATE' },
        payload: user(),
      });
    expect((await ask()).json().decisions['fe-heloc-maintenance'].flagEnabled).toBe(false);
    await setFeatureFlag(t.app.db, 'SUMMIT_RATE', 'fe-heloc-maintenance', {
      enabled: true,
      variables: { routes: ['/liens'], message: 'Back soon', pageTitle: 'Maintenance', shouldShowDashboardLink: false },
    });
    const after = (await ask()).json().decisions['fe-heloc-maintenance'];
    expect(after).toEqual({
      flagEnabled: true,
      variables: { routes: ['/liens'], message: 'Back soon', pageTitle: 'Maintenance', shouldShowDashboardLink: false },
    });
    // Other organisations keep their own row.
    const main = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v2/decision',
      payload: user('HEARTH'),
    });
    expect(main.json().decisions['fe-heloc-maintenance'].flagEnabled).toBe(false);
  });

  it.each([[{}], [{ optimizeUser: {} }], [{ optimizeUser: { trackerId: '  ', attributes: {} } }]])(
    'answers 400 "Could not establish session." without a tracker id (%j)',
    async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v2/decision', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.join(' ')).toContain('Could not establish session.');
    },
  );

  it('answers 400 for an unknown organisation attribute and 404 for an unknown context', async () => {
    const org = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v2/decision',
      payload: user('NOPE'),
    });
    expect(org.statusCode).toBe(400);
    expect(org.json().message).toBe('Unknown organisation');
    const ctx = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/internal/api/v2/decision',
      payload: user(),
    });
    expect(ctx.statusCode).toBe(404);
  });

  it('answers one feature, and unknown features as off', async () => {
    const on = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v1/feature',
      headers: { 'x-org': 'HEARTH' },
      payload: { featureKey: 'fe-webchat' },
    });
    expect(on.json()).toEqual({ enabled: true });
    const cu = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/external/api/v1/feature',
      headers: { 'x-org': 'PINECREST_CU' },
      payload: { featureKey: 'fe-webchat' },
    });
    expect(cu.json()).toEqual({ enabled: false });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/secure/api/v1/feature',
      payload: { featureKey: 'fe-nothing' },
    });
    expect(unknown.json()).toEqual({ enabled: false });
    const bad = await t.app.inject({ method: 'POST', url: '/service-optimize/external/api/v1/feature', payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('featureKey: Required');
  });

  it('lists the features of the user’s organisation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-optimize/agent/api/v1/features',
      payload: user('HEARTH'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ key: 'fe-portfolio-manager', enabled: false, variables: {} });
    const bad = await t.app.inject({ method: 'POST', url: '/service-optimize/agent/api/v1/features', payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
