// Operators change their organisation's feature flags (docs/API.md "Optimize: operators"). Decisions read
// the table on every request, so a change applies to the next decision call without a restart.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { requireOperator } from '../security/operator';
import { flagFor, flagsFor, setFeatureFlag } from './model';

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';
const MAX_VARIABLES_JSON = 8192;
const MAX_ROUTES = 50;

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

/** The maintenance flag's variables, checked after the merge so a partial change is judged as a whole. */
function maintenanceErrors(variables: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const { routes, message, pageTitle, shouldShowDashboardLink } = variables;
  const routeOk = (r: unknown) => typeof r === 'string' && r.length <= 256 && (r === '*' || r.startsWith('/'));
  if (!Array.isArray(routes) || !routes.every(routeOk)) {
    errors.push('variables.routes: Must be a list of paths starting with / (or *)');
  } else if (routes.length > MAX_ROUTES) {
    errors.push(`variables.routes: Cannot hold more than ${MAX_ROUTES} routes`);
  }
  if (message !== undefined && (typeof message !== 'string' || message.length > 1000))
    errors.push('variables.message: Must be text of at most 1000 characters');
  if (pageTitle !== undefined && (typeof pageTitle !== 'string' || pageTitle.length > 120))
    errors.push('variables.pageTitle: Must be text of at most 120 characters');
  if (shouldShowDashboardLink !== undefined && typeof shouldShowDashboardLink !== 'boolean')
    errors.push('variables.shouldShowDashboardLink: Must be true or false');
  return errors;
}

export function mergeVariables(
  stored: Record<string, unknown>,
  change: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [name, value] of Object.entries(change)) {
    if (value === null) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

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
      const variables = change.variables ? mergeVariables(stored.variables, change.variables) : undefined;
      if (variables) {
        if (JSON.stringify(variables).length > MAX_VARIABLES_JSON)
          throw new HttpError(400, `variables: Cannot be more than ${MAX_VARIABLES_JSON} characters`);
        const errors = key === MAINTENANCE_FLAG ? maintenanceErrors(variables) : [];
        if (errors.length > 0) throw new HttpError(400, errors);
      }
      await setFeatureFlag(db, orgCode, key, { enabled: change.enabled, variables });
      return (await flagFor(db, orgCode, key)) as NonNullable<typeof stored>;
    },
  );
}
