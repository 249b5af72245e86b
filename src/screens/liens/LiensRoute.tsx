// /:uuid/liens — the liens on record for the property, to confirm or correct before the offers are priced.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { journeyResourceRequested, selectJourneyResource } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { LIENS_TITLE, LiensScreen } from './LiensScreen';

export default function LiensRoute() {
  usePageTitle(LIENS_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const liens = useAppSelector((s) => selectJourneyResource(s, uuid, 'liens'));
  const load = useCallback(() => {
    dispatch(journeyResourceRequested({ uuid, resource: 'liens' }));
  }, [dispatch, uuid]);
  useEffect(load, [load]);
  return <LiensScreen uuid={uuid} liens={liens} onReload={load} />;
}
