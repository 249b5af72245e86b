// Every closing persona of DESIGN section 10, driven through the API from registration (the pre-qualification
// routes to INCOME_VERIFICATION) to COMPLETE or the persona's stage, through the routes the screens call; the
// client's stage → screen map is checked where the borrower lands.
import { screenForStage } from '../../src/domain/routing/stageScreen';
import { evaluateTriggers, settleFlow } from '../../src/domain/flow/triggers';
import type { Application, Profile } from '../../src/domain/types';
import {
  application,
  journeyToIncomeVerification,
  type Borrower,
  call,
  enotary,
  linkDisbursement,
  linkIncome,
  ok,
  pdfBytes,
  signDocuments,
  stage,
  upload,
  uploadId,
  uploadInsurance,
} from './closingDriver';
import { createCondition, openConditions, recordConditionDocument } from '../../server/conditions/service';
import { bearer, dialects, makeTestApp, type TestApp } from './helpers';

function screen(app: Application): string {
  return screenForStage(app.status.checklistStatus, { uuid: app.uuid, application: app, flowState: null }).replace(
    `/${app.uuid}/`,
    '',
  );
}

async function profileOf(b: Borrower): Promise<Profile> {
  return ok<Profile>(await b.app.inject({ url: '/service-profile/api/v1/profile', headers: bearer(b.jwt) }));
}

async function history(t: TestApp, uuid: string): Promise<{ to_stage: string; at: string; cause: string }[]> {
  return t.app.db
    .selectFrom('stage_history')
    .select(['to_stage', 'at', 'cause'])
    .where('application_uuid', '=', uuid)
    .orderBy('at')
    .execute();
}

/** Bank through signing for personas that need nothing special there. */
async function bankToSigning(t: TestApp, b: Borrower): Promise<void> {
  await linkDisbursement(b);
  ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
  await uploadId(b);
  await t.app.pipeline.idle();
}

