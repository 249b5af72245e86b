// The HTML version of every generated document (server/documents/html.ts): served beside the PDF to the
// application's members only, the same words in the same order as the PDF a viewer reads, with real headings,
// lists and tables, and every piece of data escaped.
import { randomUUID } from 'node:crypto';
import { updateStoredFields } from '../../server/applications/repository';
import { type StoredFields } from '../../server/applications/mapper';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { expectHtmlOfPdf } from './htmlText';
import { APP_BASE, post, profileBody, stageOf } from './journeyHelpers';

const url = (uuid: string, type: string, rest = '') => `${APP_BASE}/${uuid}/disclosures/${type}${rest}`;
/** Markup in a name and an address: it must reach the HTML as text, never as elements. */
const NAME = { first: 'Zoë <img src=x onerror=alert(1)>', last: 'O\'Brien & "Sons"' };
const STREET = '12 <script>alert(1)</script> Lane';

describe.each(dialects)('the HTML version of the generated documents (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function setStatus(uuid: string, status: StoredFields['status'], more: Partial<StoredFields> = {}) {
    await updateStoredFields(t.app.db, uuid, (data) => ({ ...data, ...more, status: { ...data.status, ...status } }));
  }

  /** A Texas borrower at the closing stage, with markup in their name and street. */
  async function closingBorrower(): Promise<Registered> {
    const user = await registerUser(t.app);
    await t.app.db
      .updateTable('identities')
      .set({ first_name: NAME.first, last_name: NAME.last })
      .where('uuid', '=', user.identityUuid)
      .execute();
    const app = await t.app.db
      .selectFrom('applications')
      .select('property_uuid')
      .where('uuid', '=', user.applicationUuid)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('addresses')
      .set({ street1: STREET })
      .where('uuid', '=', app.property_uuid as string)
      .execute();
    const accountUuid = randomUUID();
    await setStatus(
      user.applicationUuid,
      {
        disclosurelistSummaryReady: true,
        disclosurelistClosingReady: true,
        disclosurelistClosingComplete: true,
        disclosurelistNotaryReady: true,
        fmvAcknowledgmentReady: true,
      },
      {
        term: 10,
        amount: 100000,
        rate: 9.35,
        uwCalculatedDrawAmount: 98010,
        consents: [{ type: 'SOFT_CREDIT', createdDate: '2026-11-02T10:00:00.000Z' }],
        disburseAccount: { uuid: accountUuid, mask: '4321' },
      },
    );
    return user;
  }

  async function available(user: { jwt: string; applicationUuid: string }): Promise<string[]> {
    const res = await t.app.inject({
      url: `${APP_BASE}/${user.applicationUuid}/disclosures`,
      headers: bearer(user.jwt),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ type: string }[]>().map((d) => d.type);
  }

  /** Fetches both versions of `type` and checks the HTML holds the PDF's text, word for word. */
  async function expectSameText(user: { jwt: string; applicationUuid: string }, type: string): Promise<string> {
    const pdf = await t.app.inject({ url: url(user.applicationUuid, type), headers: bearer(user.jwt) });
    expect(pdf.statusCode).toBe(200);
    const res = await t.app.inject({ url: url(user.applicationUuid, type, '/html'), headers: bearer(user.jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    await expectHtmlOfPdf(pdf.rawPayload, res.body);
    return res.body;
  }

  it('serves every document of a closing borrower as HTML with the same words as its PDF', async () => {
    const user = await closingBorrower();
    const types = await available(user);
    expect(types).toEqual(
      expect.arrayContaining([
        'PRE_SOFT_CREDIT_AUTHORIZATION',
        'HELOC_EARLY_DISCLOSURE',
        'HELOC_BROCHURE',
        'APPLICATION_SUMMARY',
        'CLOSING_DISCLOSURE',
        'NOTE',
        'DEED',
        'RESCISSION_NOTICE',
        'TEXAS_HOME_EQUITY_NOTICE',
        'TEXAS_FMV_ACKNOWLEDGMENT',
        'PRIVACY_NOTICE',
      ]),
    );
    for (const type of types) {
      const html = await expectSameText(user, type);
      // Real structure, not one flat run of text.
      expect(html).toMatch(/<h2>/);
    }
  });

  it('escapes names and addresses: markup in the data reaches the HTML as text', async () => {
    const user = await closingBorrower();
    const res = await t.app.inject({
      url: url(user.applicationUuid, 'APPLICATION_SUMMARY', '/html'),
      headers: bearer(user.jwt),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<img|<script|onerror=alert\(1\)>/);
    expect(res.body).toContain('Zoë &lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; &quot;Sons&quot;');
    expect(res.body).toContain('12 &lt;script&gt;alert(1)&lt;/script&gt; Lane');
    // A table of figures as a table, with its column headers.
    expect(res.body).toContain('<th scope="col">Item</th><th scope="col" class="num">Amount</th>');
  });

  it('gives the declined applicant the adverse action and credit score notices as HTML too', async () => {
    const reg = await registerUser(t.app, { lastName: 'Lowscore' });
    const { jwt, applicationUuid: uuid } = reg;
    expect((await post(t.app, jwt, uuid, 'profile', profileBody({ lastName: 'Lowscore' }))).statusCode).toBe(200);
    if ((await stageOf(t.app, jwt, uuid)).stage === 'LIEN_VERIFICATION') {
      expect((await post(t.app, jwt, uuid, 'liens', { confirmed: true })).statusCode).toBe(200);
    }
    await t.app.pipeline.idle();
    const types = await available(reg);
    expect(types).toEqual(expect.arrayContaining(['ADVERSE_ACTION_NOTICE', 'CREDIT_SCORE_NOTICE']));
    // The early disclosure is the copy kept as given with the profile: its HTML travels inside that copy.
    for (const type of ['ADVERSE_ACTION_NOTICE', 'CREDIT_SCORE_NOTICE', 'HELOC_EARLY_DISCLOSURE']) {
      await expectSameText(reg, type);
    }
  });

  it('refuses the HTML version to anyone but the application members, as the PDF', async () => {
    const owner = await closingBorrower();
    const other = await registerUser(t.app);
    for (const rest of ['', '/html']) {
      const target = url(owner.applicationUuid, 'APPLICATION_SUMMARY', rest);
      const stranger = await t.app.inject({ url: target, headers: bearer(other.jwt) });
      expect([403, 404]).toContain(stranger.statusCode);
      expect(stranger.body).not.toContain('Zo');
      expect((await t.app.inject({ url: target })).statusCode).toBe(401);
    }
    // Not yet available is not found, as for the PDF.
    const fresh = await t.app.inject({
      url: url(other.applicationUuid, 'CLOSING_DISCLOSURE', '/html'),
      headers: bearer(other.jwt),
    });
    expect(fresh.statusCode).toBe(404);
  });
});
