// "Server stage to screen" of spec core-journey section 4: where the next-step router sends the borrower.
// Each stage sits on one line of the spec's list, except AUTOPAY_ACCOUNT and DEED_SIGNING, whose two lines
// are told apart by their conditions; so the order of the cases below cannot change the result.
import type { Application } from '../types';
import type { FlowState } from '../flow/machine';
import { isWaitingStage } from './stageClass';

export interface StageScreenContext {
  uuid: string | null | undefined;
  application: Application | null | undefined;
  flowState: FlowState | null | undefined;
}

const ORDER_REQUEST_STAGES: readonly string[] = ['NAV_BPO_ORDER_REQUEST', 'NAV_RESI_EVAL_ORDER_REQUEST'];
const BPO_HOLD_STAGES: readonly string[] = [
  'NAV_BPO_PROCESSING',
  'NAV_RESI_EVAL_PROCESSING',
  'FINAL_TITLE_PULL',
  'FINAL_TITLE_PROCESSING',
];
const ESTIMATE_STAGES: readonly string[] = ['NO_AVM_FOUND', 'NAV_BPO_ESTIMATE', 'NAV_RESI_EVAL_ESTIMATE'];
const COMPLETE_STAGES: readonly string[] = [
  'RESCISSION',
  'RECORDING',
  'FUNDABLE',
  'DIRECT_DEBT_PAYOFF',
  'FUNDING_DECISION',
  'GEN_RESCISSION',
];
const TIMEOUT_STAGES: readonly string[] = ['UNKNOWN', 'CREDIT_ERROR', 'FACTA_REVIEW', 'CREDIT_MINOR'];
const NOTARY_INTRO_STAGES: readonly string[] = ['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'];

/** The screen (relative to /{uuid}) for a server stage, or null when the stage does not decide it. */
function screenFromStage(stage: string, app: Application | null | undefined): string | null {
  const status = app?.status ?? {};
  // An open condition holds the application at a waiting stage (WAITING_FOR_ID_VERIFICATION) until answered.
  if (status.condition && isWaitingStage(stage)) return 'conditions';
  switch (stage) {
    case 'BASIC_INFO':
      return 'start/profile';
    case 'CREDIT_NO_MATCH':
      return 'credit/social';
    case 'CREDIT_NO_MATCH_SSN':
      return 'review-app/no-credit';
    // These terminal stages are never polled again, so the status flags that narrow them (the ones the
    // flow triggers read: PIN freeze, data-tree no-match, DTI and credit-score declines) pick the screen here.
    case 'HARD_CREDIT_LOCKED_OR_FROZEN':
      return 'credit/error';
    case 'SOFT_CREDIT_LOCKED_OR_FROZEN':
      return status.creditFrozenWithPin ? 'review-app/incorrect-pin' : 'credit/error';
    case 'NO_PROPERTY_FOUND':
      return status.propertyComplete && status.datatreeNoMatch ? 'review-app/datatree' : 'review-app/property';
    case 'MULTIPLE_PROPERTIES':
      return 'review-app/property';
    case 'DECLINED':
      if (status.creditScoreDecline) return 'error/credit';
      return status.dtiDecline ? 'error/income' : 'error/decline';
    case 'COLLECT_ADDITIONAL_INFO':
      return 'start/contact';
    case 'HMDA':
      return 'start/hmda';
    case 'DELINQUENCY_REVIEW':
      return 'review-app/delinquency';
    case 'GEN_CLOSING_DISCLOSURE':
      return status.waitingOnFloodCert ? 'error/flood-cert' : 'review-app/signdocs';
    case 'NOTE_SIGNING':
    case 'FINAL_OFFER':
      return 'signing/intro';
    case 'REVISED_OFFER_SELECTION':
      return 'product/select';
    case 'GEN_NOTE_SIGNING':
      return 'review-app/signdocs';
    case 'APP_SUBMISSION':
    case 'GEN_SUMMARY_DISCLOSURE':
      return 'start/app-summary';
    case 'INCOME_VERIFICATION':
      // A link that verified only part of the income asks for paystubs (the incomePartialVerified trigger).
      return status.manualPaystubUpload && !status.manualPaystubTasksComplete
        ? 'income/upload/MANUAL_PAYSTUB'
        : 'income/review';
    case 'IDENTITY_VERIFICATION':
      return 'identity';
    case 'ASSETS_PREQUAL':
      return 'product/assets';
    case 'LIEN_POSITION_CLTV_REQUALIFY':
      return 'product/prequal-winback';
    case 'DISBURSEMENT_ACCOUNT':
      return 'bank/disburse';
    case 'AUTOPAY_ACCOUNT':
      // Autopay needs the disbursement account first; crypto loans have no bank disbursement.
      return !app?.disburseAccount?.routingNumber && !app?.isCrypto ? 'bank/disburse' : 'bank/autopay';
    case 'VERIFIED_AUTOPAY_ACCOUNT':
      return 'bank/autopay';
    case 'PAYOFF_REQUEST_PENDING':
      return 'payoff/hold';
    case 'DEED_SIGNING':
      return status.primaryParticipantAcceptComplete ? 'complete' : 'notary/intro';
    case 'LIEN_VERIFICATION':
    case 'LIEN_INQUIRY':
      return 'liens';
    case 'CO_DEED_REQUIRED':
      return 'signing/additional';
    case 'MANUAL_DEED_SIGNING':
      return 'notary/reserve-manual';
    case 'EMPLOYMENT_VERIFICATION':
      return 'income/employer-verification';
    // Ours: debt payoff at closing (the spec's merchant screens; DIRECT_DEBT_PAYOFF is the funding-time payoff).
    case 'DEBT_PAYOFF_REVIEW':
      return 'merchant/review';
    case 'DEBT_PAYOFF_ATTESTATION':
      return 'merchant/lien-attestation';
    case 'OFFER_SELECTION':
      return 'product/select';
    case 'COMPLETE':
    case 'CANCELLED':
      return '';
    default:
      break;
  }
  if (ESTIMATE_STAGES.includes(stage)) return 'bpo/estimate-value';
  if (ORDER_REQUEST_STAGES.includes(stage)) {
    if (status.bpo !== 'BPO_REQUIRED') return 'bpo/hold';
    return app?.property?.state === 'TX' ? 'bpo/condition' : 'bpo/order-bpo';
  }
  if (BPO_HOLD_STAGES.includes(stage)) return 'bpo/hold';
  if (COMPLETE_STAGES.includes(stage)) return 'complete';
  if (TIMEOUT_STAGES.includes(stage)) return 'error/timeout';
  if (NOTARY_INTRO_STAGES.includes(stage)) return 'notary/intro';
  return null;
}

