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
  startContact: `/${UUID_SEGMENT}/start/contact`,
  startHmda: `/${UUID_SEGMENT}/start/hmda`,
  startAppSummary: `/${UUID_SEGMENT}/start/app-summary`,
  liens: `/${UUID_SEGMENT}/liens`,
  productSelect: `/${UUID_SEGMENT}/product/select`,
  productAssets: `/${UUID_SEGMENT}/product/assets`,
  productPrequalWinback: `/${UUID_SEGMENT}/product/prequal-winback`,
  creditSocial: `/${UUID_SEGMENT}/credit/social`,
  creditError: `/${UUID_SEGMENT}/credit/error`,
  reviewApp: `/${UUID_SEGMENT}/review-app/:kind(incorrect-pin|no-credit|property|uw|delinquency|incorrect-ownership|datatree|signdocs)`,
  error: `/${UUID_SEGMENT}/error/:kind(decline|credit|income|timeout|flood-cert)`,
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

const ContactRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-start-contact" */ '../screens/start/ContactRoute'),
);
const HmdaRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-start-hmda" */ '../screens/start/HmdaRoute'));
const AppSummaryRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-start-app-summary" */ '../screens/start/AppSummaryRoute'),
);
const LiensRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-liens" */ '../screens/liens/LiensRoute'));
const ProductSelectRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-product-select" */ '../screens/product/SelectRoute'),
);
const ProductAssetsRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-product-assets" */ '../screens/product/AssetsRoute'),
);
const PrequalWinbackRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-product-prequal-winback" */ '../screens/product/PrequalWinbackRoute'),
);
const CreditSocialRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-credit-social" */ '../screens/credit/SocialRoute'),
);
const CreditErrorRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-credit-error" */ '../screens/credit/CreditErrorRoute'),
);
const ReviewAppRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-review-app" */ '../screens/review-app/ReviewAppRoute'),
);
const ErrorRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-error" */ '../screens/error/ErrorRoute'));

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
          <Route exact path={PATHS.startContact} component={ContactRoute} />
          <Route exact path={PATHS.startHmda} component={HmdaRoute} />
          <Route exact path={PATHS.startAppSummary} component={AppSummaryRoute} />
          <Route exact path={PATHS.liens} component={LiensRoute} />
          <Route exact path={PATHS.productSelect} component={ProductSelectRoute} />
          <Route exact path={PATHS.productAssets} component={ProductAssetsRoute} />
          <Route exact path={PATHS.productPrequalWinback} component={PrequalWinbackRoute} />
          <Route exact path={PATHS.creditSocial} component={CreditSocialRoute} />
          <Route exact path={PATHS.creditError} component={CreditErrorRoute} />
          <Route exact path={PATHS.reviewApp} component={ReviewAppRoute} />
          <Route exact path={PATHS.error} component={ErrorRoute} />
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
