// /:uuid/signing/additional — where each co-owner stands, refreshed while the page is open; the borrower moves on
// to the notary once every co-owner has signed the deed.
import { nanoid } from '@reduxjs/toolkit';
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useGoToScreen, useJourneyScreenEntered } from '../../../store/hooks';
import {
  coDeedStatusRequested,
  coDeedWatchStarted,
  coDeedWatchStopped,
  invitationResendRequested,
  selectCoDeed,
} from '../../../store/notary';
import { nextStepRequested } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { ADDITIONAL_TITLE, AdditionalScreen } from './AdditionalScreen';

export default function AdditionalRoute() {
  usePageTitle(ADDITIONAL_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const coDeed = useAppSelector(selectCoDeed);
  useEffect(() => {
    dispatch(coDeedWatchStarted({ uuid }));
    return () => {
      dispatch(coDeedWatchStopped({ uuid }));
    };
  }, [dispatch, uuid]);
  const reload = useCallback(() => dispatch(coDeedStatusRequested({ uuid })), [dispatch, uuid]);
  const onCheckAgain = useCallback(() => {
    reload();
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, reload, uuid]);
  const onResend = useCallback(
    (signerUuid: string) => dispatch(invitationResendRequested({ uuid, signerUuid, requestId: nanoid() })),
    [dispatch, uuid],
  );
  const onHelp = useGoToScreen(uuid, 'signing/support');
  return (
    <AdditionalScreen
      status={coDeed.status}
      coDeedStatus={coDeed.coDeedStatus}
      signers={coDeed.signers}
      resends={coDeed.resends}
      error={coDeed.error}
      onReload={reload}
      onCheckAgain={onCheckAgain}
      onResend={onResend}
      onHelp={onHelp}
    />
  );
}
