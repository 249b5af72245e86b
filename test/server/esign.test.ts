// E-SIGN §101(c): the public test document with the disclosures and the requirements' version (and its HTML
// version, the same words); consent refused
// (400) without confirming the test document opened; the version consented under kept, and a newer requirements
// version asks the borrower and each co-owner to consent again.
import { updateStoredFields } from '../../server/applications/repository';
import { ESIGN_ACCESS_REQUIRED, ESIGN_REQUIREMENTS, ESIGN_TEST_DOCUMENT_SENTENCE } from '../../src/domain/esign';
import type { Application } from '../../src/domain/types';
import { atIncomeVerification, ok } from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, post, profileBody, submit } from './journeyHelpers';
import { expectHtmlOfPdf } from './htmlText';
import { pdfText } from './pdfText';
import { accept, acceptBody, coOwner, invitationToken, nameCoOwners, self, signerCall } from './signerDriver';

describe.each(dialects)('E-SIGN consent (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the test document without a login, with the disclosures and the current requirements', async () => {
    const res = await t.app.inject({
      url: '/service-application/api/v1/esign/test-document',
      headers: { 'x-org': 'PINECREST_CU' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(ESIGN_TEST_DOCUMENT_SENTENCE);
    expect(text).toContain(
      `requirements version ${ESIGN_REQUIREMENTS.version}, effective ${ESIGN_REQUIREMENTS.effective}`,
    );
    expect(text).toContain('for no fee ($0.00)');
    expect(text).toContain('You may withdraw this consent at any time');
    expect(text).toContain('Keeping your contact information current');
    expect(text).toContain('A program that opens PDF files (PDF 1.7)');
    expect(text).toContain('Pinecrest');
  });

  it('serves its HTML version without a login too: the same words as the PDF, with real headings', async () => {
    const headers = { 'x-org': 'PINECREST_CU' };
    const pdf = await t.app.inject({ url: '/service-application/api/v1/esign/test-document', headers });
    const res = await t.app.inject({ url: '/service-application/api/v1/esign/test-document/html', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    await expectHtmlOfPdf(pdf.rawPayload, res.body);
    expect(res.body).toContain(ESIGN_TEST_DOCUMENT_SENTENCE);
    expect(res.body).toMatch(/<h2>[^<]+<\/h2>/);
    expect(res.body).toContain('Pinecrest');
  });

  it('the borrower: 400 without the test document confirmed; the version kept; a newer one asks again', async () => {
    const user = await registerUser(t.app);
    const res = await post(
      t.app,
      user.jwt,
      user.applicationUuid,
      'profile',
      profileBody({ esignAccessConfirmed: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`esignAccessConfirmed: ${ESIGN_ACCESS_REQUIRED}`);

    const app = await submit(t.app, user.jwt, user.applicationUuid, 'profile', profileBody());
    expect(app.consents.find((c) => c.type === 'ESIGN')).toMatchObject({ version: ESIGN_REQUIREMENTS.version });
    expect(app.esignReconsentRequired).toBe(false);

    // The requirements change after the consent (its record says version 1): asked again on the next visit.
    await updateStoredFields(t.app.db, user.applicationUuid, (data) => ({
      ...data,
      consents: data.consents.map((c) => (c.type === 'ESIGN' ? { ...c, version: 1 } : c)),
    }));
    const visit = await t.app.inject({ url: `${APP_BASE}/${user.applicationUuid}`, headers: bearer(user.jwt) });
    expect((visit.json() as Application).esignReconsentRequired).toBe(true);

    const refused = await post(t.app, user.jwt, user.applicationUuid, 'esign/consent', { esignConsent: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('esignAccessConfirmed: Required');
    const again = await post(t.app, user.jwt, user.applicationUuid, 'esign/consent', {
      esignAccessConfirmed: true,
      esignConsent: true,
    });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Application).esignReconsentRequired).toBe(false);

    // Nobody else consents for this application.
    const stranger = await registerUser(t.app);
    const other = await post(t.app, stranger.jwt, user.applicationUuid, 'esign/consent', {
      esignAccessConfirmed: true,
      esignConsent: true,
    });
    expect(other.statusCode).toBe(404);
  });

  it('a co-owner: the same disclosures and demonstration at acceptance, and asked again after a change', async () => {
    const b = await atIncomeVerification(t.app);
    const robin = coOwner({ firstName: 'Robin' });
    await nameCoOwners(b, [robin]);
    const token = await invitationToken(t.app, robin.email);
    const refused = await accept(t.app, token, acceptBody({ esignAccessConfirmed: false, esignConsent: false }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        `esignAccessConfirmed: ${ESIGN_ACCESS_REQUIRED}`,
        'esignConsent: You must agree to electronic records to continue',
      ]),
    );
    const res = await accept(t.app, token, acceptBody());
    expect(res.statusCode).toBe(200);
    const r = { app: t.app, jwt: String(res.headers.authorization).replace(/^Bearer\s+/i, ''), email: robin.email };
    const row = await t.app.db
      .selectFrom('heloc_signers')
      .selectAll()
      .where('email', '=', robin.email)
      .executeTakeFirstOrThrow();
    expect(row.esign_version).toBe(ESIGN_REQUIREMENTS.version);
    expect(row.esign_consented_at).not.toBeNull();
    expect((await self(r)).esignReconsentRequired).toBe(false);

    await t.app.db.updateTable('heloc_signers').set({ esign_version: 1 }).where('uuid', '=', row.uuid).execute();
    expect((await self(r)).esignReconsentRequired).toBe(true);
    expect((await signerCall(r, 'POST', 'esign/consent', { esignConsent: true })).statusCode).toBe(400);
    const again = ok<{ esignReconsentRequired: boolean }>(
      await signerCall(r, 'POST', 'esign/consent', { esignAccessConfirmed: true, esignConsent: true }),
    );
    expect(again.esignReconsentRequired).toBe(false);
  });
});
