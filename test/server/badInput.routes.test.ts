// Bad input on every body-taking route of the running app (from its route catalogue): malformed JSON, a body
// that is not an object, and objects or arrays where the screens send strings, numbers and booleans. Each is
// answered 4xx with a message (or accepted, by a route that reads no body), never 500, at each stage. The routes on a
// contract (src/domain/contracts) validate the body before their stage check (400 before 409); the rest check
// stored data first, so they are only validated at their own stage.
import type { FastifyInstance } from 'fastify';
import type { Stage } from '../../src/domain/stages';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';

/** The field names of the shared schemas (src/domain/validation) and the server's own bodies. */
const FIELDS = [
  'accept',
  'acceptFee',
  'accountNumber',
  'accountType',
  'agreeToTerms',
  'amount',
  'annualIncome',
  'answers',
  'applicationUuid',
  'attestation',
  'balance',
  'choice',
  'city',
  'confirmAccountNumber',
  'confirmed',
  'contactName',
  'dob',
  'documents',
  'domain',
  'email',
  'employerName',
  'employmentType',
  'esignConsent',
  'ethnicity',
  'event',
  'eventType',
  'featureKey',
  'firstName',
  'hardCreditConsent',
  'idType',
  'incomeSources',
  'inquiryAttestation',
  'lastName',
  'latitude',
  'lender',
  'liens',
  'link',
  'longitude',
  'marketingConsent',
  'message',
  'middleName',
  'monthlyPayment',
  'optimizeUser',
  'ownership',
  'pagePath',
  'password',
  'pathname',
  'phone',
  'platform',
  'position',
  'productType',
  'property',
  'publicToken',
  'purpose',
  'race',
  'referrerUuid',
  'requestedTime',
  'routingNumber',
  'saleStatus',
  'sessionId',
  'sessionKey',
  'sex',
  'softCreditConsent',
  'ssn',
  'state',
  'status',
  'suffix',
  'term',
  'token',
  'topic',
  'type',
  'types',
  'zip',
];

const everyField = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));

/** Bodies whose answer does not depend on the stage (the parser or the first check refuses them). */
const ONCE = ['{"a":', '[]', '"a string"', '42', everyField('x'.repeat(200_000))];
/** Bodies that reach the schemas, sent at every stage. */
const PER_STAGE = [everyField({ $gt: '' }), everyField(['a', 'b']), everyField(null), everyField('a\u0000b')];

const STAGES: Stage[] = [
  'BASIC_INFO',
  'CREDIT_NO_MATCH',
  'LIEN_VERIFICATION',
  'OFFER_SELECTION',
  'ASSETS_PREQUAL',
  'NO_AVM_FOUND',
  'COLLECT_ADDITIONAL_INFO',
  'HMDA',
  'INCOME_VERIFICATION',
  'EMPLOYMENT_VERIFICATION',
  'DISBURSEMENT_ACCOUNT',
  'AUTOPAY_ACCOUNT',
  'IDENTITY_VERIFICATION',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_ESTIMATE',
  'NOTE_SIGNING',
  'DEED_SIGNING',
  'MANUAL_DEED_SIGNING',
  'TRUST_AND_INSURANCE',
];

const PARAMS: Record<string, string> = { context: 'secure', role: 'customer', department: 'OPS_CHAT' };

interface Answer {
  route: string;
  stage: string;
  body: string;
  status: number;
  message: unknown;
}

function bodyRoutes(app: FastifyInstance) {
  return app.routeCatalogue.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.url.includes('*'));
}

async function send(t: TestApp, user: Registered, stage: string, bodies: string[], appRoutesOnly: boolean) {
  const answers: Answer[] = [];
  for (const route of bodyRoutes(t.app)) {
    if (appRoutesOnly && !route.url.includes('/heloc/:uuid/')) continue;
    const types = route.url.includes('/:type') ? ['APPLICATION_SUMMARY', 'MANUAL_PAYSTUB', 'HAZARD_INSURANCE'] : [''];
    for (const type of types) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
        if (name === 'uuid') return user.applicationUuid;
        if (name === 'type') return type;
        return PARAMS[name] ?? '00000000-0000-4000-8000-000000000000';
      });
      for (const body of bodies) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: bearer(user.jwt, { 'content-type': 'application/json' }),
          payload: body,
        });
        let message: unknown = null;
        try {
          message = (res.json() as { message?: unknown }).message;
        } catch {
          /* not JSON: recorded as no message */
        }
        answers.push({
          route: `${route.method} ${route.url}`,
          stage,
          body: body.slice(0, 40),
          status: res.statusCode,
          message,
        });
      }
    }
  }
  return answers;
}

describe.each(dialects)('bad input on every route (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 4xx with a message, never 500', async () => {
    const user = await registerUser(t.app);
    const answers = await send(t, user, 'BASIC_INFO', ONCE, false);
    for (const stage of STAGES) {
      await t.app.pipeline.moveTo(user.applicationUuid, stage, 'test:bad-input');
      await t.app.pipeline.idle();
      answers.push(...(await send(t, user, stage, PER_STAGE, stage !== 'BASIC_INFO')));
    }
    // (A route that takes no body, such as notary/session, may accept the request: only errors are judged.)
    // PostgreSQL cannot store U+0000: text with it is refused before it reaches a query (body and query string).
    const nul = await t.app.inject({
      method: 'POST',
      url: '/service-profile/api/v1/feedback/ceo',
      headers: bearer(user.jwt),
      payload: { topic: 'Improve our product', message: 'ten chars \u0000 and more', marketingConsent: false },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('message: Contains a character that is not allowed');
    const nulQuery = await t.app.inject({
      method: 'PATCH',
      url: `/service-application/api/v3/application/heloc/optermizerly-profile?optimizelyProfileUuid=a%00b&identityUuid=${user.identityUuid}`,
      headers: bearer(user.jwt),
    });
    expect(nulQuery.statusCode).toBe(400);
    expect(nulQuery.json().message).toBe('optimizelyProfileUuid: Contains a character that is not allowed');
    const failures = answers.filter((a) => a.status >= 500 || (a.status >= 400 && typeof a.message !== 'string'));
    expect(failures).toEqual([]);
    // The bodies reached the schemas (400), not only the stage checks (409), on the screens' main routes.
    const validated = new Set(answers.filter((a) => a.status === 400).map((a) => a.route));
    expect([...validated]).toEqual(
      expect.arrayContaining([
        'POST /identity/api/v1/registration/register',
        'POST /service-application/api/v1/application/heloc/:uuid/profile',
        'POST /service-application/api/v1/application/heloc/:uuid/contact',
        'POST /service-application/api/v1/application/heloc/:uuid/income/sources',
        'POST /service-application/api/v1/application/heloc/:uuid/bank/disburse',
        'POST /service-application/api/v1/application/heloc/:uuid/bank/link/complete',
        'POST /service-application/api/v1/application/heloc/:uuid/signing/sign',
      ]),
    );
  }, 60_000); // some 2,000 requests: longer than the default 5 s on PostgreSQL
});
