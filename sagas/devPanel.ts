// Developer panel (outside production): sign in by email and password or by a token. Its chat shortcuts
// (0, 1, 2 and Backspace) are acted on by the chat sagas (sagas/chat/session.ts and live.ts).
import { actionChannel, call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import { buffers, type SagaIterator } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { createActionLog, recordAction, setSessionActionLog, toDevToolsExport } from '../store/actionLog';
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

/**
 * Records every action from here on, sanitised as DevTools sees it, with the state it starts from (outside
 * production only). End-to-end tests read it through window.__helocActionLog().
 */
export function* recordActionLog(): SagaIterator<void> {
  const environment: string = yield select(selectEnvironment);
  if (environment === 'production') return;
  const everything = yield actionChannel('*', buffers.expanding<UnknownAction>(64));
  const state: unknown = yield select((s: unknown) => s);
  const log = createActionLog(state);
  setSessionActionLog(log);
  if (typeof window !== 'undefined') {
    Object.assign(window, { __helocActionLog: () => toDevToolsExport(log) });
  }
  for (;;) {
    const action: UnknownAction = yield take(everything);
    recordAction(log, action);
  }
}

export function* devPanelSaga(): SagaIterator<void> {
  yield fork(recordActionLog);
  yield takeLeading(devLoginSubmitted.type, onDevLogin);
}
