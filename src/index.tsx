// Boot: read the organisation's private-label data, then, each in a task of its own (bootInSteps, src/app/boot.ts),
// so that booting is not one long task on a slow phone: evaluate the store's modules; build the store (its sagas
// listening); configure the API client and put app/booted (the sagas' first requests); evaluate React DOM; evaluate
// the app's components (styled-components, the shell, the routes); render. An eager import() makes no chunk and no
// request: the module is in the entry's own chunks and is evaluated when it is first asked for.
import { createBrowserHistory } from 'history';
import type { AppStore } from '../store';
import { APP_BASENAME } from './domain/guards';
import { applyCspNonce, bootInSteps, readPrivateLabel, renderBootFailure } from './app/boot';
import { captureFirstPaint } from './app/firstPaintCapture';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory({ basename: APP_BASENAME });
  const storeModules = () => import(/* webpackMode: "eager" */ './app/startStore');
  const reactDom = () => import(/* webpackMode: "eager" */ './app/renderApp');
  const appModules = () => import(/* webpackMode: "eager" */ './app/App');
  let store: AppStore;
  void bootInSteps([
    storeModules,
    async () => {
      store = (await storeModules()).makeStore({ org, history });
    },
    async () => (await storeModules()).startStore(store, { org }),
    reactDom,
    appModules,
    async () => {
      const [{ App }, { renderApp }] = await Promise.all([appModules(), reactDom()]);
      renderApp(container, <App store={store} history={history} />);
    },
  ]);
}
