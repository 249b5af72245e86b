// Wake-ups on pg-boss (PostgreSQL), the queue engine every instance shares: a wake-up is a pg-boss job inserted
// through the caller's Kysely transaction (pg-boss's `db` option), so it exists only if the stage change that
// scheduled it was committed. pg-boss hands each job to one worker, retries a failed run with back-off, and gives
// a job whose worker died back to the queue once its expiry passes (its maintenance runs every few seconds here).
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db';
import { MAX_RETRIES, type ClaimedJob, type JobQueue, type RecurringTask, type WakeUp } from './types';

export const PIPELINE_QUEUE = 'pipeline-wake';

interface WakeData {
  applicationUuid: string;
  cause: string;
  clockTo: string | null;
}

export interface PgBossJobOptions {
  databaseUrl: string;
  /** The schema for pg-boss's tables (tests share their per-file schema); default 'pgboss'. */
  schema?: string;
  log: FastifyBaseLogger;
  /** How long a run may take before pg-boss treats its worker as dead and gives the job to another. */
  expireInSeconds: number;
  /** How often pg-boss looks for expired jobs. */
  maintenanceIntervalSeconds: number;
  /** Concurrent workers in this process (each runs one job at a time; one application's work is serialised). */
  workers: number;
}

/** pg-boss's SQL run through a Kysely connection or transaction. */
function bossDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as object[] };
    },
  };
}

export function createPgBossJobQueue(options: PgBossJobOptions): JobQueue {
  const { log } = options;
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema,
    max: Math.max(2, options.workers + 1),
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    application_name: 'heloc-pipeline',
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  const workerIds: string[] = [];
  const recurring: RecurringTask[] = [];

  /**
   * A recurring task is a pg-boss queue with the 'stately' policy: at most one run waiting and one running across
   * every instance. Each instance offers the next run at start (all but one offer are refused) and the run that
   * ends offers the one after; a run whose instance died is handed to another once it expires.
   */
  const recurringQueue = (task: RecurringTask) => `recurring-${task.name}`;
  async function offerNext(task: RecurringTask): Promise<void> {
    await boss.send(
      recurringQueue(task),
      {},
      { startAfter: new Date(Date.now() + task.everyMs), singletonKey: task.name },
    );
  }
  async function startRecurring(task: RecurringTask): Promise<void> {
    const name = recurringQueue(task);
    if (!(await boss.getQueue(name))) {
      try {
        await boss.createQueue(name, {
          name,
          policy: 'stately',
          retryLimit: 2,
          retryDelay: 5,
          expireInSeconds: Math.max(60, options.expireInSeconds),
        });
      } catch (err) {
        if (!(await boss.getQueue(name))) throw err;
      }
    }
    await offerNext(task);
    const id = await boss.work(name, { batchSize: 1, pollingIntervalSeconds: 1 }, async () => {
      if (!started) throw new Error('jobs stopping');
      // The next run is offered first, so a failing run does not end the schedule.
      await offerNext(task).catch((err: unknown) =>
        log.error({ err, task: task.name }, 'recurring task not rescheduled'),
      );
      try {
        await task.run();
      } catch (err) {
        log.error({ err, task: task.name }, 'recurring task failed');
        throw err;
      }
    });
    workerIds.push(id);
  }
  const notifyTimers = new Set<NodeJS.Timeout>();
  let started = false;

  async function ensureQueue(): Promise<void> {
    if (await boss.getQueue(PIPELINE_QUEUE)) return;
    try {
      await boss.createQueue(PIPELINE_QUEUE, {
        name: PIPELINE_QUEUE,
        policy: 'standard',
        retryLimit: MAX_RETRIES,
        retryDelay: 1,
        retryBackoff: true,
        expireInSeconds: options.expireInSeconds,
      });
    } catch (err) {
      // Another instance created it first.
      if (!(await boss.getQueue(PIPELINE_QUEUE))) throw err;
    }
  }

  const pendingStates = `state IN ('created', 'retry')`;

  return {
    engine: 'pg-boss',
    async schedule(trx, wake: WakeUp) {
      await this.clear(trx, wake.applicationUuid);
      const data: WakeData = { applicationUuid: wake.applicationUuid, cause: wake.cause, clockTo: wake.clockTo };
      await boss.send(PIPELINE_QUEUE, data, {
        startAfter: new Date(wake.runAt),
        singletonKey: wake.applicationUuid,
        db: bossDb(trx),
      });
    },
    async clear(trx, applicationUuid) {
      // Waiting jobs only: a running one finishes (its run re-reads the application and does what is due).
      await bossDb(trx).executeSql(
        `UPDATE ${schema}.job SET state = 'cancelled', completed_on = now()
         WHERE name = $1 AND singleton_key = $2 AND ${pendingStates}`,
        [PIPELINE_QUEUE, applicationUuid],
      );
    },
    nudge(runAt) {
      if (!started) return;
      // pg-boss polls every half second at best; a wake-up this process just scheduled should not wait for it.
      const timer = setTimeout(
        () => {
          notifyTimers.delete(timer);
          for (const id of workerIds) boss.notifyWorker(id);
        },
        Math.max(0, runAt - Date.now()) + 2,
      );
      notifyTimers.add(timer);
    },
    every(task) {
      recurring.push(task);
    },
    async start(run) {
      await boss.start();
      await ensureQueue();
      started = true;
      for (const task of recurring) await startRecurring(task);
      for (let i = 0; i < options.workers; i += 1) {
        const id = await boss.work<WakeData>(
          PIPELINE_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 0.5, includeMetadata: true },
          async ([job]) => {
            // A fetch already under way when stop() came may still hand over a job: it goes back for later.
            if (!started) throw new Error('pipeline jobs stopping');
            const claimed: ClaimedJob = {
              id: job.id,
              applicationUuid: job.data.applicationUuid,
              cause: job.data.cause,
              clockTo: job.data.clockTo,
              runAt: job.startAfter.getTime(),
              attempt: job.retryCount,
            };
            try {
              await run(claimed);
            } catch (err) {
              log.error(
                { err, applicationUuid: claimed.applicationUuid, attempt: claimed.attempt },
                'pipeline job failed',
              );
              throw err;
            }
          },
        );
        workerIds.push(id);
      }
    },
    async pendingCount(applicationUuid) {
      const { rows } = await boss.getDb().executeSql(
        `SELECT count(*)::int AS n FROM ${schema}.job
         WHERE name = $1 AND state IN ('created', 'retry', 'active') AND ($2::text IS NULL OR singleton_key = $2)`,
        [PIPELINE_QUEUE, applicationUuid ?? null],
      );
      return Number((rows[0] as { n: number } | undefined)?.n ?? 0);
    },
    async stop() {
      started = false;
      for (const timer of notifyTimers) clearTimeout(timer);
      notifyTimers.clear();
      // Graceful: the runs in progress finish; what is left waits in PostgreSQL for the next instance.
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}
