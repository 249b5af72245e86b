// Every date a borrower reads is on their own calendar: the note is signed at 17:00 in Denver (already the next
// day in UTC) and the complete screen's status, the notice of right to cancel (the borrower's and a co-owner's)
// and the adverse-action notice all state the Denver dates. The signing records the signer's zone (or the
// property's), and a zone Intl does not know is a 400.
import type { AdverseActionNotice } from '../../src/domain/adverseAction';
import { localDate } from '../../src/domain/timeZones';
import type { ClosingStatusAnswer } from '../../src/api/closing';
import type { EsignOrderDetail } from '../../server/orders/details';
import { loadDocumentContext } from '../../server/documents/context';
import { rescissionNotice } from '../../server/documents/templates/closing';
import type { RescissionOrderDetail } from '../../server/orders/details';
import { latestOrder, updateOrder } from '../../server/orders/repository';
import { renderSignerDocument } from '../../server/signers/documents';
import { nameSigners } from '../../server/signers/invitationService';
import { signersOf } from '../../server/applications/coOwnersRepository';
import { atIncomeVerification, BASE, call, ok, type Borrower } from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { get, profileBody, stageOf, submit } from './journeyHelpers';
import { pdfText } from './pdfText';

/** 17:00 MST on Tuesday 2026-11-24 in Denver: Wednesday 2026-11-25 00:00 in UTC. */
const FIVE_PM_IN_DENVER = '2026-11-25T00:00:00.000Z';
const SIGNED = { documents: ['CLOSING_DISCLOSURE', 'NOTE'], latitude: 39.74, longitude: -104.99 };

