// /:uuid/product/prequal-winback — the liens on record leave no offer (third position, or too little equity):
// the borrower may correct a lien that is paid off or wrong, and underwriting checks again.
import { useParams } from 'react-router-dom';
import { useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { PrequalWinbackScreen, WINBACK_TITLE } from './PrequalWinbackScreen';

export default function PrequalWinbackRoute() {
  usePageTitle(WINBACK_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { state: liens, reload: load } = useJourneyResource(uuid, 'liens');
  return <PrequalWinbackScreen uuid={uuid} liens={liens} onReload={load} />;
}
