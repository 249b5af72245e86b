// The wire's contracts (src/domain/contracts): every API route is on one; Fastify validates each JSON body with the
// contract's yup schema (an invalid body answers 400 with the schema's messages, before the handler's stage check);
// the OpenAPI document's request body is the JSON schema generated from that schema, and its answer the schema
// generated from the route's wire type (the server's tests hold every answer to it: ./contract.answers.test.ts).
import type { AnySchema, SchemaDescription, SchemaFieldDescription } from 'yup';
import { CONTRACTS, isJsonAnswer, type RouteContract } from '../../src/domain/contracts';
import { jsonSchemaOf } from '../../src/domain/contracts/jsonSchema';
import { createCondition } from '../../server/conditions/service';
import { HttpError, validateBodySync } from '../../server/http';
import { answerMedia, contractOf, type CataloguedRoute } from '../../server/openapi';
import { answerDefinitions, answerSchemaOf } from '../../server/openapi/answers';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { AGENT_URL, agentToken, asAgent, startChat } from './chatHelpers';
import { operatorToken } from './operator';
import { acceptInvitation, coOwner, invitationToken, nameCoOwners, SIGNER_BASE, type Signer } from './signerDriver';

/** Routes that read no body (they start, confirm or retry something; a query string at most). */
const NO_BODY: string[] = [
  'PATCH /service-application/api/v3/application/heloc/optermizerly-profile',
  'POST /service-application/api/v1/application/heloc/:uuid/credit/retry',
  'POST /service-application/api/v1/application/heloc/:uuid/submit',
  'POST /service-application/api/v1/application/heloc/:uuid/notary/session',
  'POST /service-application/api/v1/application/heloc/signer/notary/session',
  'POST /service-application/api/v1/application/heloc/signer/documents/RIGHT_TO_CANCEL/acknowledge',
  'POST /service-application/api/v1/application/heloc/:uuid/signers/:signerUuid/resend',
  'POST /service-csp/customer/secure/api/v1/webchat/authenticate',
  'PUT /service-csp/customer/secure/api/v1/webchat/refresh',
  'POST /service-csp/agent/secure/api/v1/webchat/conversations/:conversationUuid/accept',
  'POST /service-csp/agent/secure/api/v1/webchat/conversations/:conversationUuid/end',
  'POST /service-pipeline/operator/api/v1/applications/:uuid/credit-retry',
];

/**
 * Outside the API's scope (server/app.ts): the chat providers' signed webhooks (the raw body the signature covers)
 * and the chat survey's page form.
 */
const OWN_SCOPE: string[] = [
  'POST /service-csp/external/api/v1/talkjs/webhook',
  'POST /service-csp/external/api/v1/nice/webhook',
  'POST /chat-survey/:contactId',
];

/** A value of the wrong type for each field: the schema's type error (or required message) is the answer. */
function wrongTypeOf(field: SchemaFieldDescription): unknown {
  const type = 'type' in field ? (field as SchemaDescription).type : 'mixed';
  switch (type) {
    case 'string':
    case 'date':
      return { not: 'a string' };
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return 'not an array';
    case 'object':
      return 'not an object';
    default:
      return undefined; // mixed: left out, so a required one answers its required message
  }
}

function invalidBodyOf(schema: AnySchema): Record<string, unknown> {
  const fields = (schema.describe() as SchemaDescription & { fields?: Record<string, SchemaFieldDescription> }).fields;
  return Object.fromEntries(Object.entries(fields ?? {}).map(([key, field]) => [key, wrongTypeOf(field)]));
}

function messagesOf(schema: AnySchema, body: unknown): string[] {
  try {
    validateBodySync(schema, body);
  } catch (err) {
    if (err instanceof HttpError) return err.errors;
    throw err;
  }
  return [];
}

const key = (method: string, url: string) => `${method} ${url}`;

