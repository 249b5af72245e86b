// The co-owner's documents (the deed, their notice of right to cancel) as HTML: the very HTML their PDF carries,
// the same words, real headings, the data escaped, served under exactly the PDF's authorisation (the co-owner's
// own token, their own documents).
import { updateStoredFields } from '../../server/applications/repository';
import { CO_DEED_STAGE } from '../../server/signers/service';
import { atIncomeVerification, type Borrower } from './closingDriver';
import { bearer, dialects, makeTestApp, type TestApp } from './helpers';
import { expectHtmlOfPdf } from './htmlText';
import { acceptInvitation, coOwner, nameCoOwners, type Signer, SIGNER_BASE, signerCall } from './signerDriver';

/** Markup in a co-owner's name: it must reach the HTML as text, never as elements. */
const MARKUP_LAST_NAME = '<img src=x onerror=alert(1)> & "Sons"';

describe.each(dialects)("the HTML version of a co-owner's documents (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The co-owner's record as the ID check and the borrower's signed closing set leave it. */
  async function verified(email: string): Promise<void> {
    await t.app.db
      .updateTable('heloc_signers')
      .set({ identity_status: 'VERIFIED' })
      .where('email', '=', email)
      .execute();
  }

  /** The borrower has signed the note: the co-owners' turn, and their notice of right to cancel. */
  async function coOwnersTurn(b: Borrower): Promise<void> {
    await t.app.db
      .updateTable('applications')
      .set({ stage: CO_DEED_STAGE })
      .where('uuid', '=', b.applicationUuid)
      .execute();
    await updateStoredFields(t.app.db, b.applicationUuid, (data) => ({
      ...data,
      status: { ...data.status, disclosurelistClosingComplete: true },
    }));
  }

  /** A borrower with two co-owners who have accepted; the first (markup in their name) is verified. */
  async function twoCoOwners(): Promise<{ b: Borrower; robin: Signer; sam: Signer }> {
    const b = await atIncomeVerification(t.app);
    const [robin, sam] = [coOwner({ firstName: 'Robin' }), coOwner({ firstName: 'Sam' })];
    await nameCoOwners(b, [robin, sam]);
    const signers = {
      b,
      robin: await acceptInvitation(t.app, robin.email),
      sam: await acceptInvitation(t.app, sam.email),
    };
    await t.app.db
      .updateTable('heloc_signers')
      .set({ last_name: MARKUP_LAST_NAME })
      .where('email', '=', robin.email)
      .execute();
    await verified(robin.email);
    await coOwnersTurn(b);
    return signers;
  }

  async function expectSameText(s: Signer, type: string): Promise<string> {
    const pdf = await signerCall(s, 'GET', `documents/${type}`);
    expect(pdf.statusCode).toBe(200);
    const res = await signerCall(s, 'GET', `documents/${type}/html`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    await expectHtmlOfPdf(pdf.rawPayload, res.body);
    // Real structure, not one flat run of text.
    expect(res.body).toMatch(/<h2>/);
    return res.body;
  }

  it('serves the deed and the notice of right to cancel as HTML with the same words as their PDFs', async () => {
    const { robin } = await twoCoOwners();
    for (const type of ['DEED', 'RIGHT_TO_CANCEL']) {
      const html = await expectSameText(robin, type);
      expect(html).not.toMatch(/<img|onerror=alert\(1\)>/);
      expect(html).toContain('Robin &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sons&quot;');
    }
    // Once signed, the deed says so: its HTML version too, from the same fresh PDF.
    await t.app.db
      .updateTable('heloc_signers')
      .set({ deed_signed_at: '2026-11-20T15:00:00.000Z' })
      .where('email', '=', robin.email)
      .execute();
    expect(await expectSameText(robin, 'DEED')).toContain('Signed electronically by Robin');
  });

  it('answers the HTML version exactly as the PDF: the co-owner only, their own documents, once available', async () => {
    const { b, sam } = await twoCoOwners();
    const other = await atIncomeVerification(t.app);
    const stranger = coOwner({ firstName: 'Alex' });
    await nameCoOwners(other, [stranger]);
    const alex = await acceptInvitation(t.app, stranger.email);
    await verified(stranger.email);

    for (const rest of ['', '/html']) {
      const path = (type: string) => `${SIGNER_BASE}/documents/${type}${rest}`;
      // The borrower's token is no co-owner's: not found, and nothing of the document.
      const borrower = await t.app.inject({ url: path('DEED'), headers: bearer(b.jwt) });
      expect(borrower.statusCode).toBe(404);
      expect(borrower.body).not.toContain('Robin');
      expect((await t.app.inject({ url: path('DEED') })).statusCode).toBe(401);
      // Sam, on the same application but not verified, does not read Robin's deed: theirs is not ready.
      expect((await signerCall(sam, 'GET', `documents/DEED${rest}`)).statusCode).toBe(404);
      expect((await signerCall(sam, 'GET', `documents/RIGHT_TO_CANCEL${rest}`)).statusCode).toBe(200);
      // A co-owner of another application, at an earlier stage: nothing available to them.
      for (const type of ['DEED', 'RIGHT_TO_CANCEL']) {
        expect((await signerCall(alex, 'GET', `documents/${type}${rest}`)).statusCode).toBe(404);
      }
      expect((await signerCall(sam, 'GET', `documents/NOTE${rest}`)).statusCode).toBe(404);
    }
    // Sam's notice is addressed to Sam.
    const notice = await signerCall(sam, 'GET', 'documents/RIGHT_TO_CANCEL/html');
    expect(notice.body).toMatch(/Sam Lee/);
  });
});
