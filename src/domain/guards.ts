// Route guards of spec core-journey sections 2 and 6 and shared-surfaces section 2.
// Paths are relative to the app basename, e.g. '/register' means /account/heloc/register.

export const APP_BASENAME = '/account/heloc';

/** 8-4-4-4-12 hexadecimal, any version nibble (the spec asks for the shape only). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(s: unknown): boolean {
  return typeof s === 'string' && UUID_PATTERN.test(s);
}

/** The application uuid: the first path segment shaped as a UUID, or null. */
export function uuidFromPath(pathname: string): string | null {
  return pathname.split('/').find((segment) => isUuid(segment)) ?? null;
}

// C0 controls and DEL: browsers strip some of them, which can turn '/\t/evil.com' into '//evil.com'.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isSafeRedirectForm(url: string): boolean {
  return /^\/[a-z]/.test(url) && !url.includes('//') && !url.includes('\\') && !CONTROL_CHARACTERS.test(url);
}

/**
 * A redirect-back target we may follow: a same-origin path starting with '/' and a lowercase letter.
 * The decoded forms are checked too, so '/%2F%2Fevil.com' cannot become '//evil.com' after a decode;
 * malformed percent-encoding is rejected outright.
 */
export function isSafeRedirect(url: unknown): boolean {
  if (typeof url !== 'string' || !isSafeRedirectForm(url)) return false;
  let current = url;
  // A few rounds cover double and triple encoding; deeper nesting is rejected below.
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    if (!isSafeRedirectForm(decoded)) return false;
    current = decoded;
  }
  return false;
}

/** '' or '?a=1'; accepts a search with or without its leading '?'. */
function asQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query ? `?${query}` : '';
}

/** Strips one trailing slash so '/terms/' matches '/terms'; the root stays '/'. */
function withoutTrailingSlash(pathname: string): string {
  if (pathname === '' || pathname === '/') return '/';
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Old links: /account/heloc-signer/... -> /heloc-signer/..., /account/register -> /register (query kept). */
export function rewriteLegacyPath(pathname: string, search: string): string | null {
  const signer = /^\/account(\/heloc-signer(?:\/.*)?)$/.exec(pathname);
  if (signer) return signer[1] + asQuery(search);
  if (withoutTrailingSlash(pathname) === '/account/register') return `/register${asQuery(search)}`;
  return null;
}

const LEAVE_APP: Readonly<Record<string, string>> = {
  '/': '/dashboard',
  '/account': '/dashboard',
  '/terms': '/terms',
  '/communications': '/communications',
  '/privacy': '/privacy',
  '/licenses': '/licenses',
};

/** Paths served by the shared site rather than this app: where to send the browser, or null. */
export function leaveAppDestination(pathname: string): string | null {
  return LEAVE_APP[withoutTrailingSlash(pathname)] ?? null;
}

export const SIGNER_LOGIN_PATH = '/heloc-signer/login';

export const PUBLIC_PATHS: readonly string[] = [
  '/register',
  '/terms',
  '/communications',
  '/privacy',
  '/licenses',
  '/coming-soon',
  '/register/account-setup',
  '/register/support',
  SIGNER_LOGIN_PATH,
];

/** Exact public paths only: '/register/other' and '/registerx' need a session. */
export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(withoutTrailingSlash(pathname));
}

/** '/heloc-signer' and everything below it (not '/heloc-signerx'). */
export function isSignerPath(pathname: string): boolean {
  return pathname === '/heloc-signer' || pathname.startsWith('/heloc-signer/');
}

export const WEBCHAT_PARAM = 'pop-webchat';

/** Only pop-webchat survives redirects between screens; its raw value is kept as given. */
export function carriedQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    if (key === WEBCHAT_PARAM) return `?${WEBCHAT_PARAM}=${eq === -1 ? '' : part.slice(eq + 1)}`;
  }
  return '';
}

export interface SignInRedirectInput {
  pathname: string;
  search: string;
  registrationEnabled: boolean;
  /** Defaults to whether the path is a signer path. */
  signer?: boolean;
}

/** Absolute destination for an unauthenticated visit to a private path. */
export function signInRedirect({ pathname, search, registrationEnabled, signer }: SignInRedirectInput): string {
  const back = encodeURIComponent(APP_BASENAME + pathname + asQuery(search));
  if (signer ?? isSignerPath(pathname)) return `${APP_BASENAME}${SIGNER_LOGIN_PATH}?redirectUrl=${back}`;
  // Register keeps the redirect-back as sign-in does: a visitor who already has an account signs in from there.
  if (registrationEnabled) return `${APP_BASENAME}/register?redirectUrl=${back}`;
  return `/auth/login?redirectUrl=${back}`;
}

export const REDIRECT_PARAM = 'redirectUrl';

/**
 * The redirect-back of `search` as a path inside this app ('/{uuid}/start/profile?...'), or null when there is
 * none, it is unsafe, or it points outside the app.
 */
export function redirectBackInApp(search: string): string | null {
  const back = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!back || !isSafeRedirect(back)) return null;
  if (!back.startsWith(`${APP_BASENAME}/`)) return null;
  return back.slice(APP_BASENAME.length);
}

/** `path` (which may have a query) with pop-webchat from `search` added, the way redirects carry it. */
export function withCarriedQuery(path: string, search: string): string {
  const carried = carriedQuery(search);
  if (!carried) return path;
  return path + (path.includes('?') ? `&${carried.slice(1)}` : carried);
}

export interface NotAcceptingInput {
  pathname: string;
  search: string;
  referrerRequired: boolean;
  wholesale: boolean;
}

/**
 * Whether to show the not-accepting-applications page. Register sub-steps share '/register' (they
 * differ only by ?step), so they are covered; '/register/account-setup' and '/register/support' are not.
 */
export function notAcceptingApplications({
  pathname,
  search,
  referrerRequired,
  wholesale,
}: NotAcceptingInput): boolean {
  const path = withoutTrailingSlash(pathname);
  const isRegister = path === '/register';
  if (wholesale && isRegister) return true;
  if (!referrerRequired || !(isRegister || path === '/')) return false;
  const referrer = new URLSearchParams(search).get('referrer');
  return !referrer || referrer.trim() === '';
}
