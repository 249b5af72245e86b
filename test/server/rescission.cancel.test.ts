// The borrower cancels during the rescission period (Reg Z §1026.15): POST {uuid}/rescission/cancel moves the
// application to CANCELLED once, records who cancelled on the rescission order, and the pipeline then never
// records the deed or funds the line, even after the rescission wait would have ended. After the deadline, at
// another stage, or for anyone but the borrower, it is refused.
import { CANCEL_CAUSE } from '../../server/application/closing/cancelRoutes';
import { clockOffsetOf } from '../../server/pipeline/clock';
import { createSandboxClock } from '../../server/sandbox/clock';
import { CANCEL_ALREADY, CANCEL_NOT_OPEN } from '../../src/domain/cancellation';
import { INVALID_TIME_ZONE } from '../../src/domain/validation/cancellation';
import type { Application } from '../../src/domain/types';
import {
  application,
  atIncomeVerification,
  BASE,
  call,
  enotary,
  ok,
  stage,
  uploadInsurance,
  type Borrower,
  throughNoteSigning,
} from './closingDriver';
import { bearer, dialects, makeTestApp, registerUser, type TestApp } from './helpers';
import { acceptInvitation, coOwner, nameCoOwners, self, signDeed, sleep, verifySignerId } from './signerDriver';

/** Long enough for a request to land inside the rescission period, short enough to wait it out. */
const BUSINESS_DAY_MS = 500;
const LATENCY_MS = 5;

// Some tests wait out the rescission period and the recording after it (a few seconds of real time).
jest.setTimeout(30_000);

