// The plan's terms for the early disclosure: the Prime Rate history, its 15-year historical example, the maximum
// rate and the fee schedule that agrees with the offer engine's cap (src/domain/helocPlan.ts).
import { PRIME_RATE_HISTORY, PRIME_RATE_SOURCE } from '../../../src/domain/data/primeRateHistory';
import {
  borrowerCharges,
  CURRENT_PRIME_RATE_PERCENT,
  drawApr,
  historicalExample,
  indexReachingCap,
  LIFETIME_APR_CAP,
  maximumRatePayments,
  planFees,
  planMargins,
  termsAvailableUntil,
  thirdPartyFeeRange,
} from '../../../src/domain/helocPlan';
import { cappedFeesPercent, countsTowardFeeCap, lendingRules, lineProblem } from '../../../src/domain/lendingRules';
import { MAX_APR, MIN_APR, monthlyPayment, originationFeePercent, underwrite } from '../../../src/domain/offers';

describe('Prime Rate history', () => {
  it('names its source and holds one value per January, in order, with no gap', () => {
    expect(PRIME_RATE_SOURCE).toMatch(/H\.15/);
    expect(PRIME_RATE_SOURCE).toMatch(/Bank prime loan/);
    const years = PRIME_RATE_HISTORY.map((v) => v.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    for (let i = 1; i < years.length; i++) expect(years[i]).toBe(years[i - 1]! + 1);
    expect(PRIME_RATE_HISTORY.length).toBeGreaterThanOrEqual(15);
  });

  it('carries the published January values', () => {
    const at = (year: number) => PRIME_RATE_HISTORY.find((v) => v.year === year)?.ratePercent;
    expect(at(2012)).toBe(3.25);
    expect(at(2019)).toBe(5.5);
    expect(at(2021)).toBe(3.25);
    expect(at(2023)).toBe(7.5);
    expect(at(2024)).toBe(8.5);
    expect(at(2025)).toBe(7.5);
  });
});

describe('historical example (§1026.40(d)(12)(xi))', () => {
  it('takes the most recent 15 Januaries up to the year prepared', () => {
    const rows = historicalExample({ asOfYear: 2026, marginPercent: 1, termYears: 10 });
    expect(rows).toHaveLength(15);
    expect(rows[0]!.year).toBe(2012);
    expect(rows[14]!.year).toBe(2026);
    const earlier = historicalExample({ asOfYear: 2024, marginPercent: 1, termYears: 10 });
    expect(earlier.map((r) => r.year)).toEqual(Array.from({ length: 15 }, (_, i) => 2010 + i));
  });

  it('applies the margin to each January index and amortises $10,000 at that rate', () => {
    const rows = historicalExample({ asOfYear: 2026, marginPercent: 2.1, termYears: 10 });
    const y2024 = rows.find((r) => r.year === 2024)!;
    expect(y2024.indexPercent).toBe(8.5);
    expect(y2024.aprPercent).toBe(10.6);
    expect(y2024.monthlyPayment).toBe(monthlyPayment(10_000, 10.6, 10));
    const y2012 = rows.find((r) => r.year === 2012)!;
    expect(y2012.aprPercent).toBe(5.35);
    expect(y2012.capped).toBe(false);
  });

  it('holds the rate at the lifetime cap when index plus margin would pass it', () => {
    const { max } = planMargins();
    const rows = historicalExample({ asOfYear: 2026, marginPercent: max, termYears: 10 });
    const y2024 = rows.find((r) => r.year === 2024)!;
    expect(8.5 + max).toBeGreaterThan(LIFETIME_APR_CAP);
    expect(y2024.aprPercent).toBe(LIFETIME_APR_CAP);
    expect(y2024.capped).toBe(true);
    expect(rows.every((r) => r.aprPercent <= LIFETIME_APR_CAP)).toBe(true);
  });

  it('never lets a rate fall below the margin', () => {
    expect(drawApr(-1, 2)).toBe(2);
    expect(drawApr(3.25, 0.1)).toBe(3.35);
  });
});

describe('plan terms', () => {
  it('derives the margins from the advertised APR range and the current index', () => {
    expect(planMargins()).toEqual({
      min: Math.round((MIN_APR - CURRENT_PRIME_RATE_PERCENT) * 100) / 100,
      max: Math.round((MAX_APR - CURRENT_PRIME_RATE_PERCENT) * 100) / 100,
    });
  });

  it('gives the maximum-rate payment on $10,000 for every term, and the index that reaches the cap', () => {
    const rows = maximumRatePayments();
    expect(rows.map((r) => r.termYears)).toEqual([5, 10, 15, 30]);
    expect(rows.every((r) => r.aprPercent === LIFETIME_APR_CAP)).toBe(true);
    expect(rows[1]!.monthlyPayment).toBe(monthlyPayment(10_000, LIFETIME_APR_CAP, 10));
    expect(indexReachingCap(9.7)).toBe(8.3);
  });

  it('keeps the terms for applications made within 30 days', () => {
    expect(termsAvailableUntil('2026-11-25')).toBe('2026-12-25');
  });
});

describe('fees the cap counts (Texas §50(a)(6)(E); the offers agree with the disclosure)', () => {
  const texas = lendingRules('TX');
  const california = lendingRules('CA');

  it('counts every Texas charge but an appraisal, a survey, title insurance and a title examination', () => {
    for (const kind of ['origination', 'valuation', 'notarization', 'recordingFee', 'recordingTax'] as const) {
      expect(countsTowardFeeCap(texas, kind)).toBe(true);
    }
    for (const kind of ['appraisal', 'survey', 'titleInsurance', 'titleExamination'] as const) {
      expect(countsTowardFeeCap(texas, kind)).toBe(false);
    }
    // Elsewhere the cap is the lender's ceiling on its own origination fee.
    expect(countsTowardFeeCap(california, 'origination')).toBe(true);
    expect(countsTowardFeeCap(california, 'recordingFee')).toBe(false);
  });

  it('in Texas puts every counted third-party charge on the lender, so the borrower pays only the origination fee', () => {
    const fees = planFees(texas);
    const borrowerCounted = fees.filter((f) => f.paidBy === 'borrower' && f.countsTowardCap);
    expect(borrowerCounted.map((f) => f.kind)).toEqual(['origination']);
    expect(thirdPartyFeeRange(texas, 100_000)).toEqual({ min: 0, max: 0 });
    expect(fees.find((f) => f.kind === 'origination')!.amount).toBe('Up to 2.00% of the line');
  });

  it('elsewhere the borrower may pay the third-party charges, which the disclosure estimates', () => {
    const fees = planFees(california);
    expect(fees.filter((f) => f.paidBy === 'lender')).toEqual([]);
    expect(thirdPartyFeeRange(california, 100_000)).toEqual({ min: 0, max: 180 + 300 + 315 + 1400 });
  });

  it('a Texas offer at its fee, with what the borrower pays, stays within 2% at every line amount', () => {
    const result = underwrite({
      creditScore: 650,
      monthlyDebt: 500,
      annualIncome: 250_000,
      homeValue: 500_000,
      liens: [],
      state: 'TX',
      delinquent: false,
      derogatory: false,
      liquidAssets: 0,
      assetDepletionAttested: false,
      rules: texas,
    });
    if (result.kind !== 'offers') throw new Error(result.kind);
    const charges = planFees(texas)
      .filter((f) => f.paidBy === 'borrower' && f.kind !== 'origination')
      .map((f) => ({ kind: f.kind, amount: 1000 }));
    for (const offer of result.offers) {
      for (const amount of [offer.minLine, offer.maxLine]) {
        expect(cappedFeesPercent(texas, amount, offer.originationFeePercent, charges)).toBeLessThanOrEqual(2);
      }
    }
    expect(originationFeePercent('D', 'TX', texas)).toBe(2);
  });

  it('gives the checks the charges the borrower pays: none counted in Texas, all left uncounted elsewhere', () => {
    expect(borrowerCharges(texas, 100_000)).toEqual([]);
    const ca = borrowerCharges(california, 100_000);
    expect(ca.map((c) => c.kind)).toEqual(['valuation', 'notarization', 'recordingFee', 'recordingTax']);
    expect(ca.find((c) => c.kind === 'recordingTax')?.amount).toBe(1400);
    // The lender's own ceiling is on the origination fee alone: a 2.99% fee passes with those charges.
    const line = { amount: 100_000, feePercent: 2.99, owedOnLiens: 0, homeValue: 500_000, charges: ca };
    expect(lineProblem(lendingRules('CA', { originationFeeMaxPercent: 2.99, stateFeePercent: {} }), line)).toBeNull();
  });

  it('refuses a Texas line whose borrower-paid counted charges push the fees past 2%', () => {
    const line = { amount: 20_000, feePercent: 2, owedOnLiens: 0, homeValue: 100_000 };
    expect(lineProblem(texas, line)).toBeNull();
    expect(lineProblem(texas, { ...line, charges: [{ kind: 'recordingFee', amount: 100 }] })).toMatch(/2\.50%/);
    // An excluded charge (a title examination) does not count.
    expect(lineProblem(texas, { ...line, charges: [{ kind: 'titleExamination', amount: 500 }] })).toBeNull();
  });
});