describe.each(dialects)("the borrower's local calendar (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function atNoteSigning(state?: 'TX' | 'CO'): Promise<Borrower> {
    const b = await atIncomeVerification(t.app, state ? { state } : {});
    await t.app.pipeline.moveTo(b.applicationUuid, 'NOTE_SIGNING', 'test');
    return b;
  }

  async function esignOrder(b: Borrower) {
    const order = await latestOrder<EsignOrderDetail>(t.app.db, b.applicationUuid, 'esign');
    if (!order) throw new Error('no e-sign order');
    return order;
  }

  it('dates the adverse-action decision and its score on the same Denver calendar', async () => {
    const reg = await registerUser(t.app, {
      lastName: 'Lowscore',
      property: { street1: '12 Elm Street', street2: '', city: 'Denver', state: 'CO', zip: '80202' },
    });
    const { jwt, applicationUuid: uuid } = reg;
    await submit(t.app, jwt, uuid, 'profile', profileBody({ lastName: 'Lowscore' }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    expect((await stageOf(t.app, jwt, uuid)).stage).toBe('DECLINED');
    // The soft pull came back a minute before 17:00 in Denver and the decision at 17:00: both Tuesday 11-24 there,
    // though the decision is Wednesday 11-25 in UTC.
    const at = (cause: string, value: string) =>
      t.app.db
        .updateTable('stage_history')
        .set({ at: value })
        .where('application_uuid', '=', uuid)
        .where('cause', '=', cause)
        .execute();
    await at('vendor:soft-credit', '2026-11-24T23:59:00.000Z');
    await at('underwriting:decline-creditScore', FIVE_PM_IN_DENVER);

    const res = await get(t.app, jwt, uuid, 'adverse-action');
    expect(res.statusCode).toBe(200);
    const body = res.json<AdverseActionNotice>();
    expect(body.decidedAt).toBe(FIVE_PM_IN_DENVER);
    expect(body.timeZone).toBe('America/Denver');
    expect(body.decidedOn).toBe('2026-11-24');
    expect(body.creditScore?.scoredOn).toBe('2026-11-24');
  });
  it("records the browser's zone and the signing time on the application's clock with the signature", async () => {
    const b = await atNoteSigning('TX');
    // The sandbox has sat out three days of waits for this application: its clock runs three days ahead.
    const ahead = 3 * 86_400_000;
    await t.app.db
      .updateTable('applications')
      .set({ clock_offset_ms: ahead })
      .where('uuid', '=', b.applicationUuid)
      .execute();
    const before = Date.now();
    ok(await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone: 'America/Denver' }));
    const after = Date.now();
    const { detail } = await esignOrder(b);
    expect(detail.timeZone).toBe('America/Denver');
    expect(detail.timeZoneSource).toBe('BROWSER');
    expect(Date.parse(detail.signedAt)).toBeGreaterThanOrEqual(before + ahead);
    expect(Date.parse(detail.signedAt)).toBeLessThanOrEqual(after + ahead);
    // The vendor's own stamp is kept as evidence, on the wall clock.
    expect(Date.parse(detail.envelopeSignedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(detail.envelopeSignedAt!)).toBeLessThanOrEqual(after);
    expect(detail.location).toEqual({ latitude: 39.74, longitude: -104.99 });
  });

  it("records the zone's canonical name, whatever spelling the browser sent", async () => {
    const b = await atNoteSigning('TX');
    ok(await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone: 'US/Mountain' }));
    expect((await esignOrder(b)).detail.timeZone).toBe('America/Denver');
  });

  it("records the property's zone when the browser sends none", async () => {
    const b = await atNoteSigning('TX');
    ok(await call(b, 'POST', 'signing/sign', SIGNED));
    const { detail } = await esignOrder(b);
    expect(detail.timeZone).toBe('America/Chicago'); // Austin
    expect(detail.timeZoneSource).toBe('PROPERTY');
  });

  it.each([
    ['an unknown zone', 'Mountain/Standard', 'timeZone: Unknown time zone: use an IANA name such as America/Denver'],
    ['an empty zone', '', 'timeZone: Unknown time zone: use an IANA name such as America/Denver'],
    ['a number', 7, 'timeZone: Time zone must be an IANA name such as America/Denver'],
    ['an object', { zone: 'America/Denver' }, 'timeZone: Time zone must be an IANA name such as America/Denver'],
  ])('answers 400 with a message for %s, and signs nothing', async (_what, timeZone, message) => {
    const b = await atNoteSigning('CO');
    const res = await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: string[] }>().errors).toEqual([message]);
    expect(await latestOrder(t.app.db, b.applicationUuid, 'esign')).toBeNull();
    expect((await stageOf(t.app, b.jwt, b.applicationUuid)).stage).toBe('NOTE_SIGNING');
  });

  it("dates the notice 'prepared' on the application's clock, in the borrower's zone", async () => {
    const b = await atNoteSigning('CO');
    ok(await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone: 'America/Denver' }));
    const ahead = 40 * 86_400_000;
    await t.app.db
      .updateTable('applications')
      .set({ clock_offset_ms: ahead })
      .where('uuid', '=', b.applicationUuid)
      .execute();
    const res = await t.app.inject({
      url: `${BASE}/${b.applicationUuid}/disclosures/RESCISSION_NOTICE`,
      headers: bearer(b.jwt),
    });
    expect(res.statusCode).toBe(200);
    const { text } = await pdfText(res.rawPayload);
    const [y, m, d] = localDate(Date.now() + ahead, 'America/Denver').split('-');
    expect(text).toContain(`Date prepared ${m}/${d}/${y}`);
  });

  it("dates the PDFs' 'date prepared' on the borrower's calendar", async () => {
    const b = await atNoteSigning('CO');
    ok(await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone: 'Pacific/Honolulu' }));
    // Prepared at 09:30 UTC on 11-25: still 11-24 (23:30) in Honolulu.
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', b.applicationUuid)
      .executeTakeFirstOrThrow();
    const ctx = await loadDocumentContext(t.app.db, row, t.config.encryptionKey, new Date('2026-11-25T09:30:00Z'));
    expect(ctx.timeZone).toBe('Pacific/Honolulu');
    const { text } = await pdfText(Buffer.from(await rescissionNotice(ctx)));
    expect(text).toContain('Date prepared 11/24/2026');
  });

  it('signed at 17:00 in Denver: the status, the notices and the co-owner notice state the Denver dates', async () => {
    const b = await atNoteSigning('CO');
    let status = ok<ClosingStatusAnswer>(await call(b, 'GET', 'closing/status'));
    expect(status).toMatchObject({ rescissionEndsAt: null, rescissionDeadline: null, rescissionTimeZone: null });

    ok(await call(b, 'POST', 'signing/sign', { ...SIGNED, timeZone: 'America/Denver' }));
    // The e-sign vendor's envelope was signed at 17:00 Denver time (the sandbox vendor stamps the real time).
    const esign = await esignOrder(b);
    await updateOrder(t.app.db, esign.uuid, { detail: { ...esign.detail, signedAt: FIVE_PM_IN_DENVER } });
    // Deed and insurance done: the notice of right to cancel is generated.
    await t.app.pipeline.moveTo(b.applicationUuid, 'GEN_RESCISSION', 'test');

    const rescission = await latestOrder<RescissionOrderDetail>(t.app.db, b.applicationUuid, 'rescission');
    // Tue 11-24 in Denver → Wed 25, (Thanksgiving 26), Fri 27, Sat 28; the UTC date would have given Mon 11-30.
    expect(rescission?.detail).toEqual({
      signedAt: FIVE_PM_IN_DENVER,
      timeZone: 'America/Denver',
      deadline: '2026-11-28',
    });
    // Funding waits for midnight at the end of Saturday in Denver: Sunday 11-29 07:00 UTC.
    expect(rescission?.readyAt).toBe('2026-11-29T07:00:00.000Z');

    status = ok<ClosingStatusAnswer>(await call(b, 'GET', 'closing/status'));
    expect(status.rescissionDeadline).toBe('2026-11-28');
    expect(status.rescissionTimeZone).toBe('America/Denver');
    expect(status.rescissionEndsAt).toBe('2026-11-29T07:00:00.000Z');

    const notice = await t.app.inject({
      url: `${BASE}/${b.applicationUuid}/disclosures/RESCISSION_NOTICE`,
      headers: bearer(b.jwt),
    });
    expect(notice.statusCode).toBe(200);
    const { text } = await pdfText(notice.rawPayload);
    expect(text).toContain('the opening date of your account, which is 11/24/2026');
    expect(text).toContain('you have until midnight of 11/28/2026');
    expect(text).toContain('no later than midnight of 11/28/2026');
    // Every deadline it states is the Denver one, never the UTC date's 11/30 (its 'date prepared' is the
    // application's today, which can be any date, 11/30 included).
    const deadlines = [...text.matchAll(/midnight of (\d\d\/\d\d\/\d{4})/g)].map((m) => m[1]);
    expect(deadlines.length).toBeGreaterThanOrEqual(4);
    expect(new Set(deadlines)).toEqual(new Set(['11/28/2026']));

    // A co-owner on title may cancel too, until the same Denver midnight.
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', b.applicationUuid)
      .executeTakeFirstOrThrow();
    await nameSigners(t.app.db, {
      application: row,
      owners: [{ firstName: 'Jamie', lastName: 'Okafor', email: `jamie.${b.applicationUuid}@example.com` }],
      borrowerEmail: b.email,
      origin: 'http://localhost',
    });
    const [signer] = await signersOf(t.app.db, b.applicationUuid);
    const coOwner = await pdfText(Buffer.from(await renderSignerDocument(t.app.db, 'RIGHT_TO_CANCEL', signer, row)));
    expect(coOwner.text).toContain('the opening date of your account, which is 11/24/2026');
    expect(coOwner.text).toContain('you have until midnight of 11/28/2026');
  });
});
