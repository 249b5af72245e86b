// /:uuid/conditions — the open conditions on the application and what each asks of the borrower.
import { useCallback } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Condition } from '../../api/conditions';
import { useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { CONDITIONS_TITLE, DashboardScreen } from './DashboardScreen';
import { conditionActionPath } from './labels';
import { useConditions } from './parts';

export default function DashboardRoute() {
  usePageTitle(CONDITIONS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { search } = useLocation();
  useJourneyScreenEntered(uuid);
  const view = useConditions(uuid);
  const actionPath = useCallback(
    (condition: Condition) => conditionActionPath(uuid, condition, search),
    [uuid, search],
  );
  return <DashboardScreen view={view} actionPath={actionPath} />;
}
