// The personas of issue 28 (docs/SANDBOX.md "Stages and the path to each"), driven through the API from
// registration: each passes through its stage, with the cause in the stage history, and lands on the screen the
// client's stage → screen map gives it. Also the stages nobody chooses: the waits and UNKNOWN.
import type { AdverseActionNotice } from '../../src/domain/adverseAction';
import { screenForStage } from '../../src/domain/routing/stageScreen';
import { isWaitingStage } from '../../src/domain/routing/stageClass';
import type { Application } from '../../src/domain/types';
import { createPipeline, type Pipeline } from '../../server/pipeline/engine';
import { createJobQueue } from '../../server/pipeline/jobs';
import { loadPrequalRecord } from '../../server/pipeline/prequalService';
import { CREDIT_PULL_TRIES, CREDIT_RETRY_BASE_MS } from '../../server/pipeline/stages/prequal';
import { createSandboxClock } from '../../server/sandbox/clock';
import { createSandboxVendors } from '../../server/sandbox';
import { walletAddressFor } from '../../server/wallet/model';
import {
  application,
  call,
  enotary,
  journeyToIncomeVerification,
  linkIncome,
  ok,
  signDocuments,
  uploadId,
  uploadInsurance,
} from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { APP_BASE, offersOf, profileBody, submit } from './journeyHelpers';
import { operatorToken } from './operator';

const OPERATOR_BASE = '/service-pipeline/operator/api/v1/applications';

function screen(app: Application): string {
  return screenForStage(app.status.checklistStatus, { uuid: app.uuid, application: app, flowState: null }).replace(
    `/${app.uuid}/`,
    '',
  );
}

