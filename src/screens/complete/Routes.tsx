// /:uuid/complete — where the line stands after signing: rescission, recording, funding.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { usePageTitle } from '../../app/usePageTitle';
import { NotFound } from '../../ui';

const CompleteRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-complete" */ './CompleteRoute'));

function NotFoundRoute() {
  usePageTitle('Page not found');
  return <NotFound homeHref="/dashboard" />;
}

export default function CompleteRoutes() {
  const { path } = useRouteMatch();
  return (
    <Switch>
      <Route exact path={path} component={CompleteRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
