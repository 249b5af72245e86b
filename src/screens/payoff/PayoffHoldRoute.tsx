// /:uuid/payoff/hold — PAYOFF_REQUEST_PENDING: we asked a lender for the payoff statement of a debt the line pays
// off. While the screen is open the router is asked again every few seconds and moves the borrower on.
import { useParams } from 'react-router-dom';
import { useClosingHoldWatch, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { PAYOFF_HOLD_TITLE, PayoffHoldScreen } from './PayoffHoldScreen';

export default function PayoffHoldRoute() {
  usePageTitle(PAYOFF_HOLD_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { checking, onCheck } = useClosingHoldWatch(uuid);
  return <PayoffHoldScreen checking={checking} onCheck={onCheck} />;
}
