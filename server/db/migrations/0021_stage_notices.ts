// The stage changes the borrower has been told of (server/wallet/stageNoticesService.ts: a notification and its mail
// for a stage they must act on). One row per change, keyed by the change itself: the application, the stage it
// entered and when, as its `stage_history` row has them. The notice's transaction writes the row first, so whoever
// writes it second (the stage-change listener and the catch-up sweep, or two instances' sweeps) writes nothing;
// re-entering a stage later is another change, so another row and another notice. Each application's latest change
// before this migration counts as told (the process that made it notified it as it went), so the first sweep after
// the upgrade sends nobody a notice twice.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** PostgreSQL's migrator runs each migration in a transaction; SQLite's does not, so the table and its rows come together. */
async function atomically(db: Kysely<unknown>, migrate: (db: Kysely<unknown>) => Promise<void>): Promise<void> {
  if (onPostgres(db)) await migrate(db);
  else await db.transaction().execute((trx) => migrate(trx));
}

export const stageNotices: Migration = {
  up: (db: Kysely<unknown>) =>
    atomically(db, async (trx) => {
      await trx.schema
        .createTable('stage_notices')
        .addColumn('application_uuid', 'varchar(36)', (c) =>
          c.notNull().references('applications.uuid').onDelete('cascade'),
        )
        .addColumn('stage', 'varchar(64)', (c) => c.notNull())
        // The change's `stage_history.at`.
        .addColumn('changed_at', 'varchar(32)', (c) => c.notNull())
        // The notification written for it; null for the changes taken as told when this table was made.
        .addColumn('notification_uuid', 'varchar(36)')
        .addColumn('noticed_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('stage_notices_pk', ['application_uuid', 'changed_at', 'stage'])
        .execute();
      await sql`
        INSERT INTO stage_notices (application_uuid, stage, changed_at, notification_uuid, noticed_at)
        SELECT DISTINCT h.application_uuid, h.to_stage, h.at, NULL, h.at
        FROM stage_history h
        WHERE h.at = (SELECT max(l.at) FROM stage_history l WHERE l.application_uuid = h.application_uuid)
      `.execute(trx);
    }),
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('stage_notices').execute();
  },
};
