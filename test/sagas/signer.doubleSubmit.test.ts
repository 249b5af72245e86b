// A double click on the co-owner's submissions posts once (takeLeading): the second request waits for nothing.
// The requests go to the msw server of test/components/support (this file runs in the msw Jest project).
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { signerSaga } from '../../sagas/signer';
import { holdFiles, holdSecrets } from '../../store/form';
import { sessionReducer } from '../../store/session';
import { signerReducer, signerIdentityDocumentSubmitted, signerSignInSubmitted } from '../../store/signer';
import { uiReducer } from '../../store/ui';
import { makeSelf } from '../components/signer/signerFixtures';
import { holdRequests, installRoutes, type FakeReply } from '../components/support/mswServer';
import { sampleOrg } from '../utils/sampleOrg';

function storeWithSignerSaga() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({
      session: sessionReducer,
      signer: signerReducer,
      ui: uiReducer,
      org: (state = sampleOrg) => state,
    }),
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false }).concat(sagaMiddleware as unknown as Middleware),
  });
  const task = sagaMiddleware.run(signerSaga);
  return { store, task };
}

const SIGNER = '/service-application/api/v1/application/heloc/signer';
const UPLOAD_ID = `POST ${SIGNER}/identity/document`;
const SIGN_IN = 'POST /identity-broker/customer/api/v3/login';

/** What the server answers each once it is let through: the co-owner's record (identity PENDING), the way on. */
const ANSWERS: Record<string, FakeReply> = {
  [UPLOAD_ID]: { data: makeSelf({ identity: { status: 'PENDING', idType: 'PASSPORT_FRONT', reason: null } }) },
  [SIGN_IN]: { data: { redirect: '/account/heloc/heloc-signer/resume' } },
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Answers what the server held once the test is done (the saga is cancelled by then). */
let release: () => void = () => undefined;

/**
 * A server that does not answer `route` while the test runs: the first request is still out when the second click
 * comes. Returns every call made to it (msw's request events).
 */
function silentServer(route: string) {
  const { calls } = installRoutes({ [route]: ANSWERS[route] });
  release = holdRequests(route);
  return calls;
}

/** The first request is out; time for a second one, were there any. */
async function sent(calls: string[]) {
  await waitFor(() => expect(calls).not.toHaveLength(0));
  await settle();
}

describe('signer submissions', () => {
  afterEach(async () => {
    release();
    await settle();
  });

  it('uploads the ID once for a double click', async () => {
    const calls = silentServer(UPLOAD_ID);
    const { store, task } = storeWithSignerSaga();
    const file = new File(['x'.repeat(100)], 'id.png', { type: 'image/png' });
    for (const requestId of ['a', 'b']) {
      holdFiles(requestId, { file });
      store.dispatch(signerIdentityDocumentSubmitted({ idType: 'PASSPORT_FRONT', file: '[file]' }, requestId));
    }
    await sent(calls);
    expect(calls).toEqual([UPLOAD_ID]);
    // Still going out (this server never answers): the drop zone shows its progress, the modal waits for the file.
    expect(store.getState().ui.processing.active).toBe(false);
    task.cancel();
  });

  it('signs in once for a double click', async () => {
    const calls = silentServer(SIGN_IN);
    const { store, task } = storeWithSignerSaga();
    for (const requestId of ['c', 'd']) {
      holdSecrets(requestId, { password: 'secret 12345' });
      store.dispatch(
        signerSignInSubmitted({ email: 'jo@example.test', password: '[held]', redirectUrl: null }, requestId),
      );
    }
    await sent(calls);
    expect(calls).toEqual([SIGN_IN]);
    task.cancel();
  });
});
