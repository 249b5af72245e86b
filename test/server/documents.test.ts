import { randomUUID } from 'node:crypto';
import { updateStoredFields } from '../../server/applications/repository';
import { type StoredFields } from '../../server/applications/mapper';
import { createOrder } from '../../server/orders/repository';
import { encrypt } from '../../server/security/crypto';
import { nameSigners } from '../../server/signers/invitationService';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import { pdfText } from './pdfText';

const BASE = '/service-application/api/v1/application/heloc';
const SSN = '123-45-6789';
const ACCOUNT = '000123454321';

describe.each(dialects)('generated disclosures (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const url = (uuid: string, rest = '') => `${BASE}/${uuid}/disclosures${rest}`;

  async function setStatus(uuid: string, status: StoredFields['status'], more: Partial<StoredFields> = {}) {
    await updateStoredFields(t.app.db, uuid, (data) => ({ ...data, ...more, status: { ...data.status, ...status } }));
  }

  async function withSsn(user: Registered): Promise<void> {
    await t.app.db
      .updateTable('identities')
      .set({ ssn_encrypted: encrypt(SSN, t.config.encryptionKey) })
      .where('uuid', '=', user.identityUuid)
      .execute();
  }

  /** A borrower with an SSN, a chosen offer, HMDA answers and a disbursement account, at the closing stage. */
  async function closingBorrower(): Promise<Registered> {
    const user = await registerUser(t.app, { firstName: 'Dana', lastName: 'Rivera' });
    await withSsn(user);
    const accountUuid = randomUUID();
    await t.app.db
      .insertInto('bank_accounts')
      .values({
        uuid: accountUuid,
        application_uuid: user.applicationUuid,
        source: 'MANUAL',
        routing_number: '021000021',
        account_encrypted: encrypt(ACCOUNT, t.config.encryptionKey),
        mask: '4321',
        account_type: 'CHECKING',
        check_status: 'PASS',
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.app.db
      .insertInto('prequal_records')
      .values({
        application_uuid: user.applicationUuid,
        detail: JSON.stringify({ hmda: { ethnicity: 'Not Hispanic or Latino', race: 'Asian', sex: 'Female' } }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await setStatus(
      user.applicationUuid,
      {
        disclosurelistSummaryReady: true,
        disclosurelistClosingReady: true,
        disclosurelistClosingComplete: true,
        disclosurelistNotaryReady: true,
      },
      {
        term: 10,
        amount: 100000,
        rate: 9.35,
        uwCalculatedDrawAmount: 98010,
        hasHmda: true,
        consents: [{ type: 'SOFT_CREDIT', createdDate: '2026-11-02T10:00:00.000Z' }],
        disburseAccount: { uuid: accountUuid, mask: '4321' },
      },
    );
    return user;
  }

  it('lists the authorisation and the application disclosures and the privacy notice at first, each with its title, acknowledgement and url', async () => {
    // The registered home is in Austin, Texas: the §50(g) notice is given at application too.
    const user = await registerUser(t.app);
    const res = await t.app.inject({ url: url(user.applicationUuid), headers: bearer(user.jwt) });
    expect(res.statusCode).toBe(200);
    const item = (type: string, title: string) => ({
      type,
      title,
      acknowledged: false,
      acknowledgedAt: null,
      url: url(user.applicationUuid, `/${type}`),
    });
    expect(res.json()).toEqual([
      item('PRE_SOFT_CREDIT_AUTHORIZATION', 'Soft Credit Authorization and E-SIGN Consent'),
      item('HELOC_EARLY_DISCLOSURE', 'Home Equity Line of Credit Early Disclosure'),
      item('HELOC_BROCHURE', 'What you should know about home equity lines of credit'),
      item(
        'TEXAS_HOME_EQUITY_NOTICE',
        'Notice concerning extensions of credit defined by Section 50(a)(6), Article XVI, Texas Constitution',
      ),
      // Reg P: the initial privacy notice is given at application.
      item('PRIVACY_NOTICE', 'Privacy Notice'),
    ]);
  });

  it('makes documents available as the status flags are set', async () => {
    const user = await registerUser(t.app);
    const types = async () =>
      (await t.app.inject({ url: url(user.applicationUuid), headers: bearer(user.jwt) }))
        .json()
        .map((d: { type: string }) => d.type);

    const later = async () => (await types()).slice(4, -2);
    await setStatus(user.applicationUuid, { disclosurelistSummaryReady: true });
    expect(await types()).toEqual([
      'PRE_SOFT_CREDIT_AUTHORIZATION',
      'HELOC_EARLY_DISCLOSURE',
      'HELOC_BROCHURE',
      'APPLICATION_SUMMARY',
      'TEXAS_HOME_EQUITY_NOTICE',
      'PRIVACY_NOTICE',
    ]);
    await setStatus(user.applicationUuid, { disclosurelistClosingReady: true });
    expect(await later()).toEqual(['CLOSING_DISCLOSURE', 'NOTE']);
    await setStatus(user.applicationUuid, { disclosurelistNotaryReady: true });
    expect(await later()).toEqual(['CLOSING_DISCLOSURE', 'NOTE', 'DEED']);
    await setStatus(user.applicationUuid, { disclosurelistClosingComplete: true });
    expect(await later()).toEqual(['CLOSING_DISCLOSURE', 'NOTE', 'DEED', 'RESCISSION_NOTICE']);
  });

  it('serves every document as a text-searchable PDF with the borrower, the lender and only a masked SSN', async () => {
    const user = await closingBorrower();
    const minimumPages: Record<string, number> = { HELOC_EARLY_DISCLOSURE: 2, HELOC_BROCHURE: 2 };
    for (const type of [
      'PRE_SOFT_CREDIT_AUTHORIZATION',
      'HELOC_EARLY_DISCLOSURE',
      'HELOC_BROCHURE',
      'APPLICATION_SUMMARY',
      'CLOSING_DISCLOSURE',
      'NOTE',
      'DEED',
      'RESCISSION_NOTICE',
    ]) {
      const res = await t.app.inject({ url: url(user.applicationUuid, `/${type}`), headers: bearer(user.jwt) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="${type.toLowerCase().replace(/_/g, '-')}.pdf"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const { pages, text } = await pdfText(res.rawPayload);
      expect(pages).toBeGreaterThanOrEqual(minimumPages[type] ?? 1);
      expect(text).toContain('Dana Rivera');
      expect(text).toContain('Hearth Lending, LLC');
      expect(text).toContain('NMLS #1000001');
      expect(text).not.toContain(SSN);
      expect(text).not.toContain('123456789');
      expect(text).not.toContain(ACCOUNT);
      if (type !== 'HELOC_BROCHURE') expect(text).toContain('*****6789');
    }
  });

  it('fills the summary, the early disclosure and the closing documents from the application', async () => {
    const user = await closingBorrower();
    const text = async (type: string) =>
      (
        await pdfText(
          (await t.app.inject({ url: url(user.applicationUuid, `/${type}`), headers: bearer(user.jwt) })).rawPayload,
        )
      ).text;

    const summary = await text('APPLICATION_SUMMARY');
    // The chosen offer: APR with 2 decimals, the line, the fee implied by the stored initial draw, the payment.
    expect(summary).toContain('9.35%');
    expect(summary).toContain('$100,000.00');
    expect(summary).toContain('$1,990.00');
    expect(summary).toContain('$98,010.00');
    expect(summary).toContain('$1,285.78');
    expect(summary).toContain('10 years');
    expect(summary).toContain('12 Elm Street, Unit 4, Austin, TX 78701');
    expect(summary).toContain('Employed full time');
    expect(summary).toContain('$120,000.00');
    expect(summary).toContain('Soft credit inquiry');
    expect(summary).toContain('11/02/2026');
    expect(summary).toContain('Not Hispanic or Latino');
    expect(summary).toContain('Asian');

    const early = await text('HELOC_EARLY_DISCLOSURE');
    for (const phrase of [
      '7.60%',
      '17.20%',
      // A Texas home: Texas's 2% cap and the lender's 1.99% for Texas, not the product's 4.99% (lendingRules).
      'Up to 1.99%',
      'The minimum amount of each later draw is $4,000.',
      '$180.00',
      '$300.00',
      '$0.00 to $315.00',
      '$1,400 per $100,000',
    ]) {
      expect(early).toContain(phrase);
    }
    expect(early).toContain('Prime Rate');

    const closing = await text('CLOSING_DISCLOSURE');
    expect(closing).toContain('account ending 4321');
    expect(closing).toContain('$1,285.78');
  });

  it('names every co-owner on the title in the deed, to sign and before the notary', async () => {
    const user = await closingBorrower();
    const application = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', user.applicationUuid)
      .executeTakeFirstOrThrow();
    await nameSigners(t.app.db, {
      application,
      owners: [{ firstName: 'Jamie', lastName: 'Okafor', email: `jamie.${user.applicationUuid}@example.com` }],
      borrowerEmail: user.email,
      origin: 'http://localhost',
    });
    const res = await t.app.inject({ url: url(user.applicationUuid, '/DEED'), headers: bearer(user.jwt) });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Every other owner on the title, Jamie Okafor, signs this instrument');
    expect(text).toContain('Co-owner on title: Jamie Okafor');
    expect(text).toContain('personally appeared Dana Rivera and Jamie Okafor');
  });

  it('dates the rescission deadline three business days after signing, skipping Sundays and holidays', async () => {
    const user = await closingBorrower();
    // Signed Wednesday 25 November 2026 at 09:00 in Austin: Thursday is Thanksgiving and Sunday never counts.
    await createOrder(t.app.db, {
      applicationUuid: user.applicationUuid,
      vendor: 'esign',
      status: 'SIGNED',
      detail: { envelopeId: 'e-1', signedAt: '2026-11-25T15:00:00.000Z', timeZone: 'America/Chicago' },
    });
    const res = await t.app.inject({ url: url(user.applicationUuid, '/RESCISSION_NOTICE'), headers: bearer(user.jwt) });
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('which is 11/25/2026');
    expect(text).toContain('midnight of 11/30/2026');
  });

  it("prints the application's own organisation", async () => {
    const headers = { 'x-org': 'PINECREST_CU' };
    const user = await registerUser(
      t.app,
      { property: { street1: '4 Pine Way', city: 'Bend', state: 'OR', zip: '97701' } },
      headers,
    );
    const res = await t.app.inject({
      url: url(user.applicationUuid, '/PRE_SOFT_CREDIT_AUTHORIZATION'),
      headers: bearer(user.jwt, headers),
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain('Pinecrest Federal Credit Union');
    expect(text).toContain('NMLS #2000001');
    expect(text).not.toContain('Hearth');
    // No SSN on file yet: the document says so rather than printing anything.
    expect(text).toContain('Not on file');
  });

  it('answers 404 for a document not available yet and 400 for an unknown type', async () => {
    const user = await registerUser(t.app);
    const early = await t.app.inject({ url: url(user.applicationUuid, '/NOTE'), headers: bearer(user.jwt) });
    expect(early.statusCode).toBe(404);
    const unknown = await t.app.inject({ url: url(user.applicationUuid, '/W2'), headers: bearer(user.jwt) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      errors: ['type: Unknown disclosure type'],
      message: 'type: Unknown disclosure type',
    });
    const ack = await t.app.inject({
      method: 'POST',
      url: url(user.applicationUuid, '/W2/acknowledge'),
      headers: bearer(user.jwt),
    });
    expect(ack.statusCode).toBe(400);
    expect(ack.json().message).toBe('type: Unknown disclosure type');
  });

  it('answers 401 without a token and 404 for another borrower’s application', async () => {
    const owner = await closingBorrower();
    const other = await registerUser(t.app);
    const paths = [url(owner.applicationUuid), url(owner.applicationUuid, '/NOTE')];
    for (const path of paths) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(401);
      const res = await t.app.inject({ url: path, headers: bearer(other.jwt) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found');
    }
    const ackPath = url(owner.applicationUuid, '/W2/acknowledge');
    expect((await t.app.inject({ method: 'POST', url: ackPath })).statusCode).toBe(401);
    // Membership is checked before the type and body are validated.
    const foreign = await t.app.inject({
      method: 'POST',
      url: ackPath,
      headers: bearer(other.jwt),
      payload: { types: 'nonsense' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('records an acknowledgement once, keeping the first time', async () => {
    const user = await registerUser(t.app);
    const ack = () =>
      t.app.inject({
        method: 'POST',
        url: url(user.applicationUuid, '/PRE_SOFT_CREDIT_AUTHORIZATION/acknowledge'),
        headers: bearer(user.jwt),
      });
    const first = await ack();
    expect(first.statusCode).toBe(200);
    const [item] = first.json();
    expect(item).toMatchObject({ type: 'PRE_SOFT_CREDIT_AUTHORIZATION', acknowledged: true });
    expect(Date.parse(item.acknowledgedAt)).not.toBeNaN();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await ack();
    expect(second.statusCode).toBe(200);
    expect(second.json()[0].acknowledgedAt).toBe(item.acknowledgedAt);
    const rows = await t.app.db
      .selectFrom('disclosure_acknowledgements')
      .selectAll()
      .where('application_uuid', '=', user.applicationUuid)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ type: 'PRE_SOFT_CREDIT_AUTHORIZATION', identity_uuid: user.identityUuid }),
    ]);
  });

  it('refuses to acknowledge a document that is not available, or a bad list of types', async () => {
    const user = await registerUser(t.app);
    const notYet = await t.app.inject({
      method: 'POST',
      url: url(user.applicationUuid, '/APPLICATION_SUMMARY/acknowledge'),
      headers: bearer(user.jwt),
    });
    expect(notYet.statusCode).toBe(404);
    const alsoNotYet = await t.app.inject({
      method: 'POST',
      url: url(user.applicationUuid, '/PRE_SOFT_CREDIT_AUTHORIZATION/acknowledge'),
      headers: bearer(user.jwt),
      payload: { types: ['NOTE'] },
    });
    expect(alsoNotYet.statusCode).toBe(400);
    expect(alsoNotYet.json().message).toBe('types: NOTE is not available yet');
    const badTypes = await t.app.inject({
      method: 'POST',
      url: url(user.applicationUuid, '/PRE_SOFT_CREDIT_AUTHORIZATION/acknowledge'),
      headers: bearer(user.jwt),
      payload: { types: ['BOGUS'] },
    });
    expect(badTypes.statusCode).toBe(400);
    expect(badTypes.json().message).toBe('types[0]: Unknown disclosure type');
  });

  it('completes the summary step when the summary set is acknowledged, and advances the pipeline', async () => {
    const user = await registerUser(t.app);
    await setStatus(user.applicationUuid, { disclosurelistSummaryReady: true });
    const advance = jest.spyOn(t.app.pipeline, 'advance');
    try {
      const alone = await t.app.inject({
        method: 'POST',
        url: url(user.applicationUuid, '/APPLICATION_SUMMARY/acknowledge'),
        headers: bearer(user.jwt),
      });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().message).toMatch(/early disclosure and the brochure/);
      expect(advance).not.toHaveBeenCalled();

      const together = await t.app.inject({
        method: 'POST',
        url: url(user.applicationUuid, '/APPLICATION_SUMMARY/acknowledge'),
        headers: bearer(user.jwt),
        payload: { types: ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE'] },
      });
      expect(together.statusCode).toBe(200);
      const acknowledged = together
        .json()
        .filter((d: { acknowledged: boolean }) => d.acknowledged)
        .map((d: { type: string }) => d.type);
      expect(acknowledged).toEqual(['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE', 'APPLICATION_SUMMARY']);
      expect(advance).toHaveBeenCalledWith(user.applicationUuid, 'borrower:summary-acknowledged');

      const application = await t.app.inject({ url: `${BASE}/${user.applicationUuid}`, headers: bearer(user.jwt) });
      expect(application.json().status.disclosurelistSummaryComplete).toBe(true);
    } finally {
      advance.mockRestore();
    }
  });

  it('accepts the summary alone once the early disclosure and brochure were acknowledged before', async () => {
    const user = await registerUser(t.app);
    await setStatus(user.applicationUuid, { disclosurelistSummaryReady: true });
    for (const type of ['HELOC_EARLY_DISCLOSURE', 'HELOC_BROCHURE']) {
      const res = await t.app.inject({
        method: 'POST',
        url: url(user.applicationUuid, `/${type}/acknowledge`),
        headers: bearer(user.jwt),
      });
      expect(res.statusCode).toBe(200);
    }
    const before = await t.app.inject({ url: `${BASE}/${user.applicationUuid}`, headers: bearer(user.jwt) });
    expect(before.json().status.disclosurelistSummaryComplete).toBeUndefined();
    const summary = await t.app.inject({
      method: 'POST',
      url: url(user.applicationUuid, '/APPLICATION_SUMMARY/acknowledge'),
      headers: bearer(user.jwt),
      payload: {},
    });
    expect(summary.statusCode).toBe(200);
    const after = await t.app.inject({ url: `${BASE}/${user.applicationUuid}`, headers: bearer(user.jwt) });
    expect(after.json().status.disclosurelistSummaryComplete).toBe(true);
  });
});
