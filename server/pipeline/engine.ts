// The pipeline engine: moves an application through the server stages by running the handler of its current
// stage, persisting each change with its history row, and telling listeners (socket.io push).
//
// Durable: every wait is a job (server/pipeline/jobs) written in the same transaction as the change that makes
// it due, so a crash or a deploy loses none; a run cut short runs again, and runs are idempotent because each
// re-reads the application and a stage change only applies if the stage is still the one the handler saw (so the
// history shows each change once). One application's work is serialised across instances (./locks.ts).
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { isWaitingStage } from '../../src/domain/routing/stageClass';
import type { Stage } from '../../src/domain/stages';
import { lockApplicationRow, readStoredFields, writeStoredFields } from '../applications/repository';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { findOrganisation } from '../organisations';
import { recordApplied } from '../security/idempotency';
import { clockOffsetOf, type PipelineClock } from './clock';
import { MAX_RETRIES, type ClaimedJob, type JobQueue, type RecurringTask, type WakeUp } from './jobs';
import { createApplicationLocks, type ApplicationLocks } from './locks';
import {
  applicationExists,
  applicationsChangedSince,
  insertStageHistory,
  loadApplicationRows,
  raiseClockOffset,
  updateStageIfAt,
} from './repository';
import type { PipelineContext, PipelineState, StageChange, StageHandlers, StageRecheck, StageStep } from './types';
import type { Vendors } from './vendors';

/** A guard against handlers that bounce between stages forever. */
const MAX_STEPS_PER_ADVANCE = 60;
/**
 * After each stage change the next handler runs at once in this process; should the process die first, this
 * wake-up (replaced by whatever the run schedules next) picks the work up on another instance or after restart.
 */
const CONTINUE_AFTER_MS = 10_000;
/** Applications the restart looks at again: not ended, and touched within this long. */
const RECOVERY_WINDOW_MS = 90 * 86_400_000;
/** Stages after which nothing more happens, whatever a job may still say. */
const ENDED_STAGES: readonly Stage[] = ['COMPLETE', 'CANCELLED', 'DECLINED'];

export interface Pipeline {
  /** Runs the current stage's handler until the application waits for the borrower, a vendor or the clock. */
  advance(applicationUuid: string, cause: string): Promise<Stage>;
  /** Moves an application to a stage directly (an operator action or a borrower choice the handler cannot infer). */
  moveTo(applicationUuid: string, to: Stage, cause: string): Promise<Stage>;
  /**
   * Moves to `to` only if the application is at one of `from` when its turn comes (serialised with every other
   * step of that application), so a borrower's request cannot race the clock: e.g. cancelling during rescission.
   * `alongside` writes what belongs with the move in its transaction (the cancellation's record).
   */
  moveFrom(
    applicationUuid: string,
    from: readonly Stage[],
    to: Stage,
    cause: string,
    alongside?: StageStep['alongside'],
  ): Promise<MoveFromResult>;
  onStageChange(listener: (change: StageChange) => void): () => void;
  /**
   * Housekeeping on the job engine's recurring tasks (one instance at a time; before `start`): e.g. catching up what
   * a stage-change listener of a process that died never wrote.
   */
  every(task: RecurringTask): void;
  /** Starts running due jobs (resuming those a previous process left) and looks again at stranded applications. */
  start(): Promise<void>;
  /** Resolves when no job is pending and no advance is running (tests). */
  idle(): Promise<void>;
  /** Wake-ups pending for one application (or all): operators and tests. */
  pendingJobs(applicationUuid?: string): Promise<number>;
  readonly jobEngine: string;
  close(): Promise<void>;
}

export interface MoveFromResult {
  moved: boolean;
  /** The stage after the attempt: `to` when moved, otherwise the stage that refused the move. */
  stage: Stage;
}

export interface PipelineOptions {
  db: Db;
  config: ServerConfig;
  vendors: Vendors;
  clock: PipelineClock;
  handlers: StageHandlers;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  locks?: ApplicationLocks;
}

function isStep(result: StageStep | StageRecheck): result is StageStep {
  return 'to' in result;
}

/** What the application waits for after a change: the wake-up to write with it, or none. */
type NextWake = Omit<WakeUp, 'applicationUuid'> | null;

