// What both client entries (the app and the outside pages) stand in: store, theme, router, error boundary,
// session gate, and the organisation's branded header.
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import type { History } from 'history';
import type { AppStore } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { errorFallbackShown } from '../../store/telemetry';
import { toErrorReport } from '../domain/telemetry';
import { ExitSurveyHost } from '../shell/exitSurvey/ExitSurveyHost';
import { LazyChatWidget } from '../shell/lazy';
import { ThemeRoot } from '../theme';
import { BrandHeader } from '../ui';
import { LoaderHost, ProcessingModalHost, ToastViewport } from '../connected';
import { ErrorBoundary } from './ErrorBoundary';
import { ScreenAnnouncer } from './ScreenAnnouncer';
import { SessionGate } from './SessionGate';

export interface AppShellProps {
  store: AppStore;
  history: History;
  children: ReactNode;
}

export function AppShell({ store, history, children }: AppShellProps) {
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
              onError={(error, componentStack) =>
                store.dispatch(errorFallbackShown(toErrorReport(error, 'boundary', componentStack)))
              }
            >
              <SessionGate>{children}</SessionGate>
              <ScreenAnnouncer />
              {/* Portals and fixed layers: the loader, toasts and the processing modal from store/ui.ts. */}
              <LoaderHost />
              <ToastViewport />
              <ProcessingModalHost />
              <ExitSurveyHost />
              <LazyChatWidget />
            </ErrorBoundary>
          </StrictMode>
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>
  );
}

export function OrgHeader({ children }: { children?: ReactNode }) {
  const org = useAppSelector(selectOrg);
  return (
    <BrandHeader
      logoUrl={org.brand.logoUrl}
      logoAlt={org.brand.logoAlt}
      companyName={org.metadata.companyInfo.companyName}
      homeHref="/dashboard"
    >
      {children}
    </BrandHeader>
  );
}
