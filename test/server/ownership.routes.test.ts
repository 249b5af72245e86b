// Every route with a uuid-like path parameter, taken from the running app's route catalogue, must answer
// 404 to a signed-in borrower who does not own the resource: a new route cannot skip the ownership check.
// Likewise every route not public by design answers 401 without a token.
import type { FastifyInstance } from 'fastify';
import { createCondition } from '../../server/conditions/service';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';

const UUID_PARAM = /^(\w*uuid)$/i;

/** Values for the other parameters, so the request reaches the ownership check rather than a 404 for the path. */
const OTHER_PARAMS: Record<string, string> = { context: 'secure', role: 'customer', department: 'OPS_CHAT' };
/**
 * A document or upload `:type` is tried with each real value: with a made-up one, an unguarded route could
 * answer its own 404 for the type and pass for guarded.
 */
const TYPE_VALUES = ['APPLICATION_SUMMARY', 'MANUAL_PAYSTUB', 'HAZARD_INSURANCE'];

/**
 * Routes anyone may call (docs/API.md): sign-up and sign-in, the pages and the sandbox's vendor pages, the
 * contract, telemetry sessions and external events, feature flags, operating hours, state licences, loan
 * originators, and starting a web chat (the chat's own token or a nonce is its credential), the chatbot's first
 * question, the survey after a chat, the agents' console page and the brand's font files.
 */
const PUBLIC_ROUTES = [
  /^GET \/documentation\/json$/,
  /^POST \/identity\/api\/v1\/(registration\/register|login)$/,
  /^POST \/identity-broker\/:role\/api\/v3\/login$/,
  /^POST \/ft\/:context\/session$/,
  /^POST \/service-optimize\//,
  /^GET \/service-operating-hours\/external\//,
  /^GET \/service-application\/external\/api\/v1\/heloc\/state-licenses$/,
  /^GET \/service-lead-portal\/api\/lo\//,
  /^GET \/(account\/heloc|account\/register|account\/heloc-signer|auth\/login|dashboard|dashboard\/settings|terms|privacy|licenses|communications|contact|healthz|readyz|agent-console)$/,
  // The shared app's pages: HTML shells like /dashboard (their data comes from the signed-in wallet and application calls).
  /^GET \/(exchange|pay|universal-marketplace|universal-passport|portfolio|group-manager)$/,
  /^POST \/service-csp\/external\/api\/v1\/twilio\/(initWebChat|refreshToken)$/,
  /^POST \/service-omni-proxy\/insecure\/api\/v1\/stream\/init-web-chat$/,
  /^POST \/service-chat-chatbot\/external\/api\/v1\/message\/chatWithAutobot$/,
  /^(GET|POST) \/chat-survey\/:contactId$/,
  /^GET \/sandbox\/(income|bank)-link$/,
  // A co-owner's invitation (its token is the credential) and the sandbox's mail.
  /^(GET \/identity\/api\/v1\/signer-invitations\/:token|POST \/identity\/api\/v1\/signer-invitations\/:token\/accept)$/,
  /^GET \/sandbox\/outbox$/,
  // The E-SIGN test document: opened before consenting (a co-owner has no login yet); nothing personal in it.
  /^GET \/service-application\/api\/v1\/esign\/test-document(\/html)?$/,
  // The bare root: a redirect to the dashboard, as the app's guard sends '/'.
  /^GET \/$/,
  // The brand's font files (server/fonts): static assets every page loads before anyone signs in.
  /^GET \/account\/heloc\/fonts\/:file$/,
];

interface Probe {
  route: string;
  url: string;
  status: number;
}

function uuidRoutes(app: FastifyInstance) {
  return app.routeCatalogue.filter(
    (r) =>
      r.method !== 'HEAD' &&
      !r.url.includes('*') &&
      r.url.split('/').some((s) => s.startsWith(':') && UUID_PARAM.test(s.slice(1))),
  );
}

