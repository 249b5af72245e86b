// The headings the server paints before any JavaScript runs (server/pages/firstPaint.ts), for the pages people
// land on first: the register page, the sign-in page and the journey's first screen. The screens read their
// headings from here too, so the first paint and the app say the same thing.
import { APP_BASENAME, UUID_PATTERN } from './guards';
import { isRegisterStepId, STEP_TITLES, type RegisterStepId } from './register';

export interface PageHeadingCopy {
  title: string;
  subtitle: string;
}

export const SIGN_IN_HEADING: PageHeadingCopy = { title: 'Sign in', subtitle: 'Sign in to continue your application.' };

export const PROFILE_HEADING: PageHeadingCopy = {
  title: 'Tell us about yourself',
  subtitle: 'It takes a couple of minutes, and checking your rates does not affect your credit score.',
};

export type FirstPaintKind = 'register' | 'sign-in' | 'profile';

export interface FirstPaint {
  kind: FirstPaintKind;
  heading: PageHeadingCopy;
  /** The register page's step. */
  step?: RegisterStepId;
}

const PROFILE_PATH = new RegExp(
  `^${APP_BASENAME}/(${UUID_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')})/start/profile/?$`,
  'i',
);

/** What to paint first for `pathname?search`, or null for pages painted by the app alone. */
export function firstPaintFor(pathname: string, search: string): FirstPaint | null {
  if (pathname === `${APP_BASENAME}/register` || pathname === `${APP_BASENAME}/register/`) {
    // The register screen sends a visitor without a step (or with an unknown one) to the first step.
    const requested = new URLSearchParams(search).get('step');
    const step = isRegisterStepId(requested) ? requested : 'property-info';
    return { kind: 'register', heading: STEP_TITLES[step], step };
  }
  if (pathname === '/auth/login' || pathname === '/auth/login/') return { kind: 'sign-in', heading: SIGN_IN_HEADING };
  if (PROFILE_PATH.test(pathname)) return { kind: 'profile', heading: PROFILE_HEADING };
  return null;
}
