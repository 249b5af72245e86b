// /:uuid/complete — where the line stands after signing: rescission, recording, funding.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const CompleteRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-complete" */ './CompleteRoute'));

export default function CompleteRoutes() {
  const { path } = useRouteMatch();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={path} component={CompleteRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
