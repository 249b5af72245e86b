// Who acknowledged which generated disclosure of an application, and when. One row per (application, type,
// identity): a second acknowledgement is ignored, so the first time is the one on record.
import type { Kysely, Migration } from 'kysely';

export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('disclosure_acknowledgements')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('type', 'varchar(64)', (c) => c.notNull())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull())
      .addColumn('acknowledged_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('disclosure_acknowledgements_once', ['application_uuid', 'type', 'identity_uuid'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('disclosure_acknowledgements').execute();
  },
};
