// Durable pipeline work (server/pipeline/jobs): on SQLite the pipeline's waits are rows here that the process
// resumes at start (PostgreSQL uses pg-boss's own tables instead), and each application's sandbox clock, which
// runs at real speed and jumps forward through the calendar waits it has sat out (server/sandbox/clock.ts).
import type { Kysely, Migration } from 'kysely';

export const pipelineJobs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('pipeline_jobs')
      .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      // Why the pipeline looks again: 'vendor:WAITING_FOR_SOFT_CREDIT', 'recheck:RESCISSION', 'continue:RECORDING'…
      .addColumn('cause', 'varchar(128)', (c) => c.notNull())
      // ISO instants on the server's wall clock (they sort as text).
      .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
      // The application's own time the wait runs to; the sandbox clock jumps there when the job runs.
      .addColumn('clock_to', 'varchar(32)')
      .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(0))
      // A claim by one process: another may take the job only once the lease has run out.
      .addColumn('locked_by', 'varchar(36)')
      .addColumn('locked_until', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pipeline_jobs_run_at').on('pipeline_jobs').column('run_at').execute();
    await db.schema.createIndex('pipeline_jobs_application').on('pipeline_jobs').column('application_uuid').execute();
    await db.schema
      .alterTable('applications')
      .addColumn('clock_offset_ms', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('applications').dropColumn('clock_offset_ms').execute();
    await db.schema.dropTable('pipeline_jobs').execute();
  },
};
