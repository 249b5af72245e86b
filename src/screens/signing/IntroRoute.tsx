// /:uuid/signing/intro — what will be signed and what happens next.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useGoToScreen, useJourneyApplication, useJourneyScreenEntered } from '../../../store/hooks';
import { nextStepRequested } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { SIGNING_INTRO_TITLE, SigningIntroScreen } from './IntroScreen';
import { ApplicationLoading } from '../../ui/ApplicationLoading';

export default function SigningIntroRoute() {
  usePageTitle(SIGNING_INTRO_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const { application, loadError } = useJourneyApplication(uuid);
  const onStart = useGoToScreen(uuid, 'signing/sign');
  const onHelp = useGoToScreen(uuid, 'signing/support');
  const onCheckAgain = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  if (!application) return <ApplicationLoading error={loadError} />;
  return (
    <SigningIntroScreen
      ready={Boolean(application.status.disclosurelistClosingReady)}
      signed={Boolean(application.status.disclosurelistClosingComplete)}
      onStart={onStart}
      onCheckAgain={onCheckAgain}
      onHelp={onHelp}
    />
  );
}
