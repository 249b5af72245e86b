// /:uuid/payoff/hold — PAYOFF_REQUEST_PENDING: we asked a lender for the payoff statement of a debt the line pays
// off. While the screen is open the router is asked again every few seconds and moves the borrower on.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { closingWatchStarted, closingWatchStopped } from '../../../store/journey';
import { nextStepRequested, selectPollingStatus } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { PAYOFF_HOLD_TITLE, PayoffHoldScreen } from './PayoffHoldScreen';

export default function PayoffHoldRoute() {
  usePageTitle(PAYOFF_HOLD_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const checking = useAppSelector(selectPollingStatus) === 'polling';
  useEffect(() => {
    dispatch(closingWatchStarted({ uuid, watch: 'hold' }));
    return () => {
      dispatch(closingWatchStopped({ uuid }));
    };
  }, [dispatch, uuid]);
  const onCheck = useCallback(() => dispatch(nextStepRequested({ uuid, reason: 'entered' })), [dispatch, uuid]);
  return <PayoffHoldScreen checking={checking} onCheck={onCheck} />;
}
