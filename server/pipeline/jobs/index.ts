// The job engine for the configured database: pg-boss on PostgreSQL, rows resumed at start on SQLite.
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db, Dialect } from '../../db';
import { createPgBossJobQueue } from './pgBossJobs';
import { createSqliteJobQueue } from './sqliteJobs';
import type { JobQueue } from './types';

export type { ClaimedJob, JobQueue, RecurringTask, WakeUp } from './types';
export { MAX_RETRIES } from './types';

export function createJobQueue(input: {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  log: FastifyBaseLogger;
}): JobQueue {
  const { db, dialect, config, log } = input;
  const retryBaseMs = Math.max(1, config.sandbox.latencyMs);
  if (dialect === 'postgres') {
    return createPgBossJobQueue({
      databaseUrl: config.databaseUrl,
      schema: config.databaseSchema,
      log,
      expireInSeconds: config.jobs?.expireInSeconds ?? 30,
      maintenanceIntervalSeconds: config.jobs?.maintenanceIntervalSeconds ?? 5,
      workers: config.jobs?.workers ?? 4,
    });
  }
  return createSqliteJobQueue({ db, log, retryBaseMs });
}
