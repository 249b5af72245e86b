// /:uuid/complete — where the line stands after signing: rescission, recording, funding.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFound } from '../../ui';
import { ClosingSagasGate } from '../../ui/ClosingSagasGate';

const CompleteRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-complete" */ './CompleteRoute'));

function NotFoundRoute() {
  usePageTitle('Page not found');
  return <NotFound homeHref="/dashboard" />;
}

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
