// Sign-in on the outside pages.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { login, type LoginResponse } from '../src/api/identity';
import { asBearer, toApiError } from '../src/api/client';
import { isSafeRedirect } from '../src/domain/guards';
import { claimSecrets, formFailed, formSucceeded } from '../store/form';
import { loginSubmitted } from '../store/register';
import { sessionSignedIn } from '../store/session';
import { leaveTo, setLocal, STORAGE_KEYS } from './effects';
import { DASHBOARD_PATH } from './sessionWait';

/** Only same-site paths are followed: anything else could send the user to another site. */
export function loginDestination(redirectUrl: string | null | undefined): string {
  return isSafeRedirect(redirectUrl) ? (redirectUrl as string) : DASHBOARD_PATH;
}

export function* onLoginSubmitted(action: ReturnType<typeof loginSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  const { email, redirectUrl } = action.payload;
  try {
    const { password = '' }: Record<string, string> = yield call(claimSecrets, requestId);
    const response: LoginResponse = yield call(login, { email, password });
    yield call(setLocal, STORAGE_KEYS.jwt, asBearer(response.jwt));
    yield put(sessionSignedIn({ identity: response.identity }));
    yield put(formSucceeded({ requestId }));
    yield call(leaveTo, loginDestination(redirectUrl));
  } catch (e) {
    yield put(formFailed({ requestId, formError: toApiError(e).message }));
  }
}

export function* loginSaga(): SagaIterator<void> {
  yield takeLeading(loginSubmitted.type, onLoginSubmitted);
}
