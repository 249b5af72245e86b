// /:uuid/liens — the liens on record for the property, to confirm or correct before the offers are priced.
import { useParams } from 'react-router-dom';
import { useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import { LIENS_TITLE, LiensScreen } from './LiensScreen';

export default function LiensRoute() {
  usePageTitle(LIENS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const { state: liens, reload: load } = useJourneyResource(uuid, 'liens');
  return <LiensScreen uuid={uuid} liens={liens} onReload={load} />;
}
