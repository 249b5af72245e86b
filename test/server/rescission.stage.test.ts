// GEN_RESCISSION and RESCISSION (server/pipeline/stages/closing.ts) on a clock the test moves: the rescission
// order dates the right to cancel from the note's signing in the signer's zone, and the application does not
// leave RESCISSION (toward recording and funding) before midnight at the end of the deadline day there, over
// holiday weekends, and does the moment it has passed.
import { readStoredFields } from '../../server/applications/repository';
import { findOrganisation } from '../../server/organisations';
import type { RescissionOrderDetail } from '../../server/orders/details';
import { CLOSING_HANDLERS } from '../../server/pipeline/stages/closing';
import { createOrder, latestOrder } from '../../server/orders/repository';
import type { PipelineContext, PipelineState, StageHandler } from '../../server/pipeline/types';
import { createSandboxVendors } from '../../server/sandbox';
import type { Stage } from '../../src/domain/stages';
import { atIncomeVerification } from './closingDriver';
import { dialects, makeTestApp, type TestApp } from './helpers';

describe.each(dialects)('rescission stages on the legal calendar (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  let now = 0;
  const ctx = (): PipelineContext => ({
    db: t.app.db,
    config: t.config,
    vendors: createSandboxVendors(),
    // The application's clock, moved by the test.
    clock: { now: () => now },
    log: t.app.log,
  });

  async function stateOf(uuid: string, stage: Stage): Promise<PipelineState> {
    const row = await t.app.db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const borrower = await t.app.db
      .selectFrom('identities')
      .selectAll()
      .where('uuid', '=', row.borrower_uuid)
      .executeTakeFirstOrThrow();
    const property = row.property_uuid
      ? ((await t.app.db
          .selectFrom('addresses')
          .selectAll()
          .where('uuid', '=', row.property_uuid)
          .executeTakeFirst()) ?? null)
      : null;
    return {
      row,
      stage,
      data: await readStoredFields(t.app.db, row),
      borrower,
      property,
      org: findOrganisation(row.org_code)!,
    };
  }

  /** An application whose note was signed at `signedAt` in `timeZone`, its notice just generated. */
  async function signedAndNoticed(signedAt: string, timeZone: string | undefined): Promise<string> {
    const b = await atIncomeVerification(t.app);
    await createOrder(t.app.db, {
      applicationUuid: b.applicationUuid,
      vendor: 'esign',
      status: 'SIGNED',
      detail: { envelopeId: 'sandbox-envelope', signedAt, ...(timeZone ? { timeZone } : {}) },
    });
    now = Date.parse(signedAt) + 5 * 86_400_000; // deed and insurance took days; the right still runs from signing
    const result = await CLOSING_HANDLERS.GEN_RESCISSION!(await stateOf(b.applicationUuid, 'GEN_RESCISSION'), ctx());
    expect(result).toMatchObject({ to: 'RESCISSION' });
    return b.applicationUuid;
  }

  async function rescissionAt(uuid: string, at: number): Promise<Awaited<ReturnType<StageHandler>>> {
    now = at;
    return CLOSING_HANDLERS.RESCISSION!(await stateOf(uuid, 'RESCISSION'), ctx());
  }

  it.each<[string, string, string | undefined, string, string, string]>([
    // why, signedAt, zone sent with the signature, deadline, readyAt, the moment a flat three days would have ended
    [
      'Friday before Independence Day (Sat) in Denver: Mon, Tue, Wed; ends Thu 00:00 MDT',
      '2026-07-03T18:00:00.000Z',
      'America/Denver',
      '2026-07-08',
      '2026-07-09T06:00:00.000Z',
      '2026-07-06T18:00:00.000Z',
    ],
    [
      'Tuesday 17:01 before Thanksgiving in Denver (Wednesday in UTC): Wed, Fri, Sat; ends Sun 00:00 MST',
      '2026-11-25T00:01:00.000Z',
      'America/Denver',
      '2026-11-28',
      '2026-11-29T07:00:00.000Z',
      '2026-11-28T00:01:00.000Z',
    ],
    [
      // The notice's deadline is New York's; funds wait for midnight at the Colorado home too (07:00Z), so a
      // zone sent from east of the home never shortens the right.
      "New Year's Eve signed in New York, home in Colorado: (New Year's Day), Sat, (Sun), Mon, Tue; ends Wed 00:00",
      '2026-12-31T15:00:00.000Z',
      'America/New_York',
      '2027-01-05',
      '2027-01-06T07:00:00.000Z',
      '2027-01-03T15:00:00.000Z',
    ],
    [
      'Friday before Memorial Day, no zone sent: the property is in Colorado; Sat, (Sun), (Mon), Tue, Wed',
      '2026-05-22T18:00:00.000Z',
      undefined,
      '2026-05-27',
      '2026-05-28T06:00:00.000Z',
      '2026-05-25T18:00:00.000Z',
    ],
  ])('%s', async (_why, signedAt, zone, deadline, readyAt, flatEnd) => {
    const uuid = await signedAndNoticed(signedAt, zone);
    const order = await latestOrder<RescissionOrderDetail>(t.app.db, uuid, 'rescission');
    expect(order?.detail).toEqual({ signedAt, timeZone: zone ?? 'America/Denver', deadline });
    expect(order?.readyAt).toBe(readyAt);

    // Where a flat three days would have released the funds, and a millisecond before midnight: still waiting,
    // and the recheck is due exactly at the end of the deadline day.
    for (const at of [Date.parse(flatEnd), Date.parse(readyAt) - 1]) {
      const result = await rescissionAt(uuid, at);
      expect(result).toEqual({ recheckInMs: Math.max(1, Date.parse(readyAt) - at) });
    }
    // At midnight the right has ended: on to recording (then funding).
    expect(await rescissionAt(uuid, Date.parse(readyAt))).toMatchObject({ to: 'RECORDING', cause: 'clock:rescission' });
    expect((await latestOrder(t.app.db, uuid, 'rescission'))?.status).toBe('ENDED');
  });

  it('generating the notice again does not move the deadline (the open order is kept)', async () => {
    const uuid = await signedAndNoticed('2026-07-03T18:00:00.000Z', 'America/Denver');
    const first = await latestOrder<RescissionOrderDetail>(t.app.db, uuid, 'rescission');
    now += 86_400_000;
    await CLOSING_HANDLERS.GEN_RESCISSION!(await stateOf(uuid, 'GEN_RESCISSION'), ctx());
    const again = await latestOrder<RescissionOrderDetail>(t.app.db, uuid, 'rescission');
    expect(again?.uuid).toBe(first?.uuid);
    expect(again?.readyAt).toBe('2026-07-09T06:00:00.000Z');
  });
});
