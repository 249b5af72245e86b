// /:uuid/insurance: upload (the declarations pages) and requirements (what a policy must show). The area's own
// path goes to upload; anything else is not a page.
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { carriedQuery } from '../../domain/guards';

const UploadRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-insurance-upload" */ './UploadRoute'));
const RequirementsRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-insurance-requirements" */ './RequirementsRoute'),
);

export default function InsuranceRoutes() {
  const { path, url } = useRouteMatch();
  const { search } = useLocation();
  return (
    <Switch>
      <Route exact path={`${path}/upload`} component={UploadRoute} />
      <Route exact path={`${path}/requirements`} component={RequirementsRoute} />
      <Redirect exact from={path} to={`${url.replace(/\/$/, '')}/upload${carriedQuery(search)}`} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