describe.each(dialects)('stage personas (%s)', (dialect) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    operator = await operatorToken(t.app, 'HEARTH');
  });
  afterAll(async () => {
    await t.close();
  });

  async function history(uuid: string) {
    return t.app.db
      .selectFrom('stage_history')
      .select(['from_stage', 'to_stage', 'cause'])
      .where('application_uuid', '=', uuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();
  }

  async function view(jwt: string, uuid: string): Promise<Application> {
    await t.app.pipeline.idle();
    return (
      await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}`, headers: bearer(jwt) })
    ).json<Application>();
  }

  async function profileDone(lastName: string) {
    const reg = await registerUser(t.app, {
      lastName,
      property: { street1: '12 Elm Street', city: 'Denver', state: 'CO', zip: '80202' },
    });
    await submit(t.app, reg.jwt, reg.applicationUuid, 'profile', profileBody({ lastName }));
    return { jwt: reg.jwt, uuid: reg.applicationUuid };
  }

  function operatorPost(token: string, uuid: string, path: string, payload?: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: `${OPERATOR_BASE}/${uuid}/${path}`,
      headers: { ...bearer(token), 'x-org': 'HEARTH' },
      ...(payload ? { payload } : {}),
    });
  }

  it('default: the pre-soft-credit, application and summary disclosures and the title pre-qualification are waits', async () => {
    const { jwt, uuid } = await profileDone('Rivera');
    await view(jwt, uuid);
    const rows = await history(uuid);
    const waits = rows.map((r) => r.to_stage).filter((s) => isWaitingStage(s));
    expect(waits).toEqual([
      'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
      'WAITING_FOR_SOFT_CREDIT',
      'WAITING_FOR_AVM_DATA',
      'PREQUAL_TITLE',
    ]);
    const causes = Object.fromEntries(rows.map((r) => [r.to_stage, r.cause]));
    expect(causes).toMatchObject({
      WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 'system:pre-soft-credit-disclosure-requested',
      PREQUAL_TITLE: 'vendor:avm',
      LIEN_VERIFICATION: 'vendor:prequal-title',
    });
    const app = await view(jwt, uuid);
    expect(app.status.title).toBe('PREQUAL_TITLE_COMPLETE');
  });

  it('Fraudalert: FACTA_REVIEW (error/timeout) until the lender’s agent confirms the identity; then on to liens', async () => {
    const { jwt, uuid } = await profileDone('Fraudalert');
    let app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('FACTA_REVIEW');
    expect(screen(app)).toBe('error/timeout');
    expect((await history(uuid)).at(-1)).toMatchObject({
      from_stage: 'WAITING_FOR_SOFT_CREDIT',
      to_stage: 'FACTA_REVIEW',
      cause: 'vendor:soft-credit-alert-fraud',
    });
    // It waits for the agent, not the clock.
    expect(await t.app.pipeline.pendingJobs(uuid)).toBe(0);
    expect((await loadPrequalRecord(t.app.db, uuid)).factaReview).toMatchObject({ alert: 'FRAUD', decision: null });

    // The borrower is no operator: the endpoint does not exist for them.
    expect((await operatorPost(jwt, uuid, 'facta-review', { decision: 'CONFIRM' })).statusCode).toBe(404);
    const bad = await operatorPost(operator, uuid, 'facta-review', { decision: 'MAYBE' });
    expect(bad.statusCode).toBe(400);

    const confirmed = await operatorPost(operator, uuid, 'facta-review', {
      decision: 'CONFIRM',
      note: 'Called the borrower',
    });
    expect(confirmed.statusCode).toBe(200);
    app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('LIEN_VERIFICATION');
    expect(screen(app)).toBe('liens');
    const rows = await history(uuid);
    expect(rows.find((r) => r.from_stage === 'FACTA_REVIEW')).toMatchObject({
      to_stage: 'WAITING_FOR_AVM_DATA',
      cause: 'operator:facta-identity-confirmed',
    });
    expect((await loadPrequalRecord(t.app.db, uuid)).factaReview).toMatchObject({
      decision: 'CONFIRMED',
      note: 'Called the borrower',
    });
    // Decided once: a second decision finds nothing to decide.
    expect((await operatorPost(operator, uuid, 'facta-review', { decision: 'DECLINE' })).statusCode).toBe(409);
  });

  it('Fraudalert declined by the agent: DECLINED with an adverse action notice (unable to verify identity)', async () => {
    const { jwt, uuid } = await profileDone('Fraudalert');
    await view(jwt, uuid);
    expect((await operatorPost(operator, uuid, 'facta-review', { decision: 'DECLINE' })).statusCode).toBe(200);
    const app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('DECLINED');
    expect(app.status.uwDecision).toBe('DECLINE');
    expect(screen(app)).toBe('error/decline');
    expect((await history(uuid)).at(-1)).toMatchObject({
      from_stage: 'FACTA_REVIEW',
      to_stage: 'DECLINED',
      cause: 'operator:decline-identity',
    });
    const notice = await t.app.inject({
      method: 'GET',
      url: `${APP_BASE}/${uuid}/adverse-action`,
      headers: bearer(jwt),
    });
    expect(notice.statusCode).toBe(200);
    const body = notice.json<AdverseActionNotice>();
    expect(body.reasons).toEqual(['Unable to verify identity']);
    // The alert came from the credit report: its score disclosure goes with the notice.
    expect(body.creditScore?.score).toBe(760);
  });

  it('Minor: the bureau reports a minor; CREDIT_MINOR (error/timeout) and nothing more happens', async () => {
    const { jwt, uuid } = await profileDone('Minor');
    const app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('CREDIT_MINOR');
    expect(screen(app)).toBe('error/timeout');
    expect((await history(uuid)).at(-1)).toMatchObject({ to_stage: 'CREDIT_MINOR', cause: 'vendor:credit-minor' });
    expect(await t.app.pipeline.pendingJobs(uuid)).toBe(0);
  });

  it('Bureaudown: the pull is retried with back-off, then CREDIT_ERROR; the borrower’s retry resumes it', async () => {
    const { jwt, uuid } = await profileDone('Bureaudown');
    let app = await view(jwt, uuid);
    // Between tries the application waited on durable jobs, 30 s, 60 s and 120 s on its own (sandbox) clock,
    // which each job ran on to its end.
    const waited = await t.app.db
      .selectFrom('applications')
      .select('clock_offset_ms')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const backoff = Array.from({ length: CREDIT_PULL_TRIES - 1 }, (_, i) => CREDIT_RETRY_BASE_MS * 2 ** i);
    expect(backoff).toEqual([30_000, 60_000, 120_000]);
    expect(Number(waited.clock_offset_ms)).toBeGreaterThanOrEqual(backoff.reduce((a, n) => a + n, 0) - 1_000);
    expect(app.status.checklistStatus).toBe('CREDIT_ERROR');
    expect(screen(app)).toBe('error/timeout');
    expect((await history(uuid)).at(-1)).toMatchObject({
      from_stage: 'WAITING_FOR_SOFT_CREDIT',
      to_stage: 'CREDIT_ERROR',
      cause: `vendor:credit-unavailable-${CREDIT_PULL_TRIES}-tries`,
    });
    expect((await loadPrequalRecord(t.app.db, uuid)).creditTries).toBe(CREDIT_PULL_TRIES);

    // Only at CREDIT_ERROR, and only for the application's own borrower.
    const other = await registerUser(t.app);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${APP_BASE}/${uuid}/credit/retry`,
      headers: { ...bearer(other.jwt), 'idempotency-key': 'retry-foreign' },
    });
    expect(foreign.statusCode).toBe(404);

    app = await submit(t.app, jwt, uuid, 'credit/retry');
    app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('LIEN_VERIFICATION');
    const rows = await history(uuid);
    expect(rows.find((r) => r.from_stage === 'CREDIT_ERROR')).toMatchObject({
      to_stage: 'WAITING_FOR_SOFT_CREDIT',
      cause: 'borrower:credit-retry',
    });
    expect((await loadPrequalRecord(t.app.db, uuid)).creditTries).toBe(0);
  });

  it('Bureaudown: an operator’s retry resumes it too (404 to the borrower, 409 when not at CREDIT_ERROR)', async () => {
    const { jwt, uuid } = await profileDone('Bureaudown');
    await view(jwt, uuid);
    expect((await operatorPost(jwt, uuid, 'credit-retry')).statusCode).toBe(404);
    const res = await operatorPost(operator, uuid, 'credit-retry');
    expect(res.statusCode).toBe(200);
    const app = await view(jwt, uuid);
    expect(app.status.checklistStatus).toBe('LIEN_VERIFICATION');
    expect((await history(uuid)).find((r) => r.from_stage === 'CREDIT_ERROR')?.cause).toBe('operator:credit-retry');
    expect((await operatorPost(operator, uuid, 'credit-retry')).statusCode).toBe(409);
  });

  it('Lowerincome: verified income half the stated; IN_PROGRESS re-underwrites, REVISED_OFFER_SELECTION (product/select) with the previous and new maximum', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Lowerincome' });
    const before = await offersOf(t.app, b.jwt, b.applicationUuid);
    const previousMax = Math.max(...before.map((o) => o.maxLine));
    await linkIncome(b);
    let app = await view(b.jwt, b.applicationUuid);
    expect(app.status.checklistStatus).toBe('REVISED_OFFER_SELECTION');
    expect(screen(app)).toBe('product/select');
    expect(app).toMatchObject({ term: 0, amount: 0, rate: 0 });
    expect(app.status.uwSubDecision).toBe('VERIFIED_OFFER');
    const rows = await history(b.applicationUuid);
    expect(rows.slice(-2)).toEqual([
      { from_stage: 'INCOME_VERIFICATION', to_stage: 'IN_PROGRESS', cause: 'vendor:income-below-stated' },
      { from_stage: 'IN_PROGRESS', to_stage: 'REVISED_OFFER_SELECTION', cause: 'underwriting:revised-verified-income' },
    ]);

    const offers = ok<{ offers: { term: number; maxLine: number }[]; revision: Record<string, number> }>(
      await call(b, 'GET', 'offers'),
    );
    const newMax = Math.max(...offers.offers.map((o) => o.maxLine));
    expect(newMax).toBeLessThan(previousMax);
    expect(offers.revision).toEqual({
      previousMaxLine: previousMax,
      newMaxLine: newMax,
      statedAnnualIncome: 120_000,
      verifiedAnnualIncome: 60_000,
    });

    // More than the new maximum is refused; within it the borrower goes on to the bank.
    const longest = offers.offers.at(-1)!;
    const tooMuch = await call(b, 'POST', 'offers/selection', { term: longest.term, amount: longest.maxLine + 1_000 });
    expect(tooMuch.statusCode).toBe(400);
    app = await submit(t.app, b.jwt, b.applicationUuid, 'offers/selection', { term: longest.term, amount: 40_000 });
    app = await view(b.jwt, b.applicationUuid);
    expect(app.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
    expect(app.status.uwSubDecision).toBe('VERIFIED_INCOME_MATCHED_OFFER');
    expect(app.amount).toBe(40_000);
    expect((await history(b.applicationUuid)).at(-1)).toMatchObject({
      from_stage: 'REVISED_OFFER_SELECTION',
      cause: 'borrower:revised-offer',
    });
  });

  it('Crypto: the line goes to the digital-asset account, so isCrypto and no bank/disburse; funded to the wallet', async () => {
    const b = await journeyToIncomeVerification(t.app, { lastName: 'Crypto' });
    let app = await application(b);
    expect(app.isCrypto).toBe(true);
    expect((await history(b.applicationUuid)).find((r) => r.from_stage === 'BASIC_INFO')?.cause).toBe(
      'borrower:profile-digital-asset',
    );
    app = await linkIncome(b);
    expect(app.status.checklistStatus).toBe('AUTOPAY_ACCOUNT');
    expect(screen(app)).toBe('bank/autopay');
    // No disbursement account: "the same account" has nothing to be the same as.
    expect((await call(b, 'POST', 'bank/autopay', { choice: 'SAME' })).statusCode).toBe(409);
    app = ok(await call(b, 'POST', 'bank/autopay', { choice: 'MANUAL' }));
    expect(app.status.checklistStatus).toBe('IDENTITY_VERIFICATION');
    await uploadId(b);
    await t.app.pipeline.idle();
    await signDocuments(b);
    await t.app.pipeline.idle();
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    const stages = (await history(b.applicationUuid)).map((r) => r.to_stage);
    expect(stages).not.toContain('DISBURSEMENT_ACCOUNT');
    const funding = await t.app.db
      .selectFrom('vendor_orders')
      .select('detail')
      .where('application_uuid', '=', b.applicationUuid)
      .where('vendor', '=', 'funding')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(funding.detail).destination).toEqual({
      kind: 'DIGITAL_ASSET',
      address: walletAddressFor(b.applicationUuid),
    });
  }, 60_000);
});

