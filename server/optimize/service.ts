// Operator rules for a flag change: variables are merged key by key into the stored ones, the result must fit,
// and the maintenance flag's variables must make sense as a whole.
import type { OptimizeFlag } from '../../src/domain/contracts/wire/optimize';
import type { Db } from '../db';
import { HttpError } from '../http';
import { flagFor, setFeatureFlag } from './repository';

export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';
const MAX_VARIABLES_JSON = 8192;
const MAX_ROUTES = 50;

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

/**
 * Applies a validated change to the organisation's flag `stored` (which exists) and answers the flag as stored
 * now; 400 when the merged variables are too long or, for the maintenance flag, invalid.
 */
export async function changeFlag(
  db: Db,
  orgCode: string,
  stored: OptimizeFlag,
  change: { enabled?: boolean; variables?: Record<string, unknown> },
): Promise<OptimizeFlag> {
  const key = stored.key;
  const variables = change.variables ? mergeVariables(stored.variables, change.variables) : undefined;
  if (variables) {
    if (JSON.stringify(variables).length > MAX_VARIABLES_JSON)
      throw new HttpError(400, `variables: Cannot be more than ${MAX_VARIABLES_JSON} characters`);
    const errors = key === MAINTENANCE_FLAG ? maintenanceErrors(variables) : [];
    if (errors.length > 0) throw new HttpError(400, errors);
  }
  await setFeatureFlag(db, orgCode, key, { enabled: change.enabled, variables });
  return (await flagFor(db, orgCode, key)) as OptimizeFlag;
}
