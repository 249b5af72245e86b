// The identity broker: customer and agent sign-in, "who am I" and sign-out.
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../server/identityBroker/agents';
import { walletAddressFor } from '../../server/wallet/model';
import { bearer, dialects, makeTestApp, PASSWORD, registerUser, type TestApp } from './helpers';

const BASE = '/identity-broker';
const APP = { 'x-auth0-application-name': 'heloc' };

describe.each(dialects)('identity broker (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs a customer in: redirect in the body, the token in the authorization header', async () => {
    const { email, identityUuid } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/api/v3/login`,
      payload: { email, password: PASSWORD, applicationName: 'heloc', orgCode: 'HEARTH', mode: 'legacy' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect: '/dashboard' });
    const token = String(res.headers.authorization).replace(/^Bearer /, '');
    const me = await t.app.inject({
      url: `${BASE}/customer/secure/api/v3/self/figureinfo`,
      headers: bearer(token, APP),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      uuid: identityUuid,
      organizationCode: 'HEARTH',
      profileType: 'BORROWER',
      email,
      twoFactorEnabled: false,
      aliases: [],
      passwordExpired: false,
      totpVerified: false,
      wallet: { accountAddress: walletAddressFor(identityUuid), groupPolicyAddress: null },
      isBroker: false,
      activeLegacyCustomerOrgs: [],
      firstName: 'Dana',
      lastName: 'Rivera',
    });
    // A customer is not an agent: the agent lookup finds no user.
    const asAgent = await t.app.inject({
      url: `${BASE}/agent/secure/api/v3/self/figureinfo`,
      headers: bearer(token, APP),
    });
    expect(asAgent.statusCode).toBe(404);
  });

  it('signs the seeded agent in on the agent side only', async () => {
    const payload = {
      email: sandboxAgentEmail('SUMMIT_RATE'),
      password: SANDBOX_AGENT_PASSWORD,
      applicationName: 'heloc',
      orgCode: 'SUMMIT_RATE',
    };
    const asCustomer = await t.app.inject({ method: 'POST', url: `${BASE}/customer/api/v3/login`, payload });
    expect(asCustomer.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/agent/api/v3/login`,
      payload,
      headers: { 'x-org': 'SUMMIT_RATE' },
    });
    expect(res.statusCode).toBe(200);
    const token = String(res.headers.authorization).replace(/^Bearer /, '');
    const me = await t.app.inject({
      url: `${BASE}/agent/secure/api/v3/self/figureinfo`,
      headers: bearer(token, { ...APP, 'x-org': 'SUMMIT_RATE' }),
    });
    expect(me.json()).toMatchObject({ profileType: 'AGENT', isBroker: true, organizationCode: 'SUMMIT_RATE' });
  });

  it('sends the signer to the signer area and out to the signer login', async () => {
    const { email, jwt } = await registerUser(t.app);
    const login = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/api/v3/login`,
      payload: { email, password: PASSWORD, applicationName: 'heloc-signer' },
    });
    expect(login.json()).toEqual({ redirect: '/account/heloc/heloc-signer/resume' });
    const out = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/secure/api/v3/logout`,
      headers: bearer(jwt),
      payload: { applicationName: 'heloc-signer' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ redirect: '/account/heloc/heloc-signer/login' });
    expect(out.headers.authorization).toBeUndefined();
    // The session ended with the logout: its token no longer works, even to log out again.
    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/secure/api/v3/logout`,
      headers: bearer(jwt),
      payload: { applicationName: 'heloc' },
    });
    expect(again.statusCode).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/api/v3/login`,
      payload: { email, password: PASSWORD, applicationName: 'heloc' },
    });
    const customer = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/secure/api/v3/logout`,
      headers: { authorization: String(fresh.headers.authorization) },
      payload: { applicationName: 'heloc' },
    });
    expect(customer.json()).toEqual({ redirect: '/auth/login' });
  });

  it('answers 400 for bad input and a missing application-name header', async () => {
    const { jwt } = await registerUser(t.app);
    const login = await t.app.inject({ method: 'POST', url: `${BASE}/customer/api/v3/login`, payload: { email: 'x' } });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual(
      expect.arrayContaining(['email: Enter a valid email address', 'password: Required', 'applicationName: Required']),
    );
    const org = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/api/v3/login`,
      payload: { email: 'a@example.com', password: 'x', applicationName: 'heloc', orgCode: 'NOPE' },
    });
    expect(org.json().message).toBe('Unknown organisation');
    const me = await t.app.inject({ url: `${BASE}/customer/secure/api/v3/self/figureinfo`, headers: bearer(jwt) });
    expect(me.statusCode).toBe(400);
    expect(me.json().message).toBe('X-Auth0-Application-Name header is required');
    const out = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/secure/api/v3/logout`,
      headers: bearer(jwt),
      payload: {},
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().message).toBe('applicationName: Required');
  });

  it('answers 401 for a wrong password or no token, 404 for an unknown role', async () => {
    const { email, jwt } = await registerUser(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${BASE}/customer/api/v3/login`,
      payload: { email, password: 'wrong password 1', applicationName: 'heloc' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(
      (await t.app.inject({ url: `${BASE}/customer/secure/api/v3/self/figureinfo`, headers: APP })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/customer/secure/api/v3/logout`,
          payload: { applicationName: 'heloc' },
        })
      ).statusCode,
    ).toBe(401);
    const role = await t.app.inject({ url: `${BASE}/admin/secure/api/v3/self/figureinfo`, headers: bearer(jwt, APP) });
    expect(role.statusCode).toBe(404);
  });
});
