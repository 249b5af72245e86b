// /:uuid/notary/intro — eNotary explained; starts the session (→ notary/session), or, where eNotary is not
// permitted, goes to the manual notary (notary/reserve-manual). A Texas line waiting for attorney review or the
// 12-day period sees what it waits for and until when (TexasWaitScreen).
import { useCallback } from 'react';
import { Redirect, useParams } from 'react-router-dom';
import { texasClosingWait } from '../../domain/texas';
import {
  useAppDispatch,
  useAppSelector,
  useClosingHoldWatch,
  useGoToScreen,
  useJourneyApplication,
  useJourneyResource,
  useJourneyScreenEntered,
  useSubmit,
} from '../../../store/hooks';
import { notarySessionStartRequested } from '../../../store/notary';
import { nextStepRequested, selectKnownStage } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { NOTARY_INTRO_TITLE, NotaryIntroScreen } from './IntroScreen';
import { Loading } from './parts';
import { TEXAS_WAIT_TITLE, TexasWaitScreen } from './TexasWaitScreen';

export default function NotaryIntroRoute() {
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
  // A Texas line waits here for the attorney and the 12-day period; the hold watch moves it on when the stage does.
  const stage = useAppSelector((s) => selectKnownStage(s, uuid) ?? application?.status.checklistStatus ?? null);
  const texasWait = application ? texasClosingWait(stage, application.status) : null;
  const hold = useClosingHoldWatch(uuid, texasWait !== null);
  usePageTitle(texasWait ? TEXAS_WAIT_TITLE : NOTARY_INTRO_TITLE);

  if (!application) return <Loading error={loadError} label="Loading your application" />;
  if (texasWait) return <TexasWaitScreen wait={texasWait} checking={hold.checking} onCheck={hold.onCheck} />;
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
