// Wake-ups as rows of `pipeline_jobs`, for the embedded SQLite database, which one process owns: at start that
// process takes back every row (a job whose run was cut short by a crash runs again; runs are idempotent), then
// keeps one timer set to the earliest due row.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
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
    const next = await db
      .selectFrom('pipeline_jobs')
      .select((eb) => eb.fn.min('run_at').as('run_at'))
      .where('locked_until', 'is', null)
      .executeTakeFirst();
    if (next?.run_at) arm(Date.parse(next.run_at));
  }

  async function claim(id: string, now: number): Promise<boolean> {
    const result = await db
      .updateTable('pipeline_jobs')
      .set({ locked_by: owner, locked_until: iso(now + LEASE_MS) })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso(now))]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    if (!error) {
      await db.deleteFrom('pipeline_jobs').where('id', '=', job.id).execute();
      return;
    }
    log.error({ err: error, applicationUuid: job.applicationUuid, attempt: job.attempt }, 'pipeline job failed');
    if (job.attempt >= MAX_RETRIES) {
      // Given up: the engine has already moved the application to UNKNOWN (engine.ts runJob) for an operator.
      await db.deleteFrom('pipeline_jobs').where('id', '=', job.id).execute();
      log.error({ applicationUuid: job.applicationUuid, cause: job.cause }, 'pipeline job given up after retries');
      return;
    }
    const retryAt = Date.now() + options.retryBaseMs * 2 ** job.attempt;
    const cause = job.cause.startsWith('retry:') ? job.cause : `retry:${job.cause}`;
    await db.transaction().execute(async (trx) => {
      // The failed run may already have scheduled the application's next wake-up: the retry replaces it.
      await trx.deleteFrom('pipeline_jobs').where('application_uuid', '=', job.applicationUuid).execute();
      await insert(trx, { ...job, cause, runAt: retryAt }, job.attempt + 1);
    });
    arm(retryAt);
  }

  async function pass(): Promise<void> {
    if (stopped || !runJob) return;
    const run = runJob;
    const now = Date.now();
    const due = await db
      .selectFrom('pipeline_jobs')
      .selectAll()
      .where('run_at', '<=', iso(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', iso(now))]))
      .orderBy('run_at')
      .limit(BATCH)
      .execute();
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
    await trx
      .insertInto('pipeline_jobs')
      .values({
        id: randomUUID(),
        application_uuid: wake.applicationUuid,
        cause: wake.cause.slice(0, 128),
        run_at: iso(wake.runAt),
        clock_to: wake.clockTo,
        attempt,
        locked_by: null,
        locked_until: null,
        created_at: iso(Date.now()),
      })
      .execute();
  }

  return {
    engine: 'sqlite-rows',
    async schedule(trx, wake) {
      // A job that is running keeps its row (it deletes it when done); only waiting ones are replaced.
      await trx
        .deleteFrom('pipeline_jobs')
        .where('application_uuid', '=', wake.applicationUuid)
        .where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_by', '!=', owner)]))
        .execute();
      await insert(trx, wake, 0);
    },
    async clear(trx, applicationUuid) {
      await trx
        .deleteFrom('pipeline_jobs')
        .where('application_uuid', '=', applicationUuid)
        .where((eb) => eb.or([eb('locked_by', 'is', null), eb('locked_by', '!=', owner)]))
        .execute();
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
      await db.updateTable('pipeline_jobs').set({ locked_by: null, locked_until: null }).execute();
      const pending = await this.pendingCount();
      if (pending > 0) log.info({ pending }, 'pipeline jobs resumed');
      await pass();
    },
    async pendingCount(applicationUuid) {
      let query = db.selectFrom('pipeline_jobs').select((eb) => eb.fn.countAll<number>().as('n'));
      if (applicationUuid) query = query.where('application_uuid', '=', applicationUuid);
      const row = await query.executeTakeFirst();
      return Number(row?.n ?? 0);
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
