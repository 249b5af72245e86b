// Feature decisions per organisation (docs/API.md "Optimize"). Public: the app asks before sign-in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { findOrganisation } from '../organisations';
import { decisionsFor, seedFeatureFlags } from './repository';
import { operatorFlagRoutes } from './operatorRoutes';

/** The spec's text when a decision call cannot get a tracker (shared-surfaces section 8). */
export const NO_SESSION = 'Could not establish session.';
const CONTEXTS = ['external', 'secure', 'customer', 'agent'];

const optimizeUserSchema = yup
  .object({
    trackerId: yup.string().trim().required(NO_SESSION).max(128, NO_SESSION),
    // Free-form user attributes: a mixed value, so stripUnknown keeps every key.
    attributes: yup
      .mixed<Record<string, unknown>>()
      .test('object', 'Must be an object', (v) => v == null || (typeof v === 'object' && !Array.isArray(v)))
      .optional(),
  })
  .default(undefined)
  .required(NO_SESSION);

const decisionSchema = yup.object({ optimizeUser: optimizeUserSchema });
const featureSchema = yup.object({
  featureKey: yup.string().trim().required('Required').max(128, 'Cannot be more than 128 characters'),
});

const optimizeUserJson = {
  type: 'object',
  properties: {
    trackerId: { type: 'string' },
    attributes: { type: 'object', additionalProperties: true, properties: { organization: { type: 'string' } } },
  },
  required: ['trackerId'],
} as const;
const decisionJson = {
  type: 'object',
  properties: { flagEnabled: { type: 'boolean' }, variables: { type: 'object', additionalProperties: true } },
  required: ['flagEnabled', 'variables'],
} as const;
const params = {
  type: 'object',
  properties: { context: { type: 'string', enum: CONTEXTS } },
  required: ['context'],
} as const;

function checkContext(request: FastifyRequest): void {
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
      schema: describe(
        'Optimize',
        {
          params,
          body: { type: 'object', properties: { optimizeUser: optimizeUserJson }, required: ['optimizeUser'] },
          response: {
            200: {
              type: 'object',
              properties: { decisions: { type: 'object', additionalProperties: decisionJson } },
              required: ['decisions'],
            },
          },
        },
        { errors: [400, 404] },
      ),
    },
    async (request) => {
      checkContext(request);
      const { optimizeUser } = await validateBody(decisionSchema, request.body);
      return { decisions: await decisionsFor(db, orgCodeFor(request, optimizeUser.attributes)) };
    },
  );

  app.post(
    `${base}/v1/feature`,
    {
      schema: describe(
        'Optimize',
        {
          params,
          body: { type: 'object', properties: { featureKey: { type: 'string' } }, required: ['featureKey'] },
          response: { 200: { type: 'object', properties: { enabled: { type: 'boolean' } }, required: ['enabled'] } },
        },
        { errors: [400, 404] },
      ),
    },
    async (request) => {
      checkContext(request);
      const { featureKey } = await validateBody(featureSchema, request.body);
      const decisions = await decisionsFor(db, request.org.organizationCode);
      // An unknown feature is off, as a flag service answers for a key it does not know.
      return { enabled: decisions[featureKey]?.flagEnabled ?? false };
    },
  );

  app.post(
    `${base}/v1/features`,
    {
      schema: describe(
        'Optimize',
        {
          params,
          body: { type: 'object', properties: { optimizeUser: optimizeUserJson }, required: ['optimizeUser'] },
          response: {
            200: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  key: { type: 'string' },
                  enabled: { type: 'boolean' },
                  variables: { type: 'object', additionalProperties: true },
                },
                required: ['key', 'enabled', 'variables'],
              },
            },
          },
        },
        { errors: [400, 404] },
      ),
    },
    async (request) => {
      checkContext(request);
      const { optimizeUser } = await validateBody(decisionSchema, request.body);
      const decisions = await decisionsFor(db, orgCodeFor(request, optimizeUser.attributes));
      return Object.entries(decisions).map(([key, d]) => ({ key, enabled: d.flagEnabled, variables: d.variables }));
    },
  );
}
