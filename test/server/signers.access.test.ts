// What a co-owner's token may reach: their own record and conditions, and the application redacted; every
// other /{uuid} resource of the borrower (income, bank, identity, notary, documents, conditions, status,
// journey submissions, co-deed status) answers 404 to them, as does any other application.
import type { Application } from '../../src/domain/types';
import type { SignerApplicationView } from '../../src/domain/signers';
import { createCondition } from '../../server/conditions/service';
import { encrypt } from '../../server/security/crypto';
import { atIncomeVerification, BASE, type Borrower, linkIncome, ok } from './closingDriver';
import { bearer, dialects, makeTestApp, type TestApp } from './helpers';
import { acceptInvitation, coOwner, nameCoOwners, type Signer, SIGNER_BASE } from './signerDriver';

const UUID_PARAM = /^(\w*uuid)$/i;
const SSN = '123-45-6789';

/** The only /{uuid} routes a co-owner may use: reading the application, and their own conditions. */
const CO_OWNER_ROUTES = [
  'GET /service-application/api/v1/application/heloc/:uuid',
  'GET /service-conditions/external/api/v1/applications/:uuid/conditions/additional-signers',
  'POST /service-conditions/external/api/v1/applications/:uuid/conditions/additional-signers/:conditionUuid/documents',
];

