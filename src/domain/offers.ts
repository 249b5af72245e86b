// Underwriting and offer maths shared by the sidebar and the server (DESIGN section 8): pure functions of
// the product constants, so what the borrower sees and what the server stores always agree.
import { formatCurrency } from './format';
import {
  homeEquityEligibility,
  lendingRules,
  PRODUCT_FEE_CAP_PERCENT,
  type EligibilityProblem,
  type LendingRules,
  type RuleLien,
} from './lendingRules';

export const MIN_LINE = 15_000;
export const MAX_LINE = 400_000;
export const MIN_APR = 7.6;
export const MAX_APR = 17.2;
export const FEE_CAP_PERCENT = PRODUCT_FEE_CAP_PERCENT;
export const OFFER_TERMS = [5, 10, 15, 30] as const;
export type OfferTerm = (typeof OFFER_TERMS)[number];
/** Total monthly debt (with the new line's payment) over gross monthly income. */
export const DTI_LIMIT = 0.45;
/** Below this score the application is declined for credit score. */
export const MIN_CREDIT_SCORE = 640;
/** Asset depletion: verified liquid assets count as income spread over 360 months. */
export const ASSET_DEPLETION_MONTHS = 360;
/** The least liquid assets that make asset depletion worth offering instead of a DTI decline. */
export const MIN_DEPLETION_ASSETS = 100_000;
/** This product lends in 1st or 2nd position only: behind two liens there is no offer. */
export const MAX_NEW_LINE_POSITION = 2;

export type CreditTier = 'A' | 'B' | 'C' | 'D';

interface TierRule {
  tier: CreditTier;
  minScore: number;
  maxLine: number;
  aprAdd: number;
  feePercent: number;
  /** CLTV limit by the lien position the new line would take: 1st, 2nd. */
  cltv: readonly [number, number];
}

const TIERS: readonly TierRule[] = [
  { tier: 'A', minScore: 760, maxLine: 400_000, aprAdd: 0, feePercent: 0.99, cltv: [0.9, 0.85] },
  { tier: 'B', minScore: 720, maxLine: 300_000, aprAdd: 1.25, feePercent: 1.99, cltv: [0.85, 0.8] },
  { tier: 'C', minScore: 680, maxLine: 200_000, aprAdd: 2.75, feePercent: 2.99, cltv: [0.8, 0.75] },
  { tier: 'D', minScore: MIN_CREDIT_SCORE, maxLine: 100_000, aprAdd: 4.5, feePercent: 3.99, cltv: [0.75, 0.7] },
];

/** The base APR of each term: the 5-year term is the cheapest. */
const TERM_BASE_APR: Record<OfferTerm, number> = { 5: 7.6, 10: 8.35, 15: 8.85, 30: 9.6 };
/** Above this CLTV the line costs a little more. */
const HIGH_CLTV = 0.8;
const HIGH_CLTV_APR_ADD = 0.5;
/** States whose fees and taxes raise the origination fee. */
const STATE_FEE_ADD: Record<string, number> = { NY: 1.25, FL: 0.75, MD: 0.5 };

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Monthly payment of a fully amortising loan: `amount` over `termYears` at `aprPercent` (e.g. 8.25), rounded to
 * cents. A zero rate divides evenly; anything not positive and finite gives 0.
 */
export function monthlyPayment(amount: number, aprPercent: number, termYears: number): number {
  if (![amount, aprPercent, termYears].every(Number.isFinite) || amount <= 0 || termYears <= 0 || aprPercent < 0) {
    return 0;
  }
  const n = Math.round(termYears * 12);
  const r = aprPercent / 100 / 12;
  const payment = r === 0 ? amount / n : (amount * r) / (1 - (1 + r) ** -n);
  return Math.round(payment * 100) / 100;
}

/** The largest amount whose amortised payment fits `payment` (the inverse of monthlyPayment, unrounded). */
export function affordableAmount(payment: number, aprPercent: number, termYears: number): number {
  if (!(payment > 0) || !(termYears > 0) || !(aprPercent >= 0)) return 0;
  const n = Math.round(termYears * 12);
  const r = aprPercent / 100 / 12;
  return r === 0 ? payment * n : (payment * (1 - (1 + r) ** -n)) / r;
}

