// /:uuid/notary/reserve-manual — the $300 manual notarization, agreed to before a time is chosen; afterwards the
// reservation, while the signed deed is awaited (watched like the hold pages).
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import {
  useClosingHoldWatch,
  useGoToScreen,
  useJourneyApplication,
  useJourneyResource,
  useJourneyScreenEntered,
} from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { Loading } from './parts';
import { RESERVE_TITLE, RESERVED_TITLE, ReserveManualScreen } from './ReserveManualScreen';

export default function ReserveManualRoute() {
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { application, loadError } = useJourneyApplication(uuid);
  const { state: notary, reload } = useJourneyResource(uuid, 'notary');
  const requestedTime = application?.requestedManualNotaryTime ?? notary.data?.requestedManualNotaryTime ?? null;
  usePageTitle(requestedTime ? RESERVED_TITLE : RESERVE_TITLE);
  const onContinue = useGoToScreen(uuid, 'notary/schedule-manual');
  // Once reserved, the signed deed is awaited: the router is asked every few seconds (the hold pages' watch), as the
  // stage push alone does not bring the status the next screen is chosen by.
  const { onCheck: onCheckAgain } = useClosingHoldWatch(uuid, Boolean(requestedTime));
  // The reservation's place (a Texas closing) is the notary resource's: asked again once a time is reserved.
  const texasUnplaced = Boolean(requestedTime && notary.data?.closingLocations && !notary.data.closingLocation);
  useEffect(() => {
    if (texasUnplaced) reload();
  }, [texasUnplaced, reload]);
  if (!application) return <Loading error={loadError} label="Loading your application" />;
  if (!notary.data) return <Loading error={notary.error} label="Loading your notary options" onRetry={reload} />;
  return (
    <ReserveManualScreen
      fee={notary.data.manualNotaryFee}
      requestedTime={requestedTime}
      closingLocations={notary.data.closingLocations ?? null}
      closingLocation={notary.data.closingLocation ?? null}
      onContinue={onContinue}
      onCheckAgain={onCheckAgain}
    />
  );
}
