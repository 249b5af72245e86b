// The stage-change notice (server/wallet/stageNoticesService.ts), exactly once per change whatever goes wrong
// between the stage change's commit and the notice's: a notice whose write failed is written by the sweep, once; a
// restart writes what the stopped process never did; two sweeps (two instances) and the listener racing a sweep
// write one; re-entering a stage notifies again while a retry of the same change does not; and the upgrade that adds
// the record of noticed changes takes the changes before it as told. (A real SIGKILL: wallet.notices.kill.test.ts.)
import { Migrator } from 'kysely';
import { buildApp } from '../../server/app';
import { createDb, migrateToLatest, type Db } from '../../server/db';
import { migrationProvider } from '../../server/db/migrations';
import type { Stage } from '../../src/domain/stages';
import * as walletRepository from '../../server/wallet/repository';
import * as stageNotices from '../../server/wallet/stageNoticesService';
import { catchUpStageNotices, notifyStageChange } from '../../server/wallet/stageNoticesService';
import { dialects, makeTestApp, registerUser, type TestApp } from './helpers';

const ORIGIN = () => 'http://heloc.test';
const SIGN = 'Documents ready to sign';
const NOTARY = 'Schedule your notary session';

/** The notices of `title` an application's borrower has: in the wallet, and as mail in the outbox. */
async function noticesOf(db: Db, applicationUuid: string, title: string) {
  const mail = await db
    .selectFrom('outbox_messages')
    .select('uuid')
    .where('application_uuid', '=', applicationUuid)
    .where('kind', '=', 'NOTICE')
    .where('subject', '=', title)
    .execute();
  const wallet = await db
    .selectFrom('notifications')
    .innerJoin('applications', 'applications.borrower_uuid', 'notifications.identity_uuid')
    .select('notifications.uuid')
    .where('applications.uuid', '=', applicationUuid)
    .where('notifications.title', '=', title)
    .execute();
  return { mail: mail.length, wallet: wallet.length };
}

/** The application's latest stage change, as the sweep and the listener see it. */
async function latestChange(db: Db, applicationUuid: string) {
  const row = await db
    .selectFrom('stage_history')
    .select(['to_stage', 'at'])
    .where('application_uuid', '=', applicationUuid)
    .orderBy('at', 'desc')
    .executeTakeFirstOrThrow();
  return { applicationUuid, to: row.to_stage as Stage, at: row.at };
}

/**
 * Moves applications to `stage` while every notice write fails (the listener's transaction rolls back after the
 * stage change has committed), and waits for the listener to have given up.
 */
async function moveLosingNotices(t: TestApp, applicationUuids: string[], stage: Stage): Promise<void> {
  const listener = jest.spyOn(stageNotices, 'notifyStageChange');
  const failing = jest
    .spyOn(walletRepository, 'insertOutboxMessage')
    .mockRejectedValue(new Error('the notice write failed'));
  try {
    for (const uuid of applicationUuids) await t.app.pipeline.moveTo(uuid, stage, 'test:operator');
    await t.app.pipeline.idle();
    expect(listener).toHaveBeenCalledTimes(applicationUuids.length);
    const settled = await Promise.allSettled(listener.mock.results.map((r) => r.value as Promise<unknown>));
    expect(settled.map((s) => s.status)).toEqual(applicationUuids.map(() => 'rejected'));
  } finally {
    failing.mockRestore();
    listener.mockRestore();
  }
}

