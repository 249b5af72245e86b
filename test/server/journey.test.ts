// The journey endpoints (docs/API.md "Journey"): success, invalid input, unauthenticated, another user's
// application, and submissions at a stage that does not wait for them.
import type { Application } from '../../src/domain/types';
import { bearer, dialects, makeTestApp, registerUser, type Registered, type TestApp } from './helpers';
import {
  acknowledgeSummary,
  APP_BASE,
  get,
  HMDA_BODY,
  offersOf,
  post,
  profileBody,
  stageOf,
  submit,
  TEST_SSNS,
} from './journeyHelpers';

const ENDPOINTS: { method: 'GET' | 'POST'; path: string; invalid?: Record<string, unknown>; field?: string }[] = [
  { method: 'GET', path: 'stage' },
  { method: 'POST', path: 'profile', invalid: profileBody({ softCreditConsent: false }), field: 'softCreditConsent' },
  { method: 'POST', path: 'credit/ssn', invalid: { ssn: '123-45' }, field: 'ssn' },
  { method: 'GET', path: 'liens' },
  { method: 'POST', path: 'liens', invalid: { confirmed: false }, field: 'confirmed' },
  { method: 'GET', path: 'offers' },
  { method: 'POST', path: 'offers/selection', invalid: { term: 7, amount: 20_000 }, field: 'term' },
  { method: 'POST', path: 'assets', invalid: { attestation: false }, field: 'attestation' },
  { method: 'POST', path: 'valuation/order', invalid: {}, field: 'acceptFee' },
  {
    method: 'POST',
    path: 'contact',
    invalid: { phone: '555', ssn: TEST_SSNS[0], hardCreditConsent: true },
    field: 'phone',
  },
  { method: 'POST', path: 'hmda', invalid: { ...HMDA_BODY, race: ['Martian'] }, field: 'race' },
  { method: 'POST', path: 'submit' },
];

