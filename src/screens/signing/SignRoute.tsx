// /:uuid/signing/sign — read the closing disclosure and the note to the end, then sign both (with the location).
// Not a stage screen of its own (the router's screen for NOTE_SIGNING is signing/intro), so entering it does not
// ask the router to move the borrower: a submission does.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector, useGoToScreen, useJourneyApplication, useSubmit } from '../../../store/hooks';
import { selectLocation, signDocumentsRequested } from '../../../store/notary';
import { usePageTitle } from '../../app/usePageTitle';
import { ApplicationLoading } from '../../ui/ApplicationLoading';
import { SIGN_TITLE, SignScreen } from './SignScreen';

export default function SignRoute() {
  usePageTitle(SIGN_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const { application, loadError } = useJourneyApplication(uuid);
  const location = useAppSelector(selectLocation);
  const request = useSubmit(signDocumentsRequested);
  const onSign = useCallback(() => request({ uuid }), [request, uuid]);
  const onBack = useGoToScreen(uuid, 'signing/intro');
  const onHelp = useGoToScreen(uuid, 'signing/support');
  if (!application) return <ApplicationLoading error={loadError} />;
  return (
    <SignScreen
      uuid={uuid}
      ready={Boolean(application.status.disclosurelistClosingReady)}
      signed={Boolean(application.status.disclosurelistClosingComplete)}
      location={location}
      onSign={onSign}
      onBack={onBack}
      onHelp={onHelp}
    />
  );
}
