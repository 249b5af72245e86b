// Auth failures and sign-out.
import { call, fork, put, select, take, takeEvery, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RouterState } from 'connected-react-router';
import { brokerLogout } from '../src/api/identityBroker';
import { APPLICATION_NAME, EXIT_SURVEY_LOGOUT_DELAY_MS, SIGNER_APPLICATION_NAME, userRole } from '../src/domain/flags';
import { isSignerPath, signInRedirect } from '../src/domain/guards';
import type { PrivateLabel } from '../src/domain/org';
import { TELEMETRY_EVENTS } from '../src/domain/telemetry';
import type { Identity } from '../src/domain/types';
import {
  exitSurveyClosed,
  exitSurveyDisabled,
  exitSurveyOpened,
  exitSurveyReset,
  exitSurveySubmitted,
  selectExitSurveyDisabled,
} from '../store/exitSurvey';
import { selectExitSurveyEnabledFor } from '../store/flags';
import type { RootState } from '../store/rootReducer';
import { authFailed, selectIdentity, sessionCleared, sessionSignedIn, signOutClicked } from '../store/session';
import { eventTracked } from '../store/telemetry';
import { clearFormDrafts, leaveTo, logError, removeLocal, sleep, STORAGE_KEYS } from './effects';
import { clearChatStorage } from './chat/storage';
import type { Entry } from './entry';
import { leaveForSignIn, sessionRanOut } from './sessionExpiry';

export const OUTSIDE_LOGIN_PATH = '/auth/login';

const selectLocation = (state: { router: RouterState }) => state.router.location;
const selectRegistrationEnabled = (state: { org: PrivateLabel }) => state.org.metadata.heloc.registrationEnabled;

/** Where to send a visitor whose session ended, keeping the current path as the way back. */
export function* onAuthFailed(entry: Entry): SagaIterator<void> {
  const { pathname: here } = yield select(selectLocation);
  // A session that ran out: sign-in says so and brings the borrower back here (sagas/sessionExpiry.ts).
  if ((yield call(sessionRanOut)) && !(entry === 'outside' && here === OUTSIDE_LOGIN_PATH)) {
    yield call(leaveForSignIn, entry, 'timeout');
    return;
  }
  yield put(sessionCleared());
  yield call(removeLocal, STORAGE_KEYS.jwt);
  // The session's chats end with it (the server ends them too).
  yield call(clearChatStorage);
  const { pathname, search } = yield select(selectLocation);
  if (entry === 'outside') {
    if (pathname === OUTSIDE_LOGIN_PATH) return;
    yield call(leaveTo, `${OUTSIDE_LOGIN_PATH}?redirectUrl=${encodeURIComponent(pathname + search)}`);
    return;
  }
  const registrationEnabled: boolean = yield select(selectRegistrationEnabled);
  yield call(leaveTo, signInRedirect({ pathname, search, registrationEnabled }));
}

type SurveyEnd =
  ReturnType<typeof exitSurveyClosed> | ReturnType<typeof exitSurveySubmitted> | ReturnType<typeof exitSurveyDisabled>;

/** On the survey's routes, with the flag on: show it, wait for it to close, then wait 750 ms more. */
export function* exitSurveyFirst(): SagaIterator<void> {
  const { pathname } = yield select(selectLocation);
  const enabled: boolean = yield select((state: RootState) => selectExitSurveyEnabledFor(state, pathname));
  const disabled: boolean = yield select(selectExitSurveyDisabled);
  if (!enabled || disabled) return;
  yield put(exitSurveyOpened());
  const end: SurveyEnd = yield take([exitSurveyClosed.type, exitSurveySubmitted.type, exitSurveyDisabled.type]);
  if (exitSurveySubmitted.match(end)) {
    yield put(eventTracked({ ...TELEMETRY_EVENTS.exitSurvey, eventProperties: { ...end.payload }, dontDedupe: true }));
    // Answered once: a second logout from this page does not ask again.
    yield put(exitSurveyDisabled());
  }
  yield call(sleep, EXIT_SURVEY_LOGOUT_DELAY_MS);
}

/** The logout call answers where to go; when it fails, the legacy sign-in page. */
export function* onSignOut(): SagaIterator<void> {
  yield call(exitSurveyFirst);
  const identity: Identity | null = yield select(selectIdentity);
  const { pathname }: { pathname: string } = yield select(selectLocation);
  // A co-owner signs out of their own area and goes back to its login.
  const applicationName = isSignerPath(pathname) ? SIGNER_APPLICATION_NAME : APPLICATION_NAME;
  let redirect = OUTSIDE_LOGIN_PATH;
  try {
    redirect = yield call(brokerLogout, userRole(identity), applicationName);
  } catch (e) {
    yield call(logError, 'logout', e);
    redirect = OUTSIDE_LOGIN_PATH;
  }
  yield call(removeLocal, STORAGE_KEYS.jwt);
  yield call(removeLocal, STORAGE_KEYS.helocUuid);
  // What was typed into the journey's forms stays on this computer no longer than the session.
  yield call(clearFormDrafts);
  // And so do its chats: no transcript to resume, no chat token to write with.
  yield call(clearChatStorage);
  yield put(sessionCleared());
  yield call(leaveTo, redirect || OUTSIDE_LOGIN_PATH);
}

/** Several calls can fail at once: one redirect is enough, and the rest are ignored until a new sign-in. */
function* watchAuthFailures(entry: Entry): SagaIterator<void> {
  for (;;) {
    yield take(authFailed.type);
    yield call(onAuthFailed, entry);
    yield take(sessionSignedIn.type);
  }
}

export function* authSaga(entry: Entry): SagaIterator<void> {
  yield fork(watchAuthFailures, entry);
  // A second click while the survey is open (or the call is out) is the same logout.
  yield takeLeading(signOutClicked.type, onSignOut);
  // A new person signing in gets the survey again.
  yield takeEvery(sessionSignedIn.type, function* resetSurvey(): SagaIterator<void> {
    yield put(exitSurveyReset());
  });
}
