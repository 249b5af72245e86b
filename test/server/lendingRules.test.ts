// State law and the lender's pricing in the server (src/domain/lendingRules.ts): Texas offers and selections stay
// within 80% CLTV and 2% fees, the one-lien and one-year rules decline ineligible homes, the disclosures quote the
// same limits, and a Texas line whose acknowledged value no longer carries it is held before funding.
import { owedOnLiens } from '../../src/domain/offers';
import { updateStoredFields } from '../../server/applications/repository';
import { renderDisclosure } from '../../server/documents';
import { loadDocumentContext } from '../../server/documents/context';
import { loadPrequalRecord, updatePrequalRecord } from '../../server/pipeline/prequalService';
import { createOrder, latestOrder } from '../../server/orders/repository';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, offersOf, post, profileBody, stageOf } from './journeyHelpers';
import { pdfText } from './pdfText';

describe.each(dialects)('lending rules (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function atOffers(state: string, street1 = '12 Elm Street', org?: string) {
    const city = state === 'TX' ? 'Austin' : 'Fresno';
    const zip = state === 'TX' ? '78701' : '93701';
    const reg = await registerUser(
      t.app,
      { annualIncome: 600_000, property: { street1, city, state, zip } },
      org ? { 'x-org': org } : {},
    );
    const { jwt, applicationUuid: uuid } = reg;
    const headers: Record<string, string> = org ? { 'x-org': org } : {};
    for (const [path, body] of [
      ['profile', profileBody()],
      ['liens', { confirmed: true }],
    ] as const) {
      const res = await post(t.app, jwt, uuid, path, body, headers);
      expect(res.statusCode).toBe(200);
      await t.app.pipeline.idle();
    }
    return { jwt, uuid, headers };
  }

  /** The §1026.40(d) early disclosure as the application stands, as text. */
  async function earlyDisclosureText(uuid: string): Promise<string> {
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const ctx = await loadDocumentContext(t.app.db, row, t.config.encryptionKey, new Date());
    return (await pdfText(Buffer.from(await renderDisclosure('HELOC_EARLY_DISCLOSURE', ctx)))).text.replace(
      /\s+/g,
      ' ',
    );
  }

  const history = (uuid: string) =>
    t.app.db
      .selectFrom('stage_history')
      .select(['to_stage', 'cause'])
      .where('application_uuid', '=', uuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();

  it('offers a Texas home at most 80% combined LTV, where elsewhere the tier allows 85%', async () => {
    const texas = await atOffers('TX');
    const california = await atOffers('CA');
    expect((await stageOf(t.app, texas.jwt, texas.uuid)).stage).toBe('OFFER_SELECTION');
    const tx = await offersOf(t.app, texas.jwt, texas.uuid);
    const ca = await offersOf(t.app, california.jwt, california.uuid);
    // $650,000 AVM behind a $250,000 first lien.
    expect(Math.max(...tx.map((o) => o.maxLine))).toBe(270_000);
    expect(Math.max(...ca.map((o) => o.maxLine))).toBe(302_500);
    for (const offer of tx) expect(offer.originationFeePercent).toBeLessThanOrEqual(2);
  });

  it('refuses a Texas selection above 80% CLTV even when a stale offer would allow it', async () => {
    const { jwt, uuid } = await atOffers('TX');
    // An offer priced before the cap (or under older data) still names $302,500.
    await updatePrequalRecord(t.app.db, uuid, (r) => ({
      ...r,
      offers: r.offers.map((o) => ({ ...o, maxLine: 302_500 })),
    }));
    const [offer] = await offersOf(t.app, jwt, uuid);
    const over = await post(t.app, jwt, uuid, 'offers/selection', { term: offer.term, amount: 280_000 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('amount: The combined loan-to-value would be 81.5%; TX allows at most 80%');
    const within = await post(t.app, jwt, uuid, 'offers/selection', { term: offer.term, amount: 270_000 });
    expect(within.statusCode).toBe(200);
  });

  it.each([
    // Elsewhere the open second lien still leaves no room for a line in third position; the released one does.
    ['Equityloan', 'underwriting:decline-texasHomeEquityLien', 'LIEN_POSITION_CLTV_REQUALIFY'],
    ['Recentequity', 'underwriting:decline-texasHomeEquityWithinYear', 'OFFER_SELECTION'],
  ])(
    'declines a Texas home whose record shows a %s (a)(6) extension; the same home elsewhere qualifies',
    async (persona, cause, elsewhere) => {
      const texas = await atOffers('TX', `9 ${persona} Road`);
      const { stage, status } = await stageOf(t.app, texas.jwt, texas.uuid);
      expect(stage).toBe('DECLINED');
      expect(status.uwDecision).toBe('INELIGIBLE');
      expect((await history(texas.uuid)).at(-1)).toEqual({ to_stage: 'DECLINED', cause });
      // The adverse action notice names the law, not a credit reason, and carries no score.
      const notice = await t.app.inject({
        method: 'GET',
        url: `${APP_BASE}/${texas.uuid}/adverse-action`,
        headers: bearer(texas.jwt),
      });
      expect(notice.statusCode).toBe(200);
      expect(notice.json().reasons.join(' ')).toContain('Texas Constitution art. XVI §50(a)(6)');
      expect(notice.json().creditScore).toBeNull();
      // The borrower cannot erase the recorded lien by correcting the liens screen.
      const record = await loadPrequalRecord(t.app.db, texas.uuid);
      expect(record.homeEquityLiens).toHaveLength(1);

      const california = await atOffers('CA', `9 ${persona} Road`);
      expect((await stageOf(t.app, california.jwt, california.uuid)).stage).toBe(elsewhere);
    },
  );

  it("prices PINECREST_CU's offers and disclosure under the stricter of its ceiling and the state's, with Texas's $4,000 draws", async () => {
    const { jwt, uuid, headers } = await atOffers('TX', '12 Elm Street', 'PINECREST_CU');
    const offers = (
      await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}/offers`, headers: bearer(jwt, headers) })
    ).json<{ offers: { originationFeePercent: number }[] }>().offers;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) expect(offer.originationFeePercent).toBeLessThanOrEqual(2);
    // Texas law (2%) is stricter than the credit union's own 2.99%.
    const text = await earlyDisclosureText(uuid);
    expect(text).toContain('Up to 2.00% of the line');
    expect(text).toContain('The minimum amount of each later draw is $4,000.');
    expect(text).not.toContain('3.99%');

    const ca = await atOffers('CA', '12 Elm Street', 'PINECREST_CU');
    const caText = await earlyDisclosureText(ca.uuid);
    expect(caText).toContain('Up to 2.99% of the line');
    expect(caText).toContain('The minimum amount of each later draw is $1,000.');
  });

  it('holds a Texas line at FUNDABLE when the acknowledged value puts it above 80% CLTV, and funds one within', async () => {
    async function atFundable(amount: number, acknowledgedValue: number): Promise<string> {
      const { applicationUuid: uuid } = await registerUser(t.app);
      await t.app.pipeline.idle();
      await updatePrequalRecord(t.app.db, uuid, (r) => ({
        ...r,
        homeValue: 650_000,
        liens: [{ position: 1, lender: 'Sandbox Mortgage Co.', balance: 250_000, monthlyPayment: 1_650 }],
      }));
      await updateStoredFields(t.app.db, uuid, (data) => ({
        ...data,
        term: 10,
        rate: 8.35,
        amount,
        uwCalculatedDrawAmount: amount * 0.99,
      }));
      await createOrder(t.app.db, {
        applicationUuid: uuid,
        vendor: 'bpo',
        status: 'COMPLETE',
        detail: { estimatedValue: acknowledgedValue, accepted: true },
        readyAt: new Date(0).toISOString(),
      });
      await createOrder(t.app.db, {
        applicationUuid: uuid,
        vendor: 'rescission',
        status: 'ENDED',
        detail: {},
        readyAt: new Date(0).toISOString(),
      });
      await t.app.pipeline.moveTo(uuid, 'FUNDABLE', 'test:rescission-ended');
      await t.app.pipeline.idle();
      return uuid;
    }
    // $270,000 behind $250,000 is 80% of $650,000, but 87.7% of a $593,000 BPO.
    const held = await atFundable(270_000, 593_000);
    const heldRow = await t.app.db
      .selectFrom('applications')
      .select('stage')
      .where('uuid', '=', held)
      .executeTakeFirstOrThrow();
    expect(heldRow.stage).toBe('FUNDABLE');
    expect(await latestOrder(t.app.db, held, 'funding')).toBeNull();
    expect(owedOnLiens((await loadPrequalRecord(t.app.db, held)).liens)).toBe(250_000);

    const funded = await atFundable(270_000, 650_000);
    expect(await latestOrder(t.app.db, funded, 'funding')).not.toBeNull();
  });
});
