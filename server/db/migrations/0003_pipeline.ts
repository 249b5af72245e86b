// The pre-qualification record of each application (what the credit bureau and property data vendors
// answered, the liens, the offers) and the Idempotency-Key ledger of submissions.
import { type Kysely, type Migration } from 'kysely';

export const pipeline: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('prequal_records')
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.primaryKey().references('applications.uuid').onDelete('cascade'),
      )
      // JSON text (server/pipeline/prequalService.ts): never holds an SSN.
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull())
      .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      // Null while the first request is still running.
      .addColumn('status_code', 'integer')
      .addColumn('response_body', 'text')
      .addColumn('content_type', 'varchar(128)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('completed_at', 'varchar(32)')
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['identity_uuid', 'idem_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
    await db.schema.dropTable('prequal_records').execute();
  },
};
