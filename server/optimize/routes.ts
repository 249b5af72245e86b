// Feature decisions per organisation (docs/API.md "Optimize"). Public: the app asks before sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPTIMIZE, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { HttpError, notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { findOrganisation } from '../organisations';
import { decisionsFor, seedFeatureFlags } from './repository';
import { operatorFlagRoutes } from './operatorRoutes';

/** The spec's text when a decision call cannot get a tracker (shared-surfaces section 8). */
export { NO_SESSION } from '../../src/domain/validation/optimize';
const CONTEXTS = ['external', 'secure', 'customer', 'agent'];

const params = {
  type: 'object',
  properties: { context: { type: 'string', enum: CONTEXTS } },
  required: ['context'],
} as const;

/** An unknown context is a 404, before the body is validated. */
async function knownContext(request: FastifyRequest): Promise<void> {
  if (!CONTEXTS.includes((request.params as { context: string }).context)) throw notFound();
}

/** The organisation named as a user attribute, else the request's (x-org or host). */
function orgCodeFor(request: FastifyRequest, attributes: Record<string, unknown> | undefined): string {
  const named = attributes?.organization;
  if (typeof named === 'string' && named.trim() !== '') {
    const org = findOrganisation(named);
    if (!org) throw new HttpError(400, 'Unknown organisation');
    return org.organizationCode;
  }
  return request.org.organizationCode;
}

export async function optimizeRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  await seedFeatureFlags(db);
  await operatorFlagRoutes(app, deps);
  const base = '/service-optimize/:context/api';

  app.post(
    `${base}/v2/decision`,
    {
      preValidation: knownContext,
      schema: describe('Optimize', { params }, { errors: [400, 404], contract: OPTIMIZE.decision }),
    },
    async (request): Promise<AnswerOf<typeof OPTIMIZE.decision>> => {
      const { optimizeUser } = bodyOf(request, OPTIMIZE.decision);
      return { decisions: await decisionsFor(db, orgCodeFor(request, optimizeUser.attributes)) };
    },
  );

  app.post(
    `${base}/v1/feature`,
    {
      preValidation: knownContext,
      schema: describe('Optimize', { params }, { errors: [400, 404], contract: OPTIMIZE.feature }),
    },
    async (request): Promise<AnswerOf<typeof OPTIMIZE.feature>> => {
      const { featureKey } = bodyOf(request, OPTIMIZE.feature);
      const decisions = await decisionsFor(db, request.org.organizationCode);
      // An unknown feature is off, as a flag service answers for a key it does not know.
      return { enabled: decisions[featureKey]?.flagEnabled ?? false };
    },
  );

  app.post(
    `${base}/v1/features`,
    {
      preValidation: knownContext,
      schema: describe('Optimize', { params }, { errors: [400, 404], contract: OPTIMIZE.features }),
    },
    async (request): Promise<AnswerOf<typeof OPTIMIZE.features>> => {
      const { optimizeUser } = bodyOf(request, OPTIMIZE.features);
      const decisions = await decisionsFor(db, orgCodeFor(request, optimizeUser.attributes));
      return Object.entries(decisions).map(([key, d]) => ({ key, enabled: d.flagEnabled, variables: d.variables }));
    },
  );
}
