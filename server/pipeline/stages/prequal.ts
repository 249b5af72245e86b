// Stage handlers from a new application (BASIC_INFO) to INCOME_VERIFICATION: property data and the soft
// pull, liens, underwriting and offers, the borrower's additional information and HMDA, the summary
// disclosure, submission and the hard pull. Each handler reads the state the engine loaded and either
// moves on, waits for the borrower (null), or rechecks later (a vendor still working).
import { DECLINE_CAUSE_PREFIX } from '../../../src/domain/adverseAction';
import { lendingRules } from '../../../src/domain/lendingRules';
import { underwrite, type UnderwritingResult } from '../../../src/domain/offers';
import { FALLBACK_TIME_ZONE, localDate, timeZoneOfState } from '../../../src/domain/timeZones';
import type { ApplicationStatus } from '../../../src/domain/types';
import type { StoredFields } from '../../application/model';
import { nowIso } from '../../db';
import { decrypt } from '../../security/crypto';
import { homeEquityLiensOf, loadPrequalRecord, toLienEntries, updatePrequalRecord } from '../prequalRecord';
import { readyAtFor } from './closingOrders';
import type { PipelineContext, PipelineState, StageHandler, StageHandlers, StageStep } from '../types';
import type { CreditSubject } from '../vendors/creditBureau';
import { texasApplicationUpdate, texasNoticeUpdate } from './texas';

const hasConsent = (data: StoredFields, type: string): boolean => data.consents.some((c) => c.type === type);

function withStatus(patch: Partial<ApplicationStatus>): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, status: { ...data.status, ...patch } });
}

function creditSubject(state: PipelineState, ctx: PipelineContext): CreditSubject {
  const { borrower, property } = state;
  return {
    firstName: borrower.first_name,
    lastName: borrower.last_name,
    dob: borrower.dob,
    address: property
      ? { street1: property.street1, city: property.city, state: property.state, zip: property.zip }
      : null,
    // Decrypted only for the bureau call; never logged or stored in the clear.
    ssn: borrower.ssn_encrypted ? decrypt(borrower.ssn_encrypted, ctx.config.encryptionKey) : null,
  };
}

/** The profile screen is done: name and dob on file, property ownership given, both consents recorded. */
export function profileComplete(state: PipelineState): boolean {
  return (
    Boolean(state.borrower.dob && state.property?.ownership) &&
    hasConsent(state.data, 'SOFT_CREDIT') &&
    hasConsent(state.data, 'ESIGN')
  );
}

const basicInfo: StageHandler = (state) =>
  profileComplete(state) ? { to: 'GEN_PRE_SOFT_CREDIT_DISCLOSURE', cause: 'borrower:profile' } : null;

// The pre-soft-credit disclosure is generated from the profile; nothing for the borrower to do.
const preSoftCreditDisclosure: StageHandler = () => ({ to: 'WAITING_FOR_SOFT_CREDIT', cause: 'system:disclosure' });

const waitingForSoftCredit: StageHandler = async (state, ctx) => {
  if (!state.property) return { to: 'NO_PROPERTY_FOUND', cause: 'vendor:property-none' };
  const lookup = await ctx.vendors.propertyData.lookup(state.property);
  switch (lookup.kind) {
    case 'none':
      return { to: 'NO_PROPERTY_FOUND', cause: 'vendor:property-none' };
    case 'multiple':
      return { to: 'MULTIPLE_PROPERTIES', cause: 'vendor:property-multiple' };
    case 'no-match':
      return {
        to: 'NO_PROPERTY_FOUND',
        cause: 'vendor:property-no-match',
        update: withStatus({ propertyComplete: true, datatreeNoMatch: true }),
      };
    case 'found':
      break;
  }
  const pull = await ctx.vendors.creditBureau.softPull(creditSubject(state, ctx));
  switch (pull.kind) {
    case 'no-match':
      return { to: 'CREDIT_NO_MATCH', cause: 'vendor:credit-no-match' };
    case 'no-match-ssn':
      return { to: 'CREDIT_NO_MATCH_SSN', cause: 'vendor:credit-no-match-ssn' };
    case 'no-file':
      // A file too thin to score ends where a no-match with SSN does: review-app/no-credit.
      return { to: 'CREDIT_NO_MATCH_SSN', cause: 'vendor:credit-no-file' };
    case 'frozen':
      return {
        to: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
        cause: pull.withPin ? 'vendor:credit-frozen-pin' : 'vendor:credit-frozen',
        update: withStatus({ creditFrozenWithPin: pull.withPin }),
      };
    case 'match':
      break;
  }
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
    ...r,
    propertyId: lookup.propertyId,
    softCredit: pull.report,
  }));
  return {
    to: 'WAITING_FOR_AVM_DATA',
    cause: 'vendor:soft-credit',
    update: withStatus({ propertyComplete: true, datatreeNoMatch: false, creditFrozenWithPin: false }),
  };
};

