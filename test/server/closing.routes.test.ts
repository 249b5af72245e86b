// The closing routes one by one: 401 without a token, 404 for another borrower's application (before any
// body validation), 400 with the message for bad input, 409 out of stage, and what a success stores.
import { decrypt } from '../../server/security/crypto';
import type { Application } from '../../src/domain/types';
import {
  application,
  atIncomeVerification,
  BASE,
  type Borrower,
  call,
  enotary,
  linkDisbursement,
  linkIncome,
  multipart,
  ok,
  pdfBytes,
  PNG_BYTES,
  signDocuments,
  upload,
  uploadId,
  throughNoteSigning,
} from './closingDriver';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { bearer, dialects, leaveClaimAsCrashed, makeTestApp, registerUser, type TestApp } from './helpers';

// The sandbox verifier and notary, counting their calls (an upload or a manual notary retried after a crash must
// not ask them again).
const mockVerify = jest.fn();
const mockScheduleManual = jest.fn();
const mockReviewPaystubs = jest.fn();
jest.mock('../../server/sandbox/idVerification', () => {
  const actual = jest.requireActual<typeof import('../../server/sandbox/idVerification')>(
    '../../server/sandbox/idVerification',
  );
  return {
    createSandboxIdVerificationVendor: () => {
      const vendor = actual.createSandboxIdVerificationVendor();
      return {
        verify: (input: Parameters<typeof vendor.verify>[0]) => {
          mockVerify(input.filename);
          return vendor.verify(input);
        },
      };
    },
  };
});
jest.mock('../../server/sandbox/income', () => {
  const actual = jest.requireActual<typeof import('../../server/sandbox/income')>('../../server/sandbox/income');
  return {
    ...actual,
    createSandboxIncomeVendor: () => {
      const vendor = actual.createSandboxIncomeVendor();
      return {
        ...vendor,
        reviewPaystubs: async (input: Parameters<typeof vendor.reviewPaystubs>[0]) => {
          // The mock's implementation may throw, as a vendor that is down does.
          mockReviewPaystubs(input.paystubCount);
          return vendor.reviewPaystubs(input);
        },
      };
    },
  };
});
jest.mock('../../server/sandbox/notary', () => {
  const actual = jest.requireActual<typeof import('../../server/sandbox/notary')>('../../server/sandbox/notary');
  return {
    createSandboxNotaryVendor: () => {
      const vendor = actual.createSandboxNotaryVendor();
      return {
        ...vendor,
        scheduleManual: (input: Parameters<typeof vendor.scheduleManual>[0]) => {
          mockScheduleManual(input.requestedTime);
          return vendor.scheduleManual(input);
        },
      };
    },
  };
});

const ENDPOINTS: ['GET' | 'POST', string][] = [
  ['GET', 'income'],
  ['POST', 'income/sources'],
  ['POST', 'income/link'],
  ['POST', 'income/link/complete'],
  ['POST', 'income/upload/MANUAL_PAYSTUB'],
  ['POST', 'income/employer-verification'],
  ['POST', 'bank/link'],
  ['POST', 'bank/link/complete'],
  ['POST', 'bank/disburse'],
  ['POST', 'bank/autopay'],
  ['GET', 'identity/verification'],
  ['POST', 'identity/document'],
  ['GET', 'bpo'],
  ['POST', 'bpo/order'],
  ['POST', 'bpo/valuation'],
  ['POST', 'signing/sign'],
  ['GET', 'notary'],
  ['POST', 'notary/session'],
  ['POST', 'notary/session/answers'],
  ['POST', 'notary/session/accept'],
  ['POST', 'notary/manual'],
  ['GET', 'insurance/requirements'],
  ['POST', 'insurance/upload/HAZARD_INSURANCE'],
  ['GET', 'closing/status'],
];

function expect400(res: { statusCode: number; json(): unknown }, ...messages: string[]): void {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errors: string[]; message: string };
  expect(body.errors).toEqual(expect.arrayContaining(messages));
  expect(body.message).toBe(body.errors[0]);
}

