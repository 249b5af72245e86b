// The numbers every generated document quotes, worked out once from the application and the organisation's
// pricing so the summary, the disclosures and the closing documents never disagree.
import {
  FEE_CAP_PERCENT,
  initialDraw as drawAfterFee,
  MAX_APR,
  MIN_APR,
  monthlyPayment,
  type Offer,
  originationFee,
} from '../../src/domain/offers';
import {
  CURRENT_PRIME_RATE_PERCENT,
  DRAW_PERIOD_YEARS as PLAN_DRAW_PERIOD_YEARS,
  LIFETIME_APR_CAP as PLAN_LIFETIME_APR_CAP,
  PLAN_FEES,
} from '../../src/domain/helocPlan';
import { lendingRules, PRODUCT_MIN_LATER_DRAW, type LendingRules } from '../../src/domain/lendingRules';
import type { Application } from '../../src/domain/types';
import type { Organisation } from '../organisations';

/** APR range the product is advertised with (shared-surfaces section 1). */
export const APR_RANGE = { min: MIN_APR, max: MAX_APR } as const;
// The plan's terms live in src/domain/helocPlan.ts, shared with the screens; the documents quote them from here.
/** Maximum APR a variable-rate draw can ever reach (the lifetime cap quoted in the disclosures). */
export const LIFETIME_APR_CAP = PLAN_LIFETIME_APR_CAP;
/** The sandbox's published Prime Rate; a live lender reads the preceding month's value from its pricing feed. */
export const PRIME_RATE_PERCENT = CURRENT_PRIME_RATE_PERCENT;
export const FEES = PLAN_FEES;
/** Later draws are allowed for this long (or for the whole term when it is shorter). */
export const DRAW_PERIOD_YEARS = PLAN_DRAW_PERIOD_YEARS;
/** The product's least later draw; a state may ask for more (`OfferFigures.minLaterDraw`: Texas $4,000). */
export const MIN_LATER_DRAW = PRODUCT_MIN_LATER_DRAW;
// The rescission period's length lives with the legal calendar, shared with the screens.
export { RESCISSION_BUSINESS_DAYS } from '../../src/domain/rescission';

export interface OfferFigures {
  /** True when an offer has been chosen (term, rate and amount all set). */
  chosen: boolean;
  lineAmount: number;
  termYears: number;
  apr: number;
  originationFeePercent: number;
  originationFee: number;
  /** What reaches the borrower at opening: the whole line less the origination fee. */
  initialDraw: number;
  monthlyPayment: number;
  drawPeriodYears: number;
  repaymentYears: number;
  /** Margin over Prime for later, variable-rate draws. */
  margin: number;
  /** The most the origination fee may be on this line (the state's law and the lender's pricing). */
  maxOriginationFeePercent: number;
  /** The least amount of each later draw on this line (Texas: $4,000). */
  minLaterDraw: number;
  maxRecordingTax: number;
  /** The limits of the home's state and the lender (src/domain/lendingRules.ts), for the plan's fee schedule. */
  rules: LendingRules;
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/**
 * The ceiling on the origination fee of a line on a home in `state`: the product's cap, the organisation's pricing
 * (overall and for the state) and the state's law, whichever is lowest (src/domain/lendingRules.ts). The offers are
 * priced under the same rules, so an offer never charges more than its disclosure says.
 */
export function maxOriginationFeePercent(org: Organisation, state?: string | null): number {
  return Math.min(lendingRules(state, org.pricingData).feeCapPercent, FEE_CAP_PERCENT);
}

/**
 * The fee percent of the chosen offer: the stored offer for the chosen term when pre-qualification kept it, else
 * what the stored initial draw implies, else the organisation's maximum (a document then says "up to").
 */
function feePercentOf(application: Application, org: Organisation, offer: Offer | null): number {
  if (offer) return offer.originationFeePercent;
  const { amount, uwCalculatedDrawAmount: draw } = application;
  if (amount > 0 && draw != null && draw <= amount) return cents(((amount - draw) / amount) * 100);
  return maxOriginationFeePercent(org, application.property?.state);
}

/** `offer` is the pre-qualification offer for the chosen term, when there is one. */
export function offerFigures(application: Application, org: Organisation, offer: Offer | null = null): OfferFigures {
  const { term, rate, amount } = application;
  const chosen = term > 0 && rate > 0 && amount > 0;
  const feePercent = feePercentOf(application, org, offer);
  const drawPeriodYears = term > 0 ? Math.min(DRAW_PERIOD_YEARS, term) : DRAW_PERIOD_YEARS;
  const fee = originationFee(amount, feePercent);
  // The whole line is drawn at opening and the fee comes out of it (src/domain/offers.ts initialDraw).
  const initialDraw = application.uwCalculatedDrawAmount ?? drawAfterFee(amount, feePercent);
  return {
    chosen,
    lineAmount: amount,
    termYears: term,
    apr: rate,
    originationFeePercent: feePercent,
    originationFee: fee,
    initialDraw,
    // Amortised from term, rate and amount, as the offers are (the whole line is owed, the fee included).
    monthlyPayment: monthlyPayment(amount, rate, term),
    drawPeriodYears,
    repaymentYears: Math.max(term - drawPeriodYears, 0),
    margin: cents(Math.max(rate - PRIME_RATE_PERCENT, 0)),
    maxOriginationFeePercent: maxOriginationFeePercent(org, application.property?.state),
    minLaterDraw: lendingRules(application.property?.state, org.pricingData).minLaterDraw,
    maxRecordingTax: cents((amount / 100000) * FEES.recordingTaxPer100kMax),
    rules: lendingRules(application.property?.state, org.pricingData),
  };
}
