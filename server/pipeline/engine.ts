// The pipeline engine: moves an application through the server stages by running the handler of its
// current stage, persisting each change with its history row, and telling listeners (socket.io push).
// Work on one application is serialised, so a submission and a sandbox timer never race each other.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { isWaitingStage } from '../../src/domain/routing/stageClass';
import type { Stage } from '../../src/domain/stages';
import { lockApplicationRow, parseStoredFields, updateStoredFields } from '../application/model';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { findOrganisation } from '../organisations';
import type { SandboxClock } from '../sandbox/clock';
import type { PipelineContext, PipelineState, StageChange, StageHandlers, StageRecheck, StageStep } from './types';
import type { Vendors } from './vendors';

/** A guard against handlers that bounce between stages forever. */
const MAX_STEPS_PER_ADVANCE = 60;
/** Timer-driven steps that throw are retried this many times before the application waits for an operator. */
const MAX_RETRIES = 4;

export interface Pipeline {
  /** Runs the current stage's handler until the application waits for the borrower, a vendor or the clock. */
  advance(applicationUuid: string, cause: string): Promise<Stage>;
  /** Moves an application to a stage directly (an operator action or a borrower choice the handler cannot infer). */
  moveTo(applicationUuid: string, to: Stage, cause: string): Promise<Stage>;
  /**
   * Moves to `to` only if the application is at one of `from` when its turn comes (serialised with every other
   * step of that application), so a borrower's request cannot race the clock: e.g. cancelling during rescission.
   */
  moveFrom(applicationUuid: string, from: readonly Stage[], to: Stage, cause: string): Promise<MoveFromResult>;
  onStageChange(listener: (change: StageChange) => void): () => void;
  /** Resolves when no timer is pending and no advance is running (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
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
  clock: SandboxClock;
  handlers: StageHandlers;
  log: FastifyBaseLogger;
}

function isStep(result: StageStep | StageRecheck): result is StageStep {
  return 'to' in result;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const { db, handlers, log } = options;
  const ctx: PipelineContext = {
    db,
    config: options.config,
    vendors: options.vendors,
    clock: options.clock,
    log,
  };
  const events = new EventEmitter();
  const queues = new Map<string, Promise<unknown>>();
  const timers = new Map<string, NodeJS.Timeout>();
  let closed = false;
  let lastAt = 0;

  /** History times strictly increase within the process, so steps of one advance sort in the order they ran. */
  function stamp(): string {
    lastAt = Math.max(Date.now(), lastAt + 1);
    return new Date(lastAt).toISOString();
  }

  async function loadState(uuid: string): Promise<PipelineState> {
    const row = await db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    const borrower = await db
      .selectFrom('identities')
      .selectAll()
      .where('uuid', '=', row.borrower_uuid)
      .executeTakeFirstOrThrow();
    const property = row.property_uuid
      ? ((await db.selectFrom('addresses').selectAll().where('uuid', '=', row.property_uuid).executeTakeFirst()) ??
        null)
      : null;
    const org = findOrganisation(row.org_code);
    if (!org) throw new Error(`Application ${uuid} belongs to unknown organisation ${row.org_code}`);
    return { row, stage: row.stage as Stage, data: parseStoredFields(row), borrower, property, org };
  }

  async function persist(state: PipelineState, step: StageStep): Promise<StageChange> {
    const at = stamp();
    await db.transaction().execute(async (trx) => {
      // The update applies to the fields as they are now, not as the handler read them: a borrower's
      // submission may have landed while a vendor was working.
      const data = step.update ? parseStoredFields(await lockApplicationRow(trx, state.row.uuid)) : null;
      await trx
        .updateTable('applications')
        .set({
          stage: step.to,
          ...(data && step.update ? { data: JSON.stringify(step.update(data)) } : {}),
          updated_at: at,
        })
        .where('uuid', '=', state.row.uuid)
        .execute();
      await trx
        .insertInto('stage_history')
        .values({
          uuid: randomUUID(),
          application_uuid: state.row.uuid,
          at,
          from_stage: state.stage,
          to_stage: step.to,
          cause: step.cause.slice(0, 128),
        })
        .execute();
    });
    return { applicationUuid: state.row.uuid, from: state.stage, to: step.to, cause: step.cause, at };
  }

