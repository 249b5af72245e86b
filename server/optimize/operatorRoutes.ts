// Operators change their organisation's feature flags (docs/API.md "Optimize: operators"). Decisions read
// the table on every request, so a change applies to the next decision call without a restart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPTIMIZE } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { requireOperator } from '../security/operator';
import { flagFor, flagsFor } from './repository';
import { changeFlag } from './service';

const flagJson = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    enabled: { type: 'boolean' },
    variables: { type: 'object', additionalProperties: true },
    updatedAt: { type: 'string' },
  },
  required: ['key', 'enabled', 'variables', 'updatedAt'],
} as const;

export async function operatorFlagRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  const base = '/service-optimize/operator/api/v1/flags';
  const operator = requireOperator(db);
  const storedFlag = async (request: FastifyRequest) => {
    const stored = await flagFor(db, request.org.organizationCode, (request.params as { key: string }).key);
    if (!stored) throw notFound();
    return stored;
  };
  const flags = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof storedFlag>>>();
  async function knownFlag(request: FastifyRequest): Promise<void> {
    flags.set(request, await storedFlag(request));
  }

  app.get(
    base,
    {
      preValidation: authenticate,
      preHandler: operator,
      schema: describe(
        'Optimize',
        {
          summary: "The organisation's feature flags (operators only)",
          response: {
            200: {
              type: 'object',
              properties: { organizationCode: { type: 'string' }, flags: { type: 'array', items: flagJson } },
              required: ['organizationCode', 'flags'],
            },
          },
        },
        { secure: true, errors: [401, 403] },
      ),
    },
    async (request) => ({
      organizationCode: request.org.organizationCode,
      flags: await flagsFor(db, request.org.organizationCode),
    }),
  );

  app.patch(
    `${base}/:key`,
    {
      // Signed in (401), an operator (403) and a known flag (404) before the body is validated.
      preValidation: [authenticate, operator, knownFlag],
      schema: describe(
        'Optimize',
        {
          summary: "Turns one of the organisation's flags on or off and changes its variables (operators only)",
          params: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
          response: { 200: flagJson },
        },
        { secure: true, errors: [400, 401, 403, 404], contract: OPTIMIZE.flagChange },
      ),
    },
    async (request) => {
      const stored = flags.get(request) ?? (await storedFlag(request));
      return changeFlag(db, request.org.organizationCode, stored, bodyOf(request, OPTIMIZE.flagChange));
    },
  );
}
