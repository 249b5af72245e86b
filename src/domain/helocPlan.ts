// The plan's terms as the early disclosure (Regulation Z §1026.40(d)) states them before any offer exists: the
// draw and repayment periods, the variable-rate features of later draws, the fees and who pays them, and the
// historical example of the index. Built from the same constants and lending rules the offer engine prices with, so
// a disclosure given at application can never contradict a later offer. Pure: no I/O, no clock.
import { PRIME_RATE_HISTORY, type IndexValue } from './data/primeRateHistory';
import { addCalendarDays } from './legalCalendar';
import { countsTowardFeeCap, type BorrowerCharge, type FeeKind, type LendingRules } from './lendingRules';
import { MAX_APR, MIN_APR, monthlyPayment, OFFER_TERMS } from './offers';

/** Later draws are allowed for this long (or for the whole term when it is shorter). */
export const DRAW_PERIOD_YEARS = 5;
/** The most a later draw's APR can ever be (the plan's lifetime cap). */
export const LIFETIME_APR_CAP = 18;
/** The index value the sandbox publishes; a live lender reads the preceding month's value from its pricing feed. */
export const CURRENT_PRIME_RATE_PERCENT = 7.5;
/** The balance Regulation Z's payment examples are worked on. */
export const EXAMPLE_BALANCE = 10_000;
/** Years of index values in the historical example (§1026.40(d)(12)(xi)). */
export const HISTORY_YEARS = 15;
/** The terms of an early disclosure are offered to applications made within this many days of it (§1026.40(d)(2)(i)). */
export const TERMS_AVAILABLE_DAYS = 30;
/** Business days after receiving the disclosures during which every fee stays refundable (§1026.40(h)). */
export const FEE_REFUND_BUSINESS_DAYS = 3;

/** The product's fixed charges (spec core-journey section 9). */
export const PLAN_FEES = {
  valuationNoAvm: 180,
  manualNotarization: 300,
  recordingFeeMax: 315,
  recordingTaxPer100kMax: 1400,
} as const;

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** The margins over the index the plan's offers carry, lowest and highest (APR range less the current index). */
export function planMargins(indexPercent: number = CURRENT_PRIME_RATE_PERCENT): { min: number; max: number } {
  return { min: round2(Math.max(MIN_APR - indexPercent, 0)), max: round2(Math.max(MAX_APR - indexPercent, 0)) };
}

/** A later draw's APR: the index plus the margin, never below the margin nor above the lifetime cap. */
export function drawApr(indexPercent: number, marginPercent: number, cap: number = LIFETIME_APR_CAP): number {
  return round2(Math.min(cap, Math.max(marginPercent, indexPercent + marginPercent)));
}

export interface HistoricalExampleRow {
  year: number;
  indexPercent: number;
  marginPercent: number;
  aprPercent: number;
  /** The monthly payment of a $10,000 draw taken that January, repaid over `termYears`. */
  monthlyPayment: number;
  /** True when the lifetime cap held the rate down that year. */
  capped: boolean;
}

export interface HistoricalExampleInput {
  /** The latest year the example may use: the year the disclosure is prepared. */
  asOfYear: number;
  marginPercent: number;
  termYears: number;
  history?: readonly IndexValue[];
  balance?: number;
  years?: number;
  cap?: number;
}

/**
 * §1026.40(d)(12)(xi): how a $10,000 draw's rate and payment would have moved with the index over the most recent 15
 * years of values, one January each. A later draw's rate is set on its draw date and then fixed, so each row is the
 * draw taken that January: the index plus the margin (within the cap and floor) and its amortised payment.
 */
