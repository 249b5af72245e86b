// Texas (a)(6) closings (src/domain/texas.ts, server/pipeline/stages/texas.ts): the §50(g) notice from application,
// attorney review, the 12-day wait to the exact start of the 12th day, and a manual closing at a named office where
// the fair-market-value acknowledgment is signed; never remote eNotary. The sandbox engine sits the 12 calendar days
// out fast and moves the application's clock to the wait's end; the wait's boundary is checked on the handler itself
// with a clock this file sets.
import { screenForStage } from '../../src/domain/routing/stageScreen';
import { texasEarliestClosingDate, texasWaitEndsAt } from '../../src/domain/texas';
import type { Application } from '../../src/domain/types';
import { updateStoredFields } from '../../server/applications/repository';
import { rowFieldsOf, statusOf as statusOfRow } from '../../server/applications/mapper';
import { clockOffsetOf } from '../../server/pipeline/clock';
import { createPipeline, type Pipeline } from '../../server/pipeline/engine';
import { createJobQueue } from '../../server/pipeline/jobs';
import { STAGE_HANDLERS } from '../../server/pipeline/stages';
import { createOrder, latestOrder } from '../../server/orders/repository';
import { type ManualNotaryOrderDetail, TEXAS_HANDLERS } from '../../server/pipeline/stages/texas';
import type { PipelineContext, PipelineState } from '../../server/pipeline/types';
import type { AttorneyReviewVendor } from '../../server/pipeline/vendors/attorneyReview';
import { createSandboxVendors } from '../../server/sandbox';
import { createSandboxClock } from '../../server/sandbox/clock';
import {
  application,
  BASE,
  type Borrower,
  call,
  enotary,
  journeyToIncomeVerification,
  linkDisbursement,
  linkIncome,
  ok,
  signDocuments,
  stage,
  uploadId,
  uploadInsurance,
  throughNoteSigning,
} from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { pdfText } from './pdfText';

jest.setTimeout(60_000);

const realNow = Date.now.bind(Date);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function screen(app: Application): string {
  return screenForStage(app.status.checklistStatus, { uuid: app.uuid, application: app, flowState: null }).replace(
    `/${app.uuid}/`,
    '',
  );
}

/** Polls until the application is at `target` (idle() would also sit out the 12-day wait that follows it). */
async function waitForStage(b: Borrower, target: string, timeoutMs = 5000): Promise<Application> {
  const until = realNow() + timeoutMs;
  for (;;) {
    const app = await application(b);
    if (app.status.checklistStatus === target) return app;
    if (realNow() > until) throw new Error(`still at ${app.status.checklistStatus}, expected ${target}`);
    await sleep(10);
  }
}

