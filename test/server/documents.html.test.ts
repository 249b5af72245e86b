// The HTML version of every generated document (server/documents/html.ts): served beside the PDF to the
// application's members only, the same words in the same order as the PDF a viewer reads, with real headings,
// lists and tables, and every piece of data escaped.
import { randomUUID } from 'node:crypto';
import { updateStoredFields, type StoredFields } from '../../server/application/model';
import { attachedHtml } from '../../server/documents/html';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { APP_BASE, post, profileBody, stageOf } from './journeyHelpers';
import { pdfText } from './pdfText';

const url = (uuid: string, type: string, rest = '') => `${APP_BASE}/${uuid}/disclosures/${type}${rest}`;
/** Markup in a name and an address: it must reach the HTML as text, never as elements. */
const NAME = { first: 'Zoë <img src=x onerror=alert(1)>', last: 'O\'Brien & "Sons"' };
const STREET = '12 <script>alert(1)</script> Lane';

/** Words for comparing: accents folded (the PDF's standard fonts drop them), punctuation kept. */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter((w) => w !== '' && w !== '•');
}

const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITY[e]);

/** The text of an HTML document's <main> and <footer>, as a screen reader reads it. */
function htmlWords(html: string): { main: string[]; footer: string[]; tableHeads: string[][] } {
  const part = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*)</${tag}>`).exec(html)?.[1] ?? '';
  const text = (markup: string) => words(decode(markup.replace(/<[^>]+>/g, ' ')));
  const tableHeads = [...part('main').matchAll(/<thead>([\s\S]*?)<\/thead>/g)].map((m) => text(m[1]));
  return { main: text(part('main')), footer: text(part('footer')), tableHeads };
}

function startsWith(list: string[], at: number, seq: string[]): boolean {
  return seq.length > 0 && seq.every((w, i) => list[at + i] === w);
}

/**
 * The PDF's words less what every page repeats (the footer and "Page n of m") and a table's header row repeated
 * after a page break: what remains must be the HTML's words, one for one.
 */
function pdfBodyWords(pdf: string[], footer: string[], tableHeads: string[][], html: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < pdf.length) {
    if (startsWith(pdf, i, footer)) {
      i += footer.length;
      continue;
    }
    if (pdf[i] === 'Page' && /^\d+$/.test(pdf[i + 1]) && pdf[i + 2] === 'of' && /^\d+$/.test(pdf[i + 3])) {
      i += 4;
      continue;
    }
    const repeat = tableHeads.find((h) => startsWith(pdf, i, h) && !startsWith(html, out.length, h));
    if (repeat) {
      i += repeat.length;
      continue;
    }
    out.push(pdf[i]);
    i += 1;
  }
  return out;
}

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
    const html = res.body;
    // A document of its own: language, title, the title as its one h1.
    expect(html).toMatch(/^<!doctype html><html lang="en-US">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    // The PDF served carries this very HTML.
    expect(await attachedHtml(pdf.rawPayload)).toBe(html);

    const { main, footer, tableHeads } = htmlWords(html);
    const pdfWords = words((await pdfText(pdf.rawPayload)).text);
    expect(main.length).toBeGreaterThan(20);
    expect(pdfBodyWords(pdfWords, footer, tableHeads, main).join(' ')).toBe(main.join(' '));
    return html;
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
