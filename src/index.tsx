// Boot: read the organisation's private-label data, configure the API client, build the store, render. The entry's
// modules evaluate in steps, each in a task of its own (bootInSteps), so that booting is not one long task on a slow
// phone: the store's modules (slices, sagas), then the store is built and its sagas started, then the app's
// components and the first render. An eager import() makes no chunk: the module is in the entry's own
// chunks and evaluates when it is asked for.
import { captureFirstPaint } from './app/firstPaint';
import { createBrowserHistory } from 'history';
import { configureApi } from './api/client';
import { readSessionReplay } from './api/sessionReplay';
import { APP_BASENAME } from './domain/guards';
import type { AppStore } from '../store';
import { appBooted } from '../store/events';
import { authFailed } from '../store/session';
import { applyCspNonce, bootInSteps, readPrivateLabel, renderApp, renderBootFailure } from './app/boot';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory({ basename: APP_BASENAME });
  const modules = () => import(/* webpackMode: "eager" */ '../store');
  let store: AppStore;
  bootInSteps([
    modules,
    async () => {
      const { makeStore } = await modules();
      store = makeStore({ org, history });
      configureApi({
        orgCode: org.organizationCode,
        onAuthFailure: (error) => store.dispatch(authFailed(error)),
        // Session replay headers whenever the recorder has a session (src/api/sessionReplay.ts).
        getSessionReplay: readSessionReplay,
      });
      store.dispatch(appBooted());
    },
    async () => {
      const { App } = await import(/* webpackMode: "eager" */ './app/App');
      renderApp(container, <App store={store} history={history} />);
    },
  ]);
}
