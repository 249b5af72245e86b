// /:uuid/bank — the bank area: the disbursement account (linked or typed in), autopay, and the accounts on file.
import { Redirect, Route, Switch, useParams, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const DisburseRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-bank-disburse" */ './DisburseRoute'));
const ManualDisburseRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-bank-manual-disburse" */ './ManualDisburseRoute'),
);
const AutopayRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-bank-autopay" */ './AutopayRoute'));
const AutopayManualRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-bank-autopay-manual" */ './AutopayManualRoute'),
);
const ConfirmRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-bank-confirm" */ './ConfirmRoute'));

function UpRedirect() {
  const { uuid } = useParams<{ uuid: string }>();
  return <Redirect to={`/${uuid}`} />;
}

export default function BankRoutes() {
  const { path } = useRouteMatch();
  return (
    <FeatureGate feature="closing">
      <Switch>
        {/* spec section 2: the area's index redirects up */}
        <Route exact path={path} component={UpRedirect} />
        <Route exact path={`${path}/disburse`} component={DisburseRoute} />
        <Route exact path={`${path}/manual-disburse`} component={ManualDisburseRoute} />
        <Route exact path={`${path}/autopay`} component={AutopayRoute} />
        <Route exact path={`${path}/autopay-manual`} component={AutopayManualRoute} />
        <Route exact path={`${path}/confirm`} component={ConfirmRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
