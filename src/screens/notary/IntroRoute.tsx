// /:uuid/notary/intro — eNotary explained; starts the session (→ notary/session), or, where eNotary is not
// permitted, goes to the manual notary (notary/reserve-manual).
import { useCallback } from 'react';
import { Redirect, useParams } from 'react-router-dom';
import {
  useAppDispatch,
  useGoToScreen,
  useJourneyApplication,
  useJourneyResource,
  useJourneyScreenEntered,
  useSubmit,
} from '../../../store/hooks';
import { notarySessionStartRequested } from '../../../store/notary';
import { nextStepRequested } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { NOTARY_INTRO_TITLE, NotaryIntroScreen } from './IntroScreen';
import { Loading } from './parts';

export default function NotaryIntroRoute() {
  usePageTitle(NOTARY_INTRO_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const { application, loadError } = useJourneyApplication(uuid);
  const { state: notary, reload } = useJourneyResource(uuid, 'notary');
  const start = useSubmit(notarySessionStartRequested);
  const onStart = useCallback(() => start({ uuid, navigate: true }), [start, uuid]);
  const onCheckAgain = useCallback(() => {
    reload();
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, reload, uuid]);
  const onHelp = useGoToScreen(uuid, 'signing/support');

  if (!application) return <Loading error={loadError} label="Loading your application" />;
  if (!notary.data) return <Loading error={notary.error} label="Loading your notary options" onRetry={reload} />;
  if (!notary.data.enotaryPermitted) return <Redirect to={`/${uuid}/notary/reserve-manual`} />;
  return (
    <NotaryIntroScreen
      notary={notary.data}
      deedReady={Boolean(application.status.disclosurelistNotaryReady)}
      accepted={Boolean(application.status.primaryParticipantAcceptComplete)}
      onStart={onStart}
      onCheckAgain={onCheckAgain}
      onHelp={onHelp}
    />
  );
}
