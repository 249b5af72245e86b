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
  const appModules = () =>
    Promise.all([
      import(/* webpackMode: "eager" */ './OutsideApp'),
      import(/* webpackMode: "eager" */ '../app/renderApp'),
    ]);
  let store: AppStore;
  void bootInSteps([
    storeModules,
    async () => {
      store = (await storeModules()).startStore({ org, history, entry: 'outside' });
    },
    appModules,
    async () => {
      const [{ OutsideApp }, { renderApp }] = await appModules();
      renderApp(container, <OutsideApp store={store} history={history} />);
    },
  ]);
}
