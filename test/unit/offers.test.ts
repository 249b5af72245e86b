// Underwriting and offer maths (src/domain/offers.ts): the product limits and the payment formula.
import {
  affordableAmount,
  amountProblem,
  ASSET_DEPLETION_MONTHS,
  assetDepletionMonthlyIncome,
  cltvMaxLine,
  compareOffers,
  drawCost,
  exampleAmount,
  creditTier,
  drawFigures,
  DTI_LIMIT,
  FEE_CAP_PERCENT,
  initialDraw,
  MAX_APR,
  MAX_LINE,
  MIN_APR,
  MIN_LINE,
  MAX_NEW_LINE_POSITION,
  monthlyPayment,
  newLinePosition,
  OFFER_TERMS,
  offerApr,
  originationFee,
  originationFeePercent,
  owedOnLiens,
  qualifyingMonthlyIncome,
  underwrite,
  type CreditTier,
  type UnderwritingInput,
} from '../../src/domain/offers';
import { QUALIFIED_APPLICANT } from '../fixtures/underwriting';

const base: UnderwritingInput = QUALIFIED_APPLICANT;

describe('monthlyPayment', () => {
  it.each([
    // $200,000 over 30 years at 6%: the textbook $1,199.10.
    [200_000, 6, 30, 1199.1],
    // 100000 * (0.076/12) / (1 - (1 + 0.076/12)^-60) = 2008.5502…
    [100_000, 7.6, 5, 2008.55],
    [50_000, 9.6, 30, 424.08],
    [12_000, 0, 1, 1000],
    [0, 7.6, 5, 0],
    [-5_000, 7.6, 5, 0],
    [10_000, -1, 5, 0],
    [10_000, 7.6, 0, 0],
    [Number.NaN, 7.6, 5, 0],
  ])('%p at %p%% over %p years is %p', (amount, apr, term, expected) => {
    expect(monthlyPayment(amount, apr, term)).toBe(expected);
  });

  it('affordableAmount is its inverse', () => {
    for (const term of OFFER_TERMS) {
      const payment = monthlyPayment(123_456, 8.35, term);
      expect(affordableAmount(payment, 8.35, term)).toBeCloseTo(123_456, -1);
    }
    expect(affordableAmount(0, 8, 5)).toBe(0);
    expect(affordableAmount(1000, 0, 5)).toBe(60_000);
  });
});

describe('creditTier', () => {
  it.each([
    [850, 'A'],
    [760, 'A'],
    [759, 'B'],
    [720, 'B'],
    [719, 'C'],
    [680, 'C'],
    [679, 'D'],
    [640, 'D'],
    [639, null],
    [300, null],
  ])('score %p is tier %p', (score, tier) => {
    expect(creditTier(score)).toBe(tier);
  });
});

describe('offerApr', () => {
  const tiers: CreditTier[] = ['A', 'B', 'C', 'D'];
  it('is 7.60% at best: 5-year term, top tier, CLTV at or under 80%', () => {
    expect(offerApr(5, 'A', 0.8)).toBe(MIN_APR);
    expect(offerApr(5, 'A', 0.81)).toBe(8.1);
  });
  it('stays within 7.60%–17.20% and is lowest for the 5-year term in every tier', () => {
    for (const tier of tiers) {
      for (const cltv of [0.5, 0.9]) {
        const aprs = OFFER_TERMS.map((term) => offerApr(term, tier, cltv));
        for (const apr of aprs) {
          expect(apr).toBeGreaterThanOrEqual(MIN_APR);
          expect(apr).toBeLessThanOrEqual(MAX_APR);
        }
        expect(Math.min(...aprs)).toBe(aprs[0]);
      }
    }
  });
  it.each([
    [10, 'B', 0.7, 9.6],
    [15, 'C', 0.7, 11.6],
    [30, 'D', 0.85, 14.6],
  ] as const)('%p years, tier %p, CLTV %p: %p%%', (term, tier, cltv, apr) => {
    expect(offerApr(term, tier, cltv)).toBe(apr);
  });
});

