// /:uuid/bpo/* — the home's valuation: the BPO order (Texas on bpo/condition, elsewhere bpo/order-bpo), the waits
// while it (or the residential evaluation, or final title) is in progress, and the estimate to accept.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const OrderBpoRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-bpo-order" */ './OrderBpoRoute'));
const HoldRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-bpo-hold" */ './HoldRoute'));
const EstimateValueRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-bpo-estimate-value" */ './EstimateValueRoute'),
);

export default function BpoRoutes() {
  const { path } = useRouteMatch();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={`${path}/condition`} render={() => <OrderBpoRoute texas />} />
        <Route exact path={`${path}/order-bpo`} render={() => <OrderBpoRoute texas={false} />} />
        <Route exact path={`${path}/hold`} component={HoldRoute} />
        <Route exact path={`${path}/waiting`} component={HoldRoute} />
        <Route exact path={`${path}/estimate-value`} component={EstimateValueRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
