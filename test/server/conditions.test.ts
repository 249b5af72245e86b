// Conditions: the list the borrower sees, answering with documents and with a phone number.
import { createCondition, openConditions } from '../../server/conditions/service';
import { REPLAYED_HEADER } from '../../server/security/idempotency';
import { multipart, PNG_BYTES } from './closingDriver';
import { bearer, dialects, leaveClaimAsCrashed, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE } from './journeyHelpers';

const base = (uuid: string) => `/service-conditions/external/api/v1/applications/${uuid}/conditions`;

describe.each(dialects)('conditions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only unresolved conditions of known categories, oldest first, in the spec’s shape', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const first = await createCondition(t.app.db, {
      applicationUuid,
      category: 'BANK_ACCOUNT_FRAUD_REVIEW',
      notes: 'internal note',
      commentsToBorrower: 'Upload two recent statements',
      requestDocuments: true,
      numDocsRequired: 2,
      actionNeeded: 'UPLOAD',
    });
    await new Promise((r) => setTimeout(r, 5));
    const second = await createCondition(t.app.db, {
      applicationUuid,
      category: 'MISSING_PHONE_NUMBER',
      requestDocuments: false,
    });
    // An unknown category (written by some other tool) and a resolved one are not shown.
    await t.app.db
      .insertInto('conditions')
      .values([
        {
          uuid: '00000000-0000-4000-8000-000000000001',
          application_uuid: applicationUuid,
          category: 'SOMETHING_NEW',
          created_at: '2000-01-01T00:00:00.000Z',
          notes: null,
          comments_to_borrower: null,
          request_documents: 0,
          num_docs_required: 0,
          action_needed: null,
          docs_received: 0,
          resolved_at: null,
        },
        {
          uuid: '00000000-0000-4000-8000-000000000002',
          application_uuid: applicationUuid,
          category: 'GENERIC_DOCUMENT_REQUEST',
          created_at: '2000-01-01T00:00:00.000Z',
          notes: null,
          comments_to_borrower: null,
          request_documents: 1,
          num_docs_required: 1,
          action_needed: null,
          docs_received: 1,
          resolved_at: '2000-01-02T00:00:00.000Z',
        },
      ])
      .execute();
    const res = await t.app.inject({ url: `${base(applicationUuid)}/external-applicants`, headers: bearer(jwt) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        uuid: first.uuid,
        categoryEnum: 'BANK_ACCOUNT_FRAUD_REVIEW',
        created: first.created,
        notes: 'internal note',
        commentsToBorrower: 'Upload two recent statements',
        requestDocuments: true,
        xtraData: { numDocsRequired: 2, docsReceived: 0 },
        actionNeeded: 'UPLOAD',
        resolvedAt: null,
      },
      expect.objectContaining({ uuid: second.uuid, categoryEnum: 'MISSING_PHONE_NUMBER', requestDocuments: false }),
    ]);
  });

  it('counts uploads against numDocsRequired, resolves the condition and advances the pipeline', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid,
      category: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: true,
      numDocsRequired: 2,
    });
    const advance = jest.spyOn(t.app.pipeline, 'advance');
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `${base(applicationUuid)}/${condition.uuid}/documents`,
        ...(() => {
          const body = multipart({}, { filename: 'statement.png', content: PNG_BYTES, contentType: 'image/png' });
          return { payload: body.payload, headers: { ...body.headers, ...bearer(jwt) } };
        })(),
      });
    const one = await upload();
    expect(one.statusCode).toBe(200);
    expect(one.json().condition).toMatchObject({ xtraData: { numDocsRequired: 2, docsReceived: 1 }, resolvedAt: null });
    expect(one.json().document).toMatchObject({ type: 'BANK_STATEMENT', filename: 'statement.png', mime: 'image/png' });
    expect(advance).not.toHaveBeenCalled();

    const two = await upload();
    expect(two.statusCode).toBe(200);
    expect(two.json().condition.resolvedAt).toEqual(expect.any(String));
    expect(advance).toHaveBeenCalledWith(applicationUuid, 'borrower:condition');
    expect(await openConditions(t.app.db, applicationUuid)).toEqual([]);
    const docs = await t.app.db
      .selectFrom('documents')
      .select(['condition_uuid'])
      .where('application_uuid', '=', applicationUuid)
      .execute();
    expect(docs).toEqual([{ condition_uuid: condition.uuid }, { condition_uuid: condition.uuid }]);

    const three = await upload();
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toBe('This condition is already resolved');
    advance.mockRestore();
  });

  it('counts a retried upload (the same Idempotency-Key) once, replaying the first answer', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid,
      category: 'BANK_ACCOUNT_FRAUD_REVIEW',
      requestDocuments: true,
      numDocsRequired: 2,
    });
    const body = multipart({}, { filename: 'statement.png', content: PNG_BYTES, contentType: 'image/png' });
    const upload = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `${base(applicationUuid)}/${condition.uuid}/documents`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(jwt), 'idempotency-key': key },
      });
    const first = await upload('statement-1');
    const retried = await upload('statement-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());
    expect(retried.json().condition.xtraData.docsReceived).toBe(1);
    const another = await upload('statement-2');
    expect(another.json().condition.xtraData.docsReceived).toBe(2);
  });

  // Issue 26: the process dies after the document's commit, before its answer was kept for the key. The document,
  // its count and the key's mark commit as one, so the retry with the same key answers from that commit.
  describe('a document retried after a crash that followed its commit', () => {
    async function keyedUpload(numDocsRequired: number) {
      const user = await registerUser(t.app);
      const condition = await createCondition(t.app.db, {
        applicationUuid: user.applicationUuid,
        category: 'BANK_ACCOUNT_FRAUD_REVIEW',
        requestDocuments: true,
        numDocsRequired,
      });
      const key = `statement-${condition.uuid}`;
      const upload = () => {
        const body = multipart({}, { filename: 'statement.png', content: PNG_BYTES, contentType: 'image/png' });
        return t.app.inject({
          method: 'POST',
          url: `${base(user.applicationUuid)}/${condition.uuid}/documents`,
          payload: body.payload,
          headers: { ...body.headers, ...bearer(user.jwt), 'idempotency-key': key },
        });
      };
      const stored = async () =>
        (
          await t.app.db.selectFrom('documents').select('uuid').where('condition_uuid', '=', condition.uuid).execute()
        ).map((d) => d.uuid);
      const listed = async () =>
        (await t.app.inject({ url: `${APP_BASE}/${user.applicationUuid}`, headers: bearer(user.jwt) })).json<{
          documents: { uuid: string }[];
        }>().documents;
      return { user, condition, key, upload, stored, listed };
    }

    it('answers the retry from the stored document: stored, listed and counted once', async () => {
      const { user, key, upload, stored, listed } = await keyedUpload(2);
      const first = await upload();
      expect(first.statusCode).toBe(200);
      expect(first.json().condition.xtraData.docsReceived).toBe(1);
      // Marked applied by the document's own transaction.
      expect(await leaveClaimAsCrashed(t.app, user.identityUuid, key)).not.toBeNull();

      const retry = await upload();
      expect(retry.statusCode).toBe(200);
      expect(retry.headers[REPLAYED_HEADER]).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await stored()).toEqual([first.json().document.uuid]);
      expect((await listed()).map((d) => d.uuid)).toEqual([first.json().document.uuid]);
      expect((await openConditions(t.app.db, user.applicationUuid))[0].xtraData.docsReceived).toBe(1);
      // Its answer is kept now.
      const again = await upload();
      expect(again.headers[REPLAYED_HEADER]).toBe('true');
      expect(again.body).toBe(retry.body);
    });

    it('a resolving document whose attempt died before the stage change: the retry makes it, and answers 200', async () => {
      const { user, condition, upload, stored } = await keyedUpload(1);
      const advance = jest.spyOn(t.app.pipeline, 'advance');
      advance.mockRejectedValueOnce(new Error('killed after the commit'));
      const first = await upload();
      expect(first.statusCode).toBe(500);
      expect(advance).toHaveBeenCalledTimes(1);

      const retry = await upload();
      const calls = advance.mock.calls.slice();
      advance.mockRestore();
      expect(retry.statusCode).toBe(200);
      expect(retry.headers[REPLAYED_HEADER]).toBe('true');
      expect(retry.json().condition).toMatchObject({ uuid: condition.uuid, resolvedAt: expect.any(String) });
      expect(await stored()).toEqual([retry.json().document.uuid]);
      expect(calls).toEqual([
        [user.applicationUuid, 'borrower:condition'],
        [user.applicationUuid, 'borrower:condition'],
      ]);
    });
  });

  // Issue 26: the phone number is saved and its condition resolved in one transaction with the key's mark, so the
  // retry of an attempt that died after that commit answers 200 from it, not 409 "already resolved".
  describe('a phone number retried after a crash that followed its commit', () => {
    async function keyedPhone() {
      const user = await registerUser(t.app);
      const condition = await createCondition(t.app.db, {
        applicationUuid: user.applicationUuid,
        category: 'MISSING_PHONE_NUMBER',
        requestDocuments: false,
      });
      const key = `phone-${condition.uuid}`;
      const answer = () =>
        t.app.inject({
          method: 'POST',
          url: `${base(user.applicationUuid)}/${condition.uuid}/phone-number`,
          headers: bearer(user.jwt, { 'idempotency-key': key }),
          payload: { phoneNumber: '(415) 555-0142' },
        });
      const phones = async () =>
        (await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(user.jwt) })).json<{
          phoneNumbers: string[];
        }>().phoneNumbers;
      return { user, condition, key, answer, phones };
    }

    it('answers the retry 200 with the resolved condition, as the first attempt did', async () => {
      const { user, condition, key, answer, phones } = await keyedPhone();
      const first = await answer();
      expect(first.statusCode).toBe(200);
      expect(first.json().condition).toMatchObject({ uuid: condition.uuid, resolvedAt: expect.any(String) });
      // Marked applied by the answer's own transaction.
      expect(await leaveClaimAsCrashed(t.app, user.identityUuid, key)).not.toBeNull();

      const retry = await answer();
      expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(retry.json()).toEqual(first.json());
      expect(await phones()).toEqual(['4155550142']);
      expect(await openConditions(t.app.db, user.applicationUuid)).toEqual([]);
    });

    it('an attempt that died before the stage change: the retry makes it, and answers 200', async () => {
      const { user, condition, answer } = await keyedPhone();
      const advance = jest.spyOn(t.app.pipeline, 'advance');
      advance.mockRejectedValueOnce(new Error('killed after the commit'));
      const first = await answer();
      expect(first.statusCode).toBe(500);
      expect(advance).toHaveBeenCalledTimes(1);

      const retry = await answer();
      const calls = advance.mock.calls.slice();
      advance.mockRestore();
      expect([retry.statusCode, retry.headers[REPLAYED_HEADER]]).toEqual([200, 'true']);
      expect(retry.json().condition).toMatchObject({ uuid: condition.uuid, resolvedAt: expect.any(String) });
      expect(calls).toEqual([
        [user.applicationUuid, 'borrower:condition'],
        [user.applicationUuid, 'borrower:condition'],
      ]);
    });
  });

  it('refuses uploads that are not files of an accepted type, and conditions that take no documents', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const docs = await createCondition(t.app.db, {
      applicationUuid,
      category: 'GENERIC_DOCUMENT_REQUEST',
      requestDocuments: true,
    });
    const phone = await createCondition(t.app.db, {
      applicationUuid,
      category: 'MISSING_PHONE_NUMBER',
      requestDocuments: false,
    });
    const exe = multipart({}, { filename: 'x.pdf', content: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) });
    const bad = await t.app.inject({
      method: 'POST',
      url: `${base(applicationUuid)}/${docs.uuid}/documents`,
      payload: exe.payload,
      headers: { ...exe.headers, ...bearer(jwt) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This file type is not allowed');
    const png = multipart({}, { filename: 'a.png', content: PNG_BYTES });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${base(applicationUuid)}/${phone.uuid}/documents`,
      payload: png.payload,
      headers: { ...png.headers, ...bearer(jwt) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('This condition does not take documents');
  });

  it('answers MISSING_PHONE_NUMBER with a phone number: saved on the profile, condition resolved', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid,
      category: 'MISSING_PHONE_NUMBER',
      requestDocuments: false,
    });
    const url = `${base(applicationUuid)}/${condition.uuid}/phone-number`;
    const invalid = await t.app.inject({ method: 'POST', url, headers: bearer(jwt), payload: { phoneNumber: '555' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('phoneNumber: Enter a 10-digit US phone number');
    const missing = await t.app.inject({ method: 'POST', url, headers: bearer(jwt), payload: {} });
    expect(missing.json().message).toBe('phoneNumber: Required');

    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(jwt),
      payload: { phoneNumber: '(415) 555-0199' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().condition.resolvedAt).toEqual(expect.any(String));
    const profile = await t.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(jwt) });
    expect(profile.json().phoneNumbers).toEqual(['4155550199']);
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(jwt),
      payload: { phoneNumber: '4155550199' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a phone number for a condition of another category', async () => {
    const { jwt, applicationUuid } = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid,
      category: 'GENERIC_DOCUMENT_REQUEST',
      requestDocuments: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base(applicationUuid)}/${condition.uuid}/phone-number`,
      headers: bearer(jwt),
      payload: { phoneNumber: '4155550199' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This condition does not ask for a phone number');
  });

  it('answers 401 without a token and 404 for another borrower’s application or condition', async () => {
    const first = await registerUser(t.app);
    const other = await registerUser(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid: first.applicationUuid,
      category: 'MISSING_PHONE_NUMBER',
      requestDocuments: false,
    });
    const list = `${base(first.applicationUuid)}/external-applicants`;
    expect((await t.app.inject({ url: list })).statusCode).toBe(401);
    expect((await t.app.inject({ url: list, headers: bearer(other.jwt) })).statusCode).toBe(404);
    const phone = `${base(first.applicationUuid)}/${condition.uuid}/phone-number`;
    const res = await t.app.inject({ method: 'POST', url: phone, headers: bearer(other.jwt), payload: {} });
    expect(res.statusCode).toBe(404);
    // The condition exists, but not on the caller's own application.
    const own = `${base(other.applicationUuid)}/${condition.uuid}/phone-number`;
    const cross = await t.app.inject({
      method: 'POST',
      url: own,
      headers: bearer(other.jwt),
      payload: { phoneNumber: '4155550199' },
    });
    expect(cross.statusCode).toBe(404);
  });
});
