// The agents' console has its own small store: the organisation and the console slice, its one saga, and the
// form bridge its sign-in form answers through. Nothing of the borrower app's store or sagas is loaded.
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { PrivateLabel } from '../src/domain/org';
import { agentConsoleSaga } from '../sagas/agentConsole';
import { agentConsoleReducer } from './agentConsole';
import { createFormBridge } from './form';
import { makeOrgReducer } from './org';

export function makeAgentStore(org: PrivateLabel, runSagas = true) {
  const sagaMiddleware = createSagaMiddleware();
  const formBridge = createFormBridge();
  const store = configureStore({
    reducer: combineReducers({ org: makeOrgReducer(org), agentConsole: agentConsoleReducer }),
    middleware: (getDefault) => getDefault().concat(sagaMiddleware as unknown as Middleware, formBridge.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  });
  if (runSagas) sagaMiddleware.run(agentConsoleSaga);
  return Object.assign(store, { formBridge, runSaga: sagaMiddleware.run });
}

export type AgentStore = ReturnType<typeof makeAgentStore>;
