// /:uuid/bpo/hold and /:uuid/bpo/waiting — the valuation (BPO or residential evaluation) or the final title is in
// progress. While the screen is open the router is asked again every few seconds (a stage push usually comes
// first) and moves the borrower on as soon as the server has.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { closingWatchStarted, closingWatchStopped } from '../../../store/journey';
import { nextStepRequested, selectKnownStage, selectPollingStatus } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { HoldScreen, holdCopy } from './HoldScreen';

export default function HoldRoute() {
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const stage = useAppSelector((s) => selectKnownStage(s, uuid) ?? application?.status.checklistStatus ?? null);
  const checking = useAppSelector(selectPollingStatus) === 'polling';
  const copy = holdCopy(stage);
  usePageTitle(copy.title);
  useEffect(() => {
    dispatch(closingWatchStarted({ uuid, watch: 'hold' }));
    return () => {
      dispatch(closingWatchStopped({ uuid }));
    };
  }, [dispatch, uuid]);
  const onCheck = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  return <HoldScreen copy={copy} checking={checking} onCheck={onCheck} />;
}
