// /:uuid/notary/* — intro (eNotary explained), session (the eNotary session: identity questions, then the deed
// signed before the notary), reserve-manual (the $300 manual notarisation when eNotary is not permitted),
// schedule-manual (its date and time) and error (the session failed). notary/ alone goes to the intro.
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { carriedQuery } from '../../domain/guards';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const IntroRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-notary-intro" */ './IntroRoute'));
const SessionRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-notary-session" */ './SessionRoute'));
const ReserveManualRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-notary-reserve-manual" */ './ReserveManualRoute'),
);
const ScheduleManualRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-notary-schedule-manual" */ './ScheduleManualRoute'),
);
const ErrorRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-notary-error" */ './ErrorRoute'));

export default function NotaryRoutes() {
  const { path, url } = useRouteMatch();
  const { search } = useLocation();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={path}>
          <Redirect to={`${url.replace(/\/+$/, '')}/intro${carriedQuery(search)}`} />
        </Route>
        <Route exact path={`${path}/intro`} component={IntroRoute} />
        <Route exact path={`${path}/session`} component={SessionRoute} />
        <Route exact path={`${path}/reserve-manual`} component={ReserveManualRoute} />
        <Route exact path={`${path}/schedule-manual`} component={ScheduleManualRoute} />
        <Route exact path={`${path}/error`} component={ErrorRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
