// The OpenAPI document, generated from the Fastify route schemas (DESIGN section 12), and the route
// catalogue the ownership test walks. Both must be registered before any route.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { ServerConfig } from '../config';

export interface CataloguedRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app (HEAD included), in registration order. */
    routeCatalogue: CataloguedRoute[];
  }
}

export async function registerOpenApi(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const catalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) catalogue.push({ method, url: route.url });
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

/**
 * Registers `routes` in a scope whose JSON schemas document the contract (OpenAPI) but do not validate:
 * bodies, queries and params are checked by the shared yup schemas in the handlers, so the server answers
 * with the same messages the app's forms show, and ownership hooks answer 404 before any validation.
 */
export async function documentedScope(
  parent: FastifyInstance,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await parent.register(async (scope) => {
    scope.setValidatorCompiler(() => (value) => ({ value }));
    await routes(scope);
  });
}

/** Schema helper: the route's tag, security and the error responses it can give. */
export function describe(
  tag: string,
  schema: FastifySchema & { summary?: string; description?: string },
  options: { secure?: boolean; errors?: number[] } = {},
): FastifySchema {
  const errors = Object.fromEntries((options.errors ?? [400]).map((code) => [code, errorSchema]));
  return {
    tags: [tag],
    ...(options.secure ? { security: [{ bearer: [] }] } : {}),
    ...schema,
    response: { ...errors, ...(schema.response as Record<string, unknown> | undefined) },
  } as FastifySchema;
}
