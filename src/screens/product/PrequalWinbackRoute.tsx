// /:uuid/product/prequal-winback — the liens on record leave no offer (third position, or too little equity):
// the borrower may correct a lien that is paid off or wrong, and underwriting checks again.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { journeyResourceRequested, selectJourneyResource } from '../../../store/journey';
import { usePageTitle } from '../../app/usePageTitle';
import { PrequalWinbackScreen, WINBACK_TITLE } from './PrequalWinbackScreen';

export default function PrequalWinbackRoute() {
  usePageTitle(WINBACK_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const liens = useAppSelector((s) => selectJourneyResource(s, uuid, 'liens'));
  const load = useCallback(() => {
    dispatch(journeyResourceRequested({ uuid, resource: 'liens' }));
  }, [dispatch, uuid]);
  useEffect(load, [load]);
  return <PrequalWinbackScreen uuid={uuid} liens={liens} onReload={load} />;
}