  function schedule(uuid: string, delayMs: number, cause: string, attempt = 0): void {
    if (closed) return;
    clearTimeout(timers.get(uuid));
    const timer = setTimeout(() => {
      timers.delete(uuid);
      advance(uuid, cause).catch((err: unknown) => {
        log.error({ err, applicationUuid: uuid, attempt }, 'pipeline step failed');
        // A vendor hiccup must not strand the application at a waiting stage: try again, backing off.
        if (attempt < MAX_RETRIES) {
          const base = Math.max(1, options.config.sandbox.latencyMs);
          schedule(uuid, base * 2 ** attempt, cause.startsWith('retry:') ? cause : `retry:${cause}`, attempt + 1);
        }
      });
    }, delayMs);
    timers.set(uuid, timer);
  }

  async function run(uuid: string, cause: string): Promise<Stage> {
    let state = await loadState(uuid);
    for (let steps = 0; steps < MAX_STEPS_PER_ADVANCE; steps += 1) {
      const handler = handlers[state.stage];
      if (!handler) return state.stage;
      const result = await handler(state, ctx);
      if (!result) return state.stage;
      if (!isStep(result)) {
        if (result.update) await updateStoredFields(db, uuid, result.update);
        schedule(uuid, result.recheckInMs, `recheck:${state.stage}`);
        return state.stage;
      }
      const change = await persist(state, result);
      log.info({ applicationUuid: uuid, from: change.from, to: change.to, cause: change.cause }, 'stage changed');
      events.emit('stage', change);
      if (isWaitingStage(result.to)) {
        // A waiting stage is where a vendor works: the borrower's page polls (or is pushed) meanwhile.
        schedule(uuid, options.config.sandbox.latencyMs, `vendor:${result.to}`);
        return result.to;
      }
      state = await loadState(uuid);
    }
    log.warn({ applicationUuid: uuid, cause }, 'pipeline stopped after too many steps');
    return state.stage;
  }

  function serialised<T>(uuid: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(uuid) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    queues.set(uuid, tail);
    void tail.then(() => {
      if (queues.get(uuid) === tail) queues.delete(uuid);
    });
    return next;
  }

  function advance(uuid: string, cause: string): Promise<Stage> {
    return serialised(uuid, () => run(uuid, cause));
  }

  function moveTo(uuid: string, to: Stage, cause: string): Promise<Stage> {
    return serialised(uuid, async () => {
      const state = await loadState(uuid);
      if (state.stage !== to) {
        const change = await persist(state, { to, cause });
        events.emit('stage', change);
        // Entering a waiting stage hands over to the vendor, as when a handler moves there.
        if (isWaitingStage(to)) {
          schedule(uuid, options.config.sandbox.latencyMs, `vendor:${to}`);
          return to;
        }
      }
      return run(uuid, cause);
    });
  }

  function moveFrom(uuid: string, from: readonly Stage[], to: Stage, cause: string): Promise<MoveFromResult> {
    return serialised(uuid, async () => {
      const state = await loadState(uuid);
      if (!from.includes(state.stage)) return { moved: false, stage: state.stage };
      const change = await persist(state, { to, cause });
      events.emit('stage', change);
      // Whatever was waiting for the old stage no longer applies.
      clearTimeout(timers.get(uuid));
      timers.delete(uuid);
      return { moved: true, stage: await run(uuid, cause) };
    });
  }

  return {
    advance,
    moveTo,
    moveFrom,
    onStageChange(listener) {
      events.on('stage', listener);
      return () => events.off('stage', listener);
    },
    async idle() {
      // Timers re-arm as stages resolve, so wait until a pass finds nothing pending.
      for (;;) {
        await Promise.all(queues.values());
        if (timers.size === 0 && queues.size === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close() {
      closed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      events.removeAllListeners();
    },
  };
}
