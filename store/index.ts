// makeStore: one store shape for the borrower app and the pages outside it.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { connectRouter, routerMiddleware, type RouterState } from 'connected-react-router';
import type { History } from 'history';
import createSagaMiddleware from 'redux-saga';
import type { PrivateLabel } from '../src/domain/org';
import { rootSaga, type RootSagaOptions } from '../sagas';
import { applicationsReducer } from './applications';
import { createFormBridge, type FormBridge } from './form';
import { makeOrgReducer } from './org';
import { profileReducer } from './profile';
import { sessionReducer } from './session';
import { uiReducer } from './ui';

export function makeRootReducer(org: PrivateLabel, history: History) {
  return combineReducers({
    router: connectRouter(history) as (state: RouterState | undefined, action: { type: string }) => RouterState,
    org: makeOrgReducer(org),
    session: sessionReducer,
    profile: profileReducer,
    applications: applicationsReducer,
    ui: uiReducer,
  });
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;

export interface MakeStoreOptions {
  org: PrivateLabel;
  history: History;
  preloadedState?: Partial<RootState>;
  runSagas?: boolean;
  /** Which client entry runs the sagas: the app under /account/heloc, or the pages outside it. */
  entry?: RootSagaOptions['entry'];
}

export function makeStore({ org, history, preloadedState, runSagas = true, entry = 'app' }: MakeStoreOptions) {
  const sagaMiddleware = createSagaMiddleware();
  const formBridge = createFormBridge();
  const store = configureStore({
    reducer: makeRootReducer(org, history),
    preloadedState: preloadedState as RootState | undefined,
    // redux-saga's middleware type predates RTK 2's tuple typing: the one cast, here.
    middleware: (getDefault) =>
      getDefault().concat(routerMiddleware(history), sagaMiddleware as unknown as Middleware, formBridge.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (runSagas) sagaMiddleware.run(rootSaga, { entry });
  return Object.assign(store, { formBridge });
}

export type AppStore = ReturnType<typeof makeStore> & { formBridge: FormBridge };
export type AppDispatch = AppStore['dispatch'];