describe.each(dialects)("a co-owner's reach (%s)", (dialect) => {
  let t: TestApp;
  let borrower: Borrower;
  let signer: Signer;
  let signerUuid: string;
  let borrowerConditionUuid: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    borrower = await atIncomeVerification(t.app);
    await linkIncome(borrower);
    // The borrower's SSN is on file (start/contact stores it encrypted).
    await t.app.db
      .updateTable('identities')
      .set({ ssn_encrypted: encrypt(SSN, t.config.encryptionKey) })
      .where('uuid', '=', borrower.identityUuid)
      .execute();
    const owner = coOwner({ firstName: 'Casey', lastName: 'Nguyen' });
    [{ uuid: signerUuid }] = await nameCoOwners(borrower, [owner]);
    signer = await acceptInvitation(t.app, owner.email);
    borrowerConditionUuid = (
      await createCondition(t.app.db, {
        applicationUuid: borrower.applicationUuid,
        category: 'GENERIC_DOCUMENT_REQUEST',
        requestDocuments: true,
      })
    ).uuid;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, jwt = signer.jwt) => t.app.inject({ method: 'GET', url, headers: bearer(jwt) });

  it('reads the application redacted: no income, accounts, documents, consents or SSN', async () => {
    const res = await get(`${BASE}/${borrower.applicationUuid}`);
    const view = ok<SignerApplicationView & Partial<Application>>(res);
    expect(view.uuid).toBe(borrower.applicationUuid);
    expect(view.status).toEqual({ checklistStatus: 'DISBURSEMENT_ACCOUNT' });
    expect(view.property).toEqual(expect.objectContaining({ city: 'Denver', state: 'CO' }));
    expect([view.amount, view.term, view.rate]).toEqual([100_000, 10, 8.5]);
    expect(view.coDeedStatus).toBe('PENDING');
    expect(view.additionalSignerVersion).toBe('v1');
    expect(view.helocSigners).toHaveLength(1);
    for (const field of [
      'incomeSources',
      'disburseAccount',
      'autopayAccount',
      'documents',
      'consents',
      'payType',
      'hasHmda',
    ]) {
      expect(view).not.toHaveProperty(field);
    }
    expect(res.body).not.toContain('6789');
    expect(res.body).not.toContain('uwDecision');

    // The borrower still reads everything.
    const full = ok<Application>(await get(`${BASE}/${borrower.applicationUuid}`, borrower.jwt));
    expect(full.incomeSources.length).toBeGreaterThan(0);
    expect(full.status.uwDecision).toBe('APPROVED');
  });

  it('has no applications of their own, and the profile is their own', async () => {
    expect(ok<Application[]>(await get(`${BASE}/all`))).toEqual([]);
    const profile = ok<{ name: { firstName: string }; hasSsn: boolean; addresses: unknown[]; email: string }>(
      await get('/service-profile/api/v1/profile'),
    );
    expect(profile).toEqual(
      expect.objectContaining({ email: signer.email, hasSsn: false, addresses: [], dob: null, phoneNumbers: [] }),
    );
    expect(profile.name.firstName).toBe('Casey');
  });

  it.each([
    ['GET', 'income'],
    ['POST', 'income/sources'],
    ['POST', 'bank/link'],
    ['POST', 'bank/disburse'],
    ['GET', 'identity/verification'],
    ['POST', 'identity/document'],
    ['GET', 'notary'],
    ['POST', 'notary/session'],
    ['GET', 'disclosures'],
    ['GET', 'disclosures/CLOSING_DISCLOSURE'],
    ['GET', 'stage'],
    ['POST', 'profile'],
    ['POST', 'contact'],
    ['POST', 'signing/sign'],
    ['GET', 'closing/status'],
  ] as const)("%s {uuid}/%s of the borrower's application answers 404", async (method, path) => {
    const res = await t.app.inject({
      method,
      url: `${BASE}/${borrower.applicationUuid}/${path}`,
      headers: bearer(signer.jwt),
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(404);
  });

  it("the borrower's status, conditions and co-deed status answer 404", async () => {
    const uuid = borrower.applicationUuid;
    expect((await get(`/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`)).statusCode).toBe(404);
    expect(
      (await get(`/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`)).statusCode,
    ).toBe(404);
    expect((await get(`${BASE}/co-deed/status?applicationUuid=${uuid}`)).statusCode).toBe(404);
    expect((await get(`${BASE}/co-deed/status`)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${BASE}/${uuid}/signers/${signerUuid}/resend`,
          headers: bearer(signer.jwt),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('every other uuid route answers 404 to the co-owner (a sweep of the route catalogue)', async () => {
    const routes = t.app.routeCatalogue.filter(
      (r) =>
        r.method !== 'HEAD' &&
        !r.url.includes('*') &&
        r.url.split('/').some((s) => s.startsWith(':') && UUID_PARAM.test(s.slice(1))),
    );
    expect(routes.length).toBeGreaterThan(30);
    const reached: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) => {
        if (name === 'conditionUuid') return borrowerConditionUuid;
        if (name === 'signerUuid') return signerUuid;
        if (UUID_PARAM.test(name)) return borrower.applicationUuid;
        return (
          (
            { type: 'APPLICATION_SUMMARY', role: 'customer', context: 'secure', department: 'OPS_CHAT' } as Record<
              string,
              string
            >
          )[name] ?? 'x'
        );
      });
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: bearer(signer.jwt, { 'x-auth0-application-name': 'heloc' }),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 404) reached.push(`${route.method} ${route.url}`);
    }
    // The co-owner's own conditions list answers; answering the borrower's condition through it does not.
    expect(reached.sort()).toEqual(CO_OWNER_ROUTES.slice(0, 2).sort());
  });

  it('another application, or another co-owner, is 404; the borrower is 404 on the signer routes', async () => {
    const other = await atIncomeVerification(t.app);
    const otherOwner = coOwner();
    await nameCoOwners(other, [otherOwner]);
    const otherSigner = await acceptInvitation(t.app, otherOwner.email);
    expect((await get(`${BASE}/${other.applicationUuid}`)).statusCode).toBe(404);
    expect((await get(`${BASE}/${borrower.applicationUuid}`, otherSigner.jwt)).statusCode).toBe(404);
    const conditions = (uuid: string) =>
      `/service-conditions/external/api/v1/applications/${uuid}/conditions/additional-signers`;
    expect((await get(conditions(other.applicationUuid))).statusCode).toBe(404);
    expect((await get(conditions(borrower.applicationUuid))).statusCode).toBe(200);
    expect((await get(conditions(borrower.applicationUuid), borrower.jwt)).statusCode).toBe(404);
    for (const path of ['self', 'documents', 'documents/DEED']) {
      expect((await get(`${SIGNER_BASE}/${path}`, borrower.jwt)).statusCode).toBe(404);
    }
    const unauthenticated = await t.app.inject({ url: `${SIGNER_BASE}/self` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
