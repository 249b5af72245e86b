// The headings the server paints before any JavaScript runs (server/pages/firstPaint.ts), for the pages people
// land on first: the register page, the sign-in page and the journey's first screens (start/profile, with its
// "What to expect" card, and liens). The screens read their copy from here too, so the first paint and the app say
// the same thing, in the same places: the largest text of the screen comes with the HTML (the page's LCP). The
// profile's first card is in ./profileExpectations.ts, so the app's entry does not carry its text.
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

export const LIENS_HEADING: PageHeadingCopy = {
  title: 'Confirm your existing liens',
  subtitle:
    'A home equity line is secured by your home, behind any loans already on it. Check the liens public records show, so your offers are priced on what you really owe.',
};

export type FirstPaintKind = 'register' | 'sign-in' | 'profile' | 'liens';

export interface FirstPaint {
  kind: FirstPaintKind;
  heading: PageHeadingCopy;
  /** The register page's step. */
  step?: RegisterStepId;
}

const journeyPath = (screen: string) =>
  new RegExp(`^${APP_BASENAME}/(${UUID_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')})/${screen}/?$`, 'i');
const PROFILE_PATH = journeyPath('start/profile');
const LIENS_PATH = journeyPath('liens');

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
  if (LIENS_PATH.test(pathname)) return { kind: 'liens', heading: LIENS_HEADING };
  return null;
}
