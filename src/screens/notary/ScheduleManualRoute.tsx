// /:uuid/notary/schedule-manual — the manual notary's date and time (step requestManualNotary); the router then
// returns the borrower to notary/reserve-manual, which shows the reservation.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { ManualNotaryBody } from '../../api/closing';
import { useAppDispatch, useGoToScreen, useJourneyApplication, useJourneyResource } from '../../../store/hooks';
import { nextStepRequested } from '../../../store/stage';
import { useJourneyForm } from '../../connected';
import { usePageTitle } from '../../app/usePageTitle';
import { Loading } from './parts';
import { SCHEDULE_TITLE, ScheduleManualScreen, toRequestedTime, type ScheduleValues } from './ScheduleManualScreen';

const toBody = (values: ScheduleValues): ManualNotaryBody => ({
  requestedTime: toRequestedTime(values.date ?? '', values.time ?? '') ?? '',
  // Texas lines only: the place of the closing (the server requires it there and ignores it elsewhere), one of
  // the closing locations the form offers and its schema checks.
  ...(values.location ? { location: values.location as ManualNotaryBody['location'] } : {}),
});

export default function ScheduleManualRoute() {
  usePageTitle(SCHEDULE_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const dispatch = useAppDispatch();
  const { application, loadError } = useJourneyApplication(uuid);
  const { state: notary, reload } = useJourneyResource(uuid, 'notary');
  const form = useJourneyForm<ScheduleValues, ManualNotaryBody>({
    uuid,
    step: 'requestManualNotary',
    draft: 'notary-schedule-manual',
    toBody,
  });
  const onBack = useGoToScreen(uuid, 'notary/reserve-manual');
  const onCheckAgain = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  if (!application) return <Loading error={loadError} label="Loading your application" />;
  if (!notary.data) return <Loading error={notary.error} label="Loading your notary options" onRetry={reload} />;
  return (
    <ScheduleManualScreen
      fee={notary.data.manualNotaryFee}
      requestedTime={application.requestedManualNotaryTime ?? notary.data.requestedManualNotaryTime}
      closingLocations={notary.data.closingLocations ?? null}
      closingLocation={notary.data.closingLocation ?? null}
      form={form}
      onBack={onBack}
      onCheckAgain={onCheckAgain}
    />
  );
}