describe('origination fee', () => {
  it.each([
    ['A', 'TX', 0.99],
    ['A', 'NY', 2.24],
    ['C', 'md', 3.49],
    ['D', 'FL', 4.74],
    // 3.99% + 1.25% would be 5.24%: capped.
    ['D', 'NY', FEE_CAP_PERCENT],
  ] as const)('tier %p in %p is %p%%', (tier, state, percent) => {
    expect(originationFeePercent(tier, state)).toBe(percent);
  });
  it('the initial draw is the line less the fee', () => {
    expect(originationFee(100_000, 2.24)).toBe(2240);
    expect(initialDraw(100_000, 2.24)).toBe(97_760);
    expect(initialDraw(15_000, 4.99)).toBe(14_251.5);
  });
});

describe('underwrite', () => {
  it('gives the default applicant one offer per term within the CLTV and DTI limits', () => {
    const result = underwrite(base);
    if (result.kind !== 'offers') throw new Error(`expected offers, got ${result.kind}`);
    expect(result).toMatchObject({ tier: 'A', lienPosition: 2, cltvLimit: 0.85 });
    expect(result.offers.map((o) => o.term)).toEqual([...OFFER_TERMS]);
    for (const offer of result.offers) {
      expect(offer.minLine).toBe(MIN_LINE);
      expect(offer.maxLine).toBeGreaterThanOrEqual(MIN_LINE);
      // 85% of $650,000 less the $250,000 first lien.
      expect(offer.maxLine).toBeLessThanOrEqual(302_500);
      expect(base.monthlyDebt + offer.monthlyPayment).toBeLessThanOrEqual((base.annualIncome / 12) * DTI_LIMIT + 0.01);
      expect(offer.monthlyPayment).toBe(monthlyPayment(offer.maxLine, offer.apr, offer.term));
      expect(offer.initialDraw).toBe(initialDraw(offer.maxLine, offer.originationFeePercent));
    }
    // Longer terms have smaller payments, so DTI allows larger lines.
    expect(result.offers[3].maxLine).toBeGreaterThan(result.offers[0].maxLine);
  });

  it('never offers more than $400,000', () => {
    const result = underwrite({ ...base, homeValue: 3_000_000, liens: [], annualIncome: 2_000_000 });
    if (result.kind !== 'offers') throw new Error(result.kind);
    expect(result.offers.every((o) => o.maxLine === MAX_LINE)).toBe(true);
  });

  it('caps the line by credit tier', () => {
    const result = underwrite({ ...base, creditScore: 650, homeValue: 3_000_000, liens: [], annualIncome: 2_000_000 });
    if (result.kind !== 'offers') throw new Error(result.kind);
    expect(result.offers.every((o) => o.maxLine === 100_000)).toBe(true);
  });

  it('offers exactly the $15,000 minimum when the CLTV leaves that much, and requalifies below it', () => {
    const rich = { ...base, annualIncome: 500_000, homeValue: 100_000 };
    const atMin = underwrite({ ...rich, liens: [{ balance: 70_000 }] });
    if (atMin.kind !== 'offers') throw new Error(atMin.kind);
    expect(atMin.offers.every((o) => o.maxLine === MIN_LINE)).toBe(true);
    expect(underwrite({ ...rich, liens: [{ balance: 70_001 }] })).toEqual({ kind: 'requalify', reason: 'cltv' });
  });

  it('lends in first position at the higher CLTV limit, and not behind two liens', () => {
    const first = underwrite({ ...base, liens: [] });
    expect(first).toMatchObject({ kind: 'offers', lienPosition: 1, cltvLimit: 0.9 });
    expect(underwrite({ ...base, liens: [{ balance: 100_000 }, { balance: 20_000 }] })).toEqual({
      kind: 'requalify',
      reason: 'lienPosition',
    });
  });

  it.each([
    [{ derogatory: true }, { kind: 'decline', reason: 'derogatory' }],
    [{ creditScore: 639 }, { kind: 'decline', reason: 'creditScore' }],
    [{ delinquent: true }, { kind: 'review', reason: 'delinquency' }],
    [{ monthlyDebt: 4_450 }, { kind: 'decline', reason: 'dti' }],
    [{ monthlyDebt: 4_450, liquidAssets: 1_200_000 }, { kind: 'assetDepletion' }],
  ])('%p → %p', (patch, expected) => {
    expect(underwrite({ ...base, ...patch })).toEqual(expected);
  });

  it('counts attested assets as income (asset depletion)', () => {
    const result = underwrite({ ...base, monthlyDebt: 4_450, liquidAssets: 1_200_000, assetDepletionAttested: true });
    expect(result.kind).toBe('offers');
  });
});

