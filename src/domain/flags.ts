// Feature flags: the keys the client reads and the pure rules built on them (shared-surfaces sections 4, 7
// and 9; core-journey sections 2 and 7). The decisions themselves come from /service-optimize.

/** A flag decision as the decision call answers it. */
export interface FlagDecisionLike {
  flagEnabled: boolean;
  variables: Record<string, unknown>;
}

export const FLAG_KEYS = {
  maintenance: 'fe-heloc-maintenance',
  exitSurvey: 'fe-heloc-exit-survey',
  identityBroker: 'fe-identity-broker',
  portfolioManagerAuth: 'fe-portfolio-manager-auth',
  /** The co-owners' own conditions (heloc-signer/conditions); on by default on the server. */
  additionalSignerConditions: 'fe-heloc-additional-signer-conditions',
} as const;

/** The flag deciding an application's base URL: fe-relative-url-{applicationName}. */
export function relativeUrlFlag(applicationName: string): string {
  return `fe-relative-url-${applicationName}`;
}

/** This app's name, as the identity broker and the base-URL flag know it. */
export const APPLICATION_NAME = 'heloc';
/** The co-owners' area (/heloc-signer): its sign-in and sign-out answer its own login. */
export const SIGNER_APPLICATION_NAME = 'heloc-signer';

// ---- Pilot parameters --------------------------------------------------------------------------------------

/** Query parameters that may travel to the decision call as user attributes (shared-surfaces section 9). */
export const PILOT_ALLOWLIST = ['DDP_Pilot'] as const;

/** The allowlisted query parameters of `search`, as decision attributes; everything else stays out. */
export function pilotAttributes(search: string): Record<string, string> {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const attributes: Record<string, string> = {};
  for (const name of PILOT_ALLOWLIST) {
    const value = query.get(name);
    if (value !== null && value.trim() !== '') attributes[name] = value.trim().slice(0, 128);
  }
  return attributes;
}

// ---- Roles and the identity service ------------------------------------------------------------------------

export type UserRole = 'customer' | 'agent';

/** Agents (loan officers) are the identity broker's `agent` role; borrowers and signers are customers. */
export function userRole(identity: { type: string } | null | undefined): UserRole {
  return identity?.type === 'AGENT' ? 'agent' : 'customer';
}

/**
 * The flag decided by default for each role (shared-surfaces section 9): the portfolio-manager auth flag for
 * agents, the identity-broker flag for customers. With mode `optimizely` it chooses the identity service.
 */
export const DEFAULT_DECISION_FLAGS: Record<UserRole, string> = {
  agent: FLAG_KEYS.portfolioManagerAuth,
  customer: FLAG_KEYS.identityBroker,
};

export type IdentityMode = 'optimizely' | 'broker' | 'legacy';
export const IDENTITY_MODES: readonly IdentityMode[] = ['optimizely', 'broker', 'legacy'];
export const DEFAULT_IDENTITY_MODE: IdentityMode = 'optimizely';
/** Outside production, `?identity-mode=broker|legacy|optimizely` forces the mode (as `mode` does for chat). */
export const IDENTITY_MODE_PARAM = 'identity-mode';

export function identityModeFrom(search: string, production: boolean): IdentityMode {
  if (production) return DEFAULT_IDENTITY_MODE;
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(IDENTITY_MODE_PARAM);
  return (IDENTITY_MODES as readonly string[]).includes(value ?? '') ? (value as IdentityMode) : DEFAULT_IDENTITY_MODE;
}

export type IdentityService = 'broker' | 'legacy';

/** `broker` and `legacy` force the service; `optimizely` follows the role's default flag. */
export function identityService(
  mode: IdentityMode,
  role: UserRole,
  decisions: Record<string, FlagDecisionLike>,
): IdentityService {
  if (mode === 'broker' || mode === 'legacy') return mode;
  return decisions[DEFAULT_DECISION_FLAGS[role]]?.flagEnabled === true ? 'broker' : 'legacy';
}

export const USER_NOT_FOUND = 'User not found';

