// msw request handlers for the component tests' fake lender servers, built from routes written "METHOD /path"
// (the path the app's API layer calls, src/api/*.ts) and answered with a canned reply or a function of the request.
// A route that is not one of the lender server's (contract.ts) cannot be built: the test fails at once, naming it.
// Free of DOM imports: test/server/mswHandlers.contract.test.ts (node) builds handlers with it too.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { ValidationError } from 'yup';
import { CONTRACTS, isJsonAnswer, type RouteContract } from '../../../src/domain/contracts';
import { answerBreaches } from '../../../server/openapi/answers';
import { PUSH_TRANSPORT_PATH, routeFor, splitRoute } from './contract';

export interface FakeReply {
  status?: number;
  data?: unknown;
  /** Response headers, e.g. a refreshed token in `authorization` or the server's `date`. */
  headers?: Record<string, string>;
}

/** What a route function is given: the request, in the names axios's request config used for it. */
export interface FakeRequest {
  method: string;
  /** The path the app called (no origin, no query). */
  url: string;
  /** The body as sent: JSON as its text, a multipart body as FormData, no body as undefined. */
  data: unknown;
  /** The request's headers under their usual spelling (`Idempotency-Key`, `Accept`), and in lower case. */
  headers: Record<string, string>;
  /** The query's parameters, or undefined without a query. */
  params: Record<string, string> | undefined;
}

export type Route = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);
export type Routes = Record<string, Route>;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** `idempotency-key` as `Idempotency-Key`. */
const spelled = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[spelled(name)] = value;
    // Readable in lower case too, without showing twice when the headers are copied or compared.
    if (spelled(name) !== name) Object.defineProperty(headers, name, { value, enumerable: false });
  });
  return headers;
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}

export async function fakeRequestOf(request: Request): Promise<FakeRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    url: url.pathname,
    data: await bodyOf(request),
    headers: headersOf(request),
    params: url.search ? Object.fromEntries(url.searchParams) : undefined,
  };
}

/**
 * The reply as the lender server sends it, with its status and headers: JSON, or, to a request that accepts only
 * a document (a PDF's bytes, a page of HTML), a string reply as that document.
 */
export function responseOf(reply: FakeReply, request?: Request): Response {
  const status = reply.status ?? 200;
  const accept = request?.headers.get('accept') ?? '';
  const asDocument = typeof reply.data === 'string' && accept !== '' && !accept.includes('json');
  const type = asDocument ? accept.split(',')[0].trim() : 'application/json';
  const body = NULL_BODY_STATUSES.has(status)
    ? null
    : asDocument
      ? (reply.data as string)
      : JSON.stringify(reply.data ?? null);
  return new HttpResponse(body, { status, headers: { 'Content-Type': type, ...reply.headers } });
}

/**
 * The route's method and path, refused unless the lender server has that route (contract.ts): a fake server must
 * not answer what the real one would not.
 */
export function contractedRoute(key: string): { method: keyof typeof METHODS; path: string; route: string } {
  const { method, path } = splitRoute(key);
  const route = routeFor(method, path);
  if (!route) {
    throw new Error(
      `"${key}" is not a route of the lender server's contract (test/components/support/contract.ts lists them)`,
    );
  }
  return { method: method as keyof typeof METHODS, path, route };
}

/** The wire's contract of each route (src/domain/contracts), by "METHOD /path". */
const contractsByRoute = new Map<string, RouteContract>(CONTRACTS.map((c) => [`${c.method} ${c.path}`, c]));

/**
 * Bodies the app sent that the lender server's contract refuses, and fake answers the real server could not give,
 * since the last check (mswServer fails the test).
 */
export const contractBreaches: string[] = [];

/**
 * The messages the server would answer 400 with for this body (its contract's shared yup schema, as the server's
 * validation runs it), or none. A body the app's forms let through must pass: the forms check the same schemas.
 */
