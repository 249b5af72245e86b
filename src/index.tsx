// Boot: read the organisation's private-label data, configure the API client, build the store, render.
import { captureFirstPaint } from './app/firstPaint';
import { createBrowserHistory } from 'history';
import { configureApi } from './api/client';
import { readSessionReplay } from './api/sessionReplay';
import { APP_BASENAME } from './domain/guards';
import { makeStore } from '../store';
import { appBooted } from '../store/events';
import { authFailed } from '../store/session';
import { App } from './app/App';
import { applyCspNonce, readPrivateLabel, renderApp, renderBootFailure } from './app/boot';

applyCspNonce();
const container = document.getElementById('root') as HTMLElement;
// Before the first render replaces it: the server's first paint stays on screen while the app boots.
captureFirstPaint(container);
const org = readPrivateLabel();
if (!org) renderBootFailure(container);
else {
  const history = createBrowserHistory({ basename: APP_BASENAME });
  const store = makeStore({ org, history });
  configureApi({
    orgCode: org.organizationCode,
    onAuthFailure: (error) => store.dispatch(authFailed(error)),
    // Session replay headers whenever the recorder has a session (src/api/sessionReplay.ts).
    getSessionReplay: readSessionReplay,
  });
  store.dispatch(appBooted());
  renderApp(container, <App store={store} history={history} />);
}
