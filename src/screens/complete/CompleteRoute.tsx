// /:uuid/complete — the rescission period, recording and funding, refreshed every few seconds by
// sagas/closingStatus.ts until the line is funded (the watch stops when the screen is left). The next-step router
// leaves the borrower here once the line is funded (COMPLETE sends everyone else to the dashboard).
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppDispatch, useAppSelector, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { closingWatchStarted, closingWatchStopped } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { CompleteScreen, completeTitle } from './CompleteScreen';

export default function CompleteRoute() {
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const application = useAppSelector((s) => selectApplicationById(s, uuid)) ?? null;
  // Loaded and refreshed by the watch below, not on entry.
  const { state: status } = useJourneyResource(uuid, 'closingStatus', false);
  usePageTitle(completeTitle(status.data));
  const watch = useCallback(() => dispatch(closingWatchStarted({ uuid, watch: 'complete' })), [dispatch, uuid]);
  useEffect(() => {
    watch();
    return () => {
      dispatch(closingWatchStopped({ uuid }));
    };
  }, [dispatch, uuid, watch]);
  return <CompleteScreen status={status} application={application} onRetry={watch} />;
}
