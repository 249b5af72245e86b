// The `pipeline_jobs` rows of the SQLite job queue (Kysely only): inserting, claiming, finding and deleting
// wake-ups. When they are claimed, retried and run is ./sqliteJobs.ts.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import type { PipelineJobsTable } from '../../db/schema';

/** The earliest `run_at` (ISO) of the rows no one has claimed, or null when there is none. */
export async function earliestUnclaimedRunAt(db: Db): Promise<string | null> {
  const next = await db
    .selectFrom('pipeline_jobs')
    .select((eb) => eb.fn.min('run_at').as('run_at'))
    .where('locked_until', 'is', null)
    .executeTakeFirst();
  return next?.run_at ?? null;
}

/** Claims row `id` for `owner` until `lockedUntil`, unless someone else holds it after `now`: true when claimed. */
export async function claimJob(db: Db, id: string, owner: string, lockedUntil: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('pipeline_jobs')
    .set({ locked_by: owner, locked_until: lockedUntil })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rows due at `now` that no one holds, earliest first, at most `limit`. */
export async function dueJobs(db: Db, now: string, limit: number): Promise<PipelineJobsTable[]> {
  return db
    .selectFrom('pipeline_jobs')
    .selectAll()
    .where('run_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('run_at')
    .limit(limit)
    .execute();
}

export async function deleteJob(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pipeline_jobs').where('id', '=', id).execute();
}

/** Deletes every row of the application, running or not. */
export async function deleteJobsOf(trx: Db, applicationUuid: string): Promise<void> {
  await trx.deleteFrom('pipeline_jobs').where('application_uuid', '=', applicationUuid).execute();
}

/** Deletes the application's rows except those `owner` holds (a running job keeps its row). */
export async function deleteJobsNotHeldBy(trx: Db, applicationUuid: string, owner: string): Promise<void> {
  await trx
    .deleteFrom('pipeline_jobs')
    .where('application_uuid', '=', applicationUuid)
    .where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_by', '!=', owner)]))
    .execute();
}

export async function insertJob(
  trx: Db,
  job: {
    applicationUuid: string;
    cause: string;
    runAt: string;
    clockTo: string | null;
    attempt: number;
    createdAt: string;
  },
): Promise<void> {
  await trx
    .insertInto('pipeline_jobs')
    .values({
      id: randomUUID(),
      application_uuid: job.applicationUuid,
      cause: job.cause,
      run_at: job.runAt,
      clock_to: job.clockTo,
      attempt: job.attempt,
      locked_by: null,
      locked_until: null,
      created_at: job.createdAt,
    })
    .execute();
}

/** Drops every claim (the process that held them is gone). */
export async function releaseAllClaims(db: Db): Promise<void> {
  await db.updateTable('pipeline_jobs').set({ locked_by: null, locked_until: null }).execute();
}

/** Rows of the application (or of all) pending. */
export async function countJobs(db: Db, applicationUuid?: string): Promise<number> {
  let query = db.selectFrom('pipeline_jobs').select((eb) => eb.fn.countAll<number>().as('n'));
  if (applicationUuid) query = query.where('application_uuid', '=', applicationUuid);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
