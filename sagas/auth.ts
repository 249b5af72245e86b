// Auth failures and sign-out.
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { RouterState } from 'connected-react-router';
import { signInRedirect } from '../src/domain/guards';
import type { PrivateLabel } from '../src/domain/org';
import { authFailed, sessionCleared, sessionSignedIn, signOutClicked } from '../store/session';
import { leaveTo, removeLocal, STORAGE_KEYS } from './effects';
import type { Entry } from './index';

export const OUTSIDE_LOGIN_PATH = '/auth/login';

const selectLocation = (state: { router: RouterState }) => state.router.location;
const selectRegistrationEnabled = (state: { org: PrivateLabel }) => state.org.metadata.heloc.registrationEnabled;

/** Where to send a visitor whose session ended, keeping the current path as the way back. */
export function* onAuthFailed(entry: Entry): SagaIterator<void> {
  yield put(sessionCleared());
  yield call(removeLocal, STORAGE_KEYS.jwt);
  const { pathname, search } = yield select(selectLocation);
  if (entry === 'outside') {
    if (pathname === OUTSIDE_LOGIN_PATH) return;
    yield call(leaveTo, `${OUTSIDE_LOGIN_PATH}?redirectUrl=${encodeURIComponent(pathname + search)}`);
    return;
  }
  const registrationEnabled: boolean = yield select(selectRegistrationEnabled);
  yield call(leaveTo, signInRedirect({ pathname, search, registrationEnabled }));
}

export function* onSignOut(): SagaIterator<void> {
  yield call(removeLocal, STORAGE_KEYS.jwt);
  yield call(removeLocal, STORAGE_KEYS.helocUuid);
  yield put(sessionCleared());
  yield call(leaveTo, OUTSIDE_LOGIN_PATH);
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
  yield takeEvery(signOutClicked.type, onSignOut);
}
