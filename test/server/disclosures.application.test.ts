// Disclosures at application (Regulation Z §1026.40(b), (d), (e), (h); Texas §50(g)): the early disclosure and the
// brochure are given with the profile, before the soft pull can decline the applicant and before the valuation fee;
// the early disclosure carries every §1026.40(d) item, read from the PDF's own text.
import { PRIME_RATE_HISTORY } from '../../src/domain/data/primeRateHistory';
import type { Application } from '../../src/domain/types';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, get, post, profileBody, stageOf, submit } from './journeyHelpers';
import { pdfText } from './pdfText';

jest.setTimeout(60_000);

describe.each(dialects)('disclosures at application (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function text(jwt: string, uuid: string, type: string): Promise<string> {
    const res = await get(t.app, jwt, uuid, `disclosures/${type}`);
    expect(res.statusCode).toBe(200);
    return (await pdfText(res.rawPayload)).text.replace(/\s+/g, ' ');
  }

  async function listed(
    jwt: string,
    uuid: string,
  ): Promise<{ type: string; acknowledged: boolean; acknowledgedAt: string | null }[]> {
    const res = await get(t.app, jwt, uuid, 'disclosures');
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('carries every §1026.40(d) item in the early disclosure, before any offer exists', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      property: { street1: '8 Oak Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
    const early = await text(jwt, uuid, 'HELOC_EARLY_DISCLOSURE');
    const items: [string, RegExp][] = [
      ['(d)(1) retention of information', /You should make or otherwise retain a copy of this disclosure/],
      [
        '(d)(2)(i) the date by which to apply',
        /To obtain the terms described below, you must submit your application by \d{2}\/\d{2}\/\d{4}/,
      ],
      ['(d)(2)(i) terms subject to change', /subject to change before the line is opened/],
      ['(d)(2)(ii) refund if terms change', /entitled to a refund of any fees/],
      ['(d)(3) security interest and risk to home', /You could lose your home/],
      [
        '(d)(4) terminate, freeze, reduce',
        /terminate your line.*refuse to make additional extensions of credit \(freeze the line\) or reduce your credit limit/,
      ],
      ['(d)(4) changes in the agreement', /permits us to make certain changes/],
      ['(d)(5)(i) draw and repayment periods', /Draw period: you may take advances for 5 years.*Repayment period/],
      [
        '(d)(5)(ii) how the minimum payment is determined',
        /minimum monthly payment is the amount that repays each advance/,
      ],
      ['(d)(5)(ii) balloon', /no balloon payment is due/],
      ['(d)(5)(iii) $10,000 example', /outstanding balance of \$10,000 and took no other advances/],
      ['(d)(6) APR excludes other costs', /does not include costs other than interest/],
      ['(d)(7) fees imposed by the creditor', /Origination fee \(paid to us/],
      ['(d)(7) the fee as a percentage', /Up to \d\.\d{2}% of the line/],
      ['(d)(7) when payable', /At opening, out of the initial draw/],
      ['(d)(8) third-party fees estimate', /good faith estimate of the fees third parties may impose/],
      ['(d)(8) itemization on request', /good faith itemization/],
      ['(d)(9) negative amortization', /Negative amortization will not occur/],
      ['(d)(10) transaction requirements', /The minimum amount of each later draw is \$1,000\./],
      ['(d)(11) tax implications', /consult a tax advisor regarding the deductibility/],
      ['(d)(12)(i) variable-rate feature', /can change with the index/],
      ['(d)(12)(iii) index and source', /Index: the Prime Rate published in the Wall Street Journal.*H\.15/],
      ['(d)(12)(iv) index plus margin', /we add a margin to the index/],
      [
        '(d)(12)(v) ask for current values',
        /Ask us for the current index value, margin, discount or premium, and annual percentage rate/,
      ],
      ['(d)(12)(vi) initial rate not index-based', /not based on the index and margin used for later draws/],
      [
        '(d)(12)(vii) frequency of rate changes',
        /Frequency of rate changes: the rate for a new draw can change once a month/,
      ],
      ['(d)(12)(viii) rules on rate and payment changes', /no payment limitation and no rate carryover/],
      [
        '(d)(12)(ix) periodic limits and maximum rate',
        /no annual or more frequent periodic limit.*can never be more than 18\.00%/,
      ],
      ['(d)(12)(x) maximum rate payment', /at the maximum annual percentage rate of 18\.00%/],
      ['(d)(12)(x) earliest date of the maximum rate', /Earliest date the maximum rate could apply/],
      ['(d)(12)(xi) historical example', /over the past 15 years/],
      [
        '(d)(12)(xii) rate information on statements',
        /Rate information will be provided on or with each periodic statement/,
      ],
      [
        '(h) fees refundable for three business days',
        /within 3 business days after you receive the early disclosure and the brochure.*will refund every fee you paid/,
      ],
    ];
    const missing = items.filter(([, re]) => !re.test(early)).map(([item]) => item);
    expect(missing).toEqual([]);
  });

  it('computes the 15-year table from the Prime Rate history it names, margin applied', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      property: { street1: '8 Oak Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
    const early = await text(jwt, uuid, 'HELOC_EARLY_DISCLOSURE');
    const year = new Date().getUTCFullYear();
    const shown = PRIME_RATE_HISTORY.filter((v) => v.year <= year).slice(-15);
    expect(shown).toHaveLength(15);
    for (const v of shown) expect(early).toContain(`${v.year} ${v.ratePercent.toFixed(2)}%`);
    // 2024's 8.50% with the highest margin (17.20% - 7.50% = 9.70%) passes 18%: held at the cap.
    expect(early).toContain('18.00% (cap)');
    expect(early).toContain('Source of the index values: Federal Reserve statistical release H.15');
  });

  it('gives the disclosures with the profile, so an applicant declined at pre-qualification has them', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, { lastName: 'Decline' });
    const before = await listed(jwt, uuid);
    expect(before.map((d) => d.type)).toEqual(
      expect.arrayContaining(['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'TEXAS_HOME_EQUITY_NOTICE']),
    );

    await submit(t.app, jwt, uuid, 'profile', profileBody({ lastName: 'Decline' }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    const { stage, status } = await stageOf(t.app, jwt, uuid);
    expect(stage).toBe('DECLINED');
    expect(status.applicationDisclosuresProvidedAt).toEqual(expect.any(String));
    expect(status.texasNoticeProvidedAt).toBe(status.applicationDisclosuresProvidedAt);

    // Given before the decision: the decline's stage change comes after the moment they were given.
    const declinedAt = await t.app.db
      .selectFrom('stage_history')
      .select('at')
      .where('application_uuid', '=', uuid)
      .where('to_stage', '=', 'DECLINED')
      .executeTakeFirstOrThrow();
    expect(Date.parse(declinedAt.at)).toBeGreaterThanOrEqual(Date.parse(status.applicationDisclosuresProvidedAt!));

    const after = await listed(jwt, uuid);
    for (const type of ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'TEXAS_HOME_EQUITY_NOTICE']) {
      expect(after.find((d) => d.type === type)).toMatchObject({ acknowledged: true });
    }
    // The declined applicant can still open them, dated the day they were given.
    const early = await text(jwt, uuid, 'HELOC_EARLY_DISCLOSURE');
    expect(early).toContain('Home Equity Line of Credit Early Disclosure');
    // Texas: the 2% cap counts every fee, so the counted third-party charges are the lender's.
    expect(early).toContain('Up to 1.99% of the line');
    expect(early).toMatch(
      /we pay the valuation fee, manual notarization fee, recording fees, recording and mortgage taxes ourselves/,
    );
    expect(early).toContain('The minimum amount of each later draw is $4,000.');
    const brochure = await text(jwt, uuid, 'HELOC_BROCHURE');
    for (const heading of [
      'What is a home equity line of credit?',
      'What should you look for when shopping for a plan?',
      'Variable interest rates',
      'Costs to obtain a home equity line',
      'Repayment options',
      'Line of credit vs. traditional second mortgage loans',
      'Disclosures from lenders',
      'What if the lender freezes or reduces your line of credit?',
      'Home equity plan checklist',
      'Glossary',
    ]) {
      expect(brochure).toContain(heading);
    }
    const notice = await text(jwt, uuid, 'TEXAS_HOME_EQUITY_NOTICE');
    expect(notice).toContain('SECTION 50(a)(6), ARTICLE XVI');
  });

  it('records the disclosures as given even when the receipt is not confirmed, and acknowledges nothing then', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      property: { street1: '8 Oak Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
    const res = await post(t.app, jwt, uuid, 'profile', profileBody({ disclosuresReceived: undefined }));
    expect(res.statusCode).toBe(200);
    const app = res.json() as Application;
    expect(app.status.applicationDisclosuresProvidedAt).toEqual(expect.any(String));
    expect(app.status.texasNoticeProvidedAt ?? null).toBeNull();
    await t.app.pipeline.idle();
    const list = await listed(jwt, uuid);
    expect(list.find((d) => d.type === 'HELOC_EARLY_DISCLOSURE')?.acknowledged).toBe(false);
    expect(list.some((d) => d.type === 'TEXAS_HOME_EQUITY_NOTICE')).toBe(false);
  });

  it('has the disclosures on record before the valuation fee is agreed (Noavm)', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      property: { street1: '5 Noavm Court', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    const { stage, status } = await stageOf(t.app, jwt, uuid);
    expect(stage).toBe('NO_AVM_FOUND');
    expect(status.applicationDisclosuresProvidedAt).toEqual(expect.any(String));
    const early = await text(jwt, uuid, 'HELOC_EARLY_DISCLOSURE');
    expect(early).toContain('including the valuation fee');
    expect(early).toContain('Residential evaluation of the home');
    expect(early).toContain('$180.00');
    expect(early).not.toContain('we pay, not you');
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP_BASE}/${uuid}/valuation/order`,
      headers: bearer(jwt),
      payload: { acceptFee: true },
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the copies as given with the application, sealed, and shows that copy again', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      property: { street1: '8 Oak Lane', city: 'Sacramento', state: 'CA', zip: '95814' },
    });
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    const rows = await t.app.db
      .selectFrom('given_disclosures')
      .selectAll()
      .where('application_uuid', '=', uuid)
      .orderBy('type')
      .execute();
    expect(rows.map((r) => r.type)).toEqual(['HELOC_BROCHURE', 'HELOC_EARLY_DISCLOSURE']);
    for (const row of rows) {
      // Sealed at rest: never the PDF in the clear.
      expect(Buffer.from(row.content).toString('latin1')).not.toContain('%PDF');
      expect(row.wrapped_key).toEqual(expect.any(String));
    }
    // Whatever changes later, the borrower opens the disclosure they were given: a California home's $1,000 draws.
    const row = await t.app.db
      .selectFrom('applications')
      .select('property_uuid')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    await t.app.db.updateTable('addresses').set({ state: 'TX' }).where('uuid', '=', row.property_uuid!).execute();
    const early = await text(jwt, uuid, 'HELOC_EARLY_DISCLOSURE');
    expect(early).toContain('The minimum amount of each later draw is $1,000.');
    expect(early).toContain('Home state CA');
  });
});
