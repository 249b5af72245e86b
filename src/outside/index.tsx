// The second client entry: the pages outside /account/heloc, on the same store and API client, booted in steps as
// the app's entry is (src/index.tsx).
import { createBrowserHistory } from 'history';
import type { AppStore } from '../../store';
import { applyCspNonce, bootInSteps, readPrivateLabel, renderBootFailure } from '../app/boot';
import { captureFirstPaint } from '../app/firstPaintCapture';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory();
  const storeModules = () => import(/* webpackMode: "eager" */ '../app/startStore');
  const reactDom = () => import(/* webpackMode: "eager" */ '../app/renderApp');
  const appModules = () => import(/* webpackMode: "eager" */ './OutsideApp');
  let store: AppStore;
  void bootInSteps([
    storeModules,
    async () => {
      store = (await storeModules()).makeStore({ org, history, entry: 'outside' });
    },
    async () => (await storeModules()).startStore(store, { org, entry: 'outside' }),
    reactDom,
    appModules,
    async () => {
      const [{ OutsideApp }, { renderApp }] = await Promise.all([appModules(), reactDom()]);
      renderApp(container, <OutsideApp store={store} history={history} />);
    },
  ]);
}
