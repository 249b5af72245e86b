import type { History } from 'history';
import type { AppStore } from '../../store';
import { AppShell } from './AppShell';
import { AppRoutes } from './routes';

export interface AppProps {
  store: AppStore;
  history: History;
}

export function App({ store, history }: AppProps) {
  return (
    <AppShell store={store} history={history}>
      <AppRoutes />
    </AppShell>
  );
}
