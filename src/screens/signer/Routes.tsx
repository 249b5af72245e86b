// /heloc-signer/* — the co-owner's (additional signer's) area, one lazily loaded module: login (public: the
// guards let it through), resume, intro, identity, sign, documents, conditions (dashboard, upload-document,
// identity; anything else goes back up), cancelled and error. The index goes to the login, which sends a signed-in
// co-owner on to resume. Its sagas and slices are the signer feature's (sagas/features/signer.ts), so the screens wait for them.
import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { Spinner } from '../../ui';
import { carriedQuery } from '../../domain/guards';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';
import { CancelledRoute } from './CancelledRoute';
import { DocumentsRoute } from './DocumentsRoute';
import { ErrorRoute } from './ErrorRoute';
import { IntroRoute } from './IntroRoute';
import { LoginRoute } from './LoginRoute';
import { ResumeRoute } from './ResumeRoute';
import { SignerLayout } from './SignerLayout';
import { useAppSelector } from '../../../store/hooks';
import { selectSignerSelf } from '../../../store/signer';

// The screens with forms of their own (yup schemas, the eNotary panels) load when opened: the login, the area's
// entry page, stays light.
const IdentityRoute = lazyWithRetry(() =>
  import(/* webpackChunkName: "screen-signer-identity" */ './IdentityRoute').then((m) => ({
    default: m.IdentityRoute,
  })),
);
const SignRoute = lazyWithRetry(() =>
  import(/* webpackChunkName: "screen-signer-sign" */ './SignRoute').then((m) => ({ default: m.SignRoute })),
);
const ConditionsRoutes = lazyWithRetry(() =>
  import(/* webpackChunkName: "screen-signer-conditions" */ './ConditionsRoutes').then((m) => ({
    default: m.ConditionsRoutes,
  })),
);

const SignerEsignReconsent = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-signer-esign" */ './EsignReconsentRoute'),
);

/** E-SIGN: the requirements changed since this co-owner consented; the dialog's chunk loads only then. */
function EsignReconsentWhenAsked() {
  const self = useAppSelector(selectSignerSelf);
  if (!self.data?.esignReconsentRequired) return null;
  return (
    <Suspense fallback={null}>
      <SignerEsignReconsent />
    </Suspense>
  );
}

export default function SignerRoutes() {
  const { path } = useRouteMatch();
  const { search } = useLocation();
  return (
    <SignerLayout>
      <FeatureGate feature="signer">
        <Suspense fallback={<Spinner label="Loading" />}>
          <Switch>
            <Route exact path={path}>
              <Redirect to={`${path}/login${carriedQuery(search)}`} />
            </Route>
            <Route exact path={`${path}/login`} component={LoginRoute} />
            <Route exact path={`${path}/resume`} component={ResumeRoute} />
            <Route exact path={`${path}/intro`} component={IntroRoute} />
            <Route exact path={`${path}/identity`} component={IdentityRoute} />
            <Route exact path={`${path}/sign`} component={SignRoute} />
            <Route exact path={`${path}/documents`} component={DocumentsRoute} />
            <Route path={`${path}/conditions`} component={ConditionsRoutes} />
            <Route exact path={`${path}/cancelled`} component={CancelledRoute} />
            <Route exact path={`${path}/error`} component={ErrorRoute} />
            <Route component={NotFoundRoute} />
          </Switch>
        </Suspense>
        <EsignReconsentWhenAsked />
      </FeatureGate>
    </SignerLayout>
  );
}
