// makeStore: one store shape for the borrower app and the pages outside it. The root reducer (and RootState) live
// in store/rootReducer.ts, which imports no saga; this module composes it with the sagas.
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { routerMiddleware } from 'connected-react-router';
import type { History } from 'history';
import createSagaMiddleware from 'redux-saga';
import type { PrivateLabel } from '../src/domain/org';
import { rootSaga, type RootSagaOptions } from '../sagas';
import { INJECT_SLICE, type InjectSlice } from '../sagas/features';
import type { LazySlice } from './features';
import { createFormBridge, type FormBridge } from './form';
import { makeRootReducer, type RootState } from './rootReducer';
import { devToolsOptions } from './devtools';

export { makeRootReducer };
export type { LazySlices, RootState } from './rootReducer';

export interface MakeStoreOptions {
  org: PrivateLabel;
  history: History;
  preloadedState?: Partial<RootState>;
  runSagas?: boolean;
  /** Which client entry runs the sagas: the app under /account/heloc, or the pages outside it. */
  entry?: RootSagaOptions['entry'];
  /**
   * Lazy slices injected before the store is made, so that preloadedState may hold them (tests). The app's
   * entries pass none: features inject their own (sagas/features.ts).
   */
  slices?: readonly LazySlice[];
}

export function makeStore({
  org,
  history,
  preloadedState,
  runSagas = true,
  entry = 'app',
  slices = [],
}: MakeStoreOptions) {
  const reducer = makeRootReducer(org, history);
  for (const slice of slices) reducer.inject(slice);
  const injectSlice: InjectSlice = (slice) => {
    reducer.inject(slice);
  };
  const sagaMiddleware = createSagaMiddleware({ context: { [INJECT_SLICE]: injectSlice } });
  const formBridge = createFormBridge();
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as RootState | undefined,
    // redux-saga's middleware type predates RTK 2's tuple typing: the one cast, here.
    middleware: (getDefault) =>
      getDefault().concat(routerMiddleware(history), sagaMiddleware as unknown as Middleware, formBridge.middleware),
    // Sanitised: DevTools shows masked values only.
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  if (runSagas) sagaMiddleware.run(rootSaga, { entry });
  // runSaga lets tests run chosen sagas on a store made with runSagas: false; injectSlice is the features' inject.
  return Object.assign(store, { formBridge, runSaga: sagaMiddleware.run, injectSlice });
}

export type AppStore = ReturnType<typeof makeStore> & { formBridge: FormBridge };
export type AppDispatch = AppStore['dispatch'];
