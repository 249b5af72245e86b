// Borrower authentication for chat: the nonce is fetched, kept, and exchanged for a fresh one every 60 s, in
// that order (testSaga: the order is the contract); only while the flag is on and a borrower is signed in.
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { authenticateWebchat, refreshWebchatNonce } from '../../src/api/chat';
import { NONCE_REFRESH_MS } from '../../src/domain/chat';
import { BORROWER_AUTH_FLAG, chatNonceSaga, nonceLoop } from '../../sagas/chat/nonce';
import { clearNonce, writeNonce } from '../../sagas/chat/storage';
import { logError, sleep } from '../../sagas/effects';
import { flagsLoaded } from '../../store/flags';
import { sessionCleared } from '../../store/session';
import { findSecrets } from '../../store/devtools';
import { chatReducerFor, chatTestState } from './support/chatStore';

describe('chat nonce refresh', () => {
  it('authenticates, keeps the nonce, then refreshes it every 60 s with the last one', () => {
    testSaga(nonceLoop)
      .next()
      .call(authenticateWebchat)
      .next('nonce-1')
      .call(writeNonce, 'nonce-1')
      .next()
      .call(sleep, NONCE_REFRESH_MS)
      .next()
      .call(refreshWebchatNonce, 'nonce-1')
      .next('nonce-2')
      .call(writeNonce, 'nonce-2')
      .next()
      .call(sleep, NONCE_REFRESH_MS)
      .next()
      .call(refreshWebchatNonce, 'nonce-2')
      .next('nonce-3')
      .call(writeNonce, 'nonce-3');
  });

  it('authenticates again when a refresh is refused', () => {
    const refused = Object.assign(new Error('Not found'), { status: 404, data: null });
    testSaga(nonceLoop)
      .next()
      .call(authenticateWebchat)
      .next('nonce-1')
      .call(writeNonce, 'nonce-1')
      .next()
      .call(sleep, NONCE_REFRESH_MS)
      .next()
      .call(refreshWebchatNonce, 'nonce-1')
      .throw(refused)
      .call(logError, 'chat nonce refresh refused; authenticating again', refused)
      .next()
      .call(authenticateWebchat)
      .next('nonce-9')
      .call(writeNonce, 'nonce-9')
      .next()
      .call(sleep, NONCE_REFRESH_MS);
  });

  function withFlag(on: boolean, authenticated: boolean) {
    const state = chatTestState({ authenticated });
    return {
      ...state,
      flags: {
        ...state.flags,
        status: 'loaded' as const,
        decisions: { [BORROWER_AUTH_FLAG]: { flagEnabled: on, variables: {} } },
      },
    };
  }

  it('runs while the flag is on and a borrower is signed in, and clears the nonce at sign-out', async () => {
    const written: string[] = [];
    const { storeState } = await expectSaga(chatNonceSaga)
      .withReducer(chatReducerFor(), withFlag(true, true))
      .provide([
        [matchers.call.fn(authenticateWebchat), 'nonce-1'],
        [matchers.call.fn(sleep), new Promise(() => undefined)],
        [matchers.call.fn(clearNonce), undefined],
        {
          call(effect, next) {
            if (effect.fn !== writeNonce) return next();
            written.push(effect.args[0] as string);
            return undefined;
          },
        },
      ])
      .call(authenticateWebchat)
      .delay(10)
      .dispatch(sessionCleared())
      .call(clearNonce)
      .silentRun(50);
    expect(written).toEqual(['nonce-1']);
    // The nonce never enters the store.
    expect(JSON.stringify(storeState)).not.toContain('nonce-1');
    expect(findSecrets(storeState)).toEqual([]);
  });

  it.each([
    ['the flag is off', false, true],
    ['no borrower is signed in', true, false],
  ])('does not authenticate when %s', async (_name, on, authenticated) => {
    await expectSaga(chatNonceSaga)
      .withReducer(chatReducerFor(), withFlag(on, authenticated))
      .provide([[matchers.call.fn(authenticateWebchat), throwError(new Error('must not be called'))]])
      .not.call.fn(authenticateWebchat)
      .dispatch(flagsLoaded({ [BORROWER_AUTH_FLAG]: { flagEnabled: on, variables: {} } }))
      .silentRun(30);
  });

  it('starts once the decisions turn the flag on', async () => {
    await expectSaga(chatNonceSaga)
      .withReducer(chatReducerFor(), withFlag(false, true))
      .provide([
        [matchers.call.fn(authenticateWebchat), 'nonce-1'],
        [matchers.call.fn(writeNonce), undefined],
        [matchers.call.fn(sleep), new Promise(() => undefined)],
      ])
      .dispatch(flagsLoaded({ [BORROWER_AUTH_FLAG]: { flagEnabled: true, variables: {} } }))
      .call(authenticateWebchat)
      .call(writeNonce, 'nonce-1')
      .silentRun(30);
  });
});