describe('amountProblem', () => {
  const offer = { minLine: MIN_LINE, maxLine: 120_000 };
  it.each([
    [15_000, null],
    [120_000, null],
    [14_999, 'The amount must be at least $15,000'],
    [120_001, 'The amount cannot be more than $120,000'],
    [Number.NaN, 'Enter an amount'],
  ])('%p → %p', (amount, problem) => {
    expect(amountProblem(offer, amount)).toBe(problem);
  });
});

describe('drawFigures', () => {
  it('a 10-year draw of $50,000 at 8.35% with a 0.99% fee', () => {
    // 50000 * (0.0835/12) / (1 - (1 + 0.0835/12)^-120) = 615.92…; fee 0.99% of $50,000 = $495.
    expect(drawFigures({ term: 10, apr: 8.35, originationFeePercent: 0.99 }, 50_000)).toEqual({
      term: 10,
      apr: 8.35,
      originationFee: 495,
      initialDraw: 49_505,
      monthlyPayment: 615.92,
    });
  });
  it('agrees with the separate functions the server stores with', () => {
    const offer = { term: 30, apr: 9.6, originationFeePercent: 4.99 } as const;
    const figures = drawFigures(offer, 123_456);
    expect(figures.originationFee).toBe(originationFee(123_456, 4.99));
    expect(figures.initialDraw).toBe(initialDraw(123_456, 4.99));
    expect(figures.monthlyPayment).toBe(monthlyPayment(123_456, 9.6, 30));
  });
  it('an amount that is not a number gives no payment', () => {
    expect(drawFigures({ term: 5, apr: 7.6, originationFeePercent: 0.99 }, Number.NaN).monthlyPayment).toBe(0);
  });
});

