// Entering a bank screen. The stage-to-screen list names only bank/disburse (DISBURSEMENT_ACCOUNT) and
// bank/autopay (AUTOPAY_ACCOUNT); the other bank screens (typing an account in, changing one, the accounts on
// file) belong to the same stages. So a bank screen asks the next-step router to move the borrower on only when
// the application is at a stage that screen does not serve.
import { useEffect, useRef } from 'react';
import type { Application } from '../../domain/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { nextStepRequested, selectApplicationView, selectKnownStage } from '../../../store/stage';

/** Stages at which the disbursement account can be set or changed (server: POST bank/link, bank/disburse). */
export const DISBURSE_STAGES: readonly string[] = ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'];
/** Stages at which autopay can be chosen (server: POST bank/autopay). */
export const AUTOPAY_STAGES: readonly string[] = ['AUTOPAY_ACCOUNT'];

export interface BankView {
  application: Application | null;
  /** The freshest stage known: the router's last answer, else the loaded application's. */
  stage: string | null;
}

export function useBankView(uuid: string): BankView {
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const known = useAppSelector((s) => selectKnownStage(s, uuid));
  return { application, stage: known ?? application?.status.checklistStatus ?? null };
}

/** Once the application is loaded: stay when its stage is one of `openAt`, else let the router move on. */
export function useBankScreenEntered(uuid: string, openAt: readonly string[]): BankView {
  const view = useBankView(uuid);
  const dispatch = useAppDispatch();
  const checked = useRef(false);
  const loaded = view.application !== null;
  const open = view.stage !== null && openAt.includes(view.stage);
  useEffect(() => {
    if (checked.current || !loaded) return;
    checked.current = true;
    if (!open) dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, uuid, loaded, open]);
  return view;
}
