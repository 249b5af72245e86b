// The OpenAPI document, generated from the Fastify route schemas (DESIGN section 12), and the route
// catalogue the ownership test walks. Both must be registered before any route.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { CONTRACTS, isJsonAnswer, type BodyOf, type OtherAnswer, type RouteContract } from '../../src/domain/contracts';
import { jsonSchemaOf } from '../../src/domain/contracts/jsonSchema';
import type { ServerConfig } from '../config';
import { HttpError, validateBodySync } from '../http';
import { answerBreaches, answerDefinitions, answerSchemaOf } from './answers';

export interface CataloguedRoute {
  method: string;
  url: string;
  /** The route takes a multipart upload, not a JSON body. */
  multipart?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD included), in registration order. */
    routeCatalogue: CataloguedRoute[];
  }
  interface FastifyRequest {
    /** The body as it was sent, before the contract's validation stripped and cast it (Idempotency-Key hashes it). */
    sentBody?: unknown;
  }
}

export async function registerOpenApi(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const catalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route: RouteOptions) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const multipart = consumes.includes('multipart/form-data');
    for (const method of [route.method].flat())
      catalogue.push({ method, url: route.url, ...(multipart ? { multipart } : {}) });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'HELOC lender platform',
        version: '1.0.0',
        description: 'Generated from the route schemas; docs/API.md describes who may call each endpoint.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transformObject: (document) =>
      'openapiObject' in document
        ? withContractAnswers(document.openapiObject as OpenApiDocument)
        : document.swaggerObject,
  });

  // The contract is for developers and tests; production does not publish it.
  if (config.env !== 'production') {
    app.get('/documentation/json', { schema: { hide: true } }, async () => app.swagger());
  }
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

/** The document's answers from the contracts: each route's answer type, the types as components. */
function withContractAnswers(doc: OpenApiDocument): OpenApiDocument {
  const ref = '#/components/schemas/';
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ...answerDefinitions(ref) } };
  for (const route of CONTRACTS) {
    const operation = doc.paths?.[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (!operation) continue;
    const { answer } = route;
    const content = isJsonAnswer(answer)
      ? { 'application/json': { schema: answerSchemaOf(answer.type, ref) } }
      : answerMedia(answer);
    operation.responses = {
      ...operation.responses,
      [answer.status]: {
        description: answer.status === 204 ? 'No content' : 'Default Response',
        ...(content ? { content } : {}),
      },
    };
  }
  return doc;
}

/** The OpenAPI content of an answer that is not JSON: a stored file is whatever type it was kept with. */
export function answerMedia(answer: OtherAnswer): Record<string, unknown> | undefined {
  if (!answer.media) return undefined;
  if (answer.media === 'file') return { '*/*': { schema: { type: 'string', format: 'binary' } } };
  return { [answer.media]: {} };
}

