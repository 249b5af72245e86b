// State law and the lender's pricing as data (src/domain/lendingRules.ts), and the offer engine obeying them: a Texas
// line is never offered above 80% CLTV or a 2% fee, and a lender's own fee ceiling is respected.
import fc from 'fast-check';
import {
  addMonths,
  combinedLtv,
  homeEquityEligibility,
  lendingRules,
  lineProblem,
  PRODUCT_FEE_CAP_PERCENT,
  PRODUCT_MIN_LATER_DRAW,
} from '../../src/domain/lendingRules';
import { owedOnLiens, underwrite, type UnderwritingInput } from '../../src/domain/offers';
import { QUALIFIED_APPLICANT } from '../fixtures/underwriting';

const applicant: UnderwritingInput = QUALIFIED_APPLICANT;

/** PINECREST_CU's pricing data, as the seed organisation carries it. */
const PINECREST = { originationFeeMaxPercent: 2.99, stateFeePercent: { CA: 2.99, FL: 3.99, TX: 1.99 } };

function offersOf(input: UnderwritingInput) {
  const result = underwrite(input);
  if (result.kind !== 'offers') throw new Error(`expected offers, got ${result.kind}`);
  return result;
}

describe('lendingRules', () => {
  it('leaves the product limits where neither state nor lender narrows them', () => {
    expect(lendingRules('CA')).toEqual({
      state: 'CA',
      feeCapPercent: PRODUCT_FEE_CAP_PERCENT,
      cltvCap: null,
      minLaterDraw: PRODUCT_MIN_LATER_DRAW,
      oneHomeEquityLien: false,
      monthsSincePriorHomeEquity: null,
      citation: null,
      feeCapExcludes: null,
    });
  });

  it('applies Texas (a)(6) and (t): 80% CLTV, 2% fees, $4,000 draws, one lien, one year', () => {
    const rules = lendingRules(' tx ');
    expect(rules).toMatchObject({
      state: 'TX',
      feeCapPercent: 2,
      cltvCap: 0.8,
      minLaterDraw: 4000,
      oneHomeEquityLien: true,
      monthsSincePriorHomeEquity: 12,
    });
    expect(rules.citation).toMatch(/§50\(a\)\(6\)/);
  });

  it("takes the lender's own ceilings, overall and per state, when they are stricter", () => {
    expect(lendingRules('FL', PINECREST).feeCapPercent).toBe(2.99);
    expect(lendingRules('TX', PINECREST).feeCapPercent).toBe(1.99);
    expect(lendingRules('NY', { originationFeeMaxPercent: 9, stateFeePercent: { NY: 3.5 } }).feeCapPercent).toBe(3.5);
    // Nonsense pricing data never loosens the product's cap.
    expect(lendingRules('CA', { originationFeeMaxPercent: Number.NaN, stateFeePercent: {} }).feeCapPercent).toBe(4.99);
  });
});

describe('the offer engine under the rules', () => {
  it('caps a Texas line at 80% combined LTV: $270,000 on $650,000 behind $250,000 (85% would be $302,500)', () => {
    const wealthy = { ...applicant, annualIncome: 600_000 };
    const texas = offersOf({ ...wealthy, state: 'TX' });
    const elsewhere = offersOf(wealthy);
    expect(texas.cltvLimit).toBe(0.8);
    expect(Math.max(...texas.offers.map((o) => o.maxLine))).toBe(270_000);
    expect(Math.max(...elsewhere.offers.map((o) => o.maxLine))).toBe(302_500);
  });

  it('never offers a Texas line above 80% CLTV or a 2% fee, whatever the applicant (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 640, max: 850 }),
        fc.integer({ min: 100_000, max: 3_000_000 }),
        fc.integer({ min: 0, max: 1_500_000 }),
        fc.integer({ min: 40_000, max: 900_000 }),
        (creditScore, homeValue, balance, annualIncome) => {
          const result = underwrite({
            ...applicant,
            state: 'TX',
            creditScore,
            homeValue,
            annualIncome,
            liens: [{ balance }],
          });
          if (result.kind !== 'offers') return;
          const rules = lendingRules('TX');
          for (const offer of result.offers) {
            expect(combinedLtv(offer.maxLine, owedOnLiens([{ balance }]), homeValue)).toBeLessThanOrEqual(0.8 + 1e-9);
            expect(offer.originationFeePercent).toBeLessThanOrEqual(2);
            expect(offer.originationFee).toBeLessThanOrEqual(offer.maxLine * 0.02 + 0.005);
            const line = {
              amount: offer.maxLine,
              feePercent: offer.originationFeePercent,
              owedOnLiens: balance,
              homeValue,
            };
            expect(lineProblem(rules, line)).toBeNull();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("prices PINECREST_CU's offers within its own 2.99% ceiling (tier D would otherwise be 3.99%)", () => {
    const tierD = { ...applicant, creditScore: 650, annualIncome: 400_000 };
    expect(offersOf(tierD).offers[0].originationFeePercent).toBe(3.99);
    const pinecrest = offersOf({ ...tierD, rules: lendingRules('CA', PINECREST) });
    expect(pinecrest.offers.every((o) => o.originationFeePercent === 2.99)).toBe(true);
  });

  it('declines a Texas home with another (a)(6) lien, or one that closed less than a year before', () => {
    const openLien = underwrite({
      ...applicant,
      state: 'TX',
      liens: [{ balance: 250_000 }, { balance: 40_000, homeEquity: true, closedOn: '2023-05-01' }],
      closingOn: '2026-11-25',
    });
    expect(openLien).toMatchObject({ kind: 'ineligible', problem: { kind: 'otherHomeEquityLien' } });

    const recent = underwrite({
      ...applicant,
      state: 'TX',
      recordedHomeEquityLiens: [{ balance: 0, homeEquity: true, closedOn: '2026-06-28' }],
      closingOn: '2026-11-25',
    });
    expect(recent).toMatchObject({
      kind: 'ineligible',
      problem: { kind: 'priorHomeEquityTooRecent', eligibleFrom: '2027-06-28' },
    });

    // A year and a day later the same home qualifies; outside Texas the rule does not apply.
    expect(
      underwrite({
        ...applicant,
        state: 'TX',
        recordedHomeEquityLiens: [{ balance: 0, homeEquity: true, closedOn: '2025-11-24' }],
        closingOn: '2026-11-25',
      }).kind,
    ).toBe('offers');
    expect(
      underwrite({
        ...applicant,
        recordedHomeEquityLiens: [{ balance: 10_000, homeEquity: true, closedOn: '2026-10-01' }],
        closingOn: '2026-11-25',
      }).kind,
    ).toBe('offers');
  });
});

describe('helpers', () => {
  it('adds months on the calendar, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-11-25', 12)).toBe('2027-11-25');
  });

  it('eligibility is clear without home-equity liens', () => {
    expect(homeEquityEligibility(lendingRules('TX'), [{ balance: 250_000 }], '2026-11-25')).toBeNull();
  });

  it('names the breach of a chosen line', () => {
    const rules = lendingRules('TX');
    expect(lineProblem(rules, { amount: 302_500, feePercent: 0.99, owedOnLiens: 250_000, homeValue: 650_000 })).toBe(
      'The combined loan-to-value would be 85.0%; TX allows at most 80%',
    );
    expect(lineProblem(rules, { amount: 100_000, feePercent: 2.5, owedOnLiens: 250_000, homeValue: 650_000 })).toBe(
      'The origination fee would be 2.50%; at most 2.00% is allowed',
    );
  });
});
