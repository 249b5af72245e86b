// The second client entry: the pages outside /account/heloc, on the same store and API client.
import { captureFirstPaint } from '../app/firstPaint';
import { createBrowserHistory } from 'history';
import { configureApi } from '../api/client';
import { makeStore } from '../../store';
import { appBooted } from '../../store/events';
import { authFailed } from '../../store/session';
import { applyCspNonce, readPrivateLabel, renderApp, renderBootFailure } from '../app/boot';
import { OutsideApp } from './OutsideApp';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory();
  const store = makeStore({ org, history, entry: 'outside' });
  configureApi({ orgCode: org.organizationCode, onAuthFailure: (error) => store.dispatch(authFailed(error)) });
  store.dispatch(appBooted());
  renderApp(container, <OutsideApp store={store} history={history} />);
}
