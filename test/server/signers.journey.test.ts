// The whole co-deed path through the API: the borrower signs the note and waits at CO_DEED_REQUIRED
// (signing/additional) while each co-owner verifies their ID and signs the deed in their own eNotary session;
// the last signature moves the application on to DEED_SIGNING. Also the `Condition` co-owner persona, a blurry
// ID, the co-owner's documents, a cancelled application and the sandbox outbox page.
import { randomUUID } from 'node:crypto';
import { screenForStage } from '../../src/domain/routing/stageScreen';
import type { CoDeedStatusAnswer, SignerDocument, SignerSelf } from '../../src/domain/signers';
import type { Application, Condition } from '../../src/domain/types';
import {
  application,
  atIncomeVerification,
  BASE,
  type Borrower,
  enotary,
  multipart,
  ok,
  pdfBytes,
  PNG_BYTES,
  stage,
  throughNoteSigning,
} from './closingDriver';
import * as conditionsRepository from '../../server/conditions/repository';
import { createCondition, openSignerConditions } from '../../server/conditions/service';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { bearer, dialects, leaveClaimAsCrashed, makeTestApp, type TestApp } from './helpers';
import {
  acceptInvitation,
  coOwner,
  identitySettled,
  nameCoOwners,
  type NotarySession,
  rightAnswers,
  self,
  signDeed,
  type Signer,
  signerCall,
  SIGNER_BASE,
  sleep,
  uploadSignerId,
  verifySignerId,
} from './signerDriver';

// The sandbox verifier, counting its calls (a co-owner's ID retried after a crash must not ask it again).
const mockVerify = jest.fn();
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

const SIGNER_CONDITIONS = (uuid: string) =>
  `/service-conditions/external/api/v1/applications/${uuid}/conditions/additional-signers`;

