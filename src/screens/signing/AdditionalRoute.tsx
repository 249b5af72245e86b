// /:uuid/signing/additional — the co-deed status: who still has to sign.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useGoToScreen, useJourneyScreenEntered } from '../../../store/hooks';
import { coDeedStatusRequested, selectCoDeed } from '../../../store/notary';
import { nextStepRequested } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { ADDITIONAL_TITLE, AdditionalScreen } from './AdditionalScreen';

export default function AdditionalRoute() {
  usePageTitle(ADDITIONAL_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const coDeed = useAppSelector(selectCoDeed);
  const reload = useCallback(() => dispatch(coDeedStatusRequested()), [dispatch]);
  useEffect(() => {
    reload();
  }, [reload]);
  const onCheckAgain = useCallback(() => {
    reload();
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, reload, uuid]);
  const onHelp = useGoToScreen(uuid, 'signing/support');
  return (
    <AdditionalScreen
      status={coDeed.status}
      coDeedStatus={coDeed.coDeedStatus}
      error={coDeed.error}
      onReload={reload}
      onCheckAgain={onCheckAgain}
      onHelp={onHelp}
    />
  );
}
