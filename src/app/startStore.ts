// The boot's store step, shared by both entries (src/index.tsx, src/outside/index.tsx): the store built and its
// sagas started, the API client told the organisation and what a failed session does, then `app/booted`. A module
// of its own, imported with an eager import(), so that an entry evaluates the store's modules (Redux Toolkit,
// redux-saga, the slices and sagas, axios) in a task of its own before this runs in the next (src/app/boot.ts).
import type { History } from 'history';
import { makeStore, type AppStore, type MakeStoreOptions } from '../../store';
import { appBooted } from '../../store/events';
import { authFailed } from '../../store/session';
import { configureApi } from '../api/client';
import { readSessionReplay } from '../api/sessionReplay';
import type { PrivateLabel } from '../domain/org';

export function startStore({
  org,
  history,
  entry = 'app',
}: {
  org: PrivateLabel;
  history: History;
  entry?: MakeStoreOptions['entry'];
}): AppStore {
  const store = makeStore({ org, history, entry });
  configureApi({
    orgCode: org.organizationCode,
    onAuthFailure: (error) => store.dispatch(authFailed(error)),
    // Session replay headers whenever the recorder has a session (src/api/sessionReplay.ts): the app's pages.
    ...(entry === 'app' ? { getSessionReplay: readSessionReplay } : {}),
  });
  store.dispatch(appBooted());
  return store;
}