/** The error body every route answers with (server/http/index.ts errorBody). */
export const errorSchema = {
  type: 'object',
  properties: { errors: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
  required: ['errors', 'message'],
} as const;

const contracts = new Map(CONTRACTS.map((c) => [`${c.method} ${c.path}`, c]));

/** The contract of a route, by its method and path (src/domain/contracts). */
export function contractOf(method: string, url: string): RouteContract | undefined {
  return contracts.get(`${method} ${url}`);
}

/**
 * Answers a route sent off its contract, while answers are checked (`documentedScope`'s `checkAnswers`, on in the
 * server's tests): test/setup/server.ts fails the test that made the request.
 */
export const offContractAnswers: string[] = [];

/**
 * Registers `routes` in a scope where a body whose route is on a contract (src/domain/contracts) is validated by
 * Fastify, with the contract's yup schema through the handlers' own checks (server/http validateBodySync: the same
 * messages, 400 and stripUnknown), and `request.body` becomes the validated value. Fastify validates after the
 * preValidation hooks, so authentication (401) and ownership (404) answer first, and before the handler's stage
 * check (409). The other JSON schemas (queries, params) only document: those are checked by the shared yup schemas
 * in the handlers.
 *
 * A route's answer is its contract's: a route may not keep a schema of its own for it (Fastify would serialize with
 * that copy), and with `checkAnswers` every 2xx answer is validated against the contract's generated JSON schema.
 */
export async function documentedScope(
  parent: FastifyInstance,
  options: { checkAnswers: boolean },
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.decorateRequest('sentBody', undefined);
    scope.addHook('onRoute', (route) => {
      const answer = [route.method].flat().map((m) => contractOf(m, route.url)?.answer)[0];
      const own = (route.schema?.response ?? {}) as Record<string, unknown>;
      if (answer && isJsonAnswer(answer) && Object.keys(own).some((status) => /^2/.test(status))) {
        throw new Error(`${route.url}: its answer's schema is the contract's (${answer.type}), not a copy of its own`);
      }
    });
    scope.addHook('preValidation', (request, _reply, done) => {
      request.sentBody = request.body;
      done();
    });
    if (options.checkAnswers) {
      scope.addHook('onSend', (request, reply, payload, done) => {
        const contract = contractOf(request.method, request.routeOptions.url ?? '');
        const type = String(reply.getHeader('content-type') ?? '');
        const encoding = String(reply.getHeader('content-encoding') ?? '');
        const breaches = contract ? answerBreaches(contract, reply.statusCode, type, payload, encoding) : [];
        if (!contract && reply.statusCode < 300 && request.method !== 'HEAD') breaches.push('no contract');
        if (breaches.length) {
          offContractAnswers.push(`${request.method} ${request.routeOptions.url}: ${breaches.join('; ')}`);
        }
        done(null, payload);
      });
    }
    scope.setValidatorCompiler(({ httpPart, method, url }) => {
      const contract = httpPart === 'body' && method && url ? contractOf(method, url) : undefined;
      if (!contract?.body) return (value) => ({ value });
      const body = contract.body;
      return (value) => {
        try {
          return { value: validateBodySync(body, value) };
        } catch (error) {
          // The 400 for a malformed body; anything else is a fault (Fastify answers a thrown validator error 500).
          if (error instanceof HttpError) return { error };
          throw error;
        }
      };
    });
    await routes(scope);
  });
}

/** The route's OpenAPI body: the JSON schema generated from its contract's yup schema. */
export function contractBody(route: RouteContract): Record<string, unknown> | undefined {
  return route.body ? jsonSchemaOf(route.body) : undefined;
}

/**
 * The body a handler reads: validated by Fastify with `route`'s schema. Reading another route's contract is a
 * programming error (500); a route that names its contract here but not in its schema (`describe(…, { contract })`)
 * would read an unchecked body, which the contract test (test/server/contract.test.ts) finds: an invalid body
 * must answer 400 with the contract's messages.
 */
export function bodyOf<C extends RouteContract>(request: FastifyRequest, route: C): BodyOf<C> {
  if (contractOf(request.method, request.routeOptions.url ?? '') !== route) {
    throw new Error(`${request.method} ${request.routeOptions.url} is not on the contract it reads`);
  }
  return request.body as BodyOf<C>;
}

/**
 * Schema helper: the route's tag, security and the error responses it can give. With `contract`, the body comes
 * from the route's contract (its answer too, in the OpenAPI document: withContractAnswers).
 */
export function describe(
  tag: string,
  schema: FastifySchema & { summary?: string; description?: string },
  options: { secure?: boolean; errors?: number[]; contract?: RouteContract } = {},
): FastifySchema {
  const errors = Object.fromEntries((options.errors ?? [400]).map((code) => [code, errorSchema]));
  const route = options.contract;
  return {
    tags: [tag],
    ...(options.secure ? { security: [{ bearer: [] }] } : {}),
    ...schema,
    ...(route?.body ? { body: contractBody(route) } : {}),
    response: { ...errors, ...(schema.response as Record<string, unknown> | undefined) },
  } as FastifySchema;
}
