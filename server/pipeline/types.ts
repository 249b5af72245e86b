// The shapes the pipeline engine and the stage handlers share.
import type { FastifyBaseLogger } from 'fastify';
import type { Stage } from '../../src/domain/stages';
import type { StoredFields } from '../applications/mapper';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import type { AddressesTable, ApplicationsTable, IdentitiesTable } from '../db/schema';
import type { Organisation } from '../organisations';
import type { ApplicationClock } from './clock';
import type { Vendors } from './vendors';

/** Everything a handler may read about one application, loaded fresh before each step. */
export interface PipelineState {
  row: ApplicationsTable;
  stage: Stage;
  data: StoredFields;
  borrower: IdentitiesTable;
  property: AddressesTable | null;
  org: Organisation;
}

export interface PipelineContext {
  db: Db;
  config: ServerConfig;
  vendors: Vendors;
  /** This application's clock (server/pipeline/clock.ts): read the time from it, never from Date.now(). */
  clock: ApplicationClock;
  log: FastifyBaseLogger;
}

/** Move to another stage, optionally changing the stored fields in the same transaction. */
export interface StageStep {
  to: Stage;
  /** Why, for the stage history: 'borrower:profile', 'vendor:credit', 'clock:rescission', … */
  cause: string;
  update?: (data: StoredFields) => StoredFields;
  /** Writes that belong with the change (a record of why it was made), in its transaction. */
  alongside?: (trx: Db) => Promise<void>;
}

/** Stay, and look again after this long (a vendor still working, a clock not yet run out). */
export interface StageRecheck {
  recheckInMs: number;
  update?: (data: StoredFields) => StoredFields;
}

/**
 * Decides what happens at one stage. Return a step to move on, a recheck to look again later, or null
 * when the application waits for the borrower (the routes call `advance` again after a submission).
 */
export type StageHandler = (
  state: PipelineState,
  ctx: PipelineContext,
) => Promise<StageStep | StageRecheck | null> | StageStep | StageRecheck | null;

export type StageHandlers = Partial<Record<Stage, StageHandler>>;

export interface StageChange {
  applicationUuid: string;
  from: Stage;
  to: Stage;
  cause: string;
  at: string;
}