describe('drawCost and compareOffers: the whole-term cost product/select compares', () => {
  const offer = (term: 5 | 10 | 15 | 30, apr: number, maxLine: number, originationFeePercent = 0.99) => ({
    term,
    apr,
    minLine: MIN_LINE,
    maxLine,
    originationFeePercent,
  });
  const sandbox = [offer(5, 7.6, 302_500), offer(10, 8.35, 250_000), offer(15, 8.85, 200_000), offer(30, 9.6, 180_000)];

  it('$50,000 over 10 years at 8.35%: 120 payments of $615.92, less the $49,505 received', () => {
    expect(drawCost(offer(10, 8.35, 250_000), 50_000)).toEqual({
      term: 10,
      apr: 8.35,
      originationFee: 495,
      initialDraw: 49_505,
      monthlyPayment: 615.92,
      totalOfPayments: 73_910.4,
      interestAndFees: 24_405.4,
    });
  });

  it('the cheapest term that lends the amount wins; the others keep their figures', () => {
    const at50k = compareOffers(sandbox, 50_000);
    expect(at50k.lowestCostTerm).toBe(5);
    expect(at50k.terms.map((t) => t.cost?.monthlyPayment)).toEqual(
      sandbox.map((o) => monthlyPayment(50_000, o.apr, o.term)),
    );
    // $200,000 is beyond the 30-year term: it has no figures, only the reason.
    const at200k = compareOffers(sandbox, 200_000);
    expect(at200k.terms[3]).toEqual({
      offer: sandbox[3],
      cost: null,
      problem: 'The amount cannot be more than $180,000',
    });
    // Beyond the 5-year term's maximum the 10-year term is the cheapest left.
    const capped = [offer(5, 7.6, 100_000), ...sandbox.slice(1)];
    expect(compareOffers(capped, 150_000).lowestCostTerm).toBe(10);
  });

  it('the fee counts: the term with the smaller payments total loses to a large enough fee', () => {
    // $15,000: 5 years at 2% is 60 × $262.92 = $15,775.20 in payments, plus a 4.99% fee of $748.50 = $16,523.70;
    // 10 years at 1.5% is 120 × $134.69 = $16,162.80 with no fee. Without the fee the 5-year term would win.
    const fiveYear = offer(5, 2, 302_500, 4.99);
    const tenYear = offer(10, 1.5, 250_000, 0);
    expect(drawCost(fiveYear, 15_000)).toMatchObject({ totalOfPayments: 15_775.2, originationFee: 748.5 });
    expect(drawCost(tenYear, 15_000)).toMatchObject({ totalOfPayments: 16_162.8, originationFee: 0 });
    expect(compareOffers([fiveYear, tenYear], 15_000).lowestCostTerm).toBe(10);
    expect(compareOffers([{ ...fiveYear, originationFeePercent: 0 }, tenYear], 15_000).lowestCostTerm).toBe(5);
  });

  it('no term lends the amount: no lowest cost, and no figures of $0', () => {
    const comparison = compareOffers(sandbox, 5_000);
    expect(comparison.lowestCostTerm).toBeNull();
    expect(comparison.terms.every((t) => t.cost === null && t.problem === 'The amount must be at least $15,000')).toBe(
      true,
    );
    expect(compareOffers(sandbox, Number.NaN).lowestCostTerm).toBeNull();
  });

  it('a tie goes to the shorter term', () => {
    const same = [offer(10, 0, 250_000, 0), offer(5, 0, 250_000, 0)];
    expect(compareOffers(same, 60_000).lowestCostTerm).toBe(5);
  });

  it('the example amount is the largest line every term lends', () => {
    expect(exampleAmount(sandbox)).toBe(180_000);
    expect(exampleAmount([])).toBe(MIN_LINE);
  });
});

describe('liens: what is owed and the position of the new line', () => {
  it.each([
    [[], 0, 1],
    [[{ balance: 250_000 }], 250_000, 2],
    // A paid-off lien (balance 0) neither owes nor takes a position.
    [[{ balance: 250_000 }, { balance: 0 }], 250_000, 2],
    [[{ balance: 250_000 }, { balance: 40_000 }], 290_000, 3],
    [[{ balance: -10 }, { balance: 5_000 }], 5_000, 2],
  ])('%j owes %p and the new line is position %p', (liens, owed, position) => {
    expect(owedOnLiens(liens)).toBe(owed);
    expect(newLinePosition(liens)).toBe(position);
  });
  it('behind two liens with balances underwriting asks to requalify on the lien position', () => {
    const liens = [{ balance: 100_000 }, { balance: 20_000 }];
    expect(newLinePosition(liens)).toBeGreaterThan(MAX_NEW_LINE_POSITION);
    expect(underwrite({ ...base, liens })).toEqual({ kind: 'requalify', reason: 'lienPosition' });
  });
  it('the CLTV room is the limit of the home value less what is owed', () => {
    expect(cltvMaxLine(650_000, 0.85, [{ balance: 250_000 }, { balance: 0 }])).toBe(302_500);
  });
});

describe('asset depletion', () => {
  it('spreads liquid assets over 360 months', () => {
    expect(ASSET_DEPLETION_MONTHS).toBe(360);
    expect(assetDepletionMonthlyIncome(360_000)).toBe(1_000);
    expect(assetDepletionMonthlyIncome(1_200_000)).toBeCloseTo(3_333.33, 2);
    expect(assetDepletionMonthlyIncome(0)).toBe(0);
    expect(assetDepletionMonthlyIncome(Number.NaN)).toBe(0);
  });
  it('counts toward qualifying income only once attested', () => {
    const input = { ...base, annualIncome: 120_000, liquidAssets: 360_000 };
    expect(qualifyingMonthlyIncome({ ...input, assetDepletionAttested: false })).toBe(10_000);
    expect(qualifyingMonthlyIncome({ ...input, assetDepletionAttested: true })).toBe(11_000);
  });
});
