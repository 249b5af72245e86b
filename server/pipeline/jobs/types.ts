// The pipeline's durable work: every wait (a vendor's answer, a recheck, a waiting period, rescission, a retry)
// is a wake-up of one application, written in the same transaction as the change that makes it due, and run by
// whichever process is there when it falls due. SQLite keeps wake-ups as rows this process resumes at start
// (sqliteJobs.ts); PostgreSQL keeps them in pg-boss, shared by every instance (pgBossJobs.ts).
import type { Db } from '../../db';

export interface WakeUp {
  applicationUuid: string;
  /** Why the pipeline looks again, for the logs and the stage history ('vendor:…', 'recheck:…', 'continue:…'). */
  cause: string;
  /** When it is due, on the wall clock (ms since the epoch). */
  runAt: number;
  /** The application's own time the wait runs to (ISO); its clock is brought to at least this when the job runs. */
  clockTo: string | null;
}

export interface ClaimedJob extends WakeUp {
  id: string;
  /** 0 on the first run; each retry after a failure adds one. */
  attempt: number;
}

/** Housekeeping that runs every `everyMs` on one instance at a time (e.g. the purge of expired records). */
export interface RecurringTask {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export type JobEngineName = 'sqlite-rows' | 'pg-boss';

export interface JobQueue {
  readonly engine: JobEngineName;
  /**
   * Makes `wake` the application's one pending wake-up (any other pending one is dropped), inside the caller's
   * transaction `trx`: the wake-up exists if and only if the change that scheduled it was committed.
   */
  schedule(trx: Db, wake: WakeUp): Promise<void>;
  /** Drops the application's pending wake-ups, inside `trx` (it waits for the borrower, or has ended). */
  clear(trx: Db, applicationUuid: string): Promise<void>;
  /** Tells this process that a committed wake-up falls due at `runAt`, so it need not wait for its next poll. */
  nudge(runAt: number): void;
  /** Adds a recurring task (before `start`); its first run is `everyMs` after start. */
  every(task: RecurringTask): void;
  /** Starts running due wake-ups with `run`; a run that throws is retried with back-off, then given up. */
  start(run: (job: ClaimedJob) => Promise<void>): Promise<void>;
  /** Wake-ups not finished yet (waiting, due, running or to be retried). */
  pendingCount(applicationUuid?: string): Promise<number>;
  /** Stops taking work and waits for the runs in progress. */
  stop(): Promise<void>;
}

/** How many times a failing run is retried before the engine moves the application to UNKNOWN for an operator. */
export const MAX_RETRIES = 4;