export function bodyProblems(route: string, data: unknown): string[] {
  const contract = contractsByRoute.get(route);
  if (!contract?.body || typeof data !== 'string') return [];
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return ['The body is not JSON'];
  }
  try {
    contract.body.validateSync(body ?? {}, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

/**
 * What is wrong with a fake's answer against the route's contract (server/openapi/answers.ts, the check the server's
 * own answers pass in its tests): a fake server must answer what the real one would.
 */
export function answerProblems(route: string, reply: FakeReply): string[] {
  const contract = contractsByRoute.get(route);
  const status = reply.status ?? 200;
  if (!contract || status >= 300 || !isJsonAnswer(contract.answer)) return [];
  return answerBreaches(contract, status, 'application/json', JSON.stringify(reply.data ?? null));
}

/**
 * One msw handler per route: its method and path (a `:name` segment, as in the server's routes, is any value). A
 * body the route's contract refuses is answered 400 as the server would, and recorded as a breach; so is a 2xx
 * answer the route's contract does not describe (the server's own answers pass the same check in its tests).
 */
export function buildHandlers(routes: Routes): HttpHandler[] {
  return Object.entries(routes).map(([key, route]) => {
    const { method, path, route: contracted } = contractedRoute(key);
    return METHODS[method](path, async ({ request }) => {
      const fake = await fakeRequestOf(request.clone());
      const problems = bodyProblems(contracted, fake.data);
      if (problems.length > 0) {
        contractBreaches.push(`${key}: ${problems.join('; ')}`);
        return responseOf({ status: 400, data: { errors: problems, message: problems.join('; ') } }, request);
      }
      const reply = typeof route === 'function' ? await route(fake) : route;
      const answered = answerProblems(contracted, reply);
      if (answered.length > 0) contractBreaches.push(`${key} answered off its contract: ${answered.join('; ')}`);
      return responseOf(reply, request);
    });
  });
}

/**
 * Routes the app calls in passing (the shell's wallet, licences and phone hours, the feature decisions, the
 * identity checks) that a test's fake server leaves unanswered: they answer the lender's 404 (what the retired
 * fake axios adapter answered for any route). A test's own routes come first.
 */
export const UNANSWERED_ROUTES: readonly string[] = [
  'POST /ft/:context/event',
  'POST /service-optimize/:context/api/v2/decision',
  'POST /service-optimize/:context/api/v1/feature',
  'POST /service-optimize/:context/api/v1/features',
  'GET /identity/secure/api/v1_1/identity',
  'GET /identity-broker/:role/secure/api/v3/self/figureinfo',
  'POST /identity-broker/:role/secure/api/v3/logout',
  'GET /service-application/api/v3/application/heloc/optermizerly-profile',
  'GET /service-application/external/api/v1/heloc/state-licenses',
  'GET /service-operating-hours/external/api/v1/hours/:department',
  'GET /service-wallet/secure/api/v4/account',
  // The HTML version beside a PDF in the viewer: without it the viewer shows the PDF only.
  'GET /service-application/api/v1/application/heloc/:uuid/disclosures/:type/html',
  'GET /service-application/api/v1/application/heloc/signer/documents/:type/html',
];

/** What the telemetry event route answers (the event as recorded). */
export const RECORDED_EVENT: FakeReply = { status: 201, data: { uuid: '0e7b5a52-3c1d-4d6e-9f7a-1b2c3d4e5f60' } };

export const NOT_FOUND: FakeReply = { status: 404, data: { errors: ['Not found'] } };

/**
 * What answers when none of a test's routes does: the unanswered routes' 404, and the stage push's socket.io
 * transport refused as a page with no socket server finds it (the app falls back to polling, sagas/stagePush.ts).
 */
export function baseHandlers(): HttpHandler[] {
  return [
    ...buildHandlers(Object.fromEntries(UNANSWERED_ROUTES.map((route) => [route, NOT_FOUND]))),
    http.get(`${PUSH_TRANSPORT_PATH}/`, () => HttpResponse.error()),
  ];
}
