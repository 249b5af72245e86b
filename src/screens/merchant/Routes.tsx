// /:uuid/merchant/* — debt payoff at closing: review (which debts on the credit report are paid straight to the
// creditors from the initial draw) and lien-attestation (the borrower attests the accounts and authorises the
// payoffs and any lien release). merchant/ alone goes to the review; the next-step router moves the borrower on
// when either is not their screen.
import { Redirect, Route, Switch, useLocation, useRouteMatch } from 'react-router-dom';
import { carriedQuery } from '../../domain/guards';
import { lazyWithRetry } from '../../app/lazyWithRetry';
import { NotFoundRoute } from '../../app/NotFoundRoute';

const ReviewRoute = lazyWithRetry(() => import(/* webpackChunkName: "screen-merchant-review" */ './ReviewRoute'));
const LienAttestationRoute = lazyWithRetry(
  () => import(/* webpackChunkName: "screen-merchant-lien-attestation" */ './LienAttestationRoute'),
);

export default function MerchantRoutes() {
  const { path, url } = useRouteMatch();
  const { search } = useLocation();
  return (
    <Switch>
      <Route exact path={path}>
        <Redirect to={`${url.replace(/\/+$/, '')}/review${carriedQuery(search)}`} />
      </Route>
      <Route exact path={`${path}/review`} component={ReviewRoute} />
      <Route exact path={`${path}/lien-attestation`} component={LienAttestationRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
