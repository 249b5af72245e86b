// The pages outside the borrower app: sign-in, dashboard, settings and the legal pages.
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { ConnectedRouter } from 'connected-react-router';
import type { History } from 'history';
import { Redirect, Route, Switch, useLocation } from 'react-router-dom';
import type { AppStore } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { selectIsAuthenticated } from '../../store/session';
import { ThemeRoot } from '../theme';
import { BrandHeader, NotFound, PageLayout } from '../ui';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { SessionGate } from '../app/SessionGate';
import { DashboardPage } from './DashboardPage';
import { CommunicationsPage, ContactPage, LicensesPage, PrivacyPage, TermsPage } from './InfoPages';
import { LoginPage } from './LoginPage';
import { SettingsPage } from './SettingsPage';

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

function OutsideRoutes() {
  const { pathname, search } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const org = useAppSelector(selectOrg);
  if (!authenticated && isDashboardPath(pathname)) {
    return <Redirect to={`/auth/login?redirectUrl=${encodeURIComponent(pathname + search)}`} />;
  }
  const header = (
    <BrandHeader
      logoUrl={org.brand.logoUrl}
      logoAlt={org.brand.logoAlt}
      companyName={org.metadata.companyInfo.companyName}
      homeHref="/dashboard"
    />
  );
  return (
    <PageLayout header={header}>
      <Switch>
        <Route exact path="/auth/login" component={LoginPage} />
        <Route exact path="/dashboard" component={DashboardPage} />
        <Route exact path="/dashboard/settings" component={SettingsPage} />
        <Route exact path="/terms" component={TermsPage} />
        <Route exact path="/privacy" component={PrivacyPage} />
        <Route exact path="/licenses" component={LicensesPage} />
        <Route exact path="/communications" component={CommunicationsPage} />
        <Route exact path="/contact" component={ContactPage} />
        <Route render={() => <NotFound homeHref="/dashboard" />} />
      </Switch>
    </PageLayout>
  );
}

export function OutsideApp({ store, history }: { store: AppStore; history: History }) {
  const org = store.getState().org;
  return (
    <Provider store={store}>
      <ThemeRoot org={org}>
        <ConnectedRouter history={history}>
          <StrictMode>
            <ErrorBoundary
              supportPhone={org.metadata.companyInfo.phoneFormatted}
              supportEmail={org.metadata.companyInfo.email}
            >
              <SessionGate>
                <OutsideRoutes />
              </SessionGate>
            </ErrorBoundary>
          </StrictMode>
        </ConnectedRouter>
      </ThemeRoot>
    </Provider>
  );
}
