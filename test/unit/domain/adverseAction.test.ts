import {
  adverseActionLetter,
  buildAdverseActionNotice,
  declineReasonFromCause,
  declineScreen,
  DECLINE_REASON_CODES,
  ECOA_AGENCIES,
  ecoaAgencyFor,
  HOME_LOAN_NOTICE_TEXT,
  isCreditBased,
  keyFactorsFor,
  MAX_REASONS,
  principalReasons,
  reasonForFactor,
  SAMPLE_REASONS,
  type AdverseActionInput,
  type CreditReportFacts,
} from '../../../src/domain/adverseAction';
import type { LenderCharter } from '../../../src/domain/org';

const CREDITOR = {
  name: 'Example Lender, LLC',
  address: '1 Main St, San Francisco, CA 94105',
  phone: '(888) 555-0100',
  nmls: '123456',
};
const BUREAU = {
  name: 'Sandbox Credit Bureau, Inc.',
  address: 'P.O. Box 4500, Austin, TX 78765',
  phone: '(800) 555-0199',
};
const REPORT: CreditReportFacts = {
  score: 600,
  derogatory: false,
  delinquent: false,
  recentInquiries: 0,
  keyFactors: ['Amount owed on accounts is too high'],
};

function input(overrides: Partial<AdverseActionInput> = {}): AdverseActionInput {
  return {
    reasonCode: 'creditScore',
    decidedAt: '2026-03-04T18:22:10.123Z',
    timeZone: 'America/New_York',
    creditor: CREDITOR,
    ecoaAgency: ECOA_AGENCIES.FTC,
    credit: { report: REPORT, bureau: BUREAU, pulledAt: '2026-03-04T18:21:59.000Z' },
    ...overrides,
  };
}

