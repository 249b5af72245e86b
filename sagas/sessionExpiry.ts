// Session time as people need it (WCAG 2.2.1, issue 27). The session ends when its token expires (the server
// refreshes it on calls, within the session's hard maximum): two minutes before that the warning opens, "Stay
// signed in" refreshes the token through an ordinary authenticated call, and a session that runs out takes the
// borrower to sign-in with a message, the way back to their screen, and their drafts kept (they live in session
// storage, which only signing out clears). The stored token is read again on every check, so a refresh by any call
// or another tab moves the end without any plumbing.
import { call, put, race, select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RouterState } from 'connected-react-router';
import { toApiError } from '../src/api/client';
import { getIdentity } from '../src/api/identity';
import { serverNow } from '../src/api/serverClock';
import { brokerLogout } from '../src/api/identityBroker';
import { APPLICATION_NAME, SIGNER_APPLICATION_NAME, userRole } from '../src/domain/flags';
import { isSignerPath } from '../src/domain/guards';
import {
  sessionEndedSignIn,
  sessionExpiryOf,
  WARN_BEFORE_MS,
  type SessionEndReason,
  type SessionExpiry,
} from '../src/domain/sessionExpiry';
import type { Identity } from '../src/domain/types';
import {
  authFailed,
  selectIdentity,
  selectSessionExpiry,
  sessionCleared,
  sessionExpiryKnown,
  sessionExpiryWarned,
  sessionExpiryWarningClosed,
  sessionRefreshFailed,
  sessionRefreshStarted,
  sessionSignedIn,
  signInAgainClicked,
  signOutClicked,
  staySignedInClicked,
  type SessionExpiryState,
} from '../store/session';
import { clearChatStorage } from './chat/storage';
import { getLocal, leaveTo, logError, removeLocal, sleep, STORAGE_KEYS } from './effects';
import type { Entry } from './entry';
import { waitForSession } from './sessionWait';

/** The longest wait between two looks at the stored token: a refresh elsewhere, or a computer that slept. */
export const CHECK_EVERY_MS = 10_000;
/** A refused call this close to the known end is the session running out (clocks differ a little). */
export const EXPIRY_SLACK_MS = 30_000;
export const SESSION_TIMED_OUT = 'Your session timed out.';
export const REFRESH_FAILED_MESSAGE = 'We could not reach our server to keep you signed in. Try again.';

/** Now on the server's clock, which the session's end is measured on: this computer's may be minutes off. */
export function now(): number {
  return serverNow();
}

const selectLocation = (state: { router: RouterState }) => state.router.location;

export function* readExpiry(): SagaIterator<SessionExpiry | null> {
  const token: string | null = yield call(getLocal, STORAGE_KEYS.jwt);
  return sessionExpiryOf(token);
}

/** Keeps the store's copy of the end current (the auth failure path reads it). */
function* publish(expiry: SessionExpiry | null): SagaIterator<void> {
  const known: SessionExpiryState = yield select(selectSessionExpiry);
  const endsAt = expiry ? new Date(expiry.endsAt).toISOString() : null;
  const extendable = expiry?.extendable ?? true;
  if (known.endsAt === endsAt && known.extendable === extendable) return;
  yield put(sessionExpiryKnown(endsAt ? { endsAt, extendable } : null));
}

/** Whether a refused call means the session ran out (rather than a logout elsewhere or a bad token). */
export function* sessionRanOut(): SagaIterator<boolean> {
  // Partial states (tests of other sagas) may lack the slice.
  const expiry: SessionExpiryState | undefined = yield select(selectSessionExpiry);
  const endsAt = expiry?.endsAt;
  if (!endsAt) return false;
  const t: number = yield call(now);
  return t >= Date.parse(endsAt) - EXPIRY_SLACK_MS;
}

