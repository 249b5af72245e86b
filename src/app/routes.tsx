// The route table. Screens load lazily; the guards wrap them all.
import { Suspense } from 'react';
import { Route, Switch } from 'react-router-dom';
import { UUID_PATTERN } from '../domain/guards';
import { LazyApplicationShell, LazyFooter, LazyNav } from '../shell/lazy';
import { NotFound, PageLayout, Spinner } from '../ui';
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { OrgHeader } from './AppShell';
import { Guards } from './guards';
import { lazyWithRetry } from './lazyWithRetry';
import { usePageTitle } from './usePageTitle';

// path-to-regexp wants the pattern without anchors.
export const UUID_SEGMENT = `:uuid(${UUID_PATTERN.source.replace(/^\^/, '').replace(/\$$/, '')})`;

export const PATHS = {
  register: '/register',
  registerAccountSetup: '/register/account-setup',
  registerSupport: '/register/support',
  startProfile: `/${UUID_SEGMENT}/start/profile`,
  documentDisclosures: `/${UUID_SEGMENT}/document/disclosures`,
  /** Everything under /{uuid}: wrapped in the application shell. */
  application: `/${UUID_SEGMENT}`,
} as const;

const RegisterRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-register" */ '../screens/register/RegisterRoute'),
);
const AccountSetupRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-register-account-setup" */ '../screens/register/AccountSetupRoute'),
);
const RegisterSupportRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-register-support" */ '../screens/register/SupportRoute'),
);
const StartProfileRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-start-profile" */ '../screens/start/StartProfileRoute'),
);

const DisclosuresRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-document-disclosures" */ '../screens/document/DisclosuresRoute'),
);

function NotFoundRoute() {
  usePageTitle('Page not found');
  return <NotFound homeHref="/dashboard" />;
}

/** The /{uuid}/... screens, inside the lazily loaded application shell: add journey screen routes here. */
function ApplicationRoutes() {
  return (
    <LazyApplicationShell>
      <Suspense fallback={<Spinner label="Loading" />}>
        <Switch>
          <Route exact path={PATHS.startProfile} component={StartProfileRoute} />
          <Route exact path={PATHS.documentDisclosures} component={DisclosuresRoute} />
          <Route component={NotFoundRoute} />
        </Switch>
      </Suspense>
    </LazyApplicationShell>
  );
}

export function AppRoutes() {
  const { environment } = useAppSelector(selectOrg);
  return (
    <PageLayout
      header={
        <OrgHeader>
          <LazyNav devPanel={environment !== 'production'} />
        </OrgHeader>
      }
      footer={<LazyFooter />}
    >
      <Guards>
        <Suspense fallback={<Spinner label="Loading" />}>
          <Switch>
            <Route exact path={PATHS.registerAccountSetup} component={AccountSetupRoute} />
            <Route exact path={PATHS.registerSupport} component={RegisterSupportRoute} />
            <Route exact path={PATHS.register} component={RegisterRoute} />
            <Route path={PATHS.application} component={ApplicationRoutes} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
      </Guards>
    </PageLayout>
  );
}
