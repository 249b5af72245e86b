// The lending limits that depend on where the home is and who lends: state law and the organisation's own pricing,
// as data. The offer engine, the disclosures and the server's checks all read them from here, so an offer can never
// promise what its disclosure or the law forbids. Pure: no I/O, no clock.

/** The product's own ceilings, whatever the state or lender. */
export const PRODUCT_FEE_CAP_PERCENT = 4.99;
export const PRODUCT_MIN_LATER_DRAW = 1000;

/** The organisation's pricing data (private-label `pricingData`). */
export interface PricingData {
  /** The most the organisation charges as an origination fee, in percent of the line. */
  originationFeeMaxPercent: number;
  /** The organisation's own ceiling on the origination fee per state, in percent of the line. */
  stateFeePercent: Record<string, number>;
}

/**
 * The charges of opening a line, as a fee cap reads them. This product charges the first five; the last four are
 * named because a state's law may exclude them from its cap (Texas §50(a)(6)(E)).
 */
export type FeeKind =
  | 'origination'
  | 'valuation'
  | 'notarization'
  | 'recordingFee'
  | 'recordingTax'
  | 'appraisal'
  | 'survey'
  | 'titleInsurance'
  | 'titleExamination';

/** What a state's law adds to the product's limits. Absent fields leave the product's limit in place. */
export interface StateLendingLaw {
  /** Combined loan-to-value ceiling: every debt the home secures, the new line included, over its fair market value. */
  cltvCap?: number;
  /** Ceiling on the fees the borrower pays to open the line, in percent of the line (the principal). */
  feeCapPercent?: number;
  /**
   * Present when the state's cap counts every fee paid to anyone to open the line (not only the lender's own), and
   * lists the charges it leaves out. Absent: the cap, like the lender's pricing, is on the origination fee.
   */
  feeCapExcludes?: readonly FeeKind[];
  /** The least amount of each draw after the first. */
  minLaterDraw?: number;
  /** No other home-equity extension of credit of this kind may be secured by the home. */
  oneHomeEquityLien?: boolean;
  /** Months that must pass since the home's last home-equity extension of credit of this kind closed. */
  monthsSincePriorHomeEquity?: number;
  /** Where the rule comes from, as the compliance documents cite it. */
  citation: string;
}

/**
 * Texas Constitution art. XVI §50(a)(6) and (t): 80% combined LTV ((a)(6)(B)), fees of at most 2% of the principal
 * ((a)(6)(E); every fee to anyone counts except an appraisal, a survey, title insurance and a title examination, so
 * the third-party charges it counts are the lender's to pay: `planFees`), each later advance at least $4,000 ((t)(4)), the
 * only (a)(6) debt on the homestead ((a)(6)(K)), and not closed within a year of another (a)(6) extension
 * ((a)(6)(M)(iii)).
 */
export const TEXAS_HOME_EQUITY_LAW: StateLendingLaw = {
  cltvCap: 0.8,
  feeCapPercent: 2,
  // (a)(6)(E) counts fees "to any person" to originate, evaluate, maintain, record, insure or service the extension,
  // and since the 2017 amendment leaves out an appraisal by a third-party appraiser, a survey by a registered or
  // licensed surveyor, the state base premium of a mortgagee title policy and a title examination report. Our
  // no-AVM valuation is a residential evaluation, not an appraisal, so it counts (read strictly: a breach forfeits
  // the lien).
  feeCapExcludes: ['appraisal', 'survey', 'titleInsurance', 'titleExamination'],
  minLaterDraw: 4000,
  oneHomeEquityLien: true,
  monthsSincePriorHomeEquity: 12,
  citation: 'Texas Constitution art. XVI §50(a)(6)(B), (E), (K), (M)(iii) and §50(t)(4)',
};

export const STATE_LENDING_LAW: Readonly<Record<string, StateLendingLaw>> = { TX: TEXAS_HOME_EQUITY_LAW };

/** The limits that apply to one line: the strictest of the product, the state's law and the lender's pricing. */
export interface LendingRules {
  state: string;
  /** The origination fee may not exceed this percent of the line. */
  feeCapPercent: number;
  /** The combined LTV may not exceed this (null: only the credit tier's limit applies). */
  cltvCap: number | null;
  minLaterDraw: number;
  oneHomeEquityLien: boolean;
  monthsSincePriorHomeEquity: number | null;
  /** The state law's citation, when a state law narrows the product. */
  citation: string | null;
  /** The charges the cap leaves out when it counts every fee (`StateLendingLaw.feeCapExcludes`), else null. */
  feeCapExcludes: readonly FeeKind[] | null;
}

const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;