describe.each(dialects)('contracts (%s)', (dialect) => {
  let t: TestApp;
  let user: Registered;
  /** A co-owner signed in (the signer's own routes), and another's unused invitation token. */
  let signer: Signer;
  let token: string;
  /** A signed-in agent and a chat they have taken (the agents' own routes). */
  let agent: string;
  let conversationUuid: string;
  /** An operator of the borrower's organisation (the operators' routes). */
  let operator: string;
  let notificationUuid: string;
  let flagKey: string;
  let conditionUuid: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    user = await registerUser(t.app);
    const [first, second] = [coOwner(), coOwner()];
    await nameCoOwners({ ...user, app: t.app }, [first, second]);
    signer = await acceptInvitation(t.app, first.email);
    token = await invitationToken(t.app, second.email);
    agent = await agentToken(t.app);
    conversationUuid = (await startChat(t.app)).conversationSid;
    const taken = await t.app.inject({
      method: 'POST',
      url: `${AGENT_URL}/${conversationUuid}/accept`,
      headers: asAgent(agent),
    });
    expect(taken.statusCode).toBe(200);
    operator = await operatorToken(t.app, 'HEARTH');
    // The welcome notification made at registration (the wallet's route names a notification by its uuid).
    const account = await t.app.inject({ url: '/service-wallet/secure/api/v4/account', headers: bearer(user.jwt) });
    const condition = await createCondition(t.app.db, {
      applicationUuid: user.applicationUuid,
      category: 'MISSING_PHONE_NUMBER',
      requestDocuments: false,
    });
    conditionUuid = condition.uuid;
    const flags = await t.app.inject({ url: '/service-optimize/operator/api/v1/flags', headers: bearer(operator) });
    flagKey = (flags.json() as { flags: { key: string }[] }).flags[0].key;
    notificationUuid = (account.json() as { notifications: { uuid: string }[] }[])[0].notifications[0].uuid;
  });

  /** The caller each route answers: the borrower, the co-owner or the agent, with the path's parameters. */
  function requestOf(c: RouteContract): { url: string; headers: Record<string, string> } {
    const params: Record<string, string> = {
      uuid: c.path.startsWith('/service-wallet/') ? notificationUuid : user.applicationUuid,
      token,
      conversationUuid,
      role: 'customer',
      context: 'external',
      department: 'OPS_CHAT',
      key: flagKey,
      conditionUuid,
    };
    const url = c.path.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? name);
    if (c.path.startsWith(`${SIGNER_BASE}/`)) return { url, headers: bearer(signer.jwt) };
    if (c.path.startsWith(`${AGENT_URL}/`)) return { url, headers: asAgent(agent) };
    if (c.path.includes('/operator/')) return { url, headers: bearer(operator) };
    return { url, headers: bearer(user.jwt) };
  }
  afterAll(async () => {
    await t.close();
  });

  /** The contract of a "METHOD /path" route key. */
  const contractOfRoute = (route: string) => contractOf(...(route.split(' ') as [string, string]));
  const routeKeys = (filter: (r: CataloguedRoute) => boolean) =>
    t.app.routeCatalogue.filter(filter).map((r) => key(r.method, r.url));
  /** The API's routes: those of the OpenAPI document (pages, assets, probes, the document itself aside). */
  const apiRoutes = () =>
    routeKeys((r) => r.method !== 'HEAD' && /^\/(service-|identity|ft\/)/.test(r.url)).filter(
      (r) => !OWN_SCOPE.includes(r),
    );
  const jsonBodyRoutes = () =>
    routeKeys((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.multipart && !r.url.includes('*'));
  const bodyOfRoute = (route: string) => contractOfRoute(route)?.body;

  it('names one route per contract, each served by the app', () => {
    const served = new Set(t.app.routeCatalogue.map((r) => key(r.method, r.url)));
    const named = CONTRACTS.map((c) => key(c.method, c.path));
    expect(new Set(named).size).toBe(named.length);
    expect(named.filter((n) => !served.has(n))).toEqual([]);
  });

  it('has a contract, with its answer, for every route of the API', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(120);
    const missing = routes.filter((r) => !contractOfRoute(r));
    expect(missing).toEqual([]);
  });

  it('has a body schema for every route that takes a JSON body, and none for a route that reads no JSON', () => {
    const served = new Set(t.app.routeCatalogue.map((r) => key(r.method, r.url)));
    expect([...NO_BODY, ...OWN_SCOPE].filter((r) => !served.has(r))).toEqual([]);
    const withoutSchema = jsonBodyRoutes().filter((r) => ![...NO_BODY, ...OWN_SCOPE].includes(r) && !bodyOfRoute(r));
    expect(withoutSchema).toEqual([]);
    // A route that reads no body, or a multipart upload, has none: Fastify would otherwise validate what it ignores.
    const uploads = routeKeys((r) => r.multipart === true);
    expect(uploads.length).toBeGreaterThan(5);
    expect([...NO_BODY, ...uploads].filter((r) => bodyOfRoute(r) !== null)).toEqual([]);
  });

  it('documents each contract body with the JSON schema generated from its yup schema', async () => {
    const doc = (await t.app.inject({ url: '/documentation/json' })).json();
    for (const c of CONTRACTS) {
      const path = c.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[c.method.toLowerCase()];
      const documented = operation?.requestBody?.content?.['application/json']?.schema;
      expect({ route: key(c.method, c.path), body: documented }).toEqual({
        route: key(c.method, c.path),
        body: c.body ? jsonSchemaOf(c.body) : undefined,
      });
    }
  });

  it('documents each answer with the JSON schema generated from its wire type', async () => {
    const doc = (await t.app.inject({ url: '/documentation/json' })).json();
    const ref = '#/components/schemas/';
    expect(doc.components.schemas).toEqual(expect.objectContaining(answerDefinitions(ref)));
    for (const c of CONTRACTS) {
      const operation = doc.paths[c.path.replace(/:(\w+)/g, '{$1}')]?.[c.method.toLowerCase()];
      const documented = operation?.responses?.[c.answer.status]?.content;
      const expected = isJsonAnswer(c.answer)
        ? { 'application/json': { schema: answerSchemaOf(c.answer.type, ref) } }
        : answerMedia(c.answer);
      expect({ route: key(c.method, c.path), answer: documented }).toEqual({
        route: key(c.method, c.path),
        answer: expected,
      });
    }
  });

  it('answers an invalid body 400 with the contract schema’s messages, before the stage check', async () => {
    // The application is at its first stage: every closing step would answer 409 if the handler ran first.
    const answers = [];
    const expected = [];
    for (const c of CONTRACTS) {
      if (!c.body) continue;
      const body = invalidBodyOf(c.body);
      const { url, headers } = requestOf(c);
      const res = await t.app.inject({ method: c.method, url, headers, payload: body });
      answers.push({ route: key(c.method, c.path), status: res.statusCode, errors: res.json().errors });
      const messages = messagesOf(c.body, body);
      expect(messages.length).toBeGreaterThan(0);
      expected.push({ route: key(c.method, c.path), status: 400, errors: messages });
    }
    expect(answers).toEqual(expected);
  });
});
