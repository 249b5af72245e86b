// Wake-ups as rows of `pipeline_jobs`, for the embedded SQLite database, which one process owns: at start that
// process takes back every row (a job whose run was cut short by a crash runs again; runs are idempotent), then
// keeps one timer set to the earliest due row. The rows' queries are in ./sqliteJobsRepository.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import {
  claimJob,
  countJobs,
  deleteJob,
  deleteJobsNotHeldBy,
  deleteJobsOf,
  dueJobs,
  earliestUnclaimedRunAt,
  insertJob,
  releaseAllClaims,
} from './sqliteJobsRepository';
import { MAX_RETRIES, type ClaimedJob, type JobQueue, type RecurringTask, type WakeUp } from './types';

/** A claimed job's lease: longer than any single run takes. */
const LEASE_MS = 60_000;
/** Due jobs taken per pass (each application's work is serialised by the engine, different ones run together). */
const BATCH = 16;

const iso = (ms: number) => new Date(ms).toISOString();

export function createSqliteJobQueue(options: { db: Db; log: FastifyBaseLogger; retryBaseMs: number }): JobQueue {
  const { db, log } = options;
  const owner = randomUUID();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let stopped = true;
  let runJob: ((job: ClaimedJob) => Promise<void>) | null = null;
  const recurring: RecurringTask[] = [];
  const recurringTimers = new Set<NodeJS.Timeout>();

  /** One process owns the file, so a recurring task is a timer of this process: one run at a time, the next
   * `everyMs` after the last ended; a run in progress is waited for by stop(). */
  function scheduleRecurring(task: RecurringTask): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      recurringTimers.delete(timer);
      if (stopped) return;
      const tracked = task
        .run()
        .catch((err: unknown) => log.error({ err, task: task.name }, 'recurring task failed'))
        .finally(() => {
          running.delete(tracked);
          scheduleRecurring(task);
        });
      running.add(tracked);
    }, task.everyMs);
    timer.unref();
    recurringTimers.add(timer);
  }

  function arm(at: number): void {
    if (stopped || at >= timerAt) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(
      () => {
        timerAt = Infinity;
        void pass();
      },
      Math.max(0, at - Date.now()),
    );
  }

  async function rearm(): Promise<void> {
    const next = await earliestUnclaimedRunAt(db);
    if (next) arm(Date.parse(next));
  }

  async function claim(id: string, now: number): Promise<boolean> {
    return claimJob(db, id, owner, iso(now + LEASE_MS), iso(now));
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    if (!error) {
      await deleteJob(db, job.id);
      return;
    }
    log.error({ err: error, applicationUuid: job.applicationUuid, attempt: job.attempt }, 'pipeline job failed');
    if (job.attempt >= MAX_RETRIES) {
      // Given up: the engine has already moved the application to UNKNOWN (engine.ts runJob) for an operator.
      await deleteJob(db, job.id);
      log.error({ applicationUuid: job.applicationUuid, cause: job.cause }, 'pipeline job given up after retries');
      return;
    }
    const retryAt = Date.now() + options.retryBaseMs * 2 ** job.attempt;
    const cause = job.cause.startsWith('retry:') ? job.cause : `retry:${job.cause}`;
    await db.transaction().execute(async (trx) => {
      // The failed run may already have scheduled the application's next wake-up: the retry replaces it.
      await deleteJobsOf(trx, job.applicationUuid);
      await insert(trx, { ...job, cause, runAt: retryAt }, job.attempt + 1);
    });
    arm(retryAt);
  }

  async function pass(): Promise<void> {
    if (stopped || !runJob) return;
    const run = runJob;
    const now = Date.now();
    const due = await dueJobs(db, iso(now), BATCH);
    for (const row of due) {
      if (!(await claim(row.id, now))) continue;
      const job: ClaimedJob = {
        id: row.id,
        applicationUuid: row.application_uuid,
        cause: row.cause,
        runAt: Date.parse(row.run_at),
        clockTo: row.clock_to,
        attempt: row.attempt,
      };
      const work = run(job).then(
        () => finish(job, null),
        (err: unknown) => finish(job, err),
      );
      const tracked = work
        .catch((err: unknown) => log.error({ err }, 'pipeline job bookkeeping failed'))
        .finally(() => {
          running.delete(tracked);
          void rearm();
        });
      running.add(tracked);
    }
    if (due.length === BATCH) arm(Date.now());
    await rearm();
  }

  async function insert(trx: Db, wake: WakeUp, attempt: number): Promise<void> {
    await insertJob(trx, {
      applicationUuid: wake.applicationUuid,
      cause: wake.cause.slice(0, 128),
      runAt: iso(wake.runAt),
      clockTo: wake.clockTo,
      attempt,
      createdAt: iso(Date.now()),
    });
  }

  return {
    engine: 'sqlite-rows',
    async schedule(trx, wake) {
      // A job that is running keeps its row (it deletes it when done); only waiting ones are replaced.
      await deleteJobsNotHeldBy(trx, wake.applicationUuid, owner);
      await insert(trx, wake, 0);
    },
    async clear(trx, applicationUuid) {
      await deleteJobsNotHeldBy(trx, applicationUuid, owner);
    },
    nudge(runAt) {
      arm(runAt);
    },
    every(task) {
      recurring.push(task);
    },
    async start(run) {
      runJob = run;
      stopped = false;
      for (const task of recurring) scheduleRecurring(task);
      // This process owns the database file: claims left by a process that died are void.
      await releaseAllClaims(db);
      const pending = await this.pendingCount();
      if (pending > 0) log.info({ pending }, 'pipeline jobs resumed');
      await pass();
    },
    async pendingCount(applicationUuid) {
      return countJobs(db, applicationUuid);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      timerAt = Infinity;
      for (const t of recurringTimers) clearTimeout(t);
      recurringTimers.clear();
      await Promise.all(running);
    },
  };
}