export function creditTier(score: number): CreditTier | null {
  return TIERS.find((t) => score >= t.minScore)?.tier ?? null;
}

function tierRule(tier: CreditTier): TierRule {
  return TIERS.find((t) => t.tier === tier) as TierRule;
}

/** APR for a term, tier and CLTV, kept inside the product range. */
export function offerApr(term: OfferTerm, tier: CreditTier, cltv: number): number {
  const apr = TERM_BASE_APR[term] + tierRule(tier).aprAdd + (cltv > HIGH_CLTV ? HIGH_CLTV_APR_ADD : 0);
  return round2(Math.min(MAX_APR, Math.max(MIN_APR, apr)));
}

/**
 * Origination fee percent by credit tier and property state, within the line's fee cap (the product's 4.99%, or
 * less where the state's law or the lender's pricing says so: `lendingRules`).
 */
export function originationFeePercent(
  tier: CreditTier,
  state: string,
  rules: LendingRules = lendingRules(state),
): number {
  return round2(Math.min(rules.feeCapPercent, tierRule(tier).feePercent + (STATE_FEE_ADD[state.toUpperCase()] ?? 0)));
}

export function originationFee(amount: number, feePercent: number): number {
  return round2((amount * feePercent) / 100);
}

/** What the borrower receives at closing: the line less the origination fee. */
export function initialDraw(amount: number, feePercent: number): number {
  return round2(amount - originationFee(amount, feePercent));
}

/** A lien on the home; `homeEquity` and `closedOn` matter where a state limits home-equity liens (Texas). */
export type ExistingLien = RuleLien;

export interface UnderwritingInput {
  creditScore: number;
  /** Monthly debt payments on the credit report, existing mortgage payments included. */
  monthlyDebt: number;
  /** Stated gross annual income (sum of the income sources). */
  annualIncome: number;
  homeValue: number;
  liens: readonly ExistingLien[];
  state: string;
  delinquent: boolean;
  /** Bankruptcy, charge-offs and the like on the report. */
  derogatory: boolean;
  liquidAssets: number;
  /** The borrower attested the assets may be counted (asset depletion). */
  assetDepletionAttested: boolean;
  /** The limits of the state and the lender (default: the state's law and the product's own). */
  rules?: LendingRules;
  /** The day the line would close, 'YYYY-MM-DD', for the state's home-equity rules (default: they are not checked). */
  closingOn?: string;
  /** Home-equity liens in the public record, which the borrower's corrections to `liens` do not remove. */
  recordedHomeEquityLiens?: readonly ExistingLien[];
}

export interface Offer {
  term: OfferTerm;
  apr: number;
  minLine: number;
  maxLine: number;
  originationFeePercent: number;
  /** At the maximum line. */
  originationFee: number;
  initialDraw: number;
  monthlyPayment: number;
}

export type UnderwritingResult =
  | { kind: 'offers'; tier: CreditTier; cltvLimit: number; lienPosition: number; offers: Offer[] }
  | { kind: 'decline'; reason: 'derogatory' | 'creditScore' | 'dti' }
  /** The state's home-equity law forbids this line on this home (Texas (a)(6)(K) or (M)(iii)). */
  | { kind: 'ineligible'; problem: EligibilityProblem; citation: string | null }
  | { kind: 'review'; reason: 'delinquency' }
  | { kind: 'assetDepletion' }
  | { kind: 'requalify'; reason: 'lienPosition' | 'cltv' };

/** What liquid assets add to monthly income under asset depletion: spread evenly over 360 months. */
export function assetDepletionMonthlyIncome(liquidAssets: number): number {
  return Number.isFinite(liquidAssets) && liquidAssets > 0 ? liquidAssets / ASSET_DEPLETION_MONTHS : 0;
}

/** Monthly income counted for DTI: stated income, plus depleted assets once the borrower attested them. */
export function qualifyingMonthlyIncome(input: UnderwritingInput): number {
  const stated = input.annualIncome / 12;
  return input.assetDepletionAttested ? stated + assetDepletionMonthlyIncome(input.liquidAssets) : stated;
}

