import {
  buildAdverseActionNotice,
  declineReasonFromCause,
  ECOA_AGENCIES,
  isCreditBased,
  keyFactorsFor,
  type AdverseActionInput,
  type CreditReportFacts,
} from '../../../src/domain/adverseAction';

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
    credit: { report: REPORT, bureau: BUREAU, pulledAt: '2026-03-04T18:21:59.000Z' },
    ...overrides,
  };
}

describe('buildAdverseActionNotice', () => {
  it('a credit-score decline: the action, the reason, the creditor and the full credit score disclosure', () => {
    const notice = buildAdverseActionNotice(input());
    expect(notice).toEqual({
      action: 'Your application for a home equity line of credit has been declined.',
      decidedAt: '2026-03-04T18:22:10.123Z',
      decidedOn: '2026-03-04',
      timeZone: 'America/New_York',
      reasonCode: 'creditScore',
      reasons: ['Credit score below our minimum'],
      creditor: CREDITOR,
      ecoaNotice: expect.stringContaining(
        'Consumer Financial Protection Bureau, 1700 G Street NW, Washington, DC 20552',
      ),
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

  it('a DTI decline: income and obligations reasons, and no score disclosure even when a report is given', () => {
    const notice = buildAdverseActionNotice(input({ reasonCode: 'dti' }));
    expect(notice.reasons).toEqual([
      'Income insufficient for amount of credit requested',
      'Excessive obligations in relation to income',
    ]);
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
      'Serious delinquency, public record or collection',
      'Delinquent past or present credit obligations with others',
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
    const cfpb = buildAdverseActionNotice(input()).ecoaNotice;
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
    expect(buildAdverseActionNotice(given).reasons).toEqual(['Credit score below our minimum']);
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

  it('credit score and derogatory declines rest on the credit report; DTI does not', () => {
    expect([isCreditBased('creditScore'), isCreditBased('derogatory'), isCreditBased('dti')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
