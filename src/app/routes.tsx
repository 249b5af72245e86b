// The route table. Screens load lazily; the guards wrap them all.
import { Suspense } from 'react';
import { Route, Switch } from 'react-router-dom';
import { UUID_PATTERN } from '../domain/guards';
import Footer from '../shell/footer/Footer';
import { LazyApplicationShell, LazyDevPanel } from '../shell/lazy';
import TopNav from '../shell/nav/TopNav';
import { PageLayout, Spinner } from '../ui';
import { useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { OrgHeader } from './AppShell';
import { FeatureGate } from '../connected/FeatureGate';
import { FirstPaintMain } from './firstPaint';
import { Guards } from './guards';
import { lazyWithRetry } from './lazyWithRetry';
import { NotFoundRoute } from './NotFoundRoute';

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
  /** The account-linking return (outside /{uuid}: the application is in the query, or the stored heloc_uuid). */
  plaidOauthSuccess: '/plaid-oauth-success',
  comingSoon: '/coming-soon',
  // The closing areas: each area's module routes its own screens (src/screens/<area>/Routes.tsx).
  income: `/${UUID_SEGMENT}/income`,
  bank: `/${UUID_SEGMENT}/bank`,
  identity: `/${UUID_SEGMENT}/identity`,
  bpo: `/${UUID_SEGMENT}/bpo`,
  payoff: `/${UUID_SEGMENT}/payoff`,
  conditions: `/${UUID_SEGMENT}/conditions`,
  merchant: `/${UUID_SEGMENT}/merchant`,
  signing: `/${UUID_SEGMENT}/signing`,
  notary: `/${UUID_SEGMENT}/notary`,
  insurance: `/${UUID_SEGMENT}/insurance`,
  complete: `/${UUID_SEGMENT}/complete`,
  /** The co-owners' (additional signers') area: its own login and screens, outside any /{uuid}. */
  signer: '/heloc-signer',
  /** Everything under /{uuid}: wrapped in the application shell. */
  application: `/${UUID_SEGMENT}`,
} as const;

const ComingSoonRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-coming-soon" */ './ComingSoonRoute'));
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

const PlaidOauthSuccessRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-plaid-oauth-success" */ '../screens/bank/PlaidOauthSuccessRoute'),
);
const IncomeRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-income" */ '../screens/income/Routes'));
const BankRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-bank" */ '../screens/bank/Routes'));
const IdentityRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "area-identity" */ '../screens/identity/Routes'),
);
const BpoRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-bpo" */ '../screens/bpo/Routes'));
const PayoffRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-payoff" */ '../screens/payoff/Routes'));
const ConditionsRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "area-conditions" */ '../screens/conditions/Routes'),
);
const MerchantRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "area-merchant" */ '../screens/merchant/Routes'),
);
const SigningRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-signing" */ '../screens/signing/Routes'));
const NotaryRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-notary" */ '../screens/notary/Routes'));
const InsuranceRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "area-insurance" */ '../screens/insurance/Routes'),
);
const SignerRoutes = lazyWithRetry(() => import(/* webpackChunkName: "area-signer" */ '../screens/signer/Routes'));
const CompleteRoutes = lazyWithRetry(
  () => import(/* webpackChunkName: "area-complete" */ '../screens/complete/Routes'),
);

/** The /{uuid}/... screens, inside the lazily loaded application shell: add journey screen routes here. */
function ApplicationRoutes() {
  return (
    <LazyApplicationShell>
      <Suspense fallback={<FirstPaintMain inColumn fallback={<Spinner label="Loading" />} />}>
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
          <Route path={PATHS.income} component={IncomeRoutes} />
          <Route path={PATHS.bank} component={BankRoutes} />
          <Route path={PATHS.identity} component={IdentityRoutes} />
          <Route path={PATHS.bpo} component={BpoRoutes} />
          <Route path={PATHS.payoff} component={PayoffRoutes} />
          <Route path={PATHS.conditions} component={ConditionsRoutes} />
          <Route path={PATHS.merchant} component={MerchantRoutes} />
          <Route path={PATHS.signing} component={SigningRoutes} />
          <Route path={PATHS.notary} component={NotaryRoutes} />
          <Route path={PATHS.insurance} component={InsuranceRoutes} />
          <Route path={PATHS.complete} component={CompleteRoutes} />
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
          <TopNav />
          {environment !== 'production' && <LazyDevPanel />}
        </OrgHeader>
      }
      footer={<Footer />}
    >
      <Guards>
        <Suspense fallback={<FirstPaintMain fallback={<Spinner label="Loading" />} />}>
          <Switch>
            <Route exact path={PATHS.registerAccountSetup} component={AccountSetupRoute} />
            <Route exact path={PATHS.registerSupport} component={RegisterSupportRoute} />
            <Route exact path={PATHS.register} component={RegisterRoute} />
            <Route exact path={PATHS.plaidOauthSuccess}>
              {/* Submits the bank step: the journey feature's saga must listen first. */}
              <FeatureGate feature="journey" fallback={<FirstPaintMain fallback={<Spinner label="Loading" />} />}>
                <PlaidOauthSuccessRoute />
              </FeatureGate>
            </Route>
            <Route exact path={PATHS.comingSoon} component={ComingSoonRoute} />
            <Route path={PATHS.signer} component={SignerRoutes} />
            <Route path={PATHS.application} component={ApplicationRoutes} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
      </Guards>
    </PageLayout>
  );
}