const waitingForAvmData: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  if (!record.propertyId) return { to: 'WAITING_FOR_SOFT_CREDIT', cause: 'system:property-missing' };
  let homeValue = record.homeValue;
  let source = record.homeValueSource;
  if (homeValue === null) {
    homeValue = await ctx.vendors.propertyData.avm(record.propertyId);
    source = 'AVM';
    if (homeValue === null) return { to: 'NO_AVM_FOUND', cause: 'vendor:avm-none' };
  }
  const found = await ctx.vendors.propertyData.liens(record.propertyId);
  const liens = toLienEntries(found);
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
    ...r,
    homeValue,
    homeValueSource: source,
    homeEquityLiens: homeEquityLiensOf(found),
    // Liens the borrower already corrected are kept.
    liens: r.liensConfirmedAt ? r.liens : liens,
  }));
  const inquiries = (record.softCredit?.recentInquiries ?? 0) > 0;
  return {
    to: inquiries ? 'LIEN_INQUIRY' : 'LIEN_VERIFICATION',
    cause: 'vendor:avm',
    update: (data) => ({
      ...withStatus({ inquiryAttestNeeded: inquiries })(data),
      adjustedHomeAmount: homeValue,
    }),
  };
};

const noAvmFound: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  return record.valuation ? { to: 'NAV_RESI_EVAL_ORDER_REQUEST', cause: 'borrower:valuation-order' } : null;
};

const resiEvalOrderRequest: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  if (!record.propertyId || !record.valuation) return null;
  if (!record.valuation.orderId) {
    const order = await ctx.vendors.propertyData.orderValuation(record.propertyId);
    const readyAt = readyAtFor(order.wait, ctx) ?? new Date(ctx.clock.now()).toISOString();
    await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
      ...r,
      valuation: r.valuation ? { ...r.valuation, orderId: order.orderId, fee: order.fee, readyAt } : r.valuation,
    }));
  }
  return { to: 'NAV_RESI_EVAL_PROCESSING', cause: 'vendor:resi-eval-ordered' };
};

const resiEvalProcessing: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  const valuation = record.valuation;
  if (!valuation?.orderId) return { to: 'NAV_RESI_EVAL_ORDER_REQUEST', cause: 'system:resi-eval-reorder' };
  const due = valuation.readyAt ? Date.parse(valuation.readyAt) - ctx.clock.now() : 0;
  if (due > 0) return { recheckInMs: due };
  const value = await ctx.vendors.propertyData.valuationResult(valuation.orderId);
  if (value === null) return { recheckInMs: Math.max(1, ctx.config.sandbox.latencyMs) };
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
    ...r,
    valuation: r.valuation ? { ...r.valuation, value } : r.valuation,
  }));
  return { to: 'NAV_RESI_EVAL_ESTIMATE', cause: 'vendor:resi-eval' };
};

// The evaluation stands in for the AVM from here on.
const resiEvalEstimate: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  const value = record.valuation?.value;
  if (value == null) return { to: 'NAV_RESI_EVAL_PROCESSING', cause: 'system:resi-eval-missing' };
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({ ...r, homeValue: value, homeValueSource: 'RESI_EVAL' }));
  return { to: 'WAITING_FOR_AVM_DATA', cause: 'vendor:resi-eval-estimate' };
};

/** Liens confirmed, and the inquiry attestation given when the soft pull showed recent inquiries. */
const liensReady: StageHandler = (state) => {
  const { status } = state.data;
  if (!status.liensComplete) return null;
  if (status.inquiryAttestNeeded && !status.inquiryAttestComplete) return null;
  return { to: 'WAITING_FOR_INITIAL_OFFERS', cause: 'borrower:liens' };
};

function annualIncome(data: StoredFields): number {
  return data.incomeSources.reduce((sum, s) => sum + (Number.isFinite(s.annualIncome) ? s.annualIncome : 0), 0);
}

function decisionStep(result: UnderwritingResult): StageStep {
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
        update: withStatus({ ...reset, uwDecision: 'INELIGIBLE' }),
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

const waitingForInitialOffers: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  if (!record.softCredit || record.homeValue === null) {
    return { to: 'WAITING_FOR_SOFT_CREDIT', cause: 'system:prequal-missing' };
  }
  const result = underwrite({
    creditScore: record.softCredit.score,
    monthlyDebt: record.softCredit.monthlyDebt,
    annualIncome: annualIncome(state.data),
    homeValue: record.homeValue,
    liens: record.liens,
    state: state.property?.state ?? '',
    delinquent: record.softCredit.delinquent,
    derogatory: record.softCredit.derogatory,
    liquidAssets: record.softCredit.liquidAssets,
    assetDepletionAttested: Boolean(state.data.assetDepletion?.complete),
    recordedHomeEquityLiens: record.homeEquityLiens.map((l) => ({ ...l, homeEquity: true })),
    rules: lendingRules(state.property?.state, state.org.pricingData),
    closingOn: localDate(ctx.clock.now(), timeZoneOfState(state.property?.state) ?? FALLBACK_TIME_ZONE),
  });
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
    ...r,
    offers: result.kind === 'offers' ? result.offers : [],
    underwrittenAt: nowIso(),
  }));
  return decisionStep(result);
};

