// The pages outside the borrower app: sign-in, dashboard, settings and the legal pages.
import type { History } from 'history';
import { Redirect, Route, Switch, useLocation } from 'react-router-dom';
import type { AppStore } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { selectIsAuthenticated } from '../../store/session';
import { NotFound, PageLayout } from '../ui';
import { AppShell, OrgHeader } from '../app/AppShell';
import { DashboardPage } from './DashboardPage';
import { CommunicationsPage, ContactPage, LicensesPage, PrivacyPage, TermsPage } from './InfoPages';
import { LoginPage } from './LoginPage';
import { SettingsPage } from './SettingsPage';
import {
  ExchangePage,
  GroupManagerPage,
  MarketplacePage,
  PassportPage,
  PayPage,
  PortfolioPage,
  PUBLIC_SHARED_APP_PAGES,
  SHARED_APP_PAGES,
} from './SharedAppPages';

export function isDashboardPath(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/');
}

/** Pages that need a signed-in user: the dashboard and the shared app's pages but the marketplace. */
export function needsSignIn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    isDashboardPath(path) ||
    ((SHARED_APP_PAGES as readonly string[]).includes(path) && !PUBLIC_SHARED_APP_PAGES.includes(path))
  );
}

function OutsideRoutes() {
  const { pathname, search } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (!authenticated && needsSignIn(pathname)) {
    return <Redirect to={`/auth/login?redirectUrl=${encodeURIComponent(pathname + search)}`} />;
  }
  return (
    <PageLayout header={<OrgHeader />}>
      <Switch>
        <Route exact path="/auth/login" component={LoginPage} />
        <Route exact path="/dashboard" component={DashboardPage} />
        <Route exact path="/dashboard/settings" component={SettingsPage} />
        <Route exact path="/terms" component={TermsPage} />
        <Route exact path="/privacy" component={PrivacyPage} />
        <Route exact path="/licenses" component={LicensesPage} />
        <Route exact path="/communications" component={CommunicationsPage} />
        <Route exact path="/contact" component={ContactPage} />
        <Route exact path="/universal-passport" component={PassportPage} />
        <Route exact path="/group-manager" component={GroupManagerPage} />
        <Route exact path="/portfolio" component={PortfolioPage} />
        <Route exact path="/pay" component={PayPage} />
        <Route exact path="/exchange" component={ExchangePage} />
        <Route exact path="/universal-marketplace" component={MarketplacePage} />
        <Route render={() => <NotFound homeHref="/dashboard" />} />
      </Switch>
    </PageLayout>
  );
}

export function OutsideApp({ store, history }: { store: AppStore; history: History }) {
  return (
    <AppShell store={store} history={history}>
      <OutsideRoutes />
    </AppShell>
  );
}
