// Borrower authentication for chat (shared-surfaces section 4): while the flag is on and a borrower is signed
// in, a nonce is fetched and then exchanged for a fresh one every 60 s. It is kept in session storage for the
// chat's start call, never in the store.
import type { SagaIterator } from 'redux-saga';
import { call, race, select, take } from 'redux-saga/effects';
import { authenticateWebchat, refreshWebchatNonce } from '../../src/api/chat';
import { NONCE_REFRESH_MS } from '../../src/domain/chat';
import { flagsLoaded, selectFlag } from '../../store/flags';
import { selectIsAuthenticated, sessionCleared, sessionEstablished, sessionSignedIn } from '../../store/session';
import { logError, sleep } from '../effects';
import { clearNonce, writeNonce } from './storage';

export const BORROWER_AUTH_FLAG = 'fe-webchat-borrower-authentication';

/** Fetch, keep, then every 60 s refresh the nonce (a refused refresh starts over with a new one). */
export function* nonceLoop(): SagaIterator<void> {
  let nonce: string = yield call(authenticateWebchat);
  yield call(writeNonce, nonce);
  for (;;) {
    yield call(sleep, NONCE_REFRESH_MS);
    try {
      nonce = yield call(refreshWebchatNonce, nonce);
    } catch (e) {
      yield call(logError, 'chat nonce refresh refused; authenticating again', e);
      nonce = yield call(authenticateWebchat);
    }
    yield call(writeNonce, nonce);
  }
}

export function* chatNonceSaga(): SagaIterator<void> {
  for (;;) {
    const on: boolean = yield select(selectFlag, BORROWER_AUTH_FLAG);
    const signedIn: boolean = yield select(selectIsAuthenticated);
    if (!on || !signedIn) {
      yield take([flagsLoaded.type, sessionEstablished.type, sessionSignedIn.type]);
      continue;
    }
    try {
      yield race({ loop: call(nonceLoop), signedOut: take(sessionCleared.type) });
    } catch (e) {
      yield call(logError, 'chat nonce unavailable', e);
      // Wait a period before trying again, or stop at sign-out.
      yield race({ wait: call(sleep, NONCE_REFRESH_MS), signedOut: take(sessionCleared.type) });
    }
    yield call(clearNonce);
  }
}
