// /:uuid/bpo/estimate-value — two uses, told apart by the stage: with no automated valuation (NO_AVM_FOUND) the
// borrower orders the $180 residential evaluation; once the agent's BPO is back (NAV_BPO_ESTIMATE) they accept the
// estimate. At NAV_RESI_EVAL_ESTIMATE the server moves on by itself, so the screen waits for the router.
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppDispatch, useAppSelector, useJourneyResource, useJourneyScreenEntered } from '../../../store/hooks';
import { closingWatchStarted, closingWatchStopped } from '../../../store/journey';
import { selectKnownStage } from '../../../store/stage';
import { selectCompanyInfo } from '../../../store/org';
import { valuationFee } from '../../domain/helocPlan';
import { lendingRules } from '../../domain/lendingRules';
import { usePageTitle } from '../../app/usePageTitle';
import { useJourneyForm } from '../../connected';
import {
  AcceptEstimateScreen,
  estimateValueTitle,
  EstimateWaitScreen,
  OrderValuationScreen,
  type AcceptEstimateValues,
  type OrderValuationValues,
} from './EstimateValueScreen';

function OrderValuation({ uuid, state }: { uuid: string; state: string | null }) {
  const { companyName } = useAppSelector(selectCompanyInfo);
  const paidByLender = valuationFee(lendingRules(state)).paidBy === 'lender';
  const toBody = useCallback((): { acceptFee: true } => ({ acceptFee: true }), []);
  const form = useJourneyForm<OrderValuationValues, { acceptFee: true }>({
    uuid,
    step: 'orderValuation',
    draft: 'valuation-order',
    // Consent to the fee is given afresh on each visit.
    defaults: { acceptFee: false },
    notDrafted: ['acceptFee'],
    toBody,
  });
  return (
    <OrderValuationScreen
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      companyName={companyName}
      paidByLender={paidByLender}
    />
  );
}

function AcceptEstimate({ uuid, texas }: { uuid: string; texas: boolean }) {
  const { state: bpo, reload } = useJourneyResource(uuid, 'bpo');
  const toBody = useCallback((): { accept: true } => ({ accept: true }), []);
  const form = useJourneyForm<AcceptEstimateValues, { accept: true }>({
    uuid,
    step: 'acceptBpoValuation',
    draft: 'bpo-estimate',
    defaults: { accept: false },
    notDrafted: ['accept'],
    toBody,
    // The estimate may have changed on the server (a new order): show the current one.
    onFailure: reload,
  });
  return (
    <AcceptEstimateScreen
      bpo={bpo}
      texas={texas}
      onReload={reload}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
    />
  );
}

export default function EstimateValueRoute() {
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const dispatch = useAppDispatch();
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const stage = useAppSelector((s) => selectKnownStage(s, uuid) ?? application?.status.checklistStatus ?? null);
  usePageTitle(estimateValueTitle(stage));
  const waiting = stage !== 'NO_AVM_FOUND' && stage !== 'NAV_BPO_ESTIMATE';
  // Nothing to do at this stage: keep asking the router, which moves the borrower on.
  useEffect(() => {
    if (!waiting) return undefined;
    dispatch(closingWatchStarted({ uuid, watch: 'hold' }));
    return () => {
      dispatch(closingWatchStopped({ uuid }));
    };
  }, [dispatch, uuid, waiting]);
  if (stage === 'NO_AVM_FOUND') return <OrderValuation uuid={uuid} state={application?.property?.state ?? null} />;
  if (stage === 'NAV_BPO_ESTIMATE') return <AcceptEstimate uuid={uuid} texas={application?.property?.state === 'TX'} />;
  return <EstimateWaitScreen evaluationIn={stage === 'NAV_RESI_EVAL_ESTIMATE'} />;
}