describe.each(dialects)('co-deed journey (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Bank, ID and the closing set: the borrower signs the note and the application waits for the co-owners. */
  const borrowerSignsNote = (b: Borrower): Promise<Application> => throughNoteSigning(b);

  async function coDeed(b: Borrower): Promise<CoDeedStatusAnswer> {
    return ok<CoDeedStatusAnswer>(await t.app.inject({ url: `${BASE}/co-deed/status`, headers: bearer(b.jwt) }));
  }

  function expect409(res: { statusCode: number; json(): { message: string } }, message: string): void {
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 409, message });
  }

  it('two co-owners: the borrower waits at CO_DEED_REQUIRED until both have signed, then goes on to DEED_SIGNING', async () => {
    const b = await atIncomeVerification(t.app);
    const [robin, sam] = [coOwner({ firstName: 'Robin' }), coOwner({ firstName: 'Sam' })];
    await nameCoOwners(b, [robin, sam]);

    // Robin accepts and verifies early, while the borrower is still at income.
    const r = await acceptInvitation(t.app, robin.email);
    let me = await self(r);
    expect(me).toEqual(
      expect.objectContaining({
        firstName: 'Robin',
        borrower: { firstName: 'Dana', lastName: 'Rivera' },
        applicationState: 'ACTIVE',
        identity: { status: 'NOT_SUBMITTED', idType: null, reason: null },
        deed: { status: 'NOT_READY', signedAt: null },
        nextStep: 'identity',
        lineAmount: 100_000,
      }),
    );
    expect(me.property).toEqual(expect.objectContaining({ street1: '12 Elm Street', city: 'Denver' }));
    const pending = ok<SignerSelf>(await uploadSignerId(r));
    // PENDING as answered, unless the sandbox's verifier (5 ms in tests) answered first: on loaded cores and
    // PostgreSQL the upload's own answer can come later than that (seen in CI).
    expect(pending.identity).toEqual({
      status: expect.stringMatching(/^(PENDING|VERIFIED)$/),
      idType: 'DRIVERS_LICENSE_FRONT',
      reason: null,
    });
    me = await identitySettled(r);
    expect(me.identity.status).toBe('VERIFIED');
    expect(me.nextStep).toBe('intro');
    // The co-owner's ID is kept, but not as the borrower's: their identity step still waits for their own.
    expect((await application(b)).documents).toEqual([]);
    expect409(await signerCall(r, 'POST', 'notary/session'), 'Your deed is not ready to sign yet');
    expect(ok<SignerDocument[]>(await signerCall(r, 'GET', 'documents'))).toEqual([
      { type: 'DEED', title: 'Deed of Trust (Open-End Mortgage)', available: false },
      { type: 'RIGHT_TO_CANCEL', title: 'Notice of Right to Cancel', available: false, acknowledgedAt: null },
    ]);
    expect((await signerCall(r, 'GET', 'documents/DEED')).statusCode).toBe(404);
    expect409(await uploadSignerId(r), 'Your identity is verified already');

    // The borrower signs the note: the co-owners' turn.
    const app = await borrowerSignsNote(b);
    expect(app.status.checklistStatus).toBe('CO_DEED_REQUIRED');
    expect(app.coDeedStatus).toBe('PENDING');
    expect(app.status.disclosurelistNotaryReady).toBeUndefined();
    expect(screenForStage('CO_DEED_REQUIRED', { uuid: b.applicationUuid, application: app, flowState: null })).toBe(
      `/${b.applicationUuid}/signing/additional`,
    );
    // Nothing moves on its own while a co-owner has not signed.
    await t.app.pipeline.advance(b.applicationUuid, 'test');
    expect(await stage(b)).toBe('CO_DEED_REQUIRED');
    expect((await coDeed(b)).signers.map((s) => s.progress)).toEqual(['IDENTITY_VERIFIED', 'INVITED']);

    me = await self(r);
    expect([me.deed.status, me.nextStep]).toEqual(['READY', 'sign']);
    expect(ok<SignerDocument[]>(await signerCall(r, 'GET', 'documents')).every((d) => d.available)).toBe(true);
    const deed = await signerCall(r, 'GET', 'documents/DEED');
    expect(deed.statusCode).toBe(200);
    expect(deed.headers['content-type']).toBe('application/pdf');
    expect(deed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await signerCall(r, 'GET', 'documents/RIGHT_TO_CANCEL')).statusCode).toBe(200);
    expect((await signerCall(r, 'GET', 'documents/NOTE')).statusCode).toBe(404);

    // Sam has not verified: no session yet.
    const s = await acceptInvitation(t.app, sam.email);
    expect((await self(s)).nextStep).toBe('identity');
    expect409(await signerCall(s, 'POST', 'notary/session'), 'Verify your identity first');

    // Robin: two wrong tries, the third ends the session; a new session with the right answers signs.
    const failed = ok<NotarySession>(await signerCall(r, 'POST', 'notary/session'));
    const wrong = { sessionId: failed.sessionId, answers: { street: '1 Nowhere Lane', city: 'None of these' } };
    for (const message of [
      'Those answers do not match our records',
      'Those answers do not match our records',
      'Too many wrong answers: start a new session',
    ]) {
      const res = await signerCall(r, 'POST', 'notary/session/answers', wrong);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect409(
      await signerCall(r, 'POST', 'notary/session/answers', { ...wrong, answers: rightAnswers(me.property!) }),
      'This session has ended: start a new one',
    );
    expect409(
      await signerCall(r, 'POST', 'notary/session/accept', { sessionId: failed.sessionId, latitude: 1, longitude: 1 }),
      'Answer the identity questions first',
    );
    const badBody = await signerCall(r, 'POST', 'notary/session/answers', { sessionId: 'x', answers: {} });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().errors).toEqual(
      expect.arrayContaining(['sessionId: Unknown session', 'answers: Answer every question']),
    );

    me = await signDeed(r);
    expect(me.deed.status).toBe('SIGNED');
    expect(me.deed.signedAt).not.toBeNull();
    expect(me.nextStep).toBe('documents');
    expect(await stage(b)).toBe('CO_DEED_REQUIRED');
    expect((await application(b)).coDeedStatus).toBe('PENDING');
    expect409(await signerCall(r, 'POST', 'notary/session'), 'You have signed the deed already');

    // Sam: a blurry photo is refused with the verifier's reason, a sharp one verifies; the last signature.
    ok(await uploadSignerId(s, 'blurry-license.png'));
    const blurry = await identitySettled(s);
    expect(blurry.identity.status).toBe('FAILED_VERIFICATION');
    expect(blurry.identity.reason).toMatch(/could not read your ID/);
    expect(blurry.nextStep).toBe('identity');
    expect((await verifySignerId(s)).identity).toEqual({
      status: 'VERIFIED',
      idType: 'DRIVERS_LICENSE_FRONT',
      reason: null,
    });
    await signDeed(s);
    await t.app.pipeline.idle();

    const after = await application(b);
    expect(after.status.checklistStatus).toBe('DEED_SIGNING');
    expect(after.coDeedStatus).toBe('COMPLETE');
    expect(after.status.disclosurelistNotaryReady).toBe(true);
    const history = await t.app.db
      .selectFrom('stage_history')
      .select(['to_stage', 'cause'])
      .where('application_uuid', '=', b.applicationUuid)
      .orderBy('at')
      .execute();
    expect(history.map((h) => h.to_stage).slice(-4)).toEqual([
      'GEN_NOTE_SIGNING',
      'CO_DEED_REQUIRED',
      'GEN_NOTARY_DISCLOSURE',
      'DEED_SIGNING',
    ]);
    expect((await coDeed(b)).signers.map((x) => x.progress)).toEqual(['SIGNED', 'SIGNED']);

    // The borrower's own eNotary session follows as before.
    await enotary(b);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('TRUST_AND_INSURANCE');
  });

  it('without co-owners the note goes straight on to the notary, as before', async () => {
    const b = await atIncomeVerification(t.app);
    await nameCoOwners(b, []);
    const app = await borrowerSignsNote(b);
    expect(app.status.checklistStatus).toBe('DEED_SIGNING');
    expect(app.coDeedStatus).toBeNull();
  });

  it('Condition persona: the verified answer and the request commit together (the request failing keeps both)', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner({ firstName: 'Lee', lastName: 'Condition' });
    await nameCoOwners(b, [owner]);
    await borrowerSignsNote(b);
    const k = await acceptInvitation(t.app, owner.email);
    // The request's insert fails once, as a database error or a crash between the two writes would.
    const insert = jest
      .spyOn(conditionsRepository, 'insertCondition')
      .mockRejectedValueOnce(new Error('the database went away between the two writes'));
    try {
      // Whichever read meets the due answer first (the upload's own answer or a later read) fails and saves nothing.
      const answers = [(await uploadSignerId(k)).statusCode];
      const deadline = Date.now() + 10_000;
      while (insert.mock.calls.length === 0 && Date.now() < deadline) {
        await sleep(20);
        answers.push((await signerCall(k, 'GET', 'self')).statusCode);
      }
      expect(insert).toHaveBeenCalledTimes(1);
      expect(answers.at(-1)).toBe(500);
      const [pending] = await t.app.db
        .selectFrom('heloc_signers')
        .select('identity_status')
        .where('application_uuid', '=', b.applicationUuid)
        .execute();
      expect(pending.identity_status).toBe('PENDING');
      // The next read applies the answer and makes the request, once.
      const me = await identitySettled(k);
      expect([me.identity.status, me.openConditions]).toEqual(['VERIFIED', 1]);
      expect(await openSignerConditions(t.app.db, b.applicationUuid)).toHaveLength(1);
    } finally {
      insert.mockRestore();
    }
  });

  it('Condition persona: a verified co-owner is asked for proof of address, and signs once it is answered', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner({ firstName: 'Kim', lastName: 'Condition' });
    await nameCoOwners(b, [owner]);
    await borrowerSignsNote(b);
    expect(await stage(b)).toBe('CO_DEED_REQUIRED');

    const k = await acceptInvitation(t.app, owner.email);
    const me = await verifySignerId(k);
    expect([me.openConditions, me.nextStep, me.deed.status]).toEqual([1, 'conditions', 'READY']);
    const list = ok<Condition[]>(
      await t.app.inject({ url: SIGNER_CONDITIONS(b.applicationUuid), headers: bearer(k.jwt) }),
    );
    expect(list).toEqual([
      expect.objectContaining({
        categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
        commentsToBorrower: 'Please upload proof of your current address',
        requestDocuments: true,
        xtraData: { numDocsRequired: 1, docsReceived: 0 },
      }),
    ]);
    // Reading again does not ask twice.
    expect((await self(k)).openConditions).toBe(1);
    // The request is the co-owner's: the borrower's list does not show it and the borrower cannot answer it.
    const borrowerList = await t.app.inject({
      url: `/service-conditions/external/api/v1/applications/${b.applicationUuid}/conditions/external-applicants`,
      headers: bearer(b.jwt),
    });
    expect(borrowerList.json()).toEqual([]);
    const file = { filename: 'utility-bill.pdf', content: await pdfBytes('Utility bill') };
    const asBorrower = multipart({}, file);
    const borrowerAnswer = await t.app.inject({
      method: 'POST',
      url: `/service-conditions/external/api/v1/applications/${b.applicationUuid}/conditions/${list[0].uuid}/documents`,
      headers: { ...bearer(b.jwt), ...asBorrower.headers },
      payload: asBorrower.payload,
    });
    expect(borrowerAnswer.statusCode).toBe(404);

    expect409(await signerCall(k, 'POST', 'notary/session'), 'Answer the open requests first');

    const body = multipart({}, file);
    const answered = await t.app.inject({
      method: 'POST',
      url: `${SIGNER_CONDITIONS(b.applicationUuid)}/${list[0].uuid}/documents`,
      headers: { ...bearer(k.jwt), ...body.headers },
      payload: body.payload,
    });
    const { condition } = ok<{ condition: Condition }>(answered);
    expect(condition.resolvedAt).not.toBeNull();
    // The co-owner's file is not listed among the borrower's documents.
    expect((await application(b)).documents.some((d) => d.uuid === answered.json().document.uuid)).toBe(false);
    const again = multipart({}, file);
    expect409(
      await t.app.inject({
        method: 'POST',
        url: `${SIGNER_CONDITIONS(b.applicationUuid)}/${list[0].uuid}/documents`,
        headers: { ...bearer(k.jwt), ...again.headers },
        payload: again.payload,
      }),
      'This condition is already resolved',
    );
    expect((await self(k)).nextStep).toBe('sign');

    await signDeed(k);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('DEED_SIGNING');
  });

  it('ID upload: 400 for a missing type or a file that is not an image or PDF', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    await nameCoOwners(b, [owner]);
    const s = await acceptInvitation(t.app, owner.email);
    const noType = multipart({}, { filename: 'license.png', content: Buffer.from('89504e470d0a1a0a', 'hex') });
    const res = await t.app.inject({
      method: 'POST',
      url: '/service-application/api/v1/application/heloc/signer/identity/document',
      headers: { ...bearer(s.jwt), ...noType.headers },
      payload: noType.payload,
    });
    expect(res.statusCode).toBe(400);
    const text = multipart({ idType: 'PASSPORT' }, { filename: 'id.txt', content: Buffer.from('not an image') });
    const notImage = await t.app.inject({
      method: 'POST',
      url: '/service-application/api/v1/application/heloc/signer/identity/document',
      headers: { ...bearer(s.jwt), ...text.headers },
      payload: text.payload,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('This file type is not allowed');
    expect((await self(s)).identity.status).toBe('NOT_SUBMITTED');
  });

  it('a cancelled application: the co-owner is told so and cannot submit', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    await nameCoOwners(b, [owner]);
    const s: Signer = await acceptInvitation(t.app, owner.email);
    await t.app.pipeline.moveTo(b.applicationUuid, 'CANCELLED', 'test');
    const me = await self(s);
    expect([me.applicationState, me.nextStep]).toEqual(['CANCELLED', 'cancelled']);
    expect409(await uploadSignerId(s), 'This application has been cancelled');
  });

  // Issues 19 and 26: a co-owner's keyed submission whose process dies after its commit, before its answer was
  // kept for the key. Each step's save marks the key applied in its own transaction, so the retry with the same
  // key answers from it: no second vendor session, no wrong answer counted twice, no document stored twice.
  describe('a co-owner retrying after a crash that followed the commit', () => {
    async function keyed(s: Signer, path: string, key: string, payload?: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: `${SIGNER_BASE}/${path}`,
        headers: bearer(s.jwt, { 'idempotency-key': key }),
        ...(payload ? { payload } : {}),
      });
    }
    async function signerRow(email: string) {
      return t.app.db.selectFrom('heloc_signers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    }
    const enotaryOf = async (email: string) =>
      JSON.parse((await signerRow(email)).enotary ?? 'null') as { sessionId: string; attempts: number; status: string };

    it('eNotary: each step answered from its commit; one session, one wrong try counted, the deed signed once', async () => {
      const b = await atIncomeVerification(t.app);
      const owner = coOwner({ firstName: 'Quinn' });
      await nameCoOwners(b, [owner]);
      const q = await acceptInvitation(t.app, owner.email);
      expect((await verifySignerId(q)).identity.status).toBe('VERIFIED');
      await borrowerSignsNote(b);
      const identityUuid = (await signerRow(owner.email)).identity_uuid!;
      const { property } = await self(q);
      const crashed = async (key: string) => expect(await leaveClaimAsCrashed(t.app, identityUuid, key)).not.toBeNull();

      // Start: the retry gives the same session, and the vendor is not asked for another.
      const started = await keyed(q, 'notary/session', 'quinn-session');
      const session = ok<NotarySession>(started);
      await crashed('quinn-session');
      const restarted = await keyed(q, 'notary/session', 'quinn-session');
      expect([restarted.statusCode, restarted.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(restarted.json()).toEqual(started.json());
      expect((await enotaryOf(owner.email)).sessionId).toBe(session.sessionId);

      // A wrong try: the retry answers its 400 again and does not count it twice.
      const wrong = { sessionId: session.sessionId, answers: { street: '1 Nowhere Lane', city: 'None of these' } };
      const missed = await keyed(q, 'notary/session/answers', 'quinn-wrong', wrong);
      expect(missed.statusCode).toBe(400);
      await crashed('quinn-wrong');
      const missedAgain = await keyed(q, 'notary/session/answers', 'quinn-wrong', wrong);
      expect([missedAgain.statusCode, missedAgain.headers[REPLAYED_HEADER]]).toEqual([400, 'true']);
      expect(missedAgain.json()).toEqual(missed.json());
      expect(await enotaryOf(owner.email)).toMatchObject({ attempts: 1, status: 'STARTED' });

      const right = { sessionId: session.sessionId, answers: rightAnswers(property!) };
      expect(ok(await keyed(q, 'notary/session/answers', 'quinn-right', right))).toEqual({ passed: true });
      await crashed('quinn-right');
      const passedAgain = await keyed(q, 'notary/session/answers', 'quinn-right', right);
      expect([passedAgain.statusCode, passedAgain.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(passedAgain.json()).toEqual({ passed: true });

      // Signing: the attempt dies after its commit (the deed signed, the co-deed complete), before the stage change
      // it calls for. The retry makes that change and answers with the co-owner; the deed is signed once.
      const signBody = { sessionId: session.sessionId, latitude: 39.7, longitude: -105 };
      const advance = jest.spyOn(t.app.pipeline, 'advance').mockRejectedValueOnce(new Error('killed after the commit'));
      try {
        expect((await keyed(q, 'notary/session/accept', 'quinn-sign', signBody)).statusCode).toBe(500);
        const signedAt = (await signerRow(owner.email)).deed_signed_at;
        expect(signedAt).not.toBeNull();
        expect(await stage(b)).toBe('CO_DEED_REQUIRED');
        const signed = await keyed(q, 'notary/session/accept', 'quinn-sign', signBody);
        expect([signed.statusCode, signed.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
        expect(signed.json<SignerSelf>().deed).toEqual({ status: 'SIGNED', signedAt });
        expect(advance).toHaveBeenCalledTimes(2);
      } finally {
        advance.mockRestore();
      }
      await t.app.pipeline.idle();
      expect(await stage(b)).toBe('DEED_SIGNING');
      expect((await application(b)).coDeedStatus).toBe('COMPLETE');
    });

    it('ID upload: the retry answers from the saved upload; one document stored, the verifier asked once', async () => {
      const b = await atIncomeVerification(t.app);
      const owner = coOwner({ firstName: 'Sasha' });
      await nameCoOwners(b, [owner]);
      const s = await acceptInvitation(t.app, owner.email);
      const identityUuid = (await signerRow(owner.email)).identity_uuid!;
      const upload = () => {
        const body = multipart({ idType: 'DRIVERS_LICENSE_FRONT' }, { filename: 'sasha.png', content: PNG_BYTES });
        return t.app.inject({
          method: 'POST',
          url: `${SIGNER_BASE}/identity/document`,
          headers: { ...bearer(s.jwt, { 'idempotency-key': 'sasha-id' }), ...body.headers },
          payload: body.payload,
        });
      };
      const stored = async () =>
        (await t.app.db.selectFrom('documents').select('uuid').where('uploaded_by', '=', identityUuid).execute()).map(
          (d) => d.uuid,
        );
      mockVerify.mockClear();
      const first = await upload();
      expect(first.statusCode).toBe(200);
      expect(first.json<SignerSelf>().identity.idType).toBe('DRIVERS_LICENSE_FRONT');
      // Marked applied by the upload's own transaction, with the verifier's answer.
      expect(await leaveClaimAsCrashed(t.app, identityUuid, 'sasha-id')).not.toBeNull();
      const [documentUuid] = await stored();

      const retry = await upload();
      expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      // The co-owner as they now stand: the verifier's answer (and so the next step) may have come due meanwhile.
      const answered = (res: typeof first) => {
        const { identity, nextStep: _step, ...rest } = res.json<SignerSelf>();
        return { ...rest, idType: identity.idType };
      };
      expect(answered(retry)).toEqual(answered(first));
      expect(['PENDING', 'VERIFIED']).toContain(retry.json<SignerSelf>().identity.status);
      expect(await stored()).toEqual([documentUuid]);
      expect((await signerRow(owner.email)).id_document_uuid).toBe(documentUuid);
      expect(mockVerify.mock.calls).toEqual([['sasha.png']]);
      expect((await identitySettled(s)).identity.status).toBe('VERIFIED');
    });

    it("a condition's document: the retry answers from it, stored and counted once", async () => {
      const b = await atIncomeVerification(t.app);
      const owner = coOwner({ firstName: 'Rowan' });
      await nameCoOwners(b, [owner]);
      const r = await acceptInvitation(t.app, owner.email);
      const row = await signerRow(owner.email);
      const condition = await createCondition(t.app.db, {
        applicationUuid: b.applicationUuid,
        category: 'GENERIC_DOCUMENT_REQUEST',
        requestDocuments: true,
        numDocsRequired: 2,
        signerUuid: row.uuid,
      });
      const file = { filename: 'utility-bill.pdf', content: await pdfBytes('Utility bill') };
      const upload = () => {
        const body = multipart({}, file);
        return t.app.inject({
          method: 'POST',
          url: `${SIGNER_CONDITIONS(b.applicationUuid)}/${condition.uuid}/documents`,
          headers: { ...bearer(r.jwt, { 'idempotency-key': 'rowan-bill' }), ...body.headers },
          payload: body.payload,
        });
      };
      const first = await upload();
      expect(first.statusCode).toBe(200);
      expect(await leaveClaimAsCrashed(t.app, row.identity_uuid!, 'rowan-bill')).not.toBeNull();

      const retry = await upload();
      expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(retry.json()).toEqual(first.json());
      const stored = await t.app.db
        .selectFrom('documents')
        .select('uuid')
        .where('condition_uuid', '=', condition.uuid)
        .execute();
      expect(stored).toEqual([{ uuid: first.json().document.uuid }]);
      const [open] = await openSignerConditions(t.app.db, b.applicationUuid, row.uuid);
      expect(open.xtraData).toEqual({ numDocsRequired: 2, docsReceived: 1 });
    });
  });

  it('the sandbox outbox page lists the invitations, newest first, escaped, filtered by ?to=', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner({ firstName: 'Lee' });
    await nameCoOwners(b, [owner]);
    await t.app.db
      .insertInto('outbox_messages')
      .values({
        uuid: randomUUID(),
        org_code: 'HEARTH',
        application_uuid: b.applicationUuid,
        to_email: 'probe@example.com',
        subject: '<script>alert(1)</script>',
        body: 'Line one\n<b>bold</b>',
        action_url: 'javascript:alert(1)',
        created_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .execute();

    const all = await t.app.inject({ url: '/sandbox/outbox' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/html/);
    expect(all.body).toContain('<h1>Sandbox outbox</h1>');
    expect(all.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(all.body).not.toContain('<script>alert(1)');
    expect(all.body).toContain('Line one<br>&lt;b&gt;bold&lt;/b&gt;');
    expect(all.body).not.toContain('href="javascript:');
    // Newest first: the probe (a minute ahead) before the invitation.
    expect(all.body.indexOf('probe@example.com')).toBeLessThan(all.body.indexOf(owner.email));

    const mine = await t.app.inject({ url: `/sandbox/outbox?to=${encodeURIComponent(owner.email)}` });
    expect(mine.body).toContain('Dana asked you to sign for Denver');
    expect(mine.body).not.toContain('probe@example.com');
    const link = /<a href="([^"]+)"[^>]*>Open invitation<\/a>/.exec(mine.body);
    expect(link?.[1].replace(/&amp;/g, '&')).toMatch(/\/account\/heloc\/heloc-signer\/login\?invitation=[\w-]{43}$/);
    expect(mine.body).toContain('<label for="outbox-to">');

    const none = await t.app.inject({ url: '/sandbox/outbox?to=nobody%40example.com' });
    expect(none.body).toContain('No messages to nobody@example.com yet.');
  });
});

describe('the sandbox outbox in production', () => {
  it('is not served', async () => {
    const prod = await makeTestApp('sqlite', { env: 'production' });
    try {
      expect((await prod.app.inject({ url: '/sandbox/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