// ---- Base URL ----------------------------------------------------------------------------------------------

/**
 * Where links to an application point. When fe-relative-url-{name} is on they stay relative to this site
 * (''), otherwise they go to the fallback (the main company site). A failed lookup uses the fallback too.
 */
export function resolveBaseUrl(relativeFlagEnabled: boolean | null, fallbackUrl: string): string {
  return relativeFlagEnabled === true ? '' : fallbackUrl.replace(/\/+$/, '');
}

// ---- Maintenance -------------------------------------------------------------------------------------------

export const MAINTENANCE_TITLE = 'Scheduled Maintenance';
export const MAINTENANCE_MESSAGE =
  'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

export interface MaintenanceNotice {
  title: string;
  message: string;
  showDashboardLink: boolean;
}

const APP_BASENAME = '/account/heloc';

function segmentsOf(path: string): string[] {
  let p = path.trim();
  const q = p.search(/[?#]/);
  if (q >= 0) p = p.slice(0, q);
  if (p === APP_BASENAME || p.startsWith(`${APP_BASENAME}/`)) p = p.slice(APP_BASENAME.length);
  return p.split('/').filter((s) => s !== '');
}

/**
 * Does `pathname` (relative to /account/heloc) match a maintenance route? Routes are paths relative to the
 * app (written with or without /account/heloc): `:name` matches any one segment (`/:uuid/liens`), a final
 * `*` matches the rest including nothing (`/:uuid/*`), `*` alone matches every path. Case-insensitive;
 * trailing slashes and query strings are ignored.
 */
export function matchesRoute(route: string, pathname: string): boolean {
  const pattern = segmentsOf(route);
  const path = segmentsOf(pathname);
  for (let i = 0; i < pattern.length; i += 1) {
    const part = pattern[i];
    if (part === '*' && i === pattern.length - 1) return true;
    if (i >= path.length) return false;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== path[i].toLowerCase()) return false;
  }
  return pattern.length === path.length;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The maintenance page for this path, or null: the flag must be on and one of its `routes` must match.
 * Its `message`, `pageTitle` and `shouldShowDashboardLink` variables replace the defaults when set.
 */
export function maintenanceFor(
  pathname: string,
  decision: FlagDecisionLike | null | undefined,
): MaintenanceNotice | null {
  if (!decision?.flagEnabled) return null;
  const { routes, message, pageTitle, shouldShowDashboardLink } = decision.variables ?? {};
  const list = Array.isArray(routes) ? routes.filter((r): r is string => typeof r === 'string') : [];
  if (!list.some((route) => matchesRoute(route, pathname))) return null;
  return {
    title: nonEmptyString(pageTitle) ?? MAINTENANCE_TITLE,
    message: nonEmptyString(message) ?? MAINTENANCE_MESSAGE,
    showDashboardLink: shouldShowDashboardLink === true,
  };
}

// ---- Exit survey -------------------------------------------------------------------------------------------

/** Routes where logging out first shows the exit survey (shared-surfaces section 2). */
export const EXIT_SURVEY_ROUTES = ['/:uuid/liens', '/:uuid/product/select', '/:uuid/identity', '/:uuid/signing/sign'];
/** After the survey closes, the pending logout runs this much later (shared-surfaces section 9). */
export const EXIT_SURVEY_LOGOUT_DELAY_MS = 750;

const UUID_SEGMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isExitSurveyRoute(pathname: string): boolean {
  const first = segmentsOf(pathname)[0];
  return first !== undefined && UUID_SEGMENT.test(first) && EXIT_SURVEY_ROUTES.some((r) => matchesRoute(r, pathname));
}

/** The reasons the exit survey offers (the spec leaves its content open). */
export const EXIT_SURVEY_REASONS = [
  'I am still deciding',
  'The rate or amount is not what I expected',
  'I need information I do not have right now',
  'Something was confusing or did not work',
  'Other',
] as const;
export type ExitSurveyReason = (typeof EXIT_SURVEY_REASONS)[number];
