// Underwriting as the stages use it: on the stated income at pre-qualification (WAITING_FOR_INITIAL_OFFERS), on
// the verified income after income verification (IN_PROGRESS), and the stage its decision leads to.
import { DECLINE_CAUSE_PREFIX } from '../../../src/domain/adverseAction';
import { lendingRules } from '../../../src/domain/lendingRules';
import { underwrite, type UnderwritingResult } from '../../../src/domain/offers';
import { FALLBACK_TIME_ZONE, localDate, timeZoneOfState } from '../../../src/domain/timeZones';
import type { StoredFields } from '../../applications/mapper';
import type { PrequalRecord } from '../prequalService';
import type { PipelineContext, PipelineState, StageStep } from '../types';
import type { CreditReport } from '../vendors/creditBureau';
import { withStatus } from './steps';

export function annualIncome(data: StoredFields): number {
  return data.incomeSources.reduce((sum, s) => sum + (Number.isFinite(s.annualIncome) ? s.annualIncome : 0), 0);
}

export function decisionStep(result: UnderwritingResult): StageStep {
  const reset = { uwSubDecision: null, dtiDecline: false, creditScoreDecline: false };
  switch (result.kind) {
    case 'offers':
      return {
        to: 'OFFER_SELECTION',
        cause: 'underwriting:offers',
        update: withStatus({ ...reset, uwDecision: 'INITIAL' }),
      };
    case 'decline':
      return {
        to: 'DECLINED',
        cause: `underwriting:decline-${result.reason}`,
        update: withStatus({
          ...reset,
          uwDecision: 'DECLINE',
          dtiDecline: result.reason === 'dti',
          creditScoreDecline: result.reason === 'creditScore',
          adverseActionNoticeReady: true,
        }),
      };
    case 'ineligible':
      // The state's home-equity law forbids the line (Texas: another (a)(6) lien, or one closed within a year).
      return {
        to: 'DECLINED',
        // The adverse action notice reads its reasons from this cause (src/domain/adverseAction.ts).
        cause: `${DECLINE_CAUSE_PREFIX}${
          result.problem.kind === 'otherHomeEquityLien' ? 'texasHomeEquityLien' : 'texasHomeEquityWithinYear'
        }`,
        update: withStatus({ ...reset, uwDecision: 'INELIGIBLE', adverseActionNoticeReady: true }),
      };
    case 'review':
      return {
        to: 'DELINQUENCY_REVIEW',
        cause: 'underwriting:delinquency',
        update: withStatus({ ...reset, uwDecision: 'REVIEW' }),
      };
    case 'assetDepletion':
      return {
        to: 'ASSETS_PREQUAL',
        cause: 'underwriting:asset-depletion',
        update: withStatus({ ...reset, uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }),
      };
    case 'requalify':
      return {
        to: 'LIEN_POSITION_CLTV_REQUALIFY',
        cause: `underwriting:requalify-${result.reason}`,
        update: withStatus({ ...reset, uwDecision: 'INELIGIBLE' }),
      };
  }
}

/** Underwriting on a credit report and an income: the stated one at pre-qualification, the verified one later. */
export function underwriteWith(
  state: PipelineState,
  ctx: PipelineContext,
  credit: CreditReport,
  record: Pick<PrequalRecord, 'liens' | 'homeEquityLiens'> & { homeValue: number },
  income: number,
): UnderwritingResult {
  const { homeValue, liens } = record;
  return underwrite({
    creditScore: credit.score,
    monthlyDebt: credit.monthlyDebt,
    annualIncome: income,
    homeValue,
    liens,
    state: state.property?.state ?? '',
    delinquent: credit.delinquent,
    derogatory: credit.derogatory,
    liquidAssets: credit.liquidAssets,
    assetDepletionAttested: Boolean(state.data.assetDepletion?.complete),
    // The state's law and the lender's pricing (src/domain/lendingRules.ts); home-equity rules read on the home's day.
    recordedHomeEquityLiens: record.homeEquityLiens.map((l) => ({ ...l, homeEquity: true })),
    rules: lendingRules(state.property?.state, state.org.pricingData),
    closingOn: localDate(ctx.clock.now(), timeZoneOfState(state.property?.state) ?? FALLBACK_TIME_ZONE),
  });
}