const assetsPrequal: StageHandler = (state) =>
  state.data.assetDepletion?.complete ? { to: 'WAITING_FOR_INITIAL_OFFERS', cause: 'borrower:assets' } : null;

// Corrected liens (e.g. a paid-off second mortgage) may requalify the application.
const cltvRequalify: StageHandler = async (state, ctx) => {
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  const corrected = record.liensConfirmedAt && record.underwrittenAt && record.liensConfirmedAt > record.underwrittenAt;
  return corrected ? { to: 'WAITING_FOR_INITIAL_OFFERS', cause: 'borrower:liens' } : null;
};

const offerSelection: StageHandler = ({ data }) =>
  data.term > 0 && data.amount > 0 && data.rate > 0 ? { to: 'COLLECT_ADDITIONAL_INFO', cause: 'borrower:offer' } : null;

const collectAdditionalInfo: StageHandler = ({ borrower, property, data }) =>
  borrower.ssn_encrypted && borrower.phone && property?.ownership && hasConsent(data, 'HARD_CREDIT')
    ? { to: 'HMDA', cause: 'borrower:contact' }
    : null;

const hmda: StageHandler = ({ data }) => (data.hasHmda ? { to: 'GEN_APP_DISCLOSURES', cause: 'borrower:hmda' } : null);

// The application disclosures; a Texas line's §50(g) notice is given with them, and the date it was provided kept.
const genAppDisclosures: StageHandler = (state, ctx) => ({
  to: 'GEN_SUMMARY_DISCLOSURE',
  cause: 'system:app-disclosures',
  update: withStatus(texasNoticeUpdate(state, ctx)),
});

const genSummaryDisclosure: StageHandler = () => ({
  to: 'APP_SUBMISSION',
  cause: 'system:summary-disclosure',
  update: withStatus({ disclosurelistSummaryReady: true }),
});

const appSubmission: StageHandler = async (state, ctx) => {
  if (!state.data.status.disclosurelistSummaryComplete) return null;
  const record = await loadPrequalRecord(ctx.db, state.row.uuid);
  if (!record.submittedAt) return null;
  // The application date a Texas line's 12-day wait counts from (src/domain/texas.ts).
  return { to: 'HARD_CREDIT_PULL', cause: 'borrower:submit', update: withStatus(texasApplicationUpdate(state, ctx)) };
};

const hardCreditPull: StageHandler = async (state, ctx) => {
  const pull = await ctx.vendors.creditBureau.hardPull(creditSubject(state, ctx));
  if (pull.kind === 'frozen') {
    return {
      to: 'HARD_CREDIT_LOCKED_OR_FROZEN',
      cause: 'vendor:hard-credit-frozen',
      update: withStatus({ uwSubDecision: 'CREDIT_FROZEN' }),
    };
  }
  await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({ ...r, hardCredit: pull.report }));
  return { to: 'INCOME_VERIFICATION', cause: 'vendor:hard-credit' };
};

// The SSN entered on credit/social lets the soft pull try again.
const creditNoMatch: StageHandler = ({ borrower }) =>
  borrower.ssn_encrypted ? { to: 'WAITING_FOR_SOFT_CREDIT', cause: 'borrower:ssn' } : null;

export const PREQUAL_HANDLERS: StageHandlers = {
  BASIC_INFO: basicInfo,
  GEN_PRE_SOFT_CREDIT_DISCLOSURE: preSoftCreditDisclosure,
  WAITING_FOR_SOFT_CREDIT: waitingForSoftCredit,
  CREDIT_NO_MATCH: creditNoMatch,
  WAITING_FOR_AVM_DATA: waitingForAvmData,
  NO_AVM_FOUND: noAvmFound,
  NAV_RESI_EVAL_ORDER_REQUEST: resiEvalOrderRequest,
  NAV_RESI_EVAL_PROCESSING: resiEvalProcessing,
  NAV_RESI_EVAL_ESTIMATE: resiEvalEstimate,
  LIEN_VERIFICATION: liensReady,
  LIEN_INQUIRY: liensReady,
  WAITING_FOR_INITIAL_OFFERS: waitingForInitialOffers,
  ASSETS_PREQUAL: assetsPrequal,
  LIEN_POSITION_CLTV_REQUALIFY: cltvRequalify,
  OFFER_SELECTION: offerSelection,
  COLLECT_ADDITIONAL_INFO: collectAdditionalInfo,
  HMDA: hmda,
  GEN_APP_DISCLOSURES: genAppDisclosures,
  GEN_SUMMARY_DISCLOSURE: genSummaryDisclosure,
  APP_SUBMISSION: appSubmission,
  HARD_CREDIT_PULL: hardCreditPull,
};