describe.each(dialects)('closing personas (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('default: income to funded, with each stage landing on its screen', async () => {
    const b = await journeyToIncomeVerification(t.app);
    expect(screen(await application(b))).toBe('income/review');

    let app = await linkIncome(b);
    expect(app.status.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');
    expect(app.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
    expect(screen(app)).toBe('bank/disburse');

    app = await linkDisbursement(b);
    expect(app.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
    expect(app.disburseAccount).toEqual(
      expect.objectContaining({ routingNumber: '011000015', mask: '6789', accountNumber: '********6789' }),
    );
    expect(app.status.giactAccountStatus).toBe('VERIFIED');
    expect(screen(app)).toBe('bank/autopay');

    app = ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    expect(app.payType).toBe('AUTOPAY');
    expect(app.autopayAccount?.uuid).toBe(app.disburseAccount?.uuid);
    expect(app.status.checklistStatus).toBe('IDENTITY_VERIFICATION');
    expect(screen(app)).toBe('identity');

    app = await uploadId(b);
    expect(app.status.checklistStatus).toBe('WAITING_FOR_ID_VERIFICATION');
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
    expect(app.status.disclosurelistClosingReady).toBe(true);
    expect(app.status.bpo).toBe('BPO_NOT_REQUIRED');
    expect(screen(app)).toBe('signing/intro');
    expect(evaluateTriggers({ state: 'sign', application: app, profile: {} as never })).toContain('noteSigning');

    app = await signDocuments(b);
    expect(app.status.disclosurelistClosingComplete).toBe(true);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('DEED_SIGNING');
    expect(app.status.disclosurelistNotaryReady).toBe(true);
    expect(screen(app)).toBe('notary/intro');

    await enotary(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('TRUST_AND_INSURANCE');
    expect(app.status.primaryParticipantAcceptComplete).toBe(true);

    app = await uploadInsurance(b);
    expect(app.insurance).toEqual({ complete: true });
    expect(screen(app)).toBe('complete');
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    expect(app.loanNumber).toMatch(/^HL\d{9}$/);
    expect(screen(app)).toBe('/');

    const status = ok<{ complete: boolean; steps: { name: string; done: boolean }[] }>(
      await call(b, 'GET', 'closing/status'),
    );
    expect(status.complete).toBe(true);
    expect(status.steps.every((s) => s.done)).toBe(true);

    const stages = (await history(t, b.applicationUuid)).map((h) => h.to_stage);
    expect(stages).toEqual(
      expect.arrayContaining([
        'INCOME_VERIFICATION',
        'DISBURSEMENT_ACCOUNT',
        'AUTOPAY_ACCOUNT',
        'VERIFIED_AUTOPAY_ACCOUNT',
        'IDENTITY_VERIFICATION',
        'WAITING_FOR_ID_VERIFICATION',
        'FINAL_TITLE_PULL',
        'FINAL_TITLE_PROCESSING',
        'FINAL_OFFER',
        'GEN_CLOSING_DISCLOSURE',
        'NOTE_SIGNING',
        'GEN_NOTE_SIGNING',
        'GEN_NOTARY_DISCLOSURE',
        'DEED_SIGNING',
        'TRUST_AND_INSURANCE',
        'GEN_RESCISSION',
        'RESCISSION',
        'RECORDING',
        'FUNDABLE',
        'FUNDING_DECISION',
        'COMPLETE',
      ]),
    );
  });

  it('rescission waits three business days on the sandbox clock', async () => {
    const b = await journeyToIncomeVerification(t.app);
    await linkIncome(b);
    await bankToSigning(t, b);
    await signDocuments(b);
    await t.app.pipeline.idle();
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();
    const rows = await history(t, b.applicationUuid);
    // The period runs from the notice's generation (GEN_RESCISSION dates the order), not from the stage row
    // written a moment after it.
    const entered = rows.find((r) => r.to_stage === 'GEN_RESCISSION');
    const left = rows.find((r) => r.to_stage === 'RECORDING');
    expect(entered && left).toBeTruthy();
    // businessDayMs is 50 in tests: three business days are at least 150 ms.
    expect(Date.parse(left!.at) - Date.parse(entered!.at)).toBeGreaterThanOrEqual(150);
    expect(left!.cause).toBe('clock:rescission');
  });

  it('Paystub: partial verification asks for MANUAL_PAYSTUB, then the offer is final', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Paystub' });
    let app = await linkIncome(b);
    expect(app.status.checklistStatus).toBe('INCOME_VERIFICATION');
    expect(app.status.manualPaystubUpload).toBe(true);
    expect(evaluateTriggers({ state: 'incomeReview', application: app, profile: {} as never })).toContain(
      'incomePartialVerified',
    );

    const res = await upload(
      b,
      'income/upload/MANUAL_PAYSTUB',
      {},
      { filename: 'paystub.pdf', content: await pdfBytes() },
    );
    app = ok<{ application: Application }>(res).application;
    expect(app.documents).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'MANUAL_PAYSTUB' })]));
    expect(app.status.manualPaystubTasksComplete).toBe(true);
    expect(app.status.uwSubDecision).toBe('FINAL_OFFER');
    expect(app.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('Employer: the employer check comes before the bank', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Employer' });
    let app = await linkIncome(b);
    expect(app.status.checklistStatus).toBe('EMPLOYMENT_VERIFICATION');
    expect(app.status.employmentVerificationNeeded).toBe(true);
    expect(screen(app)).toBe('income/employer-verification');

    app = ok(
      await call(b, 'POST', 'income/employer-verification', {
        employerName: 'Acme Corp',
        employerPhone: '(303) 555-0100',
      }),
    );
    expect(app.status.employmentVerificationNeeded).toBe(false);
    expect(app.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
  });

  it('Manualnotary: eNotary is refused and a manual notary ($300) signs at the requested time', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Manualnotary' });
    await linkIncome(b);
    await bankToSigning(t, b);
    await signDocuments(b);
    await t.app.pipeline.idle();
    let app = await application(b);
    expect(app.status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect(app.status.manualNotary).toBe(true);
    expect(screen(app)).toBe('notary/reserve-manual');

    const notary = ok<{ enotaryPermitted: boolean; manualNotaryFee: number }>(await call(b, 'GET', 'notary'));
    expect(notary).toEqual(expect.objectContaining({ enotaryPermitted: false, manualNotaryFee: 300 }));
    const refused = await call(b, 'POST', 'notary/session');
    expect(refused.statusCode).toBe(409);

    const requestedTime = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    app = ok(await call(b, 'POST', 'notary/manual', { requestedTime }));
    expect(app.requestedManualNotaryTime).toBe(requestedTime);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.manualDeedSigningComplete).toBe(true);
    expect(app.status.checklistStatus).toBe('TRUST_AND_INSURANCE');
    expect(evaluateTriggers({ state: 'notary', application: app, profile: {} as never })).toContain(
      'manualEnotarySigned',
    );
    // TRUST_AND_INSURANCE leaves the screen to the flow state the trigger reached.
    expect(
      screenForStage(app.status.checklistStatus, { uuid: app.uuid, application: app, flowState: 'insurance' }),
    ).toBe(`/${app.uuid}/insurance/upload`);
  });

  it('Flood: error/flood-cert until the certificate is back, then flood insurance is required', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Flood' });
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'MANUAL' }));
    await uploadId(b);
    // Wait for the closing disclosure stage without waiting out the certificate.
    let app = await application(b);
    for (let i = 0; i < 100 && !app.status.waitingOnFloodCert; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      app = await application(b);
    }
    expect(app.status.checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
    expect(screen(app)).toBe('error/flood-cert');

    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.waitingOnFloodCert).toBe(false);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');

    await signDocuments(b);
    await t.app.pipeline.idle();
    await enotary(b);
    await t.app.pipeline.idle();
    const requirements = ok<{ required: string[] }>(await call(b, 'GET', 'insurance/requirements'));
    expect(requirements.required).toEqual(['HAZARD_INSURANCE', 'FLOOD_INSURANCE']);
    app = await uploadInsurance(b);
    expect(app.insurance?.complete).toBeFalsy();
    expect(app.status.checklistStatus).toBe('TRUST_AND_INSURANCE');
    app = await uploadInsurance(b, 'FLOOD_INSURANCE');
    expect(app.insurance).toEqual({ complete: true });
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('COMPLETE');
  });

  it('TX: a BPO after the bank and ID, then the Texas closing', async () => {
    const b = await journeyToIncomeVerification(t.app, { state: 'TX' });
    await linkIncome(b);
    await linkDisbursement(b);
    let app = ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    expect(app.status.bpo).toBe('BPO_REQUIRED');
    app = await uploadId(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('NAV_BPO_ORDER_REQUEST');
    expect(screen(app)).toBe('bpo/condition');
    expect(evaluateTriggers({ state: 'docVerify', application: app, profile: {} as never })).toContain('bpoEscalate');

    app = ok(await call(b, 'POST', 'bpo/order', { contactName: 'Dana Rivera', contactPhone: '512-555-0142' }));
    // The sandbox agent may already be back (latency 5 ms): the history shows the processing stage.
    expect(['NAV_BPO_PROCESSING', 'NAV_BPO_ESTIMATE']).toContain(app.status.checklistStatus);
    if (app.status.checklistStatus === 'NAV_BPO_PROCESSING') {
      expect(app.status.bpo).toBe('BPO_PROCESSING');
      expect(screen(app)).toBe('bpo/hold');
    }
    await t.app.pipeline.idle();
    const processing = (await history(t, b.applicationUuid)).find((h) => h.to_stage === 'NAV_BPO_PROCESSING');
    expect(processing?.cause).toBe('borrower:bpo-order');
    app = await application(b);
    expect(app.status.checklistStatus).toBe('NAV_BPO_ESTIMATE');
    // The estimate waits for the borrower: the app's flow, rebuilt from this data, is still at the ID step.
    expect(app.status.bpo).toBe('BPO_PROCESSING');
    expect(screen(app)).toBe('bpo/estimate-value');
    expect(settleFlow({ state: 'bpoProcessing', application: app, profile: await profileOf(b) }).state).toBe(
      'bpoProcessing',
    );
    const bpo = ok<{ estimatedValue: number }>(await call(b, 'GET', 'bpo'));
    expect(bpo.estimatedValue).toBe(650_000);

    ok(await call(b, 'POST', 'bpo/valuation', { accept: true }));
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('NOTE_SIGNING');
    app = await application(b);
    expect(app.status.bpo).toBe('BPO_COMPLETE');
    expect(settleFlow({ state: 'bpoProcessing', application: app, profile: await profileOf(b) }).state).toBe('sign');
    // No remote eNotary in Texas: attorney review and the 12-day wait (sat out by the sandbox engine), then an
    // in-person closing (walked to funded in texas.closing.test.ts).
    await signDocuments(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect(app.status.attorneyReview).toBe('APPROVED');
    expect(screen(app)).toBe('notary/reserve-manual');
    const notary = ok<{ enotaryPermitted: boolean }>(await call(b, 'GET', 'notary'));
    expect(notary.enotaryPermitted).toBe(false);
    const path = (await history(t, b.applicationUuid)).map((h) => h.to_stage);
    expect(path).toEqual(expect.arrayContaining(['ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD']));
    expect(path).not.toContain('DEED_SIGNING');
  });

  it('an unreadable ID (blurry*) is FAILED_VERIFICATION and asks for a new upload', async () => {
    const b = await journeyToIncomeVerification(t.app);
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    await uploadId(b, 'blurry-license.png');
    await t.app.pipeline.idle();
    let app = await application(b);
    expect(app.status.checklistStatus).toBe('IDENTITY_VERIFICATION');
    expect(app.documents.some((d) => d.type === 'DRIVERS_LICENSE_FRONT')).toBe(false);
    const verification = ok<{ status: string; reason: string }>(await call(b, 'GET', 'identity/verification'));
    expect(verification.status).toBe('FAILED_VERIFICATION');
    expect(verification.reason).toMatch(/could not read/);

    await uploadId(b, 'license.png');
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
  });

  it('Condition: after the ID a GENERIC_DOCUMENT_REQUEST condition holds the application until answered', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Condition' });
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    await uploadId(b);
    await t.app.pipeline.idle();
    let app = await application(b);
    expect(app.status.checklistStatus).toBe('WAITING_FOR_ID_VERIFICATION');
    expect(app.status.condition).toBe(true);
    const open = await openConditions(t.app.db, b.applicationUuid);
    expect(open).toHaveLength(1);
    expect(open[0]).toEqual(
      expect.objectContaining({ categoryEnum: 'GENERIC_DOCUMENT_REQUEST', requestDocuments: true }),
    );

    // Another look changes nothing while it is open, and creates no second condition.
    await t.app.pipeline.advance(b.applicationUuid, 'test:again');
    expect(await openConditions(t.app.db, b.applicationUuid)).toHaveLength(1);
    expect(await stage(b)).toBe('WAITING_FOR_ID_VERIFICATION');

    // What the conditions service does when the borrower's document resolves it.
    const { resolvedNow } = await recordConditionDocument(t.app.db, open[0]!.uuid);
    expect(resolvedNow).toBe(true);
    await t.app.pipeline.advance(b.applicationUuid, 'borrower:condition');
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.condition).toBe(false);
    expect(app.status.checklistStatus).toBe('NOTE_SIGNING');
  });

  it("an underwriter's open condition holds any borrower after the ID until it is answered", async () => {
    const b = await journeyToIncomeVerification(t.app);
    const condition = await createCondition(t.app.db, {
      applicationUuid: b.applicationUuid,
      category: 'REVIEW_TRUST_REQUIREMENTS',
      requestDocuments: true,
      numDocsRequired: 1,
    });
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    await uploadId(b);
    await t.app.pipeline.idle();
    expect((await application(b)).status.condition).toBe(true);
    expect(await stage(b)).toBe('WAITING_FOR_ID_VERIFICATION');
    await recordConditionDocument(t.app.db, condition.uuid);
    await t.app.pipeline.advance(b.applicationUuid, 'borrower:condition');
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('NOTE_SIGNING');
  });
});
