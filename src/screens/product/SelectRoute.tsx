// /:uuid/product/select — the offers from underwriting: the borrower picks a term and an amount.
import { useLocation, useParams } from 'react-router-dom';
import { useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { SELECT_TITLE, SelectScreen } from './SelectScreen';

/** Location state from the next-step router (offerSelectionMemory): a verified offer sent the borrower back here. */
interface SelectLocationState {
  from?: string;
}

export default function SelectRoute() {
  usePageTitle(SELECT_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  const location = useLocation<SelectLocationState | undefined>();
  useJourneyScreenEntered(uuid);
  const { state: offers, reload: load } = useJourneyResource(uuid, 'offers');
  const revised = location.state?.from === 'signing/intro';
  return <SelectScreen uuid={uuid} offers={offers} revised={revised} onReload={load} />;
}
