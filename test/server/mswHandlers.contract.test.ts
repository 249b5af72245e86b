// The component tests' msw handlers against the lender server's routes (issue 26). The fake servers' handlers are
// built by test/components/support/handlers.ts, which builds one only for a route of its contract
// (test/components/support/contract.ts) and refuses any other; here each contract route is held to the server's own
// route catalogue, so a handler for a route the server does not have fails this test.
import { PUSH_PATH } from '../../server/push';
import { CONTRACT_ROUTES, PUSH_TRANSPORT_PATH, routeFor, splitRoute } from '../components/support/contract';
import { baseHandlers, buildHandlers, UNANSWERED_ROUTES, type Routes } from '../components/support/handlers';
import { makeApplication } from '../fixtures/application';
import { APP_PATH, routerRoutes } from '../utils/journeyFakeServer';
import { makeTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp('sqlite');
});
afterAll(async () => {
  await t.close();
});

/** "METHOD /path" of every route the server registers (HEAD aside), Fastify's `:name` for a path parameter. */
const served = () => t.app.routeCatalogue.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`);

/** What each handler answers, as "METHOD /path". */
const answered = (routes: Routes) => buildHandlers(routes).map((h) => `${h.info.method} ${String(h.info.path)}`);

/** The handlers' routes that no route of the server answers. */
const unserved = (keys: string[]) =>
  keys.filter((key) => {
    const { method, path } = splitRoute(key);
    return routeFor(method, path, served()) === undefined;
  });

/** A path of `pattern` as the app calls it: each `:name` a value. */
const concrete = (pattern: string) => pattern.replace(/:(\w+)/g, (_match, name: string) => `sample-${name}`);

describe('the component tests’ msw handlers against the server’s routes', () => {
  it('every route a handler may answer is one the server registers, spelled as the server spells it', () => {
    const catalogue = new Set(served());
    expect(CONTRACT_ROUTES.length).toBeGreaterThan(80);
    expect(new Set(CONTRACT_ROUTES).size).toBe(CONTRACT_ROUTES.length);
    expect(CONTRACT_ROUTES.filter((route) => !catalogue.has(route))).toEqual([]);
  });

  it('a handler built for each of those routes answers a method and path the server routes', () => {
    const routes: Routes = Object.fromEntries(
      CONTRACT_ROUTES.map((route) => {
        const { method, path } = splitRoute(route);
        return [`${method} ${concrete(path)}`, { data: null }];
      }),
    );
    const keys = answered(routes);
    expect(keys).toHaveLength(CONTRACT_ROUTES.length);
    expect(unserved(keys)).toEqual([]);
  });

  it('the handlers under every test’s routes: the 404s of routes the app calls in passing, and the push transport', () => {
    const keys = baseHandlers().map((h) => `${h.info.method} ${String(h.info.path)}`);
    expect(keys).toHaveLength(UNANSWERED_ROUTES.length + 1);
    const push = keys.filter((key) => key.includes('/socket.io'));
    // socket.io is attached beside the routes, at the server's push path: not in the catalogue, so checked here.
    expect(push).toEqual([`GET ${PUSH_PATH}/`]);
    expect(PUSH_TRANSPORT_PATH).toBe(PUSH_PATH);
    expect(unserved(keys.filter((key) => !push.includes(key)))).toEqual([]);
  });

  it('the journey servers’ shared routes (application, profile, stage, page views) are the server’s', () => {
    const server = {
      stage: 'LIEN_VERIFICATION',
      application: makeApplication(),
      postReply: null,
      stageAfterPost: 'LIEN_VERIFICATION',
      posts: [],
    };
    const keys = answered(routerRoutes(server));
    expect(keys).toContain(`GET ${APP_PATH}/stage`);
    expect(unserved(keys)).toEqual([]);
  });

  it('refuses a handler for a route the server does not have, which the catalogue does not match either', () => {
    const missing = `GET ${APP_PATH}/no-such-thing`;
    expect(() => buildHandlers({ [missing]: { data: null } })).toThrow(
      `"${missing}" is not a route of the lender server's contract`,
    );
    expect(unserved([missing, `PUT ${APP_PATH}/stage`])).toEqual([missing, `PUT ${APP_PATH}/stage`]);
    // A route with the right path but a method the server does not route is refused too.
    expect(() => buildHandlers({ [`DELETE ${APP_PATH}`]: { status: 204 } })).toThrow(/not a route/);
  });
});