export function historicalExample(input: HistoricalExampleInput): HistoricalExampleRow[] {
  const {
    asOfYear,
    marginPercent,
    termYears,
    history = PRIME_RATE_HISTORY,
    balance = EXAMPLE_BALANCE,
    years = HISTORY_YEARS,
    cap = LIFETIME_APR_CAP,
  } = input;
  return [...history]
    .filter((v) => v.year <= asOfYear)
    .sort((a, b) => a.year - b.year)
    .slice(-years)
    .map((v) => {
      const aprPercent = drawApr(v.ratePercent, marginPercent, cap);
      return {
        year: v.year,
        indexPercent: v.ratePercent,
        marginPercent,
        aprPercent,
        monthlyPayment: monthlyPayment(balance, aprPercent, termYears),
        capped: v.ratePercent + marginPercent > cap,
      };
    });
}

/** The minimum monthly payment of a $10,000 balance at the lifetime maximum APR, for each term offered (§1026.40(d)(12)(x)). */
export function maximumRatePayments(
  balance: number = EXAMPLE_BALANCE,
  cap: number = LIFETIME_APR_CAP,
): { termYears: number; aprPercent: number; monthlyPayment: number }[] {
  return OFFER_TERMS.map((termYears) => ({
    termYears,
    aprPercent: cap,
    monthlyPayment: monthlyPayment(balance, cap, termYears),
  }));
}

/**
 * The lowest index at which a draw would reach the lifetime cap with the given margin: with no periodic limit on
 * changes, the maximum rate could apply to the first later draw taken once the index is there.
 */
export function indexReachingCap(marginPercent: number, cap: number = LIFETIME_APR_CAP): number {
  return round2(Math.max(cap - marginPercent, 0));
}

/** The last day ('YYYY-MM-DD') an application may be made to obtain the terms of a disclosure prepared on `preparedOn`. */
export function termsAvailableUntil(preparedOn: string): string {
  return addCalendarDays(preparedOn, TERMS_AVAILABLE_DAYS);
}

/** One charge of opening a line, as the early disclosure itemises it (§1026.40(d)(7) and (8)). */
export interface PlanFee {
  kind: FeeKind;
  label: string;
  /** The fee as a sentence names it ('recording fees'). */
  name: string;
  /** Imposed by us (the creditor) or by a third party (a county, a valuation firm, a notary). */
  imposedBy: 'creditor' | 'thirdParty';
  /** Who pays it: the lender pays the charges a state's cap on all fees would count (Texas). */
  paidBy: 'borrower' | 'lender';
  /** How much, as the disclosure prints it ('Up to 4.99% of the line', '$0 to $315'). */
  amount: string;
  /** When it is payable. */
  when: string;
  /** Whether the line's fee cap counts it (`countsTowardFeeCap`). */
  countsTowardCap: boolean;
}

const dollars = (n: number): string => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

/**
 * The plan's charges for a home under `rules`. The origination fee may take the whole cap, so any third-party charge
 * the cap also counts is the lender's to pay: the fees the borrower pays and the cap counts then never exceed it,
 * whatever the line amount (Texas §50(a)(6)(E)).
 */
export function planFees(rules: LendingRules): PlanFee[] {
  const payer = (kind: FeeKind): 'borrower' | 'lender' => (countsTowardFeeCap(rules, kind) ? 'lender' : 'borrower');
  const fees: Omit<PlanFee, 'countsTowardCap'>[] = [
    {
      kind: 'origination',
      name: 'origination fee',
      label: 'Origination fee (paid to us, deducted from the line at opening)',
      imposedBy: 'creditor',
      paidBy: 'borrower',
      amount: `Up to ${rules.feeCapPercent.toFixed(2)}% of the line`,
      when: 'At opening, out of the initial draw',
    },
    {
      kind: 'valuation',
      name: 'valuation fee',
      label: 'Residential evaluation of the home, when no automated valuation is available',
      imposedBy: 'thirdParty',
      paidBy: payer('valuation'),
      amount: dollars(PLAN_FEES.valuationNoAvm),
      when: 'When you order it, before the offers are priced',
    },
    {
      kind: 'notarization',
      name: 'manual notarization fee',
      label: 'Manual notarization, when remote eNotary is not permitted',
      imposedBy: 'thirdParty',
      paidBy: payer('notarization'),
      amount: dollars(PLAN_FEES.manualNotarization),
      when: 'At closing',
    },
    {
      kind: 'recordingFee',
      name: 'recording fees',
      label: 'Recording fees (paid to the county)',
      imposedBy: 'thirdParty',
      paidBy: payer('recordingFee'),
      amount: `$0 to ${dollars(PLAN_FEES.recordingFeeMax)}`,
      when: 'At opening',
    },
    {
      kind: 'recordingTax',
      name: 'recording and mortgage taxes',
      label: 'Recording and mortgage taxes (paid to the state or county)',
      imposedBy: 'thirdParty',
      paidBy: payer('recordingTax'),
      amount: `$0 to ${dollars(PLAN_FEES.recordingTaxPer100kMax)} per $100,000 of the line`,
      when: 'At opening',
    },
  ];
  return fees.map((f) => ({
    ...f,
    // A charge the lender pays is the lender's cost, whatever the cap would say of it.
    countsTowardCap: countsTowardFeeCap(rules, f.kind),
  }));
}