describe.each(dialects)('Texas (a)(6) closings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // A sandbox day of 300 ms: the 12-day wait lasts about 4 s, long enough to be seen refusing a closing even on a
    // loaded machine.
    t = await makeTestApp(dialect, { sandbox: { latencyMs: 5, businessDayMs: 300 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const history = (uuid: string) =>
    t.app.db
      .selectFrom('stage_history')
      .select(['from_stage', 'to_stage', 'cause', 'at'])
      .where('application_uuid', '=', uuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();

  const disclosures = async (b: Borrower) =>
    ok<{ type: string; title: string }[]>(await call(b, 'GET', 'disclosures')).map((d) => d.type);

  async function pdf(b: Borrower, type: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${b.applicationUuid}/disclosures/${type}`,
      headers: bearer(b.jwt),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return (await pdfText(res.rawPayload)).text;
  }

  /** A Texas borrower from registration to the signed note, through the BPO Texas requires. */
  async function texasThroughNote(): Promise<Borrower> {
    const b = await journeyToIncomeVerification(t.app, { state: 'TX' });
    await linkIncome(b);
    await linkDisbursement(b);
    ok(await call(b, 'POST', 'bank/autopay', { choice: 'SAME' }));
    await uploadId(b);
    await t.app.pipeline.idle();
    ok(await call(b, 'POST', 'bpo/order', { contactName: 'Dana Rivera', contactPhone: '512-555-0142' }));
    await t.app.pipeline.idle();
    ok(await call(b, 'POST', 'bpo/valuation', { accept: true }));
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('NOTE_SIGNING');
    await signDocuments(b);
    return b;
  }

  it('gives the §50(g) notice at application, reviews, waits to the 12th day, closes in person and funds', async () => {
    const b = await texasThroughNote();
    let app = await waitForStage(b, 'NOTARY_WAITING_PERIOD');
    const s = app.status;

    // The notice was provided with the application disclosures, before the application was submitted.
    expect(s.texasNoticeProvidedAt).toEqual(expect.any(String));
    expect(s.texasApplicationAt).toEqual(expect.any(String));
    expect(Date.parse(s.texasNoticeProvidedAt!)).toBeLessThanOrEqual(Date.parse(s.texasApplicationAt!));
    const rows = await history(b.applicationUuid);
    const submitted = rows.find((r) => r.to_stage === 'HARD_CREDIT_PULL')!;
    const disclosed = rows.find((r) => r.to_stage === 'WAITING_FOR_SUMMARY_DISCLOSURE')!;
    expect(disclosed.cause).toBe('system:app-disclosures');
    expect(Date.parse(s.texasNoticeProvidedAt!)).toBeLessThanOrEqual(Date.parse(submitted.at));
    expect(await disclosures(b)).toContain('TEXAS_HOME_EQUITY_NOTICE');
    const notice = await pdf(b, 'TEXAS_HOME_EQUITY_NOTICE');
    expect(notice).toContain('NOTICE CONCERNING EXTENSIONS OF CREDIT DEFINED BY SECTION 50(a)(6), ARTICLE XVI');
    expect(notice).toContain(
      'THE LOAN MAY CLOSE ONLY AT THE OFFICE OF THE LENDER, TITLE COMPANY, OR AN ATTORNEY AT LAW',
    );
    expect(notice).toMatch(/Notice provided [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);

    // Attorney review approved, and the wait set from the later of the two dates.
    expect(s.attorneyReview).toBe('APPROVED');
    expect(s.manualNotary).toBe(true);
    const dates = { applicationAt: s.texasApplicationAt!, noticeAt: s.texasNoticeProvidedAt! };
    expect(s.notaryWaitingUntil).toBe(texasWaitEndsAt(dates));
    expect(s.texasEarliestClosingDate).toBe(texasEarliestClosingDate(dates));
    expect(screen(app)).toBe('notary/intro');
    const review = await latestOrder(t.app.db, b.applicationUuid, 'attorneyReview');
    expect(review?.status).toBe('APPROVED');

    // No remote eNotary, and no closing during the wait.
    const notary = ok<{ enotaryPermitted: boolean; closingLocations: string[] | null }>(await call(b, 'GET', 'notary'));
    expect(notary.enotaryPermitted).toBe(false);
    expect(notary.closingLocations).toEqual(['LENDER_OFFICE', 'ATTORNEY_OFFICE', 'TITLE_COMPANY']);
    expect((await call(b, 'POST', 'notary/session')).statusCode).toBe(409);
    const early = await call(b, 'POST', 'notary/manual', {
      requestedTime: new Date(realNow() + 2 * 86_400_000).toISOString(),
      location: 'TITLE_COMPANY',
    });
    expect(early.statusCode).toBe(409);

    // The engine sits the wait out and moves the application's clock to its end: the closing can be scheduled.
    const until = Date.parse(s.notaryWaitingUntil!);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    const ended = (await history(b.applicationUuid)).find((r) => r.from_stage === 'NOTARY_WAITING_PERIOD')!;
    expect(ended.cause).toBe('clock:texas-12-day-wait');
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', b.applicationUuid)
      .executeTakeFirstOrThrow();
    expect(Date.parse(ended.at) + clockOffsetOf(row)).toBeGreaterThanOrEqual(until);
    expect(app.status.fmvAcknowledgmentReady).toBe(true);
    expect(screen(app)).toBe('notary/reserve-manual');
    expect(await disclosures(b)).toContain('TEXAS_FMV_ACKNOWLEDGMENT');
    const unsigned = await pdf(b, 'TEXAS_FMV_ACKNOWLEDGMENT');
    expect(unsigned).toContain('Acknowledgment of Fair Market Value');
    expect(unsigned).toContain('$650,000');
    expect(unsigned).toContain('Not yet closed');

    // The closing takes place at one of the three offices.
    const requestedTime = new Date(realNow() + 2 * 86_400_000).toISOString();
    const noPlace = await call(b, 'POST', 'notary/manual', { requestedTime });
    expect(noPlace.statusCode).toBe(400);
    expect(noPlace.body).toContain('location: Choose where your closing takes place');
    const home = await call(b, 'POST', 'notary/manual', { requestedTime, location: 'HOME' });
    expect(home.statusCode).toBe(400);
    ok(await call(b, 'POST', 'notary/manual', { requestedTime, location: 'TITLE_COMPANY' }));
    await t.app.pipeline.idle();

    // The deed and the FMV acknowledgment came back signed by the borrower and the lender.
    app = await application(b);
    expect(app.status.checklistStatus).toBe('TRUST_AND_INSURANCE');
    expect(app.status.manualDeedSigningComplete).toBe(true);
    expect(app.status.fmvAcknowledgmentSigned).toBe(true);
    const closing = await latestOrder<ManualNotaryOrderDetail>(t.app.db, b.applicationUuid, 'manualNotary');
    expect(closing?.status).toBe('SIGNED');
    expect(closing?.detail.location).toBe('TITLE_COMPANY');
    expect(closing?.detail.fmvAcknowledgment).toEqual({
      fairMarketValue: 650_000,
      location: 'TITLE_COMPANY',
      borrowerSignedAt: expect.any(String),
      lenderSignedAt: expect.any(String),
    });
    const signed = await pdf(b, 'TEXAS_FMV_ACKNOWLEDGMENT');
    expect(signed).toContain("A title company's office");
    expect(signed).toMatch(/Owner: .+ Signed [A-Z][a-z]+day/);
    expect(await pdf(b, 'DEED')).toContain('SECTION 50(a)(6), ARTICLE XVI, TEXAS CONSTITUTION');

    await uploadInsurance(b);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('COMPLETE');

    const all = await history(b.applicationUuid);
    const path = all.map((r) => r.to_stage);
    expect(path).not.toContain('DEED_SIGNING');
    const from = path.indexOf('GEN_NOTE_SIGNING');
    expect(path.slice(from, from + 6)).toEqual([
      'GEN_NOTE_SIGNING',
      'GEN_NOTARY_DISCLOSURE',
      'ATTORNEY_REVIEW',
      'NOTARY_WAITING_PERIOD',
      'MANUAL_DEED_SIGNING',
      'TRUST_AND_INSURANCE',
    ]);
    expect(all.find((r) => r.to_stage === 'ATTORNEY_REVIEW')?.cause).toBe('vendor:texas-a6-no-enotary');
    expect(all.find((r) => r.to_stage === 'NOTARY_WAITING_PERIOD')?.cause).toBe('vendor:attorney-approved');
    expect(all.find((r) => r.to_stage === 'TRUST_AND_INSURANCE')?.cause).toBe('vendor:manual-notary-texas-fmv-signed');
    for (let i = 1; i < all.length; i += 1) expect(all[i]!.from_stage).toBe(all[i - 1]!.to_stage);
  });

  it('never enters the Texas stages for a line outside Texas', async () => {
    const b = await journeyToIncomeVerification(t.app, { state: 'CO' });
    let app = await application(b);
    expect(app.status.texasNoticeProvidedAt).toBeUndefined();
    expect(await disclosures(b)).not.toContain('TEXAS_HOME_EQUITY_NOTICE');
    await throughNoteSigning(b);
    const notary = ok<{ enotaryPermitted: boolean; closingLocations: string[] | null }>(await call(b, 'GET', 'notary'));
    expect(notary).toEqual(expect.objectContaining({ enotaryPermitted: true, closingLocations: null }));
    await enotary(b);
    await t.app.pipeline.idle();
    await uploadInsurance(b);
    await t.app.pipeline.idle();
    app = await application(b);
    expect(app.status.checklistStatus).toBe('COMPLETE');
    expect(app.status.attorneyReview).toBeUndefined();
    expect(app.status.notaryWaitingUntil).toBeUndefined();
    const path = (await history(b.applicationUuid)).map((r) => r.to_stage);
    expect(path).toContain('DEED_SIGNING');
    expect(path).not.toContain('ATTORNEY_REVIEW');
    expect(path).not.toContain('NOTARY_WAITING_PERIOD');
    expect(await disclosures(b)).not.toContain('TEXAS_FMV_ACKNOWLEDGMENT');
  });
});

// The wait's boundary on the handler itself: the application's clock one millisecond before the start of the 12th
// day, and at it (notice and application on Wednesday, November 25, 2026 in Chicago: closing from December 7).
describe('NOTARY_WAITING_PERIOD at the start of the 12th day', () => {
  const until = texasWaitEndsAt({ applicationAt: '2026-11-25T18:00:00.000Z', noticeAt: '2026-11-25T15:00:00.000Z' });
  const state = {
    row: { uuid: '7d0a3f2e-0c1b-4a5e-9f6d-2b8c1e4a7f10' },
    data: { status: { notaryWaitingUntil: until } },
  } as unknown as PipelineState;
  const at = (ms: number) => ({ clock: { now: () => ms } }) as unknown as PipelineContext;

  it('ends at local midnight of December 7 in Chicago', () => {
    expect(until).toBe('2026-12-07T06:00:00.000Z');
  });

  it('still waits one millisecond before it, for exactly that millisecond', async () => {
    expect(await TEXAS_HANDLERS.NOTARY_WAITING_PERIOD!(state, at(Date.parse(until) - 1))).toEqual({ recheckInMs: 1 });
  });

  it('moves to the in-person closing at it', async () => {
    const result = await TEXAS_HANDLERS.NOTARY_WAITING_PERIOD!(state, at(Date.parse(until)));
    expect(result).toEqual(expect.objectContaining({ to: 'MANUAL_DEED_SIGNING', cause: 'clock:texas-12-day-wait' }));
  });
});

// The handlers on a pipeline of their own: a clock this test sets, and an attorney vendor it chooses.
describe.each(dialects)('Texas attorney review and wait, with an injected clock (%s)', (dialect) => {
  let t: TestApp;
  const pipelines: Pipeline[] = [];
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    // Only the pipelines of these tests, with their own clock and vendors, may run this database's jobs.
    await t.app.pipeline.close();
  });
  afterEach(async () => {
    for (const p of pipelines.splice(0)) await p.close();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A pipeline whose clock starts at `startAt` and runs at real speed from there. */
  async function pipelineAt(startAt: string, attorneyReview?: AttorneyReviewVendor): Promise<Pipeline> {
    const origin = realNow();
    const base = Date.parse(startAt);
    const vendors = createSandboxVendors();
    const pipeline = createPipeline({
      db: t.app.db,
      config: t.config,
      vendors: attorneyReview ? { ...vendors, attorneyReview } : vendors,
      clock: createSandboxClock(t.config.sandbox.businessDayMs, {
        latencyMs: t.config.sandbox.latencyMs,
        now: () => base + (realNow() - origin),
      }),
      handlers: STAGE_HANDLERS,
      jobs: createJobQueue({ db: t.app.db, dialect: t.app.dbDialect, config: t.config, log: t.app.log }),
      log: t.app.log,
    });
    pipelines.push(pipeline);
    await pipeline.start();
    return pipeline;
  }

  async function texasAtNotaryDisclosure(noticeAt: string, applicationAt: string): Promise<string> {
    // registrationBody's property is in Austin, TX.
    const { applicationUuid } = await registerUser(t.app);
    await updateStoredFields(t.app.db, applicationUuid, (data) => ({
      ...data,
      status: { ...data.status, texasNoticeProvidedAt: noticeAt, texasApplicationAt: applicationAt },
    }));
    return applicationUuid;
  }

  /** The stored status flags, with the stage the row is at. */
  async function statusOf(uuid: string) {
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    return statusOfRow(row);
  }

  it('goes straight to the closing when the review ends after the 12th day has begun', async () => {
    const uuid = await texasAtNotaryDisclosure('2026-03-02T16:00:00.000Z', '2026-03-03T16:00:00.000Z');
    // Mar 3 + 12 days = Mar 15, which begins at 05:00 UTC (CDT); the clock reads Mar 20.
    const pipeline = await pipelineAt('2026-03-20T12:00:00.000Z');
    await pipeline.moveTo(uuid, 'GEN_NOTARY_DISCLOSURE', 'test:note-signed');
    await pipeline.idle();
    const status = await statusOf(uuid);
    expect(status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect(status.texasEarliestClosingDate).toBe('2026-03-15');
    expect(status.notaryWaitingUntil).toBe('2026-03-15T05:00:00.000Z');
    const rows = await t.app.db
      .selectFrom('stage_history')
      .select(['to_stage', 'cause'])
      .where('application_uuid', '=', uuid)
      .orderBy('at')
      .execute();
    const path = rows.map((r) => r.to_stage);
    expect(path.slice(-3)).toEqual(['GEN_NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'MANUAL_DEED_SIGNING']);
    expect(path).not.toContain('NOTARY_WAITING_PERIOD');
    expect(rows.at(-1)?.cause).toBe('vendor:attorney-approved');
  });

  it('holds at ATTORNEY_REVIEW when the attorney rejects the documents', async () => {
    const uuid = await texasAtNotaryDisclosure('2026-03-02T16:00:00.000Z', '2026-03-02T16:00:00.000Z');
    const rejecting: AttorneyReviewVendor = {
      async requestReview() {
        return {
          reviewId: 'r-1',
          wait: { kind: 'latency' },
          decision: 'REJECTED',
          notes: 'The deed names the wrong county',
        };
      },
    };
    const pipeline = await pipelineAt('2026-03-03T12:00:00.000Z', rejecting);
    await pipeline.moveTo(uuid, 'GEN_NOTARY_DISCLOSURE', 'test:note-signed');
    await pipeline.idle();
    const status = await statusOf(uuid);
    expect(status.checklistStatus).toBe('ATTORNEY_REVIEW');
    expect(status.attorneyReview).toBe('REJECTED');
    const review = await latestOrder<{ notes: string }>(t.app.db, uuid, 'attorneyReview');
    expect(review?.status).toBe('REJECTED');
    expect(review?.detail.notes).toBe('The deed names the wrong county');
    // Asked again, nothing moves and no second review is ordered.
    await pipeline.advance(uuid, 'test:again');
    await pipeline.idle();
    expect((await statusOf(uuid)).checklistStatus).toBe('ATTORNEY_REVIEW');
    const orders = await t.app.db
      .selectFrom('vendor_orders')
      .select('uuid')
      .where('application_uuid', '=', uuid)
      .where('vendor', '=', 'attorneyReview')
      .execute();
    expect(orders).toHaveLength(1);
  });
  it('does not complete a closing that came back without the fair-market-value acknowledgment', async () => {
    const uuid = await texasAtNotaryDisclosure('2026-03-02T16:00:00.000Z', '2026-03-02T16:00:00.000Z');
    await updateStoredFields(t.app.db, uuid, (data) => ({
      ...data,
      requestedManualNotaryTime: '2026-03-20T15:00:00.000Z',
    }));
    await createOrder(t.app.db, {
      applicationUuid: uuid,
      vendor: 'manualNotary',
      status: 'SCHEDULED',
      detail: {
        appointmentId: 'a-1',
        requestedTime: '2026-03-20T15:00:00.000Z',
        fee: 300,
        location: 'LENDER_OFFICE',
        signedDocuments: ['DEED'],
      } satisfies ManualNotaryOrderDetail,
      readyAt: '2026-03-21T15:00:00.000Z',
    });
    const pipeline = await pipelineAt('2026-03-22T12:00:00.000Z');
    await pipeline.moveTo(uuid, 'MANUAL_DEED_SIGNING', 'test:closing');
    await pipeline.idle();
    const status = await statusOf(uuid);
    expect(status.checklistStatus).toBe('MANUAL_DEED_SIGNING');
    expect(status.fmvAcknowledgmentSigned).toBe(false);
    expect(status.manualDeedSigningComplete).toBeUndefined();
    expect((await latestOrder(t.app.db, uuid, 'manualNotary'))?.status).toBe('INCOMPLETE');
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(rowFieldsOf(row).requestedManualNotaryTime).toBeNull();
  });
});