describe('buildAdverseActionNotice', () => {
  it('a credit-score decline: the action, the score’s factors as reasons, the creditor and the full credit score disclosure', () => {
    const notice = buildAdverseActionNotice(input());
    expect(notice).toEqual({
      action: 'Your application for a home equity line of credit has been declined.',
      decidedAt: '2026-03-04T18:22:10.123Z',
      decidedOn: '2026-03-04',
      timeZone: 'America/New_York',
      reasonCode: 'creditScore',
      reasons: ['Other: amount owed on accounts is too high'],
      creditor: CREDITOR,
      ecoaAgency: ECOA_AGENCIES.FTC,
      ecoaNotice: expect.stringContaining('Federal Trade Commission, Consumer Response Center, Washington, DC 20580'),
      creditScore: {
        score: 600,
        rangeLow: 300,
        rangeHigh: 850,
        bureau: BUREAU,
        scoredOn: '2026-03-04',
        keyFactors: ['Amount owed on accounts is too high'],
        rights: [
          expect.stringContaining('Sandbox Credit Bureau, Inc. did not make the decision'),
          expect.stringContaining('free copy of your credit report from Sandbox Credit Bureau, Inc.'),
          expect.stringContaining('dispute'),
        ],
      },
    });
    expect(notice.creditScore?.rights[1]).toContain('within 60 days');
  });

  it('a DTI decline: income and obligations reasons, and the FCRA block (the debts come from the report)', () => {
    const notice = buildAdverseActionNotice(input({ reasonCode: 'dti' }));
    expect(notice.reasons).toEqual([
      'Income insufficient for amount of credit requested',
      'Excessive obligations in relation to income',
    ]);
    expect(notice.creditScore).toMatchObject({ score: 600, bureau: BUREAU });
  });

  it('a Texas rule rests on the recorded liens, not on a consumer report: no FCRA block even when a report is given', () => {
    const notice = buildAdverseActionNotice(input({ reasonCode: 'texasHomeEquityLien' }));
    expect(notice.reasons[0]).toBe('Value or type of collateral not sufficient');
    expect(notice.reasons[1]).toContain('§50(a)(6)(K)');
    expect(notice.creditScore).toBeNull();
  });

  it('a derogatory decline: serious delinquency reasons with the score disclosure', () => {
    const notice = buildAdverseActionNotice(
      input({
        reasonCode: 'derogatory',
        credit: { report: { ...REPORT, score: 760 }, bureau: BUREAU, pulledAt: '2026-01-31T23:59:59Z' },
      }),
    );
    expect(notice.reasons).toEqual([
      'Delinquent past or present credit obligations with others',
      'Collection action or judgment',
      'Other: amount owed on accounts is too high',
    ]);
    expect(notice.creditScore).toMatchObject({ score: 760, scoredOn: '2026-01-31' });
  });

  it("dates the decision and the score on the borrower's calendar, not by their UTC dates", () => {
    // 17:00 and 16:59 in Denver on 11-24 are already 11-25 in UTC.
    const notice = buildAdverseActionNotice(
      input({
        decidedAt: '2026-11-25T00:00:00.000Z',
        timeZone: 'America/Denver',
        credit: { report: REPORT, bureau: BUREAU, pulledAt: '2026-11-24T23:59:00.000Z' },
      }),
    );
    expect(notice.decidedOn).toBe('2026-11-24');
    expect(notice.creditScore?.scoredOn).toBe('2026-11-24');
    expect(notice.timeZone).toBe('America/Denver');
    // The same instants in UTC would straddle two dates.
    expect(buildAdverseActionNotice(input({ decidedAt: '2026-11-25T00:00:00.000Z', timeZone: 'UTC' })).decidedOn).toBe(
      '2026-11-25',
    );
  });

  it('a credit-based decline without its report gives no score disclosure rather than an invented one', () => {
    expect(buildAdverseActionNotice(input({ credit: null })).creditScore).toBeNull();
  });

  it('the ECOA notice names the protected bases and the agency given (the NCUA for a credit union)', () => {
    const cfpb = buildAdverseActionNotice(input({ ecoaAgency: ECOA_AGENCIES.CFPB })).ecoaNotice;
    expect(cfpb).toMatch(/^The Federal Equal Credit Opportunity Act prohibits creditors from discriminating/);
    for (const basis of ['race', 'color', 'religion', 'national origin', 'sex', 'marital status', 'age']) {
      expect(cfpb).toContain(basis);
    }
    expect(cfpb).toContain('public assistance program');
    expect(cfpb).toContain('Consumer Credit Protection Act');
    const ncua = buildAdverseActionNotice(input({ ecoaAgency: ECOA_AGENCIES.NCUA })).ecoaNotice;
    expect(ncua).toContain('National Credit Union Administration');
    expect(ncua).toContain('1775 Duke Street, Alexandria, VA 22314');
    expect(ncua).not.toContain('Consumer Financial Protection Bureau');
  });

  it('copies its inputs: changing the notice leaves the caller’s objects alone', () => {
    const given = input();
    const notice = buildAdverseActionNotice(given);
    notice.creditor.name = 'changed';
    notice.creditScore!.bureau.name = 'changed';
    notice.reasons.push('changed');
    expect(given.creditor.name).toBe('Example Lender, LLC');
    expect(given.credit!.bureau.name).toBe('Sandbox Credit Bureau, Inc.');
    expect(buildAdverseActionNotice(given).reasons).toEqual(['Other: amount owed on accounts is too high']);
  });
});

