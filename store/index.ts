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
import { flagsReducer } from './flags';
import { footerReducer } from './footer';
import { hoursReducer } from './hours';
import { loanOfficerReducer } from './loanOfficer';
import { notificationsReducer } from './notifications';
import { flowReducer } from './flow';
import { stageReducer } from './stage';
import { disclosuresReducer } from './disclosures';
import { journeyReducer } from './journey';
import { conditionsReducer } from './conditions';
import { notaryReducer } from './notary';
import { signerReducer } from './signer';
import { exitSurveyReducer } from './exitSurvey';
import { chatReducer } from './chatReducer';
import { devToolsOptions } from './devtools';

export function makeRootReducer(org: PrivateLabel, history: History) {
  return combineReducers({
    router: connectRouter(history) as (state: RouterState | undefined, action: { type: string }) => RouterState,
    org: makeOrgReducer(org),
    session: sessionReducer,
    profile: profileReducer,
    applications: applicationsReducer,
    ui: uiReducer,
    flags: flagsReducer,
    footer: footerReducer,
    hours: hoursReducer,
    loanOfficer: loanOfficerReducer,
    notifications: notificationsReducer,
    flow: flowReducer,
    stage: stageReducer,
    disclosures: disclosuresReducer,
    journey: journeyReducer,
    conditions: conditionsReducer,
    notary: notaryReducer,
    signer: signerReducer,
    exitSurvey: exitSurveyReducer,
    chat: chatReducer,
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
    // Sanitised: DevTools shows masked values only.
    devTools: process.env.NODE_ENV !== 'production' && devToolsOptions,
  });
  if (runSagas) sagaMiddleware.run(rootSaga, { entry });
  // runSaga lets tests run chosen sagas on a store made with runSagas: false.
  return Object.assign(store, { formBridge, runSaga: sagaMiddleware.run });
}

export type AppStore = ReturnType<typeof makeStore> & { formBridge: FormBridge };
export type AppDispatch = AppStore['dispatch'];