/** The session is over: no token, its chats closed, the drafts kept, and sign-in with why and the way back. */
export function* leaveForSignIn(entry: Entry, reason: SessionEndReason): SagaIterator<void> {
  yield put(sessionCleared());
  yield call(removeLocal, STORAGE_KEYS.jwt);
  yield call(clearChatStorage);
  const { pathname, search }: { pathname: string; search: string } = yield select(selectLocation);
  yield call(leaveTo, sessionEndedSignIn({ pathname, search, reason, entry }));
}

/**
 * "Stay signed in": the warning comes minutes before the token ends, so the token is well over a minute old and any
 * authenticated answer carries a renewed one (server/security/auth.ts).
 */
export function* staySignedIn(): SagaIterator<void> {
  yield put(sessionRefreshStarted());
  try {
    yield call(getIdentity);
  } catch (e) {
    const error = toApiError(e);
    // A refused token is the auth failure path's (the client reported it); anything else can be tried again.
    if (error.status !== 401 && error.status !== 403) yield put(sessionRefreshFailed(REFRESH_FAILED_MESSAGE));
  }
}

/** At the session's maximum: end it on the server now, then sign in again from where the borrower is. */
export function* signInAgain(entry: Entry): SagaIterator<void> {
  const identity: Identity | null = yield select(selectIdentity);
  const { pathname }: { pathname: string } = yield select(selectLocation);
  try {
    yield call(brokerLogout, userRole(identity), isSignerPath(pathname) ? SIGNER_APPLICATION_NAME : APPLICATION_NAME);
  } catch (e) {
    // The session ends within two minutes anyway.
    yield call(logError, 'sign in again: logout', e);
  }
  yield call(leaveForSignIn, entry, 'limit');
}

type Answer = {
  tick?: unknown;
  stay?: unknown;
  again?: unknown;
  signOut?: unknown;
  signedIn?: unknown;
};

export function* watchSessionExpiry(entry: Entry): SagaIterator<void> {
  // Known at once, before the session's first calls: a token that expired while the page was closed is refused by
  // them, and the auth failure path then knows the session ran out.
  const atBoot: SessionExpiry | null = yield call(readExpiry);
  yield call(publish, atBoot);
  yield call(waitForSession);
  for (;;) {
    const expiry: SessionExpiry | null = yield call(readExpiry);
    yield call(publish, expiry);
    const { warning }: SessionExpiryState = yield select(selectSessionExpiry);
    if (!expiry) {
      if (warning) yield put(sessionExpiryWarningClosed());
      // Signed out: nothing to time until somebody signs in.
      yield take(sessionSignedIn.type);
      continue;
    }
    const left = expiry.endsAt - ((yield call(now)) as number);
    if (left <= 0) {
      // No answer in time: the auth failure path ends the session and sends the borrower to sign in.
      yield put(authFailed({ status: 401, message: SESSION_TIMED_OUT, data: null }));
      yield take(sessionSignedIn.type);
      continue;
    }
    const warn = left <= WARN_BEFORE_MS;
    if (warn && !warning) yield put(sessionExpiryWarned());
    if (!warn && warning) yield put(sessionExpiryWarningClosed());
    const answer: Answer = yield race({
      tick: call(sleep, Math.min(CHECK_EVERY_MS, warn ? left : left - WARN_BEFORE_MS)),
      stay: take(staySignedInClicked.type),
      again: take(signInAgainClicked.type),
      signOut: take(signOutClicked.type),
      signedIn: take(sessionSignedIn.type),
    });
    if (answer.stay) yield call(staySignedIn);
    else if (answer.again) {
      yield call(signInAgain, entry);
      yield take(sessionSignedIn.type);
    } else if (answer.signOut) {
      // The sign-out saga takes over (its survey may open): the warning makes way.
      yield put(sessionExpiryWarningClosed());
      yield take(sessionSignedIn.type);
    }
  }
}

export function* sessionExpirySaga(entry: Entry): SagaIterator<void> {
  yield call(watchSessionExpiry, entry);
}
