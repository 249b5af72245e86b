// Operators change their organisation's flags; decisions follow on the next call, without a restart.
import { MAINTENANCE_MESSAGE } from '../../server/optimize/model';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { operatorToken } from './operator';

const FLAGS = '/service-optimize/operator/api/v1/flags';
const user = { optimizeUser: { trackerId: '3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f', attributes: {} } };

describe.each(dialects)('operator flags (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  const asOperator = (org = 'PINECREST_CU') => bearer(token, { 'x-org': org });
  const decision = async (org: string, key: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/service-optimize/external/api/v2/decision',
        headers: { 'x-org': org },
        payload: user,
      })
    ).json().decisions[key];

  beforeAll(async () => {
    t = await makeTestApp(dialect);
    token = await operatorToken(t.app, 'PINECREST_CU');
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists the organisation's flags", async () => {
    const res = await t.app.inject({ url: FLAGS, headers: asOperator() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.organizationCode).toBe('PINECREST_CU');
    expect(body.flags).toContainEqual(
      expect.objectContaining({ key: 'fe-webchat', enabled: false, variables: {}, updatedAt: expect.any(String) }),
    );
    expect(body.flags.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['fe-heloc-maintenance', 'fe-portfolio-manager-auth', 'fe-identity-broker']),
    );
  });

  it('turns maintenance on for a route and the next decision says so; other organisations are untouched', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-heloc-maintenance`,
      headers: asOperator(),
      payload: { enabled: true, variables: { routes: ['/register'], pageTitle: 'Back soon' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      key: 'fe-heloc-maintenance',
      enabled: true,
      variables: { routes: ['/register'], pageTitle: 'Back soon', message: MAINTENANCE_MESSAGE },
    });
    expect(await decision('PINECREST_CU', 'fe-heloc-maintenance')).toEqual({
      flagEnabled: true,
      variables: {
        routes: ['/register'],
        message: MAINTENANCE_MESSAGE,
        pageTitle: 'Back soon',
        shouldShowDashboardLink: true,
      },
    });
    expect((await decision('HEARTH', 'fe-heloc-maintenance')).flagEnabled).toBe(false);

    // null removes a variable; enabled alone keeps the variables.
    await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-heloc-maintenance`,
      headers: asOperator(),
      payload: { variables: { pageTitle: null } },
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-heloc-maintenance`,
      headers: asOperator(),
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, variables: { routes: ['/register'] } });
    expect(off.json().variables).not.toHaveProperty('pageTitle');
    expect((await decision('PINECREST_CU', 'fe-heloc-maintenance')).flagEnabled).toBe(false);
  });

  it.each([
    [{}, 'Send enabled or variables'],
    [{ enabled: 'yes' }, 'enabled: Must be true or false'],
    [{ variables: ['a'] }, 'variables: Must be an object'],
    [{ variables: { routes: 'register' } }, 'variables.routes: Must be a list of paths starting with / (or *)'],
    [{ variables: { routes: ['register'] } }, 'variables.routes: Must be a list of paths starting with / (or *)'],
    [{ variables: { shouldShowDashboardLink: 'no' } }, 'variables.shouldShowDashboardLink: Must be true or false'],
    [{ variables: { message: 'x'.repeat(1001) } }, 'variables.message: Must be text of at most 1000 characters'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-heloc-maintenance`,
      headers: asOperator(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContain(message);
  });

  it('answers 401 without a token, 403 to a borrower and 404 for an unknown flag', async () => {
    const none = await t.app.inject({ method: 'PATCH', url: `${FLAGS}/fe-webchat`, payload: { enabled: true } });
    expect(none.statusCode).toBe(401);
    expect((await t.app.inject({ url: FLAGS })).statusCode).toBe(401);
    const borrower = await registerUser(t.app, {}, { 'x-org': 'PINECREST_CU' });
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-webchat`,
      headers: bearer(borrower.jwt, { 'x-org': 'PINECREST_CU' }),
      payload: { enabled: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Operator access required');
    expect(
      (await t.app.inject({ url: FLAGS, headers: bearer(borrower.jwt, { 'x-org': 'PINECREST_CU' }) })).statusCode,
    ).toBe(403);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `${FLAGS}/fe-nothing`,
      headers: asOperator(),
      payload: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    // An operator's token is good for their own organisation only.
    const otherOrg = await t.app.inject({ url: FLAGS, headers: asOperator('HEARTH') });
    expect(otherOrg.statusCode).toBe(401);
    expect((await decision('PINECREST_CU', 'fe-webchat')).flagEnabled).toBe(false);
  });
});
