// The boot's store steps, shared by both entries (src/index.tsx, src/outside/index.tsx): the store built (its
// reducers, middleware and sagas listening), then, in the next task, the API client told the organisation and what a
// failed session does, and `app/booted` put (the sagas' first requests). A module of its own, imported with an eager
// import(), so that an entry evaluates the store's modules (Redux Toolkit, redux-saga, the slices and sagas, axios)
// in a task of their own before these run (src/app/boot.ts, bootInSteps).
import type { AppStore, MakeStoreOptions } from '../../store';
import { appBooted } from '../../store/events';
import { authFailed } from '../../store/session';
import { configureApi } from '../api/client';
import { readSessionReplay } from '../api/sessionReplay';
import type { PrivateLabel } from '../domain/org';

export { makeStore } from '../../store';

export function startStore(
  store: AppStore,
  { org, entry = 'app' }: { org: PrivateLabel; entry?: MakeStoreOptions['entry'] },
): void {
  configureApi({
    orgCode: org.organizationCode,
    onAuthFailure: (error) => store.dispatch(authFailed(error)),
    // Session replay headers whenever the recorder has a session (src/api/sessionReplay.ts): the app's pages.
    ...(entry === 'app' ? { getSessionReplay: readSessionReplay } : {}),
  });
  store.dispatch(appBooted());
}
