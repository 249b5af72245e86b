// The OpenAPI document, generated from the Fastify route schemas (DESIGN section 12), and the route
// catalogue the ownership test walks. Both must be registered before any route.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import { CONTRACTS, type BodyOf, type RouteContract } from '../../src/domain/contracts';
import { jsonSchemaOf } from '../../src/domain/contracts/jsonSchema';
import type { ServerConfig } from '../config';
import { HttpError, validateBodySync } from '../http';

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
  });

  // The contract is for developers and tests; production does not publish it.
  if (config.env !== 'production') {
    app.get('/documentation/json', { schema: { hide: true } }, async () => app.swagger());
  }
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
 * Registers `routes` in a scope where a body whose route is on a contract (src/domain/contracts) is validated by
 * Fastify, with the contract's yup schema through the handlers' own checks (server/http validateBodySync: the same
 * messages, 400 and stripUnknown), and `request.body` becomes the validated value. Fastify validates after the
 * preValidation hooks, so authentication (401) and ownership (404) answer first, and before the handler's stage
 * check (409). The other JSON schemas (queries, params, bodies not yet on a contract) only document: those are
 * checked by the shared yup schemas in the handlers.
 */
export async function documentedScope(
  parent: FastifyInstance,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.decorateRequest('sentBody', undefined);
    scope.addHook('preValidation', (request, _reply, done) => {
      request.sentBody = request.body;
      done();
    });
    scope.setValidatorCompiler(({ httpPart, method, url }) => {
      const contract = httpPart === 'body' && method && url ? contractOf(method, url) : undefined;
      if (!contract) return (value) => ({ value });
      return (value) => {
        try {
          return { value: validateBodySync(contract.body, value) };
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
export function contractBody(route: RouteContract): Record<string, unknown> {
  return jsonSchemaOf(route.body);
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
 * Schema helper: the route's tag, security and the error responses it can give. With `contract`, the body (and
 * the 200 answer, where the contract defines it) come from the route's contract.
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
    ...(route ? { body: contractBody(route) } : {}),
    response: {
      ...errors,
      ...(route?.answer ? { [route.answer.status]: route.answer.schema } : {}),
      ...(schema.response as Record<string, unknown> | undefined),
    },
  } as FastifySchema;
}
