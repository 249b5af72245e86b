// /:uuid/payoff/* — payoff/hold: waiting for a payoff statement from a lender being paid off.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const PayoffHoldRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-payoff-hold" */ './PayoffHoldRoute'));

export default function PayoffRoutes() {
  const { path } = useRouteMatch();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={`${path}/hold`} component={PayoffHoldRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