/** What is owed on the existing liens (a paid-off lien, balance 0, owes nothing). */
export function owedOnLiens(liens: readonly ExistingLien[]): number {
  return liens.reduce((sum, l) => sum + Math.max(0, l.balance), 0);
}

/** The lien position a new line would take: after every lien with a balance. */
export function newLinePosition(liens: readonly ExistingLien[]): number {
  return liens.filter((l) => l.balance > 0).length + 1;
}

/** The maximum line the CLTV limit leaves, before the credit tier and DTI limits. */
export function cltvMaxLine(homeValue: number, cltvLimit: number, liens: readonly ExistingLien[]): number {
  return Math.max(0, Math.floor(homeValue * cltvLimit - owedOnLiens(liens)));
}

/** The decision on an application and, when it qualifies, one offer per term. */
export function underwrite(input: UnderwritingInput): UnderwritingResult {
  if (input.derogatory) return { kind: 'decline', reason: 'derogatory' };
  const tier = creditTier(input.creditScore);
  if (!tier) return { kind: 'decline', reason: 'creditScore' };
  if (input.delinquent) return { kind: 'review', reason: 'delinquency' };
  const rules = input.rules ?? lendingRules(input.state);
  if (input.closingOn) {
    const liens = [...input.liens, ...(input.recordedHomeEquityLiens ?? [])];
    const problem = homeEquityEligibility(rules, liens, input.closingOn);
    if (problem) return { kind: 'ineligible', problem, citation: rules.citation };
  }

  // The new line takes the position after the existing liens; this product lends in 1st or 2nd position.
  const lienPosition = newLinePosition(input.liens);
  if (lienPosition > MAX_NEW_LINE_POSITION) return { kind: 'requalify', reason: 'lienPosition' };
  const rule = tierRule(tier);
  const tierCltv = rule.cltv[lienPosition - 1] as number;
  const cltvLimit = rules.cltvCap === null ? tierCltv : Math.min(tierCltv, rules.cltvCap);
  const owed = owedOnLiens(input.liens);
  const byCltv = cltvMaxLine(input.homeValue, cltvLimit, input.liens);
  if (byCltv < MIN_LINE) return { kind: 'requalify', reason: 'cltv' };

  const roomForPayment = qualifyingMonthlyIncome(input) * DTI_LIMIT - input.monthlyDebt;
  const feePercent = originationFeePercent(tier, input.state, rules);
  const offers: Offer[] = [];
  for (const term of OFFER_TERMS) {
    const maxBeforeDti = Math.min(MAX_LINE, rule.maxLine, byCltv);
    // Priced on the largest line the CLTV and tier allow, so the price does not depend on the DTI limit.
    const cltv = (owed + maxBeforeDti) / input.homeValue;
    const apr = offerApr(term, tier, cltv);
    const byDti = Math.floor(affordableAmount(roomForPayment, apr, term));
    const maxLine = Math.min(maxBeforeDti, byDti);
    if (maxLine < MIN_LINE) continue;
    offers.push({
      term,
      apr,
      minLine: MIN_LINE,
      maxLine,
      originationFeePercent: feePercent,
      originationFee: originationFee(maxLine, feePercent),
      initialDraw: initialDraw(maxLine, feePercent),
      monthlyPayment: monthlyPayment(maxLine, apr, term),
    });
  }
  if (offers.length === 0) {
    const canDeplete = !input.assetDepletionAttested && input.liquidAssets >= MIN_DEPLETION_ASSETS;
    return canDeplete ? { kind: 'assetDepletion' } : { kind: 'decline', reason: 'dti' };
  }
  return { kind: 'offers', tier, cltvLimit, lienPosition, offers };
}

/** Why an amount cannot be drawn on an offer, or null when it can. */
export function amountProblem(offer: Pick<Offer, 'minLine' | 'maxLine'>, amount: number): string | null {
  if (!Number.isFinite(amount)) return 'Enter an amount';
  if (amount < offer.minLine) return `The amount must be at least ${formatCurrency(offer.minLine)}`;
  if (amount > offer.maxLine) return `The amount cannot be more than ${formatCurrency(offer.maxLine)}`;
  return null;
}