describe.each(dialects)('closing routes (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may call', () => {
    let owner: Borrower;
    let otherJwt: string;
    beforeAll(async () => {
      owner = await atIncomeVerification(t.app);
      otherJwt = (await registerUser(t.app)).jwt;
    });

    it.each(ENDPOINTS)('%s %s answers 401 without a token', async (method, path) => {
      const res = await t.app.inject({
        method,
        url: `${BASE}/${owner.applicationUuid}/${path}`,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['unauthenticated'], message: 'unauthenticated' });
    });

    it.each(ENDPOINTS)(
      "%s %s answers 404 for another borrower's application, before validating",
      async (method, path) => {
        const res = await t.app.inject({
          method,
          url: `${BASE}/${owner.applicationUuid}/${path}`,
          headers: bearer(otherJwt),
          payload: method === 'POST' ? { nonsense: true } : undefined,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Not found');
      },
    );

    it('a step out of its stage answers 409 with where the application is', async () => {
      const res = await call(owner, 'POST', 'signing/sign', {
        documents: ['CLOSING_DISCLOSURE', 'NOTE'],
        latitude: 1,
        longitude: 1,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This step is not open: the application is at INCOME_VERIFICATION');
    });
  });

  describe('income', () => {
    it('sources: replaces the income sources; 400 for none or a bad type', async () => {
      const b = await atIncomeVerification(t.app);
      const app = ok(
        await call(b, 'POST', 'income/sources', {
          incomeSources: [
            { employmentType: 'FULL_TIME', annualIncome: 90000 },
            { employmentType: 'RETIRED', annualIncome: 20000 },
          ],
        }),
      );
      expect(app.incomeSources.map((s) => [s.employmentType, s.annualIncome])).toEqual([
        ['FULL_TIME', 90000],
        ['RETIRED', 20000],
      ]);
      expect400(
        await call(b, 'POST', 'income/sources', { incomeSources: [] }),
        'incomeSources: Add at least one income source',
      );
      expect400(
        await call(b, 'POST', 'income/sources', { incomeSources: [{ employmentType: 'PIRATE', annualIncome: -1 }] }),
        'incomeSources[0].employmentType: Required',
        'incomeSources[0].annualIncome: Income cannot be negative',
      );
    });

    it('link: a link URL on the sandbox page; 400 for an unknown type or a forged token', async () => {
      const b = await atIncomeVerification(t.app);
      const { linkUrl } = ok<{ linkUrl: string }>(await call(b, 'POST', 'income/link', { type: 'BANK' }));
      expect(linkUrl).toBe(`/sandbox/income-link?application=${b.applicationUuid}&type=BANK`);
      expect400(await call(b, 'POST', 'income/link', { type: 'CRYPTO' }), 'type: Choose payroll or bank');
      expect400(await call(b, 'POST', 'income/link/complete', { type: 'PAYROLL' }), 'token: Required');
      expect400(
        await call(b, 'POST', 'income/link/complete', { type: 'PAYROLL', token: 'sandbox-income-payroll-forged' }),
        'The income link could not be completed: start it again',
      );
      const status = ok<{ verification: unknown }>(await call(b, 'GET', 'income'));
      expect(status.verification).toBeNull();
    });

    it('upload: 400 for an unknown document type, 409 when paystubs are not needed', async () => {
      const b = await atIncomeVerification(t.app);
      const file = { filename: 'w2.pdf', content: await pdfBytes() };
      expect400(await upload(b, 'income/upload/W2', {}, file), 'type: Upload one of MANUAL_PAYSTUB');
      const res = await upload(b, 'income/upload/MANUAL_PAYSTUB', {}, file);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Paystubs are not needed: link your income instead');
    });

    it('employer verification: 400 with each field; success clears the flag', async () => {
      const b = await atIncomeVerification(t.app, { lastName: 'Employer' });
      await linkIncome(b);
      expect400(
        await call(b, 'POST', 'income/employer-verification', { employerName: ' ', employerPhone: '555' }),
        'employerName: Required',
        'employerPhone: Enter a 10-digit US phone number',
      );
      const app = ok(
        await call(b, 'POST', 'income/employer-verification', { employerName: 'Acme', employerPhone: '3035550100' }),
      );
      expect(app.status.employmentVerificationNeeded).toBe(false);
    });
  });

  describe('bank', () => {
    let b: Borrower;
    beforeAll(async () => {
      b = await atIncomeVerification(t.app);
      await linkIncome(b);
    });

    it('link: 400 for an unknown purpose or a token the bank did not issue', async () => {
      expect400(await call(b, 'POST', 'bank/link', { purpose: 'SAVINGS' }), 'purpose: Choose disbursement or autopay');
      expect400(
        await call(b, 'POST', 'bank/link/complete', {
          purpose: 'DISBURSEMENT',
          publicToken: 'sandbox-bank-checking-x',
        }),
        'The bank link could not be completed: link the account again',
      );
    });

    it('disburse: ABA checksum and matching numbers, 400 with messages', async () => {
      expect400(
        await call(b, 'POST', 'bank/disburse', {
          routingNumber: '011000016',
          accountNumber: '12',
          confirmAccountNumber: '13',
          accountType: 'BROKERAGE',
        }),
        'routingNumber: Enter a valid 9-digit routing number',
        'accountNumber: Enter an account number of 4 to 17 digits',
        'confirmAccountNumber: The account numbers do not match',
        'accountType: Choose checking or savings',
      );
    });

    it('disburse: stores the number encrypted, answers only the mask, PENDING_REVIEW for …0000', async () => {
      const res = await call(b, 'POST', 'bank/disburse', {
        routingNumber: '021000021',
        accountNumber: '5550000',
        confirmAccountNumber: '5550000',
        accountType: 'CHECKING',
      });
      const app = ok(res);
      expect(res.body).not.toContain('5550000');
      expect(app.disburseAccount).toEqual(
        expect.objectContaining({ routingNumber: '021000021', mask: '0000', accountNumber: '***0000' }),
      );
      expect(app.status.giactAccountStatus).toBe('PENDING_REVIEW');
      expect(app.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
      const row = await t.app.db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('uuid', '=', app.disburseAccount!.uuid)
        .executeTakeFirstOrThrow();
      expect(row.account_encrypted).not.toContain('5550000');
      expect(decrypt(row.account_encrypted, t.config.encryptionKey)).toBe('5550000');
    });

    it('autopay OTHER: 400 without the account; success stores a second account', async () => {
      expect400(
        await call(b, 'POST', 'bank/autopay', { choice: 'OTHER' }),
        'routingNumber: Required',
        'accountNumber: Required',
      );
      expect400(await call(b, 'POST', 'bank/autopay', { choice: 'LATER' }), 'choice: Choose how you will pay');
      const app = ok(
        await call(b, 'POST', 'bank/autopay', {
          choice: 'OTHER',
          routingNumber: '011000015',
          accountNumber: '44445555',
          confirmAccountNumber: '44445555',
          accountType: 'SAVINGS',
        }),
      );
      expect(app.payType).toBe('AUTOPAY');
      expect(app.autopayAccount?.uuid).toBeTruthy();
      expect(app.autopayAccount?.uuid).not.toBe(app.disburseAccount?.uuid);
      expect(app.status.checklistStatus).toBe('IDENTITY_VERIFICATION');
    });

    it('an Idempotency-Key replays the first answer and saves once', async () => {
      const c = await atIncomeVerification(t.app);
      await linkIncome(c);
      const body = {
        routingNumber: '011000015',
        accountNumber: '12341234',
        confirmAccountNumber: '12341234',
        accountType: 'CHECKING',
      };
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${c.applicationUuid}/bank/disburse`,
          headers: bearer(c.jwt, { 'idempotency-key': 'disburse-1' }),
          payload: body,
        });
      // A retry after the first answer (concurrent duplicates are the idempotency module's own tests).
      const first = await send();
      const second = await send();
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      const rows = await t.app.db
        .selectFrom('bank_accounts')
        .select('uuid')
        .where('application_uuid', '=', c.applicationUuid)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('identity, signing, notary, insurance', () => {
    let b: Borrower;
    beforeAll(async () => {
      b = await atIncomeVerification(t.app);
      await linkIncome(b);
      await linkDisbursement(b);
      ok(await call(b, 'POST', 'bank/autopay', { choice: 'MANUAL' }));
    });

    it('identity: 400 for an unknown ID type; verification status before and after', async () => {
      expect(ok<{ status: string }>(await call(b, 'GET', 'identity/verification')).status).toBe('NOT_SUBMITTED');
      expect400(
        await upload(b, 'identity/document', { idType: 'SELFIE' }, { filename: 'id.png', content: PNG_BYTES }),
        'idType: Choose the type of ID',
      );
      const app = await uploadId(b);
      expect(app.documents.some((d) => d.type === 'DRIVERS_LICENSE_FRONT')).toBe(true);
      await t.app.pipeline.idle();
      expect(ok<{ status: string }>(await call(b, 'GET', 'identity/verification')).status).toBe('VERIFIED');
    });

    it('signing: 400 for missing documents or location; success records the signer location', async () => {
      expect400(
        await call(b, 'POST', 'signing/sign', { documents: ['NOTE'], latitude: 100 }),
        'documents: Sign the closing disclosure and the note',
        'latitude: Enter a latitude between -90 and 90',
        'longitude: Location is needed to sign',
      );
      await signDocuments(b);
      const order = await t.app.db
        .selectFrom('vendor_orders')
        .select('detail')
        .where('application_uuid', '=', b.applicationUuid)
        .where('vendor', '=', 'esign')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(order.detail)).toEqual(
        expect.objectContaining({
          location: { latitude: 39.74, longitude: -104.99 },
          signerIdentityUuid: b.identityUuid,
        }),
      );
      await t.app.pipeline.idle();
    });

    it('notary: 400 for a bad session or wrong answers, ending after three; 409 accepting unanswered', async () => {
      expect400(await call(b, 'POST', 'notary/session/answers', {}), 'sessionId: Required', 'answers: Required');
      const { sessionId, questions } = ok<{ sessionId: string; questions: { id: string }[] }>(
        await call(b, 'POST', 'notary/session'),
      );
      expect(JSON.stringify(questions)).not.toContain('answerKey');
      const accept = await call(b, 'POST', 'notary/session/accept', { sessionId, latitude: 1, longitude: 1 });
      expect(accept.statusCode).toBe(409);
      const wrong = { sessionId, answers: Object.fromEntries(questions.map((q) => [q.id, 'None of these'])) };
      expect400(await call(b, 'POST', 'notary/session/answers', wrong), 'Those answers do not match our records');
      expect400(await call(b, 'POST', 'notary/session/answers', wrong), 'Those answers do not match our records');
      expect400(await call(b, 'POST', 'notary/session/answers', wrong), 'Too many wrong answers: start a new session');
      expect((await call(b, 'POST', 'notary/session/answers', wrong)).statusCode).toBe(409);
      // A new session starts over.
      await enotary(b);
      await t.app.pipeline.idle();
      expect((await application(b)).status.checklistStatus).toBe('TRUST_AND_INSURANCE');
    });

    it('insurance: 400 for an unknown type, or flood insurance where none is required', async () => {
      const file = { filename: 'policy.pdf', content: await pdfBytes() };
      expect400(
        await upload(b, 'insurance/upload/AUTO', {}, file),
        'type: Upload one of HAZARD_INSURANCE, FLOOD_INSURANCE',
      );
      expect400(
        await upload(b, 'insurance/upload/FLOOD_INSURANCE', {}, file),
        'Flood insurance is not required for this property',
      );
      const requirements = ok<{ required: string[]; received: string[] }>(
        await call(b, 'GET', 'insurance/requirements'),
      );
      expect(requirements).toEqual(expect.objectContaining({ required: ['HAZARD_INSURANCE'], received: [] }));
      const res = await upload(b, 'insurance/upload/HAZARD_INSURANCE', {}, file);
      expect(ok<{ application: Application }>(res).application.insurance).toEqual({ complete: true });
      const status = ok<{ stage: string; rescissionEndsAt: string | null }>(await call(b, 'GET', 'closing/status'));
      expect(status.rescissionEndsAt).not.toBeNull();
      await t.app.pipeline.idle();
    });
  });

  // Issue 26: a keyed eNotary step whose process dies after its commit, before its answer was kept for the key.
  // Each step's save marks the key applied in its own transaction, so the retry with the same key answers from it:
  // no second vendor session, no wrong answer counted twice, the deed signed once.
  describe('the eNotary session retried after a crash that followed the commit', () => {
    it('each step answered from its commit; one session, one wrong try counted, the deed signed once', async () => {
      const b = await atIncomeVerification(t.app);
      await throughNoteSigning(b, 'MANUAL');
      const stageNow = async () =>
        (
          await t.app.db
            .selectFrom('applications')
            .select('stage')
            .where('uuid', '=', b.applicationUuid)
            .executeTakeFirstOrThrow()
        ).stage;
      expect(await stageNow()).toBe('DEED_SIGNING');
      const keyed = (path: string, key: string, payload?: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${b.applicationUuid}/${path}`,
          headers: bearer(b.jwt, { 'idempotency-key': key }),
          ...(payload ? { payload } : {}),
        });
      const orders = () =>
        t.app.db
          .selectFrom('vendor_orders')
          .selectAll()
          .where('application_uuid', '=', b.applicationUuid)
          .where('vendor', '=', 'enotary')
          .execute();
      const crashed = async (key: string) =>
        expect(await leaveClaimAsCrashed(t.app, b.identityUuid, key)).not.toBeNull();

      // Start: the retry gives the same session, and the vendor is not asked for another.
      const started = await keyed('notary/session', 'enotary-start');
      const { sessionId } = ok<{ sessionId: string }>(started);
      await crashed('enotary-start');
      const restarted = await keyed('notary/session', 'enotary-start');
      expect([restarted.statusCode, restarted.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(restarted.json()).toEqual(started.json());
      expect(await orders()).toHaveLength(1);

      // A wrong try: the retry answers its 400 again and does not count it twice.
      const wrong = { sessionId, answers: { street: '1 Nowhere Lane', city: 'None of these' } };
      const missed = await keyed('notary/session/answers', 'enotary-wrong', wrong);
      expect400(missed, 'Those answers do not match our records');
      await crashed('enotary-wrong');
      const missedAgain = await keyed('notary/session/answers', 'enotary-wrong', wrong);
      expect([missedAgain.statusCode, missedAgain.headers[REPLAYED_HEADER]]).toEqual([400, 'true']);
      expect(missedAgain.json()).toEqual(missed.json());
      const [afterWrong] = await orders();
      expect([afterWrong.status, JSON.parse(afterWrong.detail).attempts]).toEqual(['STARTED', 1]);

      const { property } = await application(b);
      const right = { sessionId, answers: { street: property!.street1, city: property!.city } };
      expect(ok(await keyed('notary/session/answers', 'enotary-right', right))).toEqual({ passed: true });
      await crashed('enotary-right');
      const passedAgain = await keyed('notary/session/answers', 'enotary-right', right);
      expect([passedAgain.statusCode, passedAgain.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(passedAgain.json()).toEqual({ passed: true });

      // Signing: the attempt dies after its commit (the deed signed), before the stage change it calls for. The
      // retry makes that change and answers with the application; the deed is signed once.
      const signBody = { sessionId, latitude: 39.7, longitude: -105 };
      const advance = jest.spyOn(t.app.pipeline, 'advance').mockRejectedValueOnce(new Error('killed after the commit'));
      try {
        expect((await keyed('notary/session/accept', 'enotary-sign', signBody)).statusCode).toBe(500);
        const [signed] = await orders();
        expect(signed.status).toBe('SIGNED');
        const again = await keyed('notary/session/accept', 'enotary-sign', signBody);
        expect([again.statusCode, again.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        expect(again.json<Application>().uuid).toBe(b.applicationUuid);
        expect(advance.mock.calls).toEqual([
          [b.applicationUuid, 'borrower:enotary-signed'],
          [b.applicationUuid, 'borrower:enotary-signed'],
        ]);
        // Signed once: the notary's acceptance is due when the first attempt said (it may have come meanwhile).
        const [after] = await orders();
        expect(after.ready_at).toBe(signed.ready_at);
        expect(['SIGNED', 'ACCEPTED']).toContain(after.status);
      } finally {
        advance.mockRestore();
      }
      await t.app.pipeline.idle();
      expect(await stageNow()).not.toBe('DEED_SIGNING');

      // A start whose attempt died before its commit saved nothing: once the step has closed, its retry is the
      // 409 a first attempt gets, not an empty answer.
      await crashed('enotary-start');
      await t.app.db
        .updateTable('idempotency_keys')
        .set({ applied_at: null, applied_detail: null })
        .where('identity_uuid', '=', b.identityUuid)
        .where('idem_key', '=', 'enotary-start')
        .execute();
      const late = await keyed('notary/session', 'enotary-start');
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/^This step is not open/);
      expect(await orders()).toHaveLength(1);
    });
  });

  // Issue 26: the borrower's ID upload and the manual notary, each saved (after its vendor's call) in one
  // transaction that marks the key applied. The attempt dies after that commit, before the stage change it calls
  // for: the retry with the same key makes that change and answers from the commit, without asking the vendor again.
  describe('a vendor step retried after a crash that followed the commit', () => {
    const stageOf = async (b: Borrower) =>
      (
        await t.app.db
          .selectFrom('applications')
          .select('stage')
          .where('uuid', '=', b.applicationUuid)
          .executeTakeFirstOrThrow()
      ).stage;
    const ordersOf = (b: Borrower, vendor: string) =>
      t.app.db
        .selectFrom('vendor_orders')
        .selectAll()
        .where('application_uuid', '=', b.applicationUuid)
        .where('vendor', '=', vendor)
        .execute();
    /** pipeline.advance, failing once as a process killed right after the save's commit would. */
    const killedAfterCommit = () =>
      jest.spyOn(t.app.pipeline, 'advance').mockRejectedValueOnce(new Error('killed after the commit'));

    it("the borrower's ID: one document stored, the verifier asked once, the stage change made by the retry", async () => {
      const b = await atIncomeVerification(t.app);
      await linkIncome(b);
      await linkDisbursement(b);
      ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
      await t.app.pipeline.idle();
      expect(await stageOf(b)).toBe('IDENTITY_VERIFICATION');
      const body = multipart({ idType: 'DRIVERS_LICENSE_FRONT' }, { filename: 'crashed-id.png', content: PNG_BYTES });
      const keyed = () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${b.applicationUuid}/identity/document`,
          headers: { ...bearer(b.jwt, { 'idempotency-key': 'borrower-id' }), ...body.headers },
          payload: body.payload,
        });
      const documents = async () =>
        (
          await t.app.db
            .selectFrom('documents')
            .select('uuid')
            .where('application_uuid', '=', b.applicationUuid)
            .where('type', '=', 'DRIVERS_LICENSE_FRONT')
            .execute()
        ).map((d) => d.uuid);
      mockVerify.mockClear();
      const advance = killedAfterCommit();
      try {
        expect((await keyed()).statusCode).toBe(500);
        // The document and the verifier's answer were committed together.
        const [documentUuid] = await documents();
        const [order] = await ordersOf(b, 'idVerification');
        expect(JSON.parse(order.detail).documentUuid).toBe(documentUuid);
        const retry = await keyed();
        expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        const answer = retry.json<{ document: { uuid: string; filename: string }; application: Application }>();
        expect([answer.document.uuid, answer.document.filename]).toEqual([documentUuid, 'crashed-id.png']);
        expect(answer.application.documents).toEqual(
          expect.arrayContaining([{ uuid: documentUuid, type: 'DRIVERS_LICENSE_FRONT' }]),
        );
        expect(await documents()).toEqual([documentUuid]);
        expect(await ordersOf(b, 'idVerification')).toHaveLength(1);
        expect(mockVerify.mock.calls).toEqual([['crashed-id.png']]);
        expect(advance.mock.calls).toEqual([
          [b.applicationUuid, 'borrower:identity'],
          [b.applicationUuid, 'borrower:identity'],
        ]);
      } finally {
        advance.mockRestore();
      }
      expect(await stageOf(b)).not.toBe('IDENTITY_VERIFICATION');
    });

    /** A paystub upload with an Idempotency-Key, and the paystubs stored. */
    const paystubOf = (b: Borrower, key: string, filename: string) => {
      const body = multipart({}, { filename, content: PNG_BYTES });
      return () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${b.applicationUuid}/income/upload/MANUAL_PAYSTUB`,
          headers: { ...bearer(b.jwt, { 'idempotency-key': key }), ...body.headers },
          payload: body.payload,
        });
    };
    const documentsOf = async (b: Borrower, type: string) =>
      (
        await t.app.db
          .selectFrom('documents')
          .select('uuid')
          .where('application_uuid', '=', b.applicationUuid)
          .where('type', '=', type)
          .execute()
      ).map((d) => d.uuid);
    const atPaystubs = async () => {
      const b = await atIncomeVerification(t.app, { lastName: 'Paystub' });
      expect((await linkIncome(b)).status.manualPaystubUpload).toBe(true);
      return b;
    };

    it('a paystub: one document stored, the income vendor asked once, the stage change made by the retry', async () => {
      const b = await atPaystubs();
      const keyed = paystubOf(b, 'paystub', 'crashed-paystub.png');
      const paystubOrders = async () =>
        (await ordersOf(b, 'income')).filter((o) => JSON.parse(o.detail).method === 'PAYSTUB');
      mockReviewPaystubs.mockClear();
      const advance = killedAfterCommit();
      try {
        expect((await keyed()).statusCode).toBe(500);
        // The paystub and the vendor's verdict were committed together.
        const [documentUuid] = await documentsOf(b, 'MANUAL_PAYSTUB');
        expect(await paystubOrders()).toHaveLength(1);
        const retry = await keyed();
        expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        expect(retry.json<{ document: { uuid: string } }>().document.uuid).toBe(documentUuid);
        expect(await documentsOf(b, 'MANUAL_PAYSTUB')).toEqual([documentUuid]);
        expect(await paystubOrders()).toHaveLength(1);
        // Asked once, with this paystub counted.
        expect(mockReviewPaystubs.mock.calls).toEqual([[1]]);
        expect(advance.mock.calls).toEqual([
          [b.applicationUuid, 'borrower:paystub'],
          [b.applicationUuid, 'borrower:paystub'],
        ]);
      } finally {
        advance.mockRestore();
      }
      await t.app.pipeline.idle();
      expect(await stageOf(b)).not.toBe('INCOME_VERIFICATION');
    });

    it('a paystub the income vendor could not review stores nothing; the retry stores it once', async () => {
      const b = await atPaystubs();
      const keyed = paystubOf(b, 'paystub-vendor-down', 'paystub.png');
      mockReviewPaystubs.mockClear();
      mockReviewPaystubs.mockImplementationOnce(() => {
        throw new Error('the income vendor is down');
      });
      expect((await keyed()).statusCode).toBe(500);
      expect(await documentsOf(b, 'MANUAL_PAYSTUB')).toEqual([]);
      expect((await application(b)).documents.filter((d) => d.type === 'MANUAL_PAYSTUB')).toEqual([]);
      // The retry is a first attempt: the vendor counts this one paystub, not a leftover copy.
      const retry = await keyed();
      expect(retry.statusCode).toBe(200);
      expect(await documentsOf(b, 'MANUAL_PAYSTUB')).toEqual([
        retry.json<{ document: { uuid: string } }>().document.uuid,
      ]);
      expect(mockReviewPaystubs.mock.calls).toEqual([[1], [1]]);
    });

    it('an insurance page: one document stored, the stage change made by the retry', async () => {
      const b = await atIncomeVerification(t.app);
      await t.app.pipeline.moveTo(b.applicationUuid, 'TRUST_AND_INSURANCE', 'test');
      const body = multipart({}, { filename: 'crashed-declarations.pdf', content: await pdfBytes() });
      const keyed = () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${b.applicationUuid}/insurance/upload/HAZARD_INSURANCE`,
          headers: { ...bearer(b.jwt, { 'idempotency-key': 'insurance' }), ...body.headers },
          payload: body.payload,
        });
      const advance = killedAfterCommit();
      try {
        expect((await keyed()).statusCode).toBe(500);
        const [documentUuid] = await documentsOf(b, 'HAZARD_INSURANCE');
        const retry = await keyed();
        expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        expect(retry.json<{ document: { uuid: string } }>().document.uuid).toBe(documentUuid);
        expect(await documentsOf(b, 'HAZARD_INSURANCE')).toEqual([documentUuid]);
        expect(advance.mock.calls).toEqual([
          [b.applicationUuid, 'borrower:insurance-hazard_insurance'],
          [b.applicationUuid, 'borrower:insurance-hazard_insurance'],
        ]);
      } finally {
        advance.mockRestore();
      }
    });

    it('the manual notary: one appointment scheduled, the stage change made by the retry', async () => {
      const b = await atIncomeVerification(t.app, { lastName: 'Manualnotary' });
      await throughNoteSigning(b);
      expect(await stageOf(b)).toBe('MANUAL_DEED_SIGNING');
      const requestedTime = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
      const keyed = () =>
        t.app.inject({
          method: 'POST',
          url: `${BASE}/${b.applicationUuid}/notary/manual`,
          headers: bearer(b.jwt, { 'idempotency-key': 'manual-notary' }),
          payload: { requestedTime },
        });
      mockScheduleManual.mockClear();
      const advance = killedAfterCommit();
      try {
        expect((await keyed()).statusCode).toBe(500);
        // The appointment and the requested time were committed together.
        const [scheduled] = await ordersOf(b, 'manualNotary');
        expect(scheduled.status).toBe('SCHEDULED');
        expect((await application(b)).requestedManualNotaryTime).toBe(requestedTime);
        const retry = await keyed();
        expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        expect(retry.json<Application>().requestedManualNotaryTime).toBe(requestedTime);
        const orders = await ordersOf(b, 'manualNotary');
        expect(orders.map((o) => [o.uuid, o.ready_at])).toEqual([[scheduled.uuid, scheduled.ready_at]]);
        expect(mockScheduleManual.mock.calls).toEqual([[requestedTime]]);
        expect(advance.mock.calls).toEqual([
          [b.applicationUuid, 'borrower:manual-notary'],
          [b.applicationUuid, 'borrower:manual-notary'],
        ]);
      } finally {
        advance.mockRestore();
      }
      await t.app.pipeline.idle();
      expect(await stageOf(b)).not.toBe('MANUAL_DEED_SIGNING');
    });
  });

  describe('manual notary and BPO', () => {
    it('manual notary: 400 for a time in the past', async () => {
      const b = await atIncomeVerification(t.app, { lastName: 'Manualnotary' });
      await throughNoteSigning(b);
      expect400(
        await call(b, 'POST', 'notary/manual', { requestedTime: new Date(Date.now() - 3600_000).toISOString() }),
        'requestedTime: Choose a time at least one day ahead',
      );
      expect400(
        await call(b, 'POST', 'notary/manual', { requestedTime: 'soon' }),
        'requestedTime: Choose a date and time',
      );
    });

    it('bpo: 400 for a missing contact or a refused valuation', async () => {
      const b = await atIncomeVerification(t.app, { state: 'TX' });
      await linkIncome(b);
      await linkDisbursement(b);
      ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
      await uploadId(b);
      await t.app.pipeline.idle();
      expect(ok<{ status: string; estimatedValue: null }>(await call(b, 'GET', 'bpo'))).toEqual(
        expect.objectContaining({ status: 'BPO_REQUIRED', estimatedValue: null }),
      );
      expect400(await call(b, 'POST', 'bpo/order', {}), 'contactName: Required', 'contactPhone: Required');
      ok(await call(b, 'POST', 'bpo/order', { contactName: 'Dana', contactPhone: '5125550142' }));
      await t.app.pipeline.idle();
      expect400(await call(b, 'POST', 'bpo/valuation', { accept: false }), 'accept: Accept the valuation to continue');
    });
  });

  describe('sandbox link pages', () => {
    it('income link page: a form back to pointserv-callback; 400 without an application or type', async () => {
      const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/income-link?application=${uuid}&type=PAYROLL` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(`action="/account/heloc/${uuid}/income/pointserv-callback"`);
      expect(page.body).not.toContain('<script');
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/income-link?type=PAYROLL' })).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'GET', url: `/sandbox/income-link?application=${uuid}&type=X` })).statusCode,
      ).toBe(400);
    });

    it('bank link page: one form per sandbox account back to plaid-oauth-success', async () => {
      const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/bank-link?application=${uuid}&purpose=AUTOPAY` });
      expect(page.statusCode).toBe(200);
      expect(page.body.match(/action="\/account\/heloc\/plaid-oauth-success"/g)).toHaveLength(2);
      expect(page.body).toContain('name="purpose" value="AUTOPAY"');
      expect((await t.app.inject({ method: 'GET', url: '/sandbox/bank-link?application=nope' })).statusCode).toBe(400);
    });
  });
});
