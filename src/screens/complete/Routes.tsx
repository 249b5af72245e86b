// /:uuid/complete — where the line stands after signing: rescission, recording, funding.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { ClosingSagasGate } from '../../ui/ClosingSagasGate';

const CompleteRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-complete" */ './CompleteRoute'));

export default function CompleteRoutes() {
  const { path } = useRouteMatch();
  return (
    <ClosingSagasGate>
      <Switch>
        <Route exact path={path} component={CompleteRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </ClosingSagasGate>
  );
}