export function lendingRules(state: string | null | undefined, pricing?: PricingData | null): LendingRules {
  const code = (state ?? '').trim().toUpperCase();
  const law = STATE_LENDING_LAW[code];
  const feeCaps = [
    PRODUCT_FEE_CAP_PERCENT,
    finiteOr(pricing?.originationFeeMaxPercent, PRODUCT_FEE_CAP_PERCENT),
    finiteOr(pricing?.stateFeePercent?.[code], PRODUCT_FEE_CAP_PERCENT),
    law?.feeCapPercent ?? PRODUCT_FEE_CAP_PERCENT,
  ];
  return {
    state: code,
    feeCapPercent: Math.min(...feeCaps),
    cltvCap: law?.cltvCap ?? null,
    minLaterDraw: Math.max(PRODUCT_MIN_LATER_DRAW, law?.minLaterDraw ?? 0),
    oneHomeEquityLien: law?.oneHomeEquityLien ?? false,
    monthsSincePriorHomeEquity: law?.monthsSincePriorHomeEquity ?? null,
    citation: law?.citation ?? null,
    feeCapExcludes: law?.feeCapExcludes ?? null,
  };
}

/**
 * Whether a charge counts toward the line's fee cap: under a state cap on every fee (Texas) all but the excluded
 * ones do; otherwise the cap is the lender's ceiling on its origination fee alone.
 */
export function countsTowardFeeCap(rules: LendingRules, kind: FeeKind): boolean {
  if (rules.feeCapExcludes === null) return kind === 'origination';
  return !rules.feeCapExcludes.includes(kind);
}

/** A charge the borrower pays to open the line, in dollars. */
export interface BorrowerCharge {
  kind: FeeKind;
  amount: number;
}

/** What the borrower pays that the cap counts, in percent of the line (the origination fee and any counted charge). */
export function cappedFeesPercent(
  rules: LendingRules,
  amount: number,
  originationPercent: number,
  charges: readonly BorrowerCharge[] = [],
): number {
  if (!(amount > 0)) return originationPercent;
  const counted = charges
    .filter((c) => c.kind !== 'origination' && countsTowardFeeCap(rules, c.kind))
    .reduce((sum, c) => sum + Math.max(0, c.amount), 0);
  return originationPercent + (counted / amount) * 100;
}

/** A lien on the home as the rules read it: its balance, whether it is a home-equity extension, when it closed. */
export interface RuleLien {
  balance: number;
  /** A home-equity extension of credit under the state's home-equity law (Texas: an (a)(6) loan or line). */
  homeEquity?: boolean;
  /** When that extension closed ('YYYY-MM-DD'), if known. */
  closedOn?: string | null;
}

export type EligibilityProblem =
  { kind: 'otherHomeEquityLien' } | { kind: 'priorHomeEquityTooRecent'; eligibleFrom: string };

/** 'YYYY-MM-DD' plus whole months, clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether the home may secure this line under the state's home-equity law, read from the liens on record and the
 * date the line would close ('YYYY-MM-DD'). Null when it may.
 */
export function homeEquityEligibility(
  rules: LendingRules,
  liens: readonly RuleLien[],
  closingOn: string,
): EligibilityProblem | null {
  const homeEquity = liens.filter((l) => l.homeEquity);
  if (rules.oneHomeEquityLien && homeEquity.some((l) => l.balance > 0)) return { kind: 'otherHomeEquityLien' };
  if (rules.monthsSincePriorHomeEquity !== null) {
    const latest = homeEquity
      .map((l) => l.closedOn)
      .filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d))
      .sort()
      .pop();
    if (latest) {
      const eligibleFrom = addMonths(latest, rules.monthsSincePriorHomeEquity);
      if (closingOn < eligibleFrom) return { kind: 'priorHomeEquityTooRecent', eligibleFrom };
    }
  }
  return null;
}

/** The combined LTV of `amount` on top of what the liens owe, against the home's value. */
export function combinedLtv(amount: number, owedOnLiens: number, homeValue: number): number {
  return homeValue > 0 ? (owedOnLiens + amount) / homeValue : Number.POSITIVE_INFINITY;
}

/**
 * Why a chosen line breaks the rules, or null: the server asks this before it stores a selection and before it funds,
 * so nothing above the caps is ever opened even if an offer was computed under older data.
 */
export function lineProblem(
  rules: LendingRules,
  line: {
    amount: number;
    feePercent: number;
    owedOnLiens: number;
    homeValue: number;
    /** Other charges the borrower pays to open the line; the cap counts those its law counts. */
    charges?: readonly BorrowerCharge[];
  },
): string | null {
  if (rules.cltvCap !== null) {
    const cltv = combinedLtv(line.amount, line.owedOnLiens, line.homeValue);
    // A tenth of a cent of rounding is not a breach.
    if (cltv > rules.cltvCap + 1e-9) {
      return `The combined loan-to-value would be ${(cltv * 100).toFixed(1)}%; ${rules.state} allows at most ${(
        rules.cltvCap * 100
      ).toFixed(0)}%`;
    }
  }
  if (line.feePercent > rules.feeCapPercent + 1e-9) {
    return `The origination fee would be ${line.feePercent.toFixed(2)}%; at most ${rules.feeCapPercent.toFixed(2)}% is allowed`;
  }
  const total = cappedFeesPercent(rules, line.amount, line.feePercent, line.charges);
  if (total > rules.feeCapPercent + 1e-9) {
    return `The fees the cap counts would be ${total.toFixed(2)}% of the line; at most ${rules.feeCapPercent.toFixed(2)}% is allowed`;
  }
  return null;
}
