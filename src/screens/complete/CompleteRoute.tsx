// /:uuid/complete — the rescission period, recording and funding, refreshed every few seconds by
// sagas/closingStatus.ts until the line is funded or cancelled (the watch stops when the screen is left). The
// next-step router leaves the borrower here once the line is funded (COMPLETE sends everyone else to the
// dashboard). "Cancel my line" posts through sagas/rescissionCancel.ts.
import { useCallback, useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { FORM_ERROR_KEY } from '../../../store/form';
import {
  useAppDispatch,
  useAppSelector,
  useJourneyResource,
  useJourneyScreenEntered,
  useSubmit,
} from '../../../store/hooks';
import { closingWatchStarted, closingWatchStopped, rescissionCancelRequested } from '../../../store/journey';
import { browserTimeZone } from '../../api/browser';
import { usePageTitle } from '../../app/usePageTitle';
import { CompleteScreen, completeTitle } from './CompleteScreen';

const CANCEL_FAILED = 'Please try again in a moment.';

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
  const requestCancel = useMemo(
    () => (_values: Record<string, never>, requestId: string) => rescissionCancelRequested({ uuid }, requestId),
    [uuid],
  );
  const cancel = useSubmit(requestCancel);
  const onCancelLine = useCallback(async () => {
    const errors = await cancel({});
    if (!errors) return null;
    const message = errors[FORM_ERROR_KEY];
    return typeof message === 'string' && message ? message : CANCEL_FAILED;
  }, [cancel]);
  const browserZone = useMemo(() => browserTimeZone() ?? 'UTC', []);
  return (
    <CompleteScreen
      uuid={uuid}
      status={status}
      application={application}
      onRetry={watch}
      browserZone={browserZone}
      onCancelLine={onCancelLine}
    />
  );
}