export function createPipeline(options: PipelineOptions): Pipeline {
  const { db, handlers, log, jobs, clock } = options;
  const locks = options.locks ?? createApplicationLocks(options.config);
  const events = new EventEmitter();
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  let lastAt = 0;

  /** History times strictly increase within the process, so steps of one advance sort in the order they ran. */
  function stamp(): string {
    lastAt = Math.max(Date.now(), lastAt + 1);
    return new Date(lastAt).toISOString();
  }

  async function loadState(uuid: string): Promise<PipelineState> {
    const { row, borrower, property } = await loadApplicationRows(db, uuid);
    const org = findOrganisation(row.org_code);
    if (!org) throw new Error(`Application ${uuid} belongs to unknown organisation ${row.org_code}`);
    return { row, stage: row.stage as Stage, data: await readStoredFields(db, row), borrower, property, org };
  }

  function contextFor(state: PipelineState): PipelineContext {
    return {
      db,
      config: options.config,
      vendors: options.vendors,
      clock: clock.forApplication(clockOffsetOf(state.row)),
      log,
    };
  }

  /** A wait of `appMs` on the application's clock: due after the real time it lasts, running its clock to its end. */
  function waitOf(state: PipelineState, appMs: number, cause: string): NextWake {
    const appNow = clock.forApplication(clockOffsetOf(state.row)).now();
    const wait = Math.max(1, appMs);
    return { cause, runAt: clock.now() + clock.realDelay(wait), clockTo: new Date(appNow + wait).toISOString() };
  }

  async function arrange(trx: Db, uuid: string, next: NextWake): Promise<void> {
    if (next) await jobs.schedule(trx, { applicationUuid: uuid, ...next });
    else await jobs.clear(trx, uuid);
  }

  /** What comes after entering `to`: a vendor's answer, the next handler, or nothing (ended, or no handler). */
  function afterEntering(state: PipelineState, to: Stage): NextWake {
    if (ENDED_STAGES.includes(to) || !handlers[to]) return null;
    // A waiting stage is where a vendor works: the borrower's page polls (or is pushed) meanwhile.
    if (isWaitingStage(to)) return waitOf(state, options.config.sandbox.latencyMs, `vendor:${to}`);
    return { cause: `continue:${to}`, runAt: clock.now() + CONTINUE_AFTER_MS, clockTo: null };
  }

  /**
   * Saves a step with its history row and the wake-up that follows, in one transaction; null when the application
   * is no longer at the stage the handler saw (another run moved it first), in which case nothing is written.
   */
  async function persist(
    state: PipelineState,
    step: StageStep,
  ): Promise<{ change: StageChange; next: NextWake } | null> {
    const at = stamp();
    const next = afterEntering(state, step.to);
    const saved = await db.transaction().execute(async (trx) => {
      // The update applies to the fields as they are now, not as the handler read them: a borrower's
      // submission may have landed while a vendor was working.
      const current = await lockApplicationRow(trx, state.row.uuid);
      if (current.stage !== state.stage) return false;
      const updated = await updateStageIfAt(trx, { uuid: state.row.uuid, from: state.stage, to: step.to, at });
      if (updated !== 1) return false;
      if (step.update) {
        const fields = await readStoredFields(trx, current);
        await writeStoredFields(trx, state.row.uuid, fields, step.update(fields), at);
      }
      await insertStageHistory(trx, {
        applicationUuid: state.row.uuid,
        at,
        from: state.stage,
        to: step.to,
        cause: step.cause.slice(0, 128),
      });
      if (step.alongside) await step.alongside(trx);
      await arrange(trx, state.row.uuid, next);
      // A borrower's keyed submission that caused this change: its key is marked applied with it (issue 19).
      await recordApplied(trx, state.row.uuid);
      return true;
    });
    if (!saved) return null;
    if (next) jobs.nudge(next.runAt);
    return { change: { applicationUuid: state.row.uuid, from: state.stage, to: step.to, cause: step.cause, at }, next };
  }

  /** Stays at the stage: saves the handler's field changes and the recheck's wake-up together. */
  async function stay(state: PipelineState, recheck: StageRecheck): Promise<void> {
    const next = waitOf(state, recheck.recheckInMs, `recheck:${state.stage}`);
    await db.transaction().execute(async (trx) => {
      if (recheck.update) {
        const fields = await readStoredFields(trx, await lockApplicationRow(trx, state.row.uuid));
        await writeStoredFields(trx, state.row.uuid, fields, recheck.update(fields), stamp());
      }
      await arrange(trx, state.row.uuid, next);
    });
    if (next) jobs.nudge(next.runAt);
  }

  async function waitForBorrower(uuid: string): Promise<void> {
    await db.transaction().execute((trx) => arrange(trx, uuid, null));
  }

  function announce(change: StageChange): void {
    log.info(
      { applicationUuid: change.applicationUuid, from: change.from, to: change.to, cause: change.cause },
      'stage changed',
    );
    events.emit('stage', change);
  }

  async function run(uuid: string, cause: string): Promise<Stage> {
    let state = await loadState(uuid);
    for (let steps = 0; steps < MAX_STEPS_PER_ADVANCE; steps += 1) {
      const handler = handlers[state.stage];
      if (!handler || ENDED_STAGES.includes(state.stage)) {
        await waitForBorrower(uuid);
        return state.stage;
      }
      const result = await handler(state, contextFor(state));
      if (!result) {
        await waitForBorrower(uuid);
        return state.stage;
      }
      if (!isStep(result)) {
        await stay(state, result);
        return state.stage;
      }
      const saved = await persist(state, result);
      if (saved) {
        announce(saved.change);
        if (isWaitingStage(result.to)) return result.to;
      }
      state = await loadState(uuid);
    }
    log.warn({ applicationUuid: uuid, cause }, 'pipeline stopped after too many steps');
    return state.stage;
  }

  function serialised<T>(uuid: string, work: () => Promise<T>): Promise<T> {
    const next = locks.withLock(uuid, work);
    const tracked = next.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return next;
  }

  function advance(uuid: string, cause: string): Promise<Stage> {
    return serialised(uuid, () => run(uuid, cause));
  }

  /** The sandbox sits calendar waits out fast: the application's clock jumps to the end of the wait it sat out. */
  async function catchUpClock(uuid: string, clockTo: string | null): Promise<void> {
    if (!clockTo) return;
    const ahead = Date.parse(clockTo) - clock.now();
    if (!(ahead > 0)) return;
    await raiseClockOffset(db, uuid, ahead);
  }

  function runJob(job: ClaimedJob): Promise<void> {
    return serialised(job.applicationUuid, async () => {
      if (!(await applicationExists(db, job.applicationUuid))) return;
      await catchUpClock(job.applicationUuid, job.clockTo);
      try {
        await run(job.applicationUuid, job.cause);
      } catch (err) {
        if (job.attempt < MAX_RETRIES) throw err;
        // The last retry failed too: the stage can no longer be worked out without someone looking, so the
        // application says so (UNKNOWN: the borrower's error/timeout screen) and the history keeps where it stopped.
        await giveUp(job.applicationUuid, err);
      }
    });
  }

  async function giveUp(uuid: string, err: unknown): Promise<void> {
    log.error({ err, applicationUuid: uuid }, 'pipeline gave up after retries: UNKNOWN');
    const state = await loadState(uuid);
    if (state.stage === 'UNKNOWN' || ENDED_STAGES.includes(state.stage)) return;
    const saved = await persist(state, { to: 'UNKNOWN', cause: `system:failed-at-${state.stage}` });
    if (saved) announce(saved.change);
  }

  /**
   * At start, applications whose last run was cut short between a borrower's write and the stage change it
   * caused are looked at again (a run is idempotent, so looking at a settled one changes nothing).
   */
  async function recoverStranded(): Promise<void> {
    const since = new Date(Date.now() - RECOVERY_WINDOW_MS).toISOString();
    const rows = await applicationsChangedSince(db, since, ENDED_STAGES);
    let looked = 0;
    for (const row of rows) {
      if (closed) return;
      if (!handlers[row.stage as Stage]) continue;
      if ((await jobs.pendingCount(row.uuid)) > 0) continue;
      looked += 1;
      await advance(row.uuid, 'recover:start').catch((err: unknown) =>
        log.error({ err, applicationUuid: row.uuid }, 'pipeline recovery failed'),
      );
    }
    if (looked > 0) log.info({ looked }, 'pipeline looked again at applications without a pending job');
  }

  return {
    advance,
    moveTo(uuid, to, cause) {
      return serialised(uuid, async () => {
        const state = await loadState(uuid);
        if (state.stage !== to) {
          const saved = await persist(state, { to, cause });
          if (saved) announce(saved.change);
          // Entering a waiting stage hands over to the vendor, as when a handler moves there.
          if (isWaitingStage(to)) return to;
        }
        return run(uuid, cause);
      });
    },
    moveFrom(uuid, from, to, cause, alongside) {
      return serialised(uuid, async () => {
        const state = await loadState(uuid);
        if (!from.includes(state.stage)) return { moved: false, stage: state.stage };
        const saved = await persist(state, { to, cause, alongside });
        if (!saved) return { moved: false, stage: (await loadState(uuid)).stage };
        announce(saved.change);
        return { moved: true, stage: await run(uuid, cause) };
      });
    },
    onStageChange(listener) {
      events.on('stage', listener);
      return () => events.off('stage', listener);
    },
    every(task) {
      jobs.every(task);
    },
    async start() {
      // A pipeline closed before the server was ready (tests that run their own) never starts.
      if (closed) return;
      await jobs.start(runJob);
      void recoverStranded().catch((err: unknown) => log.error({ err }, 'pipeline recovery failed'));
    },
    async idle() {
      // Jobs re-arm as stages resolve, so wait until a pass finds nothing pending.
      for (;;) {
        await Promise.all(inFlight);
        await locks.settled();
        // In flight is looked at again after the count: a job may have started while it was read.
        if (inFlight.size === 0 && (await jobs.pendingCount()) === 0 && inFlight.size === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    pendingJobs(uuid) {
      return jobs.pendingCount(uuid);
    },
    jobEngine: jobs.engine,
    async close() {
      if (closed) return;
      closed = true;
      await jobs.stop();
      await Promise.all(inFlight);
      await locks.close();
      events.removeAllListeners();
    },
  };
}