/** Calls every uuid route as `other` with `first`'s identifiers; returns the answers that were not 404. */
async function leaks(
  app: FastifyInstance,
  first: Registered,
  other: Registered,
  candidates: string[],
): Promise<Probe[]> {
  const found: Probe[] = [];
  for (const route of uuidRoutes(app)) {
    const types = route.url.includes('/:type') ? TYPE_VALUES : [''];
    const uuidParams = route.url.split('/').filter((s) => s.startsWith(':') && UUID_PARAM.test(s.slice(1))).length;
    // With two uuid parameters (application, then e.g. condition) the first is the application: the first
    // borrower's, and also the caller's own, so a child looked up without its application is caught.
    const parents = uuidParams > 1 ? [first.applicationUuid, other.applicationUuid] : [''];
    const probes = candidates.flatMap((c) => types.flatMap((ty) => parents.map((p) => [c, ty, p] as const)));
    for (const [candidate, type, parent] of probes) {
      let uuidIndex = 0;
      const url = route.url
        .split('/')
        .map((segment) => {
          if (!segment.startsWith(':')) return segment;
          const name = segment.slice(1);
          if (name === 'type') return type;
          if (!UUID_PARAM.test(name)) return OTHER_PARAMS[name] ?? 'x';
          uuidIndex += 1;
          return uuidIndex === 1 && uuidParams > 1 ? parent : candidate;
        })
        .join('/');
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(other.jwt, { 'x-auth0-application-name': 'heloc' }),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 404) found.push({ route: `${route.method} ${route.url}`, url, status: res.statusCode });
    }
  }
  return found;
}

async function firstBorrowerIds(app: FastifyInstance, first: Registered): Promise<string[]> {
  const condition = await createCondition(app.db, {
    applicationUuid: first.applicationUuid,
    category: 'GENERIC_DOCUMENT_REQUEST',
    requestDocuments: true,
  });
  const notification = await app.db
    .selectFrom('notifications')
    .select('uuid')
    .where('identity_uuid', '=', first.identityUuid)
    .executeTakeFirstOrThrow();
  return [first.applicationUuid, condition.uuid, notification.uuid, first.identityUuid];
}

describe.each(dialects)('ownership of every uuid route (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 on every uuid route to another borrower', async () => {
    const first = await registerUser(t.app);
    const other = await registerUser(t.app);
    const routes = uuidRoutes(t.app).map((r) => `${r.method} ${r.url}`);
    // The catalogue really holds the app's routes (the test would pass vacuously on an empty list).
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /service-application/api/v1/application/heloc/:uuid',
        'GET /service-krang-heloc/borrower/secure/api/v1/:uuid/status',
        'GET /service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
        'POST /service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/documents',
        'PUT /service-application/api/v1/application/heloc/:uuid/full-story-link',
        'PATCH /service-wallet/secure/api/v4/notifications/:uuid',
      ]),
    );
    expect(await leaks(t.app, first, other, await firstBorrowerIds(t.app, first))).toEqual([]);
  });

  it('answers 401 without a token on every route that is not public by design', async () => {
    const { applicationUuid } = await registerUser(t.app);
    const open: string[] = [];
    const probed: string[] = [];
    for (const route of t.app.routeCatalogue) {
      const key = `${route.method} ${route.url}`;
      if (route.method === 'HEAD' || route.url.includes('*') || PUBLIC_ROUTES.some((p) => p.test(key))) continue;
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        UUID_PARAM.test(name) ? applicationUuid : (OTHER_PARAMS[name] ?? TYPE_VALUES[0]),
      );
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      probed.push(key);
      if (res.statusCode !== 401) open.push(`${key} ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    // The sweep reached the signed-in surface (not an allowlist that swallowed everything).
    expect(probed).toEqual(
      expect.arrayContaining([
        'GET /identity/secure/api/v1/identity',
        'POST /service-application/api/v1/application/heloc/:uuid/bank/disburse',
        'GET /service-profile/api/v1/profile',
        'PATCH /service-wallet/secure/api/v4/notifications/:uuid',
      ]),
    );
  });
});

describe('the ownership sweep itself', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
    // A route someone forgot to guard: any signed-in caller may read any application's stage.
    t.app.get('/service-leaky/api/v1/:uuid', async (request) => {
      const { uuid } = request.params as { uuid: string };
      const row = await t.app.db.selectFrom('applications').select('stage').where('uuid', '=', uuid).executeTakeFirst();
      return { stage: row?.stage ?? null };
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('catches a uuid route without the ownership check', async () => {
    const first = await registerUser(t.app);
    const other = await registerUser(t.app);
    const found = await leaks(t.app, first, other, await firstBorrowerIds(t.app, first));
    expect(found.map((p) => p.route)).toContain('GET /service-leaky/api/v1/:uuid');
    expect(found.every((p) => p.route === 'GET /service-leaky/api/v1/:uuid')).toBe(true);
  });
});
