// /:uuid/signing/* — intro (what will be signed), sign (the closing disclosure and the note, read to the end and
// signed with the borrower's location), additional (the co-deed status) and support (help with signing).
// signing/ alone goes to the intro; anything else is not found.
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { carriedQuery } from '../../domain/guards';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';
import { FeatureGate } from '../../connected/FeatureGate';

const IntroRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-signing-intro" */ './IntroRoute'));
const SignRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-signing-sign" */ './SignRoute'));
const AdditionalRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-signing-additional" */ './AdditionalRoute'),
);
const SupportRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-signing-support" */ './SupportRoute'));

export default function SigningRoutes() {
  const { path, url } = useRouteMatch();
  const { search } = useLocation();
  return (
    <FeatureGate feature="closing">
      <Switch>
        <Route exact path={path}>
          <Redirect to={`${url.replace(/\/+$/, '')}/intro${carriedQuery(search)}`} />
        </Route>
        <Route exact path={`${path}/intro`} component={IntroRoute} />
        <Route exact path={`${path}/sign`} component={SignRoute} />
        <Route exact path={`${path}/additional`} component={AdditionalRoute} />
        <Route exact path={`${path}/support`} component={SupportRoute} />
        <Route component={NotFoundRoute} />
      </Switch>
    </FeatureGate>
  );
}
