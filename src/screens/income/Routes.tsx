// /:uuid/income/* — income verification: review (sources and the ways to verify), link/:type (what linking shares,
// then the vendor page), pointserv-callback (the vendor's return), upload/:type (paystubs) and
// employer-verification. income/link without a type goes back to review.
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { carriedQuery } from '../../domain/guards';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const ReviewRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-income-review" */ './ReviewRoute'));
const LinkRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-income-link" */ './LinkRoute'));
const CallbackRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-income-callback" */ './CallbackRoute'));
const UploadRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-income-upload" */ './UploadRoute'));
const EmployerRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-income-employer" */ './EmployerRoute'));

export default function IncomeRoutes() {
  const { path, url } = useRouteMatch();
  const { search } = useLocation();
  const review = `${url.replace(/\/+$/, '')}/review${carriedQuery(search)}`;
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={`${path}/review`} component={ReviewRoute} />
        <Route exact path={`${path}/link/:type(PAYROLL|BANK)`} component={LinkRoute} />
        <Route exact path={[`${path}/link`, `${path}/link/:other`]}>
          <Redirect to={review} />
        </Route>
        <Route exact path={`${path}/pointserv-callback`} component={CallbackRoute} />
        <Route exact path={`${path}/upload/:type`} component={UploadRoute} />
        <Route exact path={`${path}/employer-verification`} component={EmployerRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
