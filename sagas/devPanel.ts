// Developer panel (outside production): sign in by email and password or by a token. Its chat shortcuts
// (0, 1, 2 and Backspace) are acted on by the chat sagas (sagas/chat/session.ts and live.ts).
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { asBearer } from '../src/api/client';
import { getIdentity, login, type LoginResponse } from '../src/api/identity';
import type { PrivateLabel } from '../src/domain/org';
import type { Identity } from '../src/domain/types';
import { DEV_LOGIN_FAILED_MESSAGE, devLoginSubmitted } from '../store/devPanel';
import { claimSecrets, formFailed, formSucceeded } from '../store/form';
import { sessionSignedIn } from '../store/session';
import { logError, removeLocal, setLocal, STORAGE_KEYS } from './effects';

const selectEnvironment = (state: { org: PrivateLabel }) => state.org.environment;

export function* onDevLogin(action: ReturnType<typeof devLoginSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  const environment: string = yield select(selectEnvironment);
  if (environment === 'production') return; // never in production, even if an action is forged
  const input = action.payload;
  try {
    const secrets: Record<string, string> = yield call(claimSecrets, requestId);
    let identity: Identity;
    if (input.kind === 'password') {
      const response: LoginResponse = yield call(login, { email: input.email, password: secrets.password ?? '' });
      yield call(setLocal, STORAGE_KEYS.jwt, asBearer(response.jwt));
      identity = response.identity;
    } else {
      const token = (secrets.token ?? '').trim().replace(/^Bearer\s+/i, '');
      yield call(setLocal, STORAGE_KEYS.jwt, asBearer(token));
      identity = yield call(getIdentity);
    }
    yield put(sessionSignedIn({ identity }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    yield call(logError, 'dev login', e);
    if (input.kind === 'token') yield call(removeLocal, STORAGE_KEYS.jwt);
    yield put(formFailed({ requestId, formError: DEV_LOGIN_FAILED_MESSAGE }));
  }
}

export function* devPanelSaga(): SagaIterator<void> {
  yield takeLeading(devLoginSubmitted.type, onDevLogin);
}