describe.each(dialects)('UNKNOWN (%s)', (dialect) => {
  let t: TestApp;
  let pipeline: Pipeline | null = null;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    await t.app.pipeline.close();
  });
  afterAll(async () => {
    await pipeline?.close();
    await t.close();
  });

  it('a step that fails on every retry of the job engine leaves the application at UNKNOWN (error/timeout)', async () => {
    const { applicationUuid: uuid, jwt } = await registerUser(t.app);
    pipeline = createPipeline({
      db: t.app.db,
      config: t.config,
      vendors: createSandboxVendors(),
      clock: createSandboxClock(t.config.sandbox.businessDayMs, { latencyMs: t.config.sandbox.latencyMs }),
      handlers: {
        WAITING_FOR_SOFT_CREDIT: () => {
          throw new Error('property data answered with an unreadable document');
        },
      },
      jobs: createJobQueue({ db: t.app.db, dialect: t.app.dbDialect, config: t.config, log: t.app.log }),
      log: t.app.log,
    });
    await pipeline.start();
    await pipeline.moveTo(uuid, 'WAITING_FOR_SOFT_CREDIT', 'operator:test');
    await pipeline.idle();
    const row = await t.app.db
      .selectFrom('applications')
      .select('stage')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.stage).toBe('UNKNOWN');
    const last = await t.app.db
      .selectFrom('stage_history')
      .select(['from_stage', 'cause'])
      .where('application_uuid', '=', uuid)
      .where('to_stage', '=', 'UNKNOWN')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ from_stage: 'WAITING_FOR_SOFT_CREDIT', cause: 'system:failed-at-WAITING_FOR_SOFT_CREDIT' });
    const app = (
      await t.app.inject({ method: 'GET', url: `${APP_BASE}/${uuid}`, headers: bearer(jwt) })
    ).json<Application>();
    expect(screen(app)).toBe('error/timeout');
  }, 60_000);
});