/** The screen for a client flow state, used when the server stage does not decide (null = app root). */
function screenFromFlowState(
  flowState: FlowState | null | undefined,
  app: Application | null | undefined,
): string | null {
  switch (flowState) {
    case 'ssnCredit':
      return 'credit/social';
    case 'errorCredit':
      return 'credit/error';
    case 'incorrectPin':
      return 'review-app/incorrect-pin';
    case 'noCredit':
      return 'review-app/no-credit';
    case 'noProperty':
      return 'review-app/property';
    case 'datatreeError':
      return 'review-app/datatree';
    case 'uwReview':
      return 'review-app/uw';
    case 'liens':
      return 'liens';
    case 'product':
      return 'product/select';
    case 'assetDepletion':
      return 'product/assets';
    case 'moreProfile':
      return 'start/contact';
    case 'hmda':
      return 'start/hmda';
    case 'waitSummary':
    case 'appSummary':
      return 'start/app-summary';
    case 'docVerify':
      return 'identity';
    case 'documents':
      return 'conditions';
    case 'manualPaystubUpload':
      return 'income/upload/MANUAL_PAYSTUB';
    case 'incomeReview':
      return 'income/review';
    case 'emplVerify':
      return 'income/employer-verification';
    case 'waitMerchant':
      return 'merchant/review';
    case 'lienAttestation':
      return 'merchant/lien-attestation';
    case 'ach':
      return app?.isCrypto ? 'signing/intro' : 'bank/disburse';
    case 'autopay':
      return 'bank/autopay';
    case 'manualAutopay':
      return 'bank/autopay-manual';
    case 'waitSign':
    case 'sign':
      return 'signing/intro';
    case 'codeed':
      return 'signing/additional';
    case 'waitNotary':
    case 'notary':
      return app?.requestedManualNotaryTime ? 'notary/reserve-manual' : 'notary/intro';
    case 'insurance':
      return 'insurance/upload';
    case 'waitFund':
      return 'complete';
    case 'declined':
      return 'error/decline';
    case 'dtiDeclined':
      return 'error/income';
    case 'creditScoreDeclined':
      return 'error/credit';
    case 'bpo':
      return 'bpo/condition';
    case 'bpoProcessing':
      return 'bpo/hold';
    default:
      // profile and every state without a screen of its own start over at the profile screen.
      return 'start/profile';
  }
}

/** The in-app path for a server stage: `/${uuid}/...`, or `/` for the app root. */
export function screenForStage(
  stage: string | null | undefined,
  { uuid, application, flowState }: StageScreenContext,
): string {
  const fromStage = stage ? screenFromStage(stage, application) : null;
  const screen = fromStage ?? screenFromFlowState(flowState, application);
  // '' is the root line of the stage list; without an application id nothing under /{uuid} is reachable.
  if (screen === '' || !uuid) return '/';
  return `/${uuid}/${screen}`;
}

/** Location state the offer-selection screen gets: a verified offer came from, and returns to, signing. */
export function offerSelectionMemory(
  stage: string | null | undefined,
  application: Application | null | undefined,
): { from: 'signing/intro'; decision: string | null } | null {
  if (stage !== 'OFFER_SELECTION' || application?.status.uwSubDecision !== 'VERIFIED_OFFER') return null;
  return { from: 'signing/intro', decision: application.status.uwDecision ?? null };
}

export const DECLINE_REROUTE_EXEMPT = 'document/disclosures';

/** A declined underwriting decision re-routes from every page except the disclosures the borrower must still see. */
export function shouldRerouteOnDecline(pathname: string, application: Application | null | undefined): boolean {
  if (application?.status.uwDecision !== 'DECLINE') return false;
  const path = pathname.replace(/\/+$/, '');
  return !(path === DECLINE_REROUTE_EXEMPT || path.endsWith(`/${DECLINE_REROUTE_EXEMPT}`));
}