describe('keyFactorsFor', () => {
  it('keeps the bureau’s factors in order, at most four', () => {
    const factors = ['a', 'b', 'c', 'd', 'e'];
    expect(keyFactorsFor({ ...REPORT, keyFactors: factors })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds the number of inquiries as a fifth factor when it falls below the first four (FCRA 609(f)(9))', () => {
    const factors = ['a', 'b', 'c', 'd', 'e', 'Too many inquiries in the last 12 months'];
    expect(keyFactorsFor({ ...REPORT, keyFactors: factors })).toEqual([
      'a',
      'b',
      'c',
      'd',
      'Too many inquiries in the last 12 months',
    ]);
  });

  it('reads factors off the report’s facts when the bureau gave none', () => {
    expect(
      keyFactorsFor({ score: 590, derogatory: true, delinquent: true, recentInquiries: 2, keyFactors: [] }),
    ).toEqual([
      'Serious delinquency, and public record or collection filed',
      'Time since delinquency is too recent or unknown',
      'Too many inquiries in the last 12 months',
    ]);
    expect(keyFactorsFor({ score: 600, derogatory: false, delinquent: false, recentInquiries: 0 })).toEqual([]);
  });
});

describe('decline causes', () => {
  it.each([
    ['underwriting:decline-creditScore', 'creditScore'],
    ['underwriting:decline-dti', 'dti'],
    ['underwriting:decline-derogatory', 'derogatory'],
    ['underwriting:decline-other', null],
    ['underwriting:offers', null],
    ['vendor:soft-credit', null],
  ])('%s -> %s', (cause, reason) => {
    expect(declineReasonFromCause(cause)).toBe(reason);
  });

  it('every decline but the Texas rules rests on the consumer report (the DTI counts its debts)', () => {
    expect(DECLINE_REASON_CODES.filter(isCreditBased)).toEqual(['derogatory', 'creditScore', 'dti', 'identity']);
  });

  it.each([
    ['creditScore', 'error/credit'],
    ['dti', 'error/income'],
    ['derogatory', 'error/decline'],
    ['identity', 'error/decline'],
    ['texasHomeEquityLien', 'error/decline'],
    ['texasHomeEquityWithinYear', 'error/decline'],
  ] as const)('%s is shown on %s', (code, screen) => {
    expect(declineScreen(code)).toBe(screen);
  });
});

describe('principalReasons (Regulation B §1002.9(b)(2))', () => {
  const LOWSCORE: CreditReportFacts = {
    score: 600,
    derogatory: false,
    delinquent: false,
    recentInquiries: 0,
    keyFactors: [
      'Proportion of balances to credit limits on revolving accounts is too high',
      'Too few accounts currently paid as agreed',
      'Amount owed on accounts is too high',
      'Length of time accounts have been established',
    ],
  };

  it('a credit-score decline names the score’s key factors, in the sample form’s words where it has them', () => {
    expect(principalReasons('creditScore', LOWSCORE)).toEqual([
      'Other: proportion of balances to credit limits on revolving accounts is too high',
      SAMPLE_REASONS.delinquent,
      'Other: amount owed on accounts is too high',
      SAMPLE_REASONS.limitedExperience,
    ]);
  });

  it('never says only that the score was below the minimum', () => {
    for (const code of DECLINE_REASON_CODES) {
      for (const reason of principalReasons(code, LOWSCORE)) expect(reason).not.toMatch(/below our minimum/i);
    }
  });

  it.each(DECLINE_REASON_CODES.map((c) => [c]))('%s: one to four reasons, none repeated', (code) => {
    const many: CreditReportFacts = {
      ...LOWSCORE,
      keyFactors: ['Bankruptcy filed', 'Too many inquiries in the last 12 months', 'Foreclosure', 'a', 'b', 'c'],
    };
    for (const report of [LOWSCORE, many, null]) {
      const reasons = principalReasons(code, report);
      expect(reasons.length).toBeGreaterThanOrEqual(1);
      expect(reasons.length).toBeLessThanOrEqual(MAX_REASONS);
      expect(new Set(reasons).size).toBe(reasons.length);
    }
  });

  it.each([
    ['Too many inquiries in the last 12 months', SAMPLE_REASONS.inquiries],
    ['Serious delinquency, and public record or collection filed', SAMPLE_REASONS.collection],
    ['Number of accounts with delinquency', SAMPLE_REASONS.delinquent],
    ['Bankruptcy filed', SAMPLE_REASONS.bankruptcy],
    ['Foreclosure or repossession reported', SAMPLE_REASONS.foreclosure],
    ['Length of time accounts have been established', SAMPLE_REASONS.limitedExperience],
    ['Amount owed on accounts is too high', 'Other: amount owed on accounts is too high'],
  ])('the factor "%s" reads "%s"', (factor, reason) => {
    expect(reasonForFactor(factor)).toBe(reason);
  });

  it('the other declines: their own sample reasons', () => {
    expect(principalReasons('dti', LOWSCORE)).toEqual([
      SAMPLE_REASONS.incomeInsufficient,
      SAMPLE_REASONS.excessiveObligations,
    ]);
    expect(principalReasons('identity', LOWSCORE)).toEqual([SAMPLE_REASONS.identity]);
    expect(principalReasons('texasHomeEquityWithinYear', null)[0]).toBe(SAMPLE_REASONS.collateral);
  });

  it('a score with no factor to name still says what it was, specifically', () => {
    const bare = { score: 610, derogatory: false, delinquent: false, recentInquiries: 0, keyFactors: [] };
    expect(principalReasons('creditScore', bare)).toEqual([
      'Other: the credit score of 610 the consumer reporting agency gave is below the lowest we lend at',
    ]);
  });
});

describe('ecoaAgencyFor (Regulation B appendix A)', () => {
  it.each([
    ['non-bank', false, 'FTC'],
    ['non-bank', true, 'FTC'],
    ['national-bank', false, 'OCC'],
    ['federal-savings-association', false, 'OCC'],
    ['state-member-bank', false, 'FRB'],
    ['state-nonmember-bank', false, 'FDIC'],
    ['state-savings-association', false, 'FDIC'],
    ['federal-credit-union', false, 'NCUA'],
    ['state-credit-union', false, 'FTC'],
    ['national-bank', true, 'CFPB'],
    ['state-member-bank', true, 'CFPB'],
    ['federal-credit-union', true, 'CFPB'],
  ] as const)('%s (over $10 billion: %s) -> %s', (charter, over, agency) => {
    expect(ecoaAgencyFor({ charter: charter as LenderCharter, assetsOver10Billion: over })).toBe(ECOA_AGENCIES[agency]);
  });

  it('each agency with its appendix A address', () => {
    expect(ECOA_AGENCIES.FTC.address).toBe('Washington, DC 20580');
    expect(ECOA_AGENCIES.OCC.address).toContain('Houston, TX');
    expect(ECOA_AGENCIES.FRB.address).toContain('Minneapolis, MN 55480');
    expect(ECOA_AGENCIES.FDIC.address).toContain('Kansas City, MO 64106');
    expect(ECOA_AGENCIES.NCUA.address).toBe('1775 Duke Street, Alexandria, VA 22314');
  });
});

describe('adverseActionLetter and the §609(g) text', () => {
  it('the mailed letter carries the reasons, the agency block, the score and the ECOA notice', () => {
    const letter = adverseActionLetter(buildAdverseActionNotice(input()), 'Ada Lowscore');
    expect(letter).toMatch(/^Dear Ada Lowscore,/);
    expect(letter).toContain('- Other: amount owed on accounts is too high');
    expect(letter).toContain('Sandbox Credit Bureau, Inc., P.O. Box 4500, Austin, TX 78765, toll-free (800) 555-0199');
    expect(letter).toContain('within 60 days');
    expect(letter).toContain('Your credit score: 600');
    expect(letter).toContain('Scores range from a low of 300 to a high of 850');
    expect(letter).toContain('Federal Trade Commission');
    const texas = adverseActionLetter(buildAdverseActionNotice(input({ reasonCode: 'texasHomeEquityLien' })), 'A');
    expect(texas).not.toContain('consumer reporting agency');
  });

  it('the §609(g)(1)(D) notice in the statute’s words', () => {
    const text = HOME_LOAN_NOTICE_TEXT.join(' ');
    expect(text).toMatch(/^In connection with your application for a home loan, the lender must disclose to you/);
    expect(text).toContain('The consumer reporting agency plays no part in the decision to take any action');
    expect(text).toContain('If you have questions concerning the terms of the loan, contact the lender.');
  });
});
