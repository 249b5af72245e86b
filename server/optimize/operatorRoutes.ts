// Operators change their organisation's feature flags (docs/API.md "Optimize: operators"). Decisions read
// the table on every request, so a change applies to the next decision call without a restart.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPTIMIZE, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { requireOperator } from '../security/operator';
import { flagFor, flagsFor } from './repository';
import { changeFlag } from './service';

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
        },
        { secure: true, errors: [401, 403], contract: OPTIMIZE.flags },
      ),
    },
    async (request): Promise<AnswerOf<typeof OPTIMIZE.flags>> => ({
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
        },
        { secure: true, errors: [400, 401, 403, 404], contract: OPTIMIZE.flagChange },
      ),
    },
    async (request): Promise<AnswerOf<typeof OPTIMIZE.flagChange>> => {
      const stored = flags.get(request) ?? (await storedFlag(request));
      return changeFlag(db, request.org.organizationCode, stored, bodyOf(request, OPTIMIZE.flagChange));
    },
  );
}
