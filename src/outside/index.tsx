// The second client entry: the pages outside /account/heloc, on the same store and API client, booted in steps as
// the app's entry is (src/index.tsx).
import { captureFirstPaint } from '../app/firstPaint';
import { createBrowserHistory } from 'history';
import { configureApi } from '../api/client';
import type { AppStore } from '../../store';
import { appBooted } from '../../store/events';
import { authFailed } from '../../store/session';
import { applyCspNonce, bootInSteps, readPrivateLabel, renderApp, renderBootFailure } from '../app/boot';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory();
  const modules = () => import(/* webpackMode: "eager" */ '../../store');
  let store: AppStore;
  bootInSteps([
    modules,
    async () => {
      const { makeStore } = await modules();
      store = makeStore({ org, history, entry: 'outside' });
      configureApi({ orgCode: org.organizationCode, onAuthFailure: (error) => store.dispatch(authFailed(error)) });
      store.dispatch(appBooted());
    },
    async () => {
      const { OutsideApp } = await import(/* webpackMode: "eager" */ './OutsideApp');
      renderApp(container, <OutsideApp store={store} history={history} />);
    },
  ]);
}