export interface DrawFigures {
  term: OfferTerm;
  apr: number;
  originationFee: number;
  initialDraw: number;
  monthlyPayment: number;
}

/**
 * The figures of drawing `amount` on `offer`, as product/select shows them while the borrower chooses and as
 * the server stores them: fee and initial draw from the offer's fee percent, the payment amortised over the term.
 */
export function drawFigures(offer: Pick<Offer, 'term' | 'apr' | 'originationFeePercent'>, amount: number): DrawFigures {
  return {
    term: offer.term,
    apr: offer.apr,
    originationFee: originationFee(amount, offer.originationFeePercent),
    initialDraw: initialDraw(amount, offer.originationFeePercent),
    monthlyPayment: monthlyPayment(amount, offer.apr, offer.term),
  };
}

type PricedOffer = Pick<Offer, 'term' | 'apr' | 'originationFeePercent' | 'minLine' | 'maxLine'>;

export interface DrawCost extends DrawFigures {
  /** Every monthly payment of the term, as drawFigures rounds it. */
  totalOfPayments: number;
  /**
   * What the line costs over its term beyond the money itself: the interest in those payments plus the origination
   * fee, i.e. the total of payments less what the borrower receives (the amount less the fee).
   */
  interestAndFees: number;
}

/**
 * The whole-term cost of drawing `amount` on `offer` at opening and repaying it with the fixed monthly payment for
 * every month of the term: the comparison product/select shows between terms. Later, variable-rate draws are not
 * in it (their rate is not known until they are taken).
 */
export function drawCost(offer: Pick<Offer, 'term' | 'apr' | 'originationFeePercent'>, amount: number): DrawCost {
  const figures = drawFigures(offer, amount);
  const totalOfPayments = round2(figures.monthlyPayment * Math.round(offer.term * 12));
  return { ...figures, totalOfPayments, interestAndFees: round2(totalOfPayments - figures.initialDraw) };
}

/** One term in a comparison: its cost at the amount, or why the amount cannot be drawn on it. */
export type TermComparison<O extends PricedOffer> =
  { offer: O; cost: DrawCost; problem: null } | { offer: O; cost: null; problem: string };

export interface OfferComparison<O extends PricedOffer> {
  amount: number;
  terms: TermComparison<O>[];
  /**
   * The term with the lowest total cost at `amount`: the least total of payments plus origination fee. The amount
   * repaid is the same on every term, so this is also the least interest and fees. Only the terms that can lend
   * the amount compete; a tie goes to the shorter term (paid off sooner). Null when no term can lend it.
   */
  lowestCostTerm: OfferTerm | null;
}

/** Every offer's figures at the same `amount`, and which of them costs the least over its term. */
export function compareOffers<O extends PricedOffer>(offers: readonly O[], amount: number): OfferComparison<O> {
  const terms = offers.map((offer): TermComparison<O> => {
    const problem = amountProblem(offer, amount);
    return problem === null ? { offer, cost: drawCost(offer, amount), problem } : { offer, cost: null, problem };
  });
  let lowest: { term: OfferTerm; total: number } | null = null;
  for (const { offer, cost } of terms) {
    if (!cost) continue;
    const total = cost.totalOfPayments + cost.originationFee;
    if (!lowest || total < lowest.total || (total === lowest.total && offer.term < lowest.term)) {
      lowest = { term: offer.term, total };
    }
  }
  return { amount, terms, lowestCostTerm: lowest?.term ?? null };
}

/**
 * The amount to show figures for before the borrower enters one: the largest that every offer lends, so each term
 * can be compared on it (never below the largest minimum).
 */
export function exampleAmount(offers: readonly Pick<Offer, 'minLine' | 'maxLine'>[]): number {
  if (offers.length === 0) return MIN_LINE;
  const most = Math.min(...offers.map((o) => o.maxLine));
  const least = Math.max(...offers.map((o) => o.minLine));
  return Math.max(most, least);
}