describe.each(dialects)('journey endpoints (%s)', (dialect) => {
  let t: TestApp;
  let owner: Registered;
  let stranger: Registered;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(ENDPOINTS)('$method $path', ({ method, path, invalid, field }) => {
    const url = () => `${APP_BASE}/${owner.applicationUuid}/${path}`;

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method, url: url(), payload: method === 'POST' ? (invalid ?? {}) : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'unauthenticated' });
    });

    it("answers 404 for another user's application, before looking at the body", async () => {
      const res = await t.app.inject({
        method,
        url: url(),
        headers: bearer(stranger.jwt),
        payload: method === 'POST' ? (invalid ?? {}) : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'], message: 'Not found' });
    });

    if (invalid && field) {
      it(`answers 400 naming ${field} for invalid input`, async () => {
        const res = await post(t.app, owner.jwt, owner.applicationUuid, path, invalid);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      });
    }
  });

  it('refuses a submission at a stage that does not wait for it (409)', async () => {
    const res = await post(t.app, owner.jwt, owner.applicationUuid, 'hmda', HMDA_BODY);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This step is not open: the application is at BASIC_INFO' });
    expect((await stageOf(t.app, owner.jwt, owner.applicationUuid)).stage).toBe('BASIC_INFO');
  });

  it('answers 400 naming the field for an object or array where a string belongs', async () => {
    const res = await post(
      t.app,
      owner.jwt,
      owner.applicationUuid,
      'profile',
      profileBody({ firstName: {}, middleName: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['firstName: must be a string', 'middleName: must be a string']);
    const ssn = await post(t.app, owner.jwt, owner.applicationUuid, 'credit/ssn', { ssn: { digits: TEST_SSNS[0] } });
    expect(ssn.statusCode).toBe(400);
    expect(ssn.body).not.toContain(TEST_SSNS[0]);
  });

  it('answers 400 for an empty body and for a date of birth under 18', async () => {
    const empty = await post(t.app, owner.jwt, owner.applicationUuid, 'profile', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(expect.arrayContaining(['firstName: Required', 'ownership: Required']));
    const young = await post(t.app, owner.jwt, owner.applicationUuid, 'profile', profileBody({ dob: '2020-01-01' }));
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toBe('dob: You must be at least 18 years old');
  });

  it('walks every submission with its answer: the updated application, never an SSN', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app, {
      lastName: 'Nomatch',
      property: { street1: '3 Noavm Way', city: 'Albany', state: 'NY', zip: '12207' },
    });
    const stage = async () => (await stageOf(t.app, jwt, uuid)).stage;

    const profile = await submit(t.app, jwt, uuid, 'profile', profileBody({ lastName: 'Nomatch', middleName: 'Q' }));
    expect(profile.consents.map((c) => c.type).sort()).toEqual(['ESIGN', 'SOFT_CREDIT']);
    expect(profile.uuid).toBe(uuid);
    const me = (
      await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) })
    ).json();
    expect(me.name).toMatchObject({ middleName: 'Q', lastName: 'Nomatch' });
    expect(me.addresses[0].ownership).toBe('SOLE');
    expect(await stage()).toBe('CREDIT_NO_MATCH');

    const ssnRes = await post(t.app, jwt, uuid, 'credit/ssn', { ssn: TEST_SSNS[1] });
    expect(ssnRes.statusCode).toBe(200);
    expect(ssnRes.body).not.toContain(TEST_SSNS[1].replace(/-/g, ''));
    expect(ssnRes.body).not.toContain(TEST_SSNS[1]);
    expect(ssnRes.json<Application>().uuid).toBe(uuid);
    await t.app.pipeline.idle();
    expect(await stage()).toBe('NO_AVM_FOUND');

    await submit(t.app, jwt, uuid, 'valuation/order', { acceptFee: true });
    expect(await stage()).toBe('LIEN_VERIFICATION');

    const liens = await get(t.app, jwt, uuid, 'liens');
    expect(liens.json()).toMatchObject({ homeValue: 650_000, liensComplete: false, inquiryAttestNeeded: false });
    const afterLiens = await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    expect(afterLiens.status.liensComplete).toBe(true);

    const offers = await offersOf(t.app, jwt, uuid);
    const five = offers.find((o) => o.term === 5);
    if (!five) throw new Error('no 5-year offer');
    // New York raises the origination fee.
    expect(five.originationFeePercent).toBe(2.24);
    const tooMuch = await post(t.app, jwt, uuid, 'offers/selection', { term: 5, amount: five.maxLine + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/^amount: The amount cannot be more than \$/);
    const tooLittle = await post(t.app, jwt, uuid, 'offers/selection', { term: 5, amount: 14_999 });
    expect(tooLittle.json()).toMatchObject({ message: 'amount: The amount must be at least $15,000' });
    const selected = await submit(t.app, jwt, uuid, 'offers/selection', { term: 5, amount: 40_000 });
    expect(selected).toMatchObject({ term: 5, amount: 40_000, rate: five.apr, uwCalculatedDrawAmount: 39_104 });
    expect((await get(t.app, jwt, uuid, 'offers')).json().selection).toEqual({
      term: 5,
      amount: 40_000,
      rate: five.apr,
    });

    // The SSN is on file from credit/social, so the contact form does not need it again.
    const contact = await submit(t.app, jwt, uuid, 'contact', { phone: '+1 (518) 555-0199', hardCreditConsent: true });
    expect(contact.consents.map((c) => c.type)).toContain('HARD_CREDIT');
    const hmda = await submit(t.app, jwt, uuid, 'hmda', HMDA_BODY);
    expect(hmda.hasHmda).toBe(true);
    expect(await stage()).toBe('APP_SUBMISSION');

    await acknowledgeSummary(t.app, jwt, uuid);
    const submitted = await post(t.app, jwt, uuid, 'submit');
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json<Application>().status.checklistStatus).toBe('HARD_CREDIT_PULL');
    expect(await stage()).toBe('INCOME_VERIFICATION');
  });

  it('requires the SSN on the contact form when none is on file, and stores only its ciphertext', async () => {
    const { jwt, applicationUuid: uuid, identityUuid } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody());
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    await submit(t.app, jwt, uuid, 'offers/selection', { term: 30, amount: 25_000 });
    const missing = await post(t.app, jwt, uuid, 'contact', { phone: '5125550100', hardCreditConsent: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ssn: Required');
    await submit(t.app, jwt, uuid, 'contact', { phone: '5125550100', ssn: TEST_SSNS[0], hardCreditConsent: true });
    const row = await t.app.db
      .selectFrom('identities')
      .select('ssn_encrypted')
      .where('uuid', '=', identityUuid)
      .executeTakeFirstOrThrow();
    expect(row.ssn_encrypted).toMatch(/^v1\./);
    expect(row.ssn_encrypted).not.toContain('6789');
    const profile = (
      await t.app.inject({ method: 'GET', url: '/service-profile/api/v1/profile', headers: bearer(jwt) })
    ).json();
    expect(profile.hasSsn).toBe(true);
    expect(JSON.stringify(profile)).not.toContain('123456789');
  });

  it('names the other owners on the title on the contact form of a jointly owned home, and invites each', async () => {
    const { jwt, applicationUuid: uuid, email } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody({ ownership: 'JOINT' }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    await submit(t.app, jwt, uuid, 'offers/selection', { term: 30, amount: 25_000 });
    const body = { phone: '5125550100', ssn: TEST_SSNS[0], hardCreditConsent: true };
    const none = await post(t.app, jwt, uuid, 'contact', body);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('coOwners: Required');
    const own = await post(t.app, jwt, uuid, 'contact', {
      ...body,
      coOwners: [{ firstName: 'Jane', lastName: 'Doe', email: email.toUpperCase() }],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('coOwners[0].email: Each co-owner needs their own email address, not yours');

    const jane = `jane.${uuid.slice(0, 8)}@example.com`;
    const contact = await submit(t.app, jwt, uuid, 'contact', {
      ...body,
      coOwners: [{ firstName: 'Jane', lastName: 'Doe', email: jane }],
    });
    expect(contact).toMatchObject({ additionalSignerVersion: 'v1', coDeedStatus: 'PENDING', helocSigners: [] });
    const outbox = await t.app.db.selectFrom('outbox_messages').selectAll().where('to_email', '=', jane).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].action_url).toMatch(/\/account\/heloc\/heloc-signer\/login\?invitation=[A-Za-z0-9_-]{43}/);
  });

  it('ignores co-owners sent for a home that is not owned jointly', async () => {
    const { jwt, applicationUuid: uuid } = await registerUser(t.app);
    await submit(t.app, jwt, uuid, 'profile', profileBody({ ownership: 'SOLE' }));
    await submit(t.app, jwt, uuid, 'liens', { confirmed: true });
    await submit(t.app, jwt, uuid, 'offers/selection', { term: 30, amount: 25_000 });
    const contact = await submit(t.app, jwt, uuid, 'contact', {
      phone: '5125550100',
      ssn: TEST_SSNS[1],
      hardCreditConsent: true,
      coOwners: [{ firstName: 'Jane', lastName: 'Doe', email: `sole.${uuid.slice(0, 8)}@example.com` }],
    });
    expect(contact.coDeedStatus).toBeNull();
    const outbox = await t.app.db.selectFrom('outbox_messages').selectAll().execute();
    // No invitation (the borrower's own notices, kind NOTICE, are another matter).
    expect(outbox.filter((m) => m.application_uuid === uuid && m.kind === 'INVITATION')).toEqual([]);
  });

  it('GET stage answers { stage, status } for the next-step router', async () => {
    const res = await get(t.app, owner.jwt, owner.applicationUuid, 'stage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stage: 'BASIC_INFO',
      status: expect.objectContaining({ checklistStatus: 'BASIC_INFO' }),
    });
  });

  it('never writes an SSN to the logs, even on a failed submission', async () => {
    const lines: string[] = [];
    const logged = await makeTestApp(dialect, { logger: true, logStream: { write: (line) => lines.push(line) } });
    try {
      const { jwt, applicationUuid: uuid } = await registerUser(logged.app, { lastName: 'Nomatch' });
      await submit(logged.app, jwt, uuid, 'profile', profileBody({ lastName: 'Nomatch' }));
      // An invalid body with the SSN in it, then the real one.
      await post(logged.app, jwt, uuid, 'credit/ssn', { ssn: `${TEST_SSNS[0]}0` });
      await submit(logged.app, jwt, uuid, 'credit/ssn', { ssn: TEST_SSNS[0] });
      expect((await stageOf(logged.app, jwt, uuid)).stage).toBe('LIEN_VERIFICATION');
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('');
    expect(all).not.toContain(TEST_SSNS[0]);
    expect(all).not.toContain(TEST_SSNS[0].replace(/-/g, ''));
  });
});