describe.each(dialects)('stage-change notices, exactly once (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes a notice whose write failed after the stage change committed at the next sweep, once', async () => {
    const { applicationUuid } = await registerUser(t.app);
    await moveLosingNotices(t, [applicationUuid], 'NOTE_SIGNING');
    // The damage: the stage moved, the borrower was told nothing, and nothing says the change was told.
    const change = await latestChange(t.app.db, applicationUuid);
    expect(change.to).toBe('NOTE_SIGNING');
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 0, wallet: 0 });

    expect(await catchUpStageNotices(t.app.db, ORIGIN)).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 1, wallet: 1 });
    const [record] = await t.app.db
      .selectFrom('stage_notices')
      .selectAll()
      .where('application_uuid', '=', applicationUuid)
      .where('changed_at', '=', change.at)
      .execute();
    const notification = await t.app.db
      .selectFrom('notifications')
      .select('uuid')
      .where('uuid', '=', record!.notification_uuid!)
      .executeTakeFirst();
    expect(notification).toBeDefined();

    // Again, and the same change told again (a listener's retry): nothing more.
    expect(await catchUpStageNotices(t.app.db, ORIGIN)).toBe(0);
    expect(await notifyStageChange(t.app.db, change, ORIGIN)).toBeNull();
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 1, wallet: 1 });
  });

  /**
   * Where a second sweep runs: on PostgreSQL another instance's pool; SQLite is one process's file (docs/ARCHITECTURE.md),
   * so its second sweep runs in the same process (two connections in one thread would only wait on each other).
   */
  async function secondInstance(): Promise<{ db: Db; close(): Promise<void> }> {
    if (dialect === 'sqlite') return { db: t.app.db, close: async () => undefined };
    const { db } = createDb(t.config.databaseUrl, t.config.databaseSchema);
    return { db, close: () => db.destroy() };
  }

  it('writes one notice per change when two sweeps run at once', async () => {
    const borrowers = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
    const uuids = borrowers.map((b) => b.applicationUuid);
    await moveLosingNotices(t, uuids, 'DEED_SIGNING');
    const other = await secondInstance();
    try {
      const [first, second] = await Promise.all([
        catchUpStageNotices(t.app.db, ORIGIN),
        catchUpStageNotices(other.db, ORIGIN),
      ]);
      // Both found the three changes; each was written by one of them.
      expect(first + second).toBeLessThanOrEqual(3);
      for (const uuid of uuids) expect(await noticesOf(t.app.db, uuid, NOTARY)).toEqual({ mail: 1, wallet: 1 });
    } finally {
      await other.close();
    }
  });

  it('writes one notice when the listener and a sweep write the same change at once', async () => {
    const { applicationUuid } = await registerUser(t.app);
    await moveLosingNotices(t, [applicationUuid], 'NOTE_SIGNING');
    const change = await latestChange(t.app.db, applicationUuid);
    const other = await secondInstance();
    try {
      const [listened, swept] = await Promise.all([
        notifyStageChange(t.app.db, change, ORIGIN),
        catchUpStageNotices(other.db, ORIGIN),
      ]);
      expect(Number(listened !== null) + swept).toBeLessThanOrEqual(1);
      expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 1, wallet: 1 });
    } finally {
      await other.close();
    }
  });

  it('notifies a stage entered again, and never the same change twice', async () => {
    const { applicationUuid } = await registerUser(t.app);
    const waitForNotices = async (title: string, count: number) => {
      for (let i = 0; i < 200 && (await noticesOf(t.app.db, applicationUuid, title)).wallet < count; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await t.app.pipeline.moveTo(applicationUuid, 'NOTE_SIGNING', 'test:operator');
    await waitForNotices(SIGN, 1);
    const first = await latestChange(t.app.db, applicationUuid);
    await t.app.pipeline.moveTo(applicationUuid, 'DEED_SIGNING', 'test:operator');
    await waitForNotices(NOTARY, 1);
    // Back to a stage it was at: a new change, so a new notice.
    await t.app.pipeline.moveTo(applicationUuid, 'NOTE_SIGNING', 'test:operator');
    await waitForNotices(SIGN, 2);
    const again = await latestChange(t.app.db, applicationUuid);
    expect(again.at).not.toBe(first.at);
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 2, wallet: 2 });

    // The same changes told once more (a retry), and a sweep: nothing more.
    expect(await notifyStageChange(t.app.db, first, ORIGIN)).toBeNull();
    expect(await notifyStageChange(t.app.db, again, ORIGIN)).toBeNull();
    await catchUpStageNotices(t.app.db, ORIGIN);
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 2, wallet: 2 });
    expect(await noticesOf(t.app.db, applicationUuid, NOTARY)).toEqual({ mail: 1, wallet: 1 });
  });

  it('sends no notice for a change the borrower has moved on from', async () => {
    const { applicationUuid } = await registerUser(t.app);
    await moveLosingNotices(t, [applicationUuid], 'NOTE_SIGNING');
    await t.app.pipeline.moveTo(applicationUuid, 'CANCELLED', 'test:operator');
    await t.app.pipeline.idle();
    await catchUpStageNotices(t.app.db, ORIGIN);
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 0, wallet: 0 });
  });

  it('takes the changes before the upgrade as told: the first sweep after it sends nothing twice', async () => {
    const { applicationUuid } = await registerUser(t.app);
    await t.app.pipeline.moveTo(applicationUuid, 'NOTE_SIGNING', 'test:operator');
    for (let i = 0; i < 200 && (await noticesOf(t.app.db, applicationUuid, SIGN)).wallet < 1; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const change = await latestChange(t.app.db, applicationUuid);
    // The database as the version before kept it (no record of noticed changes), then upgraded again.
    const migrator = new Migrator({
      db: t.app.db,
      provider: migrationProvider,
      ...(t.config.databaseSchema ? { migrationTableSchema: t.config.databaseSchema } : {}),
    });
    const down = await migrator.migrateTo('0020_application_columns');
    expect(down.error).toBeUndefined();
    await migrateToLatest(t.app.db, t.config.databaseSchema);
    const told = await t.app.db
      .selectFrom('stage_notices')
      .select(['stage', 'notification_uuid'])
      .where('application_uuid', '=', applicationUuid)
      .where('changed_at', '=', change.at)
      .execute();
    expect(told).toEqual([{ stage: 'NOTE_SIGNING', notification_uuid: null }]);
    await catchUpStageNotices(t.app.db, ORIGIN);
    expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 1, wallet: 1 });
  });
});

describe.each(dialects)('a restart after a notice was lost (%s)', (dialect) => {
  it('writes the notice at start, once, however often the server starts again', async () => {
    const t = await makeTestApp(dialect);
    // Each server of this test, closed at the end (the first one by t.close()).
    const restarted: Awaited<ReturnType<typeof buildApp>>[] = [];
    try {
      const { applicationUuid } = await registerUser(t.app);
      await moveLosingNotices(t, [applicationUuid], 'NOTE_SIGNING');
      expect(await noticesOf(t.app.db, applicationUuid, SIGN)).toEqual({ mail: 0, wallet: 0 });
      await t.app.close();

      for (let start = 0; start < 2; start += 1) {
        const app = await buildApp(t.config);
        restarted.push(app);
        await app.ready();
        for (let i = 0; i < 300 && (await noticesOf(app.db, applicationUuid, SIGN)).wallet < 1; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // The start's sweep has ended once close returns (preClose waits for it).
        await app.close();
      }
      const { db } = createDb(t.config.databaseUrl, t.config.databaseSchema);
      try {
        expect(await noticesOf(db, applicationUuid, SIGN)).toEqual({ mail: 1, wallet: 1 });
      } finally {
        await db.destroy();
      }
    } finally {
      for (const app of restarted) await app.close();
      await t.close();
    }
  });
});