describe.each(dialects)('cancelling during rescission (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect, { sandbox: { latencyMs: LATENCY_MS, businessDayMs: BUSINESS_DAY_MS } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Income, bank, ID, signing, eNotary and insurance: the upload's own step opens the rescission period. */
  async function toRescission(b: Borrower, beforeNotary?: () => Promise<void>): Promise<void> {
    await throughNoteSigning(b);
    if (beforeNotary) await beforeNotary();
    await enotary(b);
    await t.app.pipeline.idle();
    // No idle() from here on: it would wait for the rescission period to end.
    await uploadInsurance(b);
    expect(await stage(b)).toBe('RESCISSION');
  }

  function cancel(b: Borrower, key?: string, payload: Record<string, unknown> = { timeZone: 'America/Denver' }) {
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/${b.applicationUuid}/rescission/cancel`,
      headers: bearer(b.jwt, key ? { 'idempotency-key': key } : {}),
      payload,
    });
  }

  async function rescissionOrder(b: Borrower) {
    const row = await t.app.db
      .selectFrom('vendor_orders')
      .selectAll()
      .where('application_uuid', '=', b.applicationUuid)
      .where('vendor', '=', 'rescission')
      .executeTakeFirstOrThrow();
    return { ...row, detail: JSON.parse(row.detail) as Record<string, unknown> };
  }

  async function history(b: Borrower) {
    return t.app.db
      .selectFrom('stage_history')
      .select(['from_stage', 'to_stage', 'cause'])
      .where('application_uuid', '=', b.applicationUuid)
      .orderBy('at')
      .orderBy('uuid')
      .execute();
  }

  async function vendorsOrdered(b: Borrower): Promise<string[]> {
    const rows = await t.app.db
      .selectFrom('vendor_orders')
      .select('vendor')
      .where('application_uuid', '=', b.applicationUuid)
      .execute();
    return rows.map((r) => r.vendor);
  }

  it('moves to CANCELLED once, records the cancellation, and answers a replayed key the same', async () => {
    const b = await atIncomeVerification(t.app);
    await toRescission(b);
    const before = Date.now();

    expect(await t.app.pipeline.pendingJobs(b.applicationUuid)).toBeGreaterThan(0);
    const first = await cancel(b, 'cancel-key-1');
    expect(first.statusCode).toBe(200);
    expect((first.json() as Application).status.checklistStatus).toBe('CANCELLED');
    // The rescission wait no longer applies: nothing is left pending for the application.
    expect(await t.app.pipeline.pendingJobs(b.applicationUuid)).toBe(0);
    const again = await cancel(b, 'cancel-key-1');
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: 200, body: first.body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    // A new request (another tab) is told the line is cancelled already.
    const other = await cancel(b, 'cancel-key-2');
    expect({ status: other.statusCode, message: other.json().message }).toEqual({
      status: 409,
      message: CANCEL_ALREADY,
    });

    const rows = await history(b);
    expect(rows.filter((r) => r.to_stage === 'CANCELLED')).toEqual([
      { from_stage: 'RESCISSION', to_stage: 'CANCELLED', cause: CANCEL_CAUSE },
    ]);
    const order = await rescissionOrder(b);
    expect(order.status).toBe('CANCELLED');
    const cancellation = order.detail.cancellation as Record<string, string>;
    expect(cancellation).toEqual({
      cancelledAt: expect.any(String),
      cancelledBy: b.identityUuid,
      timeZone: expect.any(String),
      localDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(Date.parse(cancellation.cancelledAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(cancellation.cancelledAt)).toBeLessThan(Date.parse(order.ready_at!));
    // The zone is the order's own when it has one, else the browser's the request named.
    expect(cancellation.timeZone).toBe((order.detail.timeZone as string | undefined) ?? 'America/Denver');

    // The complete screen's status says where the application stands.
    const status = ok<{ stage: string; complete: boolean }>(await call(b, 'GET', 'closing/status'));
    expect(status).toEqual(expect.objectContaining({ stage: 'CANCELLED', complete: false }));
  });

  it('never records the deed or funds the line, even once the rescission wait would have ended', async () => {
    const b = await atIncomeVerification(t.app);
    await toRescission(b);
    const { ready_at: readyAt } = await rescissionOrder(b);
    expect(readyAt).not.toBeNull();
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', b.applicationUuid)
      .executeTakeFirstOrThrow();
    // How long the rescission wait lasts in real time: the sandbox sits the application's days out fast.
    const clock = createSandboxClock(BUSINESS_DAY_MS, { latencyMs: LATENCY_MS });
    const appNow = clock.forApplication(clockOffsetOf(row)).now();
    const realWait = clock.realDelay(Date.parse(readyAt!) - appNow);
    ok(await cancel(b));

    // Wait out the rescission period and the recording after it: nothing that was pending may run.
    await sleep(realWait + 3 * BUSINESS_DAY_MS);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('CANCELLED');
    expect(await vendorsOrdered(b)).not.toEqual(expect.arrayContaining(['recording']));
    expect(await vendorsOrdered(b)).not.toEqual(expect.arrayContaining(['funding']));
    const rows = await history(b);
    expect(rows.at(-1)).toEqual(expect.objectContaining({ from_stage: 'RESCISSION', to_stage: 'CANCELLED' }));
    expect(rows.map((r) => r.to_stage)).not.toEqual(expect.arrayContaining(['RECORDING']));
    expect(rows.map((r) => r.to_stage)).not.toEqual(expect.arrayContaining(['FUNDABLE']));
    // The number given at closing stays the cancelled line's (its records are kept under it); nothing was funded.
    expect((await application(b)).loanNumber).toMatch(/^HL\d{9}$/);

    // Even a move past rescission (an operator, a stale job) finds the cancellation and goes back to CANCELLED.
    for (const to of ['RECORDING', 'FUNDABLE'] as const) {
      expect(await t.app.pipeline.moveTo(b.applicationUuid, to, 'test:operator')).toBe('CANCELLED');
    }
    await t.app.pipeline.idle();
    expect(await vendorsOrdered(b)).not.toEqual(expect.arrayContaining(['recording']));
    expect(await vendorsOrdered(b)).not.toEqual(expect.arrayContaining(['funding']));
    expect((await history(b)).at(-1)).toEqual(
      expect.objectContaining({ to_stage: 'CANCELLED', cause: 'guard:rescission-cancelled' }),
    );
  });

  it('refuses once the right has ended, naming the last day in the borrower’s zone', async () => {
    const b = await atIncomeVerification(t.app);
    await toRescission(b);
    // The clock has passed midnight at the end of Wednesday 2026-07-08 in Denver (06:00 UTC on the 9th, MDT).
    const order = await rescissionOrder(b);
    await t.app.db
      .updateTable('vendor_orders')
      .set({
        ready_at: '2026-07-09T06:00:00.000Z',
        detail: JSON.stringify({ ...order.detail, deadline: '2026-07-08', timeZone: 'America/Denver' }),
      })
      .where('uuid', '=', order.uuid)
      .execute();
    const refused = await cancel(b, undefined, {});
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: 'The right to cancel ended at midnight on Wednesday, July 8, 2026, Mountain Time.',
    });
    // The clock's own step ends rescission as it would have; the refusal changed nothing.
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('COMPLETE');
    expect((await history(b)).map((r) => r.to_stage)).not.toEqual(expect.arrayContaining(['CANCELLED']));
  });

  it('reads the deadline on the application’s own clock, not the server’s', async () => {
    const b = await atIncomeVerification(t.app);
    await toRescission(b);
    const { ready_at: readyAt } = await rescissionOrder(b);
    // The application's clock has run past the deadline (the sandbox sat the wait out) while the wall clock has not.
    await t.app.db
      .updateTable('applications')
      .set({ clock_offset_ms: Date.parse(readyAt!) - Date.now() + 60_000 })
      .where('uuid', '=', b.applicationUuid)
      .execute();
    const refused = await cancel(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^The right to cancel ended at /);
    expect((await history(b)).map((r) => r.to_stage)).not.toEqual(expect.arrayContaining(['CANCELLED']));
    await t.app.pipeline.idle();
  });

  it('refuses after the period ended on the clock and the line was funded', async () => {
    const b = await atIncomeVerification(t.app);
    await toRescission(b);
    await t.app.pipeline.idle();
    expect(await stage(b)).toBe('COMPLETE');
    const refused = await cancel(b);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^The right to cancel ended at .+ on [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}, [A-Z][\w -]+\.$/,
    );
    expect(await stage(b)).toBe('COMPLETE');
  });

  it('refuses at a stage with no rescission period open', async () => {
    const b = await atIncomeVerification(t.app);
    const refused = await cancel(b);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: CANCEL_NOT_OPEN,
    });
    expect(await stage(b)).toBe('INCOME_VERIFICATION');
  });

  it('answers 400 for a time zone that is not one', async () => {
    const b = await atIncomeVerification(t.app);
    for (const timeZone of ['Mars/Olympus_Mons', 5, '']) {
      const res = await cancel(b, undefined, { timeZone });
      expect({ status: res.statusCode, errors: res.json().errors }).toEqual({
        status: 400,
        errors: [`timeZone: ${INVALID_TIME_ZONE}`],
      });
    }
  });

  it('is the borrower’s alone: another user and a co-owner get 404; the co-owner then sees it cancelled', async () => {
    const b = await atIncomeVerification(t.app);
    const owner = coOwner();
    await nameCoOwners(b, [owner]);
    const signer = await acceptInvitation(t.app, owner.email);
    await toRescission(b, async () => {
      expect(await stage(b)).toBe('CO_DEED_REQUIRED');
      await verifySignerId(signer);
      await signDeed(signer);
      await t.app.pipeline.idle();
    });
    expect((await self(signer)).applicationState).toBe('ACTIVE');

    const stranger = await registerUser(t.app);
    for (const jwt of [stranger.jwt, signer.jwt]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${BASE}/${b.applicationUuid}/rescission/cancel`,
        headers: bearer(jwt),
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await stage(b)).toBe('RESCISSION');

    ok(await cancel(b));
    expect((await self(signer)).applicationState).toBe('CANCELLED');
    expect((await self(signer)).nextStep).toBe('cancelled');
  });
});
