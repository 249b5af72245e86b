// Session time as people need it (WCAG 2.2.1): when the signed-in session ends as the app knows it (the session
// token's `exp`, and `sxp`, the session's hard maximum), the warning before it, and where a borrower whose session
// ended signs in again with the way back to the screen they were on.
import { APP_BASENAME, isSafeRedirect, isSignerPath, REDIRECT_PARAM, SIGNER_LOGIN_PATH } from './guards';

/** The warning opens this long before the session ends. */
export const WARN_BEFORE_MS = 2 * 60 * 1000;

export interface SessionExpiry {
  /** When the session ends, ms since the epoch. */
  endsAt: number;
  /** Whether a fresh token could end it later: false once the token already ends at the session's maximum. */
  extendable: boolean;
}

/** The claims of a stored bearer token (read only: the server checks the signature), or null. */
function claimsOf(bearer: string): Record<string, unknown> | null {
  const payload = bearer.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** When the session of `bearer` ends, or null for no token or one without an expiry. */
export function sessionExpiryOf(bearer: string | null | undefined): SessionExpiry | null {
  if (!bearer) return null;
  const claims = claimsOf(bearer);
  const exp = claims?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  const sxp = typeof claims?.sxp === 'number' && Number.isFinite(claims.sxp) ? claims.sxp : null;
  const end = sxp === null ? exp : Math.min(exp, sxp);
  return { endsAt: end * 1000, extendable: sxp === null || end < sxp };
}

/** "2 minutes", "1 minute", "45 seconds": how the warning first words the time left (rounded up). */
export function timeLeftWords(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds > 60) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  if (seconds === 60) return '1 minute';
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** "1:59": the countdown's visible text. */
export function countdownText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Why the sign-in page was opened: the session ran out, or reached its maximum and the borrower signs in again. */
export type SessionEndReason = 'timeout' | 'limit';
export const SESSION_ENDED_PARAM = 'sessionEnded';

export const SESSION_ENDED_MESSAGES: Readonly<Record<SessionEndReason, string>> = {
  timeout:
    'You were signed out because your session timed out. Sign in to continue where you left off: what you entered is kept.',
  limit:
    'Your session reached its time limit, so you were signed out. Sign in to continue where you left off: what you entered is kept.',
};

export function sessionEndReason(search: string): SessionEndReason | null {
  const reason = new URLSearchParams(search).get(SESSION_ENDED_PARAM);
  return reason === 'timeout' || reason === 'limit' ? reason : null;
}

export const SIGN_IN_PAGE = '/auth/login';
export const SIGNER_SIGN_IN_PAGE = APP_BASENAME + SIGNER_LOGIN_PATH;

/**
 * The sign-in page for a borrower whose session ended on `pathname` + `search` (paths of the app, relative to its
 * basename, or of the pages outside it): the way back is that same page, the reason says why. Only a safe
 * same-origin path is ever put in the way back.
 */
export function sessionEndedSignIn({
  pathname,
  search,
  reason,
  entry,
}: {
  pathname: string;
  search: string;
  reason: SessionEndReason;
  entry: 'app' | 'outside';
}): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const back = (entry === 'app' ? APP_BASENAME : '') + pathname + (query ? `?${query}` : '');
  const params = new URLSearchParams();
  if (isSafeRedirect(back)) params.set(REDIRECT_PARAM, back);
  params.set(SESSION_ENDED_PARAM, reason);
  const signer = entry === 'app' && isSignerPath(pathname);
  return `${signer ? SIGNER_SIGN_IN_PAGE : SIGN_IN_PAGE}?${params.toString()}`;
}
