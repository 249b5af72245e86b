import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import type { History } from 'history';
import type { AppStore } from '../../store';
import { ThemeRoot } from '../theme';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { SessionGate } from './SessionGate';

export interface AppProps {
  store: AppStore;
  history: History;
}

export function App({ store, history }: AppProps) {
  const org = store.getState().org;
  return (
    <Provider store={store}>
      <ThemeRoot org={org}>
        <ConnectedRouter history={history}>
          {/* Inside the router: outside it, LOCATION_CHANGE fires twice in development. */}
          <StrictMode>
            <ErrorBoundary
              supportPhone={org.metadata.companyInfo.phoneFormatted}
              supportEmail={org.metadata.companyInfo.email}
            >
              <SessionGate>
                <AppRoutes />
              </SessionGate>
            </ErrorBoundary>
          </StrictMode>
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>
  );
}
