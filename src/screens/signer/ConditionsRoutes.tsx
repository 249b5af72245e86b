// heloc-signer/conditions/* — the co-owner's open requests (while fe-heloc-additional-signer-conditions is on;
// off, back to resume): the dashboard (index), upload-document (?condition=, or the first asking for documents)
// and identity (a new photo of the ID). Anything else goes back up to the dashboard.
import { Redirect, Route, Switch, useRouteMatch } from 'react-router-dom';
import { SIGNER_CONDITIONS_PATH, SIGNER_RESUME_PATH } from '../../domain/signerRouting';
import { useAppSelector } from '../../../store/hooks';
import { FLAGS, selectFlag } from '../../../store/flags';
import { ConditionsDashboardRoute } from './ConditionsDashboardRoute';
import { ConditionUploadRoute } from './ConditionUploadRoute';
import { IdentityRoute } from './IdentityRoute';

export function ConditionsRoutes() {
  const { path } = useRouteMatch();
  const enabled = useAppSelector((s) => selectFlag(s, FLAGS.additionalSignerConditions));
  if (!enabled) return <Redirect to={SIGNER_RESUME_PATH} />;
  return (
    <Switch>
      <Route exact path={path} component={ConditionsDashboardRoute} />
      <Route exact path={`${path}/upload-document`} component={ConditionUploadRoute} />
      <Route exact path={`${path}/identity`} render={() => <IdentityRoute forCondition />} />
      <Route>
        <Redirect to={SIGNER_CONDITIONS_PATH} />
      </Route>
    </Switch>
  );
}