/**
 * The statement of §1026.40(h) given wherever a fee is taken before the plan opens: in the early disclosure and
 * where the borrower agrees to the valuation fee.
 */
export function feeRefundStatement(companyName: string): string {
  return (
    `You may decide not to open this line of credit within ${FEE_REFUND_BUSINESS_DAYS} business days after you ` +
    `receive the early disclosure and the brochure "What you should know about home equity lines of credit". If you ` +
    `do, ${companyName} will refund every fee you paid in connection with your application, including the valuation ` +
    'fee: no fee is nonrefundable until those three business days have passed.'
  );
}

/** The no-AVM valuation's fee and who pays it for a home under `rules` (Texas: the lender, under the 2% cap). */
export function valuationFee(rules: LendingRules): { amount: number; paidBy: 'borrower' | 'lender' } {
  const fee = planFees(rules).find((f) => f.kind === 'valuation');
  return { amount: PLAN_FEES.valuationNoAvm, paidBy: fee?.paidBy ?? 'borrower' };
}

/**
 * The charges besides the origination fee the borrower may pay to open a line of `lineAmount`, at their most, as the
 * fee cap reads them (`lineProblem`'s `charges`): the selection and funding checks count them where the state does.
 */
export function borrowerCharges(rules: LendingRules, lineAmount: number): BorrowerCharge[] {
  const most: Record<string, number> = {
    valuation: PLAN_FEES.valuationNoAvm,
    notarization: PLAN_FEES.manualNotarization,
    recordingFee: PLAN_FEES.recordingFeeMax,
    recordingTax: (Math.max(0, lineAmount) / 100_000) * PLAN_FEES.recordingTaxPer100kMax,
  };
  return planFees(rules)
    .filter((f) => f.paidBy === 'borrower' && f.kind !== 'origination')
    .map((f) => ({ kind: f.kind, amount: round2(most[f.kind] ?? 0) }));
}

/** The range of the third-party charges the borrower may pay to open the line, in dollars (§1026.40(d)(8)). */
export function thirdPartyFeeRange(rules: LendingRules, lineAmount: number | null): { min: number; max: number } {
  const borrowerPaid = planFees(rules).filter((f) => f.imposedBy === 'thirdParty' && f.paidBy === 'borrower');
  const max = borrowerPaid.reduce((sum, f) => {
    switch (f.kind) {
      case 'valuation':
        return sum + PLAN_FEES.valuationNoAvm;
      case 'notarization':
        return sum + PLAN_FEES.manualNotarization;
      case 'recordingFee':
        return sum + PLAN_FEES.recordingFeeMax;
      case 'recordingTax':
        return sum + ((lineAmount ?? 400_000) / 100_000) * PLAN_FEES.recordingTaxPer100kMax;
      default:
        return sum;
    }
  }, 0);
  return { min: 0, max: round2(max) };
}
