// Every route guard, in one place and in the spec's order (core-journey sections 2 and 6).
import { useEffect, useRef, type ReactNode } from 'react';
import { Redirect, useLocation } from 'react-router-dom';
import {
  APP_BASENAME,
  carriedQuery,
  isPublicPath,
  leaveAppDestination,
  notAcceptingApplications,
  rewriteLegacyPath,
  signInRedirect,
} from '../domain/guards';
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { selectIsAuthenticated } from '../../store/session';
import { getLocal, leaveTo, STORAGE_KEYS } from '../api/browser';
import { NotAccepting } from '../ui';

export const PLAID_OAUTH_PATH = '/plaid-oauth-success';

export type GuardDecision =
  { kind: 'redirect'; to: string } | { kind: 'leave'; to: string } | { kind: 'notAccepting' } | { kind: 'render' };

export interface GuardInput {
  pathname: string;
  search: string;
  authenticated: boolean;
  referrerRequired: boolean;
  wholesale: boolean;
  registrationEnabled: boolean;
  storedHelocUuid: string | null;
}

/** Pure: what to do with this visit. Order matters: rewrites, not-accepting, leaving, auth. */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, search } = input;
  const legacy = rewriteLegacyPath(pathname, search);
  if (legacy) return { kind: 'redirect', to: legacy };
  if (notAcceptingApplications(input)) return { kind: 'notAccepting' };
  const leave = leaveAppDestination(pathname);
  if (leave) return { kind: 'leave', to: leave };
  if (isPublicPath(pathname)) return { kind: 'render' };
  if (!input.authenticated) {
    const to = signInRedirect({ pathname, search, registrationEnabled: input.registrationEnabled });
    // Register lives inside this app: stay in it (and keep pop-webchat) rather than reload.
    if (to.startsWith(`${APP_BASENAME}/`))
      return { kind: 'redirect', to: to.slice(APP_BASENAME.length) + carriedQuery(search) };
    return { kind: 'leave', to };
  }
  if (pathname === PLAID_OAUTH_PATH || pathname === `${PLAID_OAUTH_PATH}/`) {
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

export function Guards({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const org = useAppSelector(selectOrg);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const { referrerRequired, wholesale, registrationEnabled } = org.metadata.heloc;
  const decision = decideGuard({
    pathname,
    search,
    authenticated,
    referrerRequired,
    wholesale,
    registrationEnabled,
    storedHelocUuid: pathname.startsWith(PLAID_OAUTH_PATH) ? getLocal(STORAGE_KEYS.helocUuid) : null,
  });
  switch (decision.kind) {
    case 'redirect':
      return <Redirect to={decision.to} />;
    case 'leave':
      return <Leave to={decision.to} />;
    case 'notAccepting': {
      const info = org.metadata.companyInfo;
      return <NotAccepting companyName={info.companyName} phone={info.phoneFormatted} email={info.email} />;
    }
    default:
      return <>{children}</>;
  }
}
