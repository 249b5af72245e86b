// Operators change their organisation's feature flags (docs/API.md "Optimize: operators"). Decisions read
// the table on every request, so a change applies to the next decision call without a restart.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { RouteDeps } from '../deps';
import { notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { requireOperator } from '../security/operator';
import { flagFor, flagsFor } from './repository';
import { changeFlag } from './service';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A change: `enabled`, and/or `variables` merged key by key into the stored ones (null removes a key). */
const changeSchema = yup
  .object({
    enabled: yup
      .mixed<boolean>()
      .test('boolean', 'Must be true or false', (v) => v === undefined || typeof v === 'boolean')
      .optional(),
    variables: yup
      .mixed<Record<string, unknown>>()
      .test('object', 'Must be an object', (v) => v === undefined || isPlainObject(v))
      .optional(),
  })
  .test('something', 'Send enabled or variables', (v) => v?.enabled !== undefined || v?.variables !== undefined);

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
      preValidation: authenticate,
      preHandler: operator,
      schema: describe(
        'Optimize',
        {
          summary: "Turns one of the organisation's flags on or off and changes its variables (operators only)",
          params: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] },
          body: {
            type: 'object',
            properties: {
              enabled: { type: 'boolean' },
              variables: { type: 'object', additionalProperties: true },
            },
          },
          response: { 200: flagJson },
        },
        { secure: true, errors: [400, 401, 403, 404] },
      ),
    },
    async (request) => {
      const { key } = request.params as { key: string };
      const orgCode = request.org.organizationCode;
      const stored = await flagFor(db, orgCode, key);
      if (!stored) throw notFound();
      const change = await validateBody(changeSchema, request.body);
      return changeFlag(db, orgCode, stored, change);
    },
  );
}
