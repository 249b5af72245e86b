// Every route guard, in one place and in the spec's order (core-journey sections 2 and 6).
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Redirect, useLocation } from 'react-router-dom';
import {
  APP_BASENAME,
  carriedQuery,
  isPublicPath,
  leaveAppDestination,
  notAcceptingApplications,
  rewriteLegacyPath,
  signInRedirect,
  withCarriedQuery,
} from '../domain/guards';
import { maintenanceFor, type MaintenanceNotice } from '../domain/flags';
import { useAppSelector } from '../../store/hooks';
import { selectFlagsPending, selectMaintenanceDecision } from '../../store/flags';
import { selectOrg } from '../../store/org';
import { selectIsAuthenticated } from '../../store/session';
import { getLocal, leaveTo, STORAGE_KEYS } from '../api/browser';
import { Maintenance, NotAccepting, Spinner } from '../ui';
import { FirstPaintMain } from './firstPaint';
import { usePageTitle } from './usePageTitle';

export const PLAID_OAUTH_PATH = '/plaid-oauth-success';

export type GuardDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'leave'; to: string }
  | { kind: 'notAccepting' }
  | { kind: 'maintenance'; notice: MaintenanceNotice }
  | { kind: 'pending' }
  | { kind: 'render' };

export interface GuardInput {
  pathname: string;
  search: string;
  authenticated: boolean;
  referrerRequired: boolean;
  wholesale: boolean;
  registrationEnabled: boolean;
  storedHelocUuid: string | null;
  /** The maintenance page for this path (fe-heloc-maintenance on and a route matching), or null. */
  maintenance?: MaintenanceNotice | null;
  /** The first feature decision is still out: whether the path is under maintenance is not known yet. */
  flagsPending?: boolean;
}

/**
 * Pure: what to do with this visit. Order matters: rewrites, maintenance, not-accepting, leaving, auth.
 * Paths that leave the app are not held for maintenance: the pages they go to are not this app's.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search } = input;
  const legacy = rewriteLegacyPath(pathname, search);
  if (legacy) return { kind: 'redirect', to: legacy };
  const leavesApp = leaveAppDestination(pathname) !== null && !notAcceptingApplications(input);
  if (!leavesApp) {
    // Nothing of a screen shows (or starts its calls) before we know the path is not under maintenance.
    if (input.flagsPending) return { kind: 'pending' };
    if (input.maintenance) return { kind: 'maintenance', notice: input.maintenance };
  }
  if (notAcceptingApplications(input)) return { kind: 'notAccepting' };
  const leave = leaveAppDestination(pathname);
  if (leave) return { kind: 'leave', to: leave };
  if (isPublicPath(pathname)) return { kind: 'render' };
  if (!input.authenticated) {
    const to = signInRedirect({ pathname, search, registrationEnabled: input.registrationEnabled });
    // Register lives inside this app: stay in it (and keep pop-webchat) rather than reload.
    if (to.startsWith(`${APP_BASENAME}/`))
      return { kind: 'redirect', to: withCarriedQuery(to.slice(APP_BASENAME.length), search) };
    return { kind: 'leave', to };
  }
  if (pathname === PLAID_OAUTH_PATH || pathname === `${PLAID_OAUTH_PATH}/`) {
    // The bank link's return (application, purpose, public_token) is completed by its own screen.
    const query = new URLSearchParams(search);
    if (query.has('public_token') || query.has('application')) return { kind: 'render' };
    return input.storedHelocUuid
      ? { kind: 'redirect', to: `/${input.storedHelocUuid}/bank/disburse${carriedQuery(search)}` }
      : { kind: 'leave', to: '/dashboard' };
  }
  return { kind: 'render' };
}

function Leave({ to }: { to: string }) {
  // StrictMode runs effects twice in development; one navigation is enough.
  const left = useRef<string | null>(null);
  useEffect(() => {
    if (left.current === to) return;
    left.current = to;
    leaveTo(to);
  }, [to]);
  return null;
}

function MaintenancePage({ notice }: { notice: MaintenanceNotice }) {
  usePageTitle(notice.title);
  return <Maintenance title={notice.title} message={notice.message} showDashboardLink={notice.showDashboardLink} />;
}

export function Guards({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const org = useAppSelector(selectOrg);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const maintenanceDecision = useAppSelector(selectMaintenanceDecision);
  const maintenance = useMemo(() => maintenanceFor(pathname, maintenanceDecision), [pathname, maintenanceDecision]);
  const flagsPending = useAppSelector(selectFlagsPending);
  const { referrerRequired, wholesale, registrationEnabled } = org.metadata.heloc;
  const decision = decideGuard({
    pathname,
    search,
    authenticated,
    referrerRequired,
    wholesale,
    registrationEnabled,
    storedHelocUuid: pathname.startsWith(PLAID_OAUTH_PATH) ? getLocal(STORAGE_KEYS.helocUuid) : null,
    maintenance,
    flagsPending,
  });
  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} />;
    case 'leave':
      return <Leave to={decision.to} />;
    case 'pending':
      return <FirstPaintMain fallback={<Spinner label="Loading" />} />;
    case 'maintenance':
      return <MaintenancePage notice={decision.notice} />;
    case 'notAccepting': {
      const info = org.metadata.companyInfo;
      return <NotAccepting companyName={info.companyName} phone={info.phoneFormatted} email={info.email} />;
    }
    default:
      return <>{children}</>;
  }
}
