// /:uuid/conditions/* — the conditions an underwriter put on the application: the dashboard (index),
// upload-document (?condition=) and phone-number (?condition=). Anything else is not found.
import { Route, Switch, useRouteMatch } from 'react-router-dom';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const DashboardRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-conditions" */ './DashboardRoute'));
const UploadRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-conditions-upload" */ './UploadRoute'));
const PhoneRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-conditions-phone" */ './PhoneRoute'));

export default function ConditionsRoutes() {
  const { path } = useRouteMatch();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={path} component={DashboardRoute} />
        <Route exact path={`${path}/upload-document`} component={UploadRoute} />
        <Route exact path={`${path}/phone-number`} component={PhoneRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
