// /:uuid/identity: the ID upload and its verification. Anything below it is not a page.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';

const IdentityRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-identity" */ './IdentityRoute'));

export default function IdentityRoutes() {
  const { path } = useRouteMatch();
  return (
    <Switch>
      <Route exact path={path} component={IdentityRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
