// A double click on the co-owner's submissions posts once (takeLeading): the second request waits for nothing.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { signerSaga } from '../../sagas/signer';
import { holdFiles, holdSecrets } from '../../store/form';
import { sessionReducer } from '../../store/session';
import { signerReducer, signerIdentityDocumentSubmitted, signerSignInSubmitted } from '../../store/signer';
import { uiReducer } from '../../store/ui';
import { installFakeApi } from '../utils/fakeApi';
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

/** A server that never answers: the first request is still out when the second click comes. */
function silentServer() {
  const adapter = jest.fn(() => new Promise<never>(() => undefined));
  installFakeApi({}, { adapter });
  return adapter;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('signer submissions', () => {
  it('uploads the ID once for a double click', async () => {
    const adapter = silentServer();
    const { store, task } = storeWithSignerSaga();
    const file = new File(['x'.repeat(100)], 'id.png', { type: 'image/png' });
    for (const requestId of ['a', 'b']) {
      holdFiles(requestId, { file });
      store.dispatch(signerIdentityDocumentSubmitted({ idType: 'PASSPORT_FRONT', file: '[file]' }, requestId));
    }
    await settle();
    expect(adapter).toHaveBeenCalledTimes(1);
    // Still going out (this server never answers): the drop zone shows its progress, the modal waits for the file.
    expect(store.getState().ui.processing.active).toBe(false);
    task.cancel();
  });

  it('signs in once for a double click', async () => {
    const adapter = silentServer();
    const { store, task } = storeWithSignerSaga();
    for (const requestId of ['c', 'd']) {
      holdSecrets(requestId, { password: 'secret 12345' });
      store.dispatch(
        signerSignInSubmitted({ email: 'jo@example.test', password: '[held]', redirectUrl: null }, requestId),
      );
    }
    await settle();
    expect(adapter).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});
