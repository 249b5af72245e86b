// A page on another site cannot make a signed-in borrower's browser change anything here.
import { CROSS_ORIGIN_MESSAGE } from '../../server/security/origin';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';

describe.each(dialects)('origin check (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/identity/api/v1/login',
      headers: { host: 'heloc.test', ...headers },
      payload: { email: 'nobody@example.com', password: 'whatever-1234' },
    });

  it('refuses a state-changing call from another origin with 403 and a message', async () => {
    const crossOrigin: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'x-origin': 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { origin: 'http://heloc.test', 'x-origin': 'https://evil.example' },
    ];
    for (const headers of crossOrigin) {
      const res = await login(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [CROSS_ORIGIN_MESSAGE], message: CROSS_ORIGIN_MESSAGE });
    }
  });

  it('lets our own pages and non-browser callers through', async () => {
    const sameOrigin: Record<string, string>[] = [{ origin: 'http://heloc.test', 'x-origin': 'http://heloc.test' }, {}];
    for (const headers of sameOrigin) {
      const res = await login(headers);
      expect(res.statusCode).toBe(401); // reached the route: unknown email
    }
  });

  it('does not block reads from another origin (they change nothing and need the bearer token)', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      url: `/service-application/api/v1/application/heloc/${user.applicationUuid}`,
      headers: bearer(user.jwt, { origin: 'https://elsewhere.example' }),
    });
    expect(res.statusCode).toBe(200);
  });
});
