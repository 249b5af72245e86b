// Uploaded documents (content kept in the database, so both dialects and backups hold everything), bank
// accounts (numbers encrypted) and vendor orders (what each closing vendor was asked and answered).
import { type Kysely, type Migration, PostgresAdapter, sql } from 'kysely';

export const closing: Migration = {
  async up(db: Kysely<unknown>) {
    // Binary column: bytea on PostgreSQL, blob on SQLite; both map to a Buffer in the drivers.
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable('documents')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('type', 'varchar(64)', (c) => c.notNull())
      .addColumn('filename', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(64)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('content', binary, (c) => c.notNull())
      .addColumn('uploaded_by', 'varchar(36)')
      .addColumn('condition_uuid', 'varchar(36)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('documents_application').on('documents').column('application_uuid').execute();

    await db.schema
      .createTable('bank_accounts')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('routing_number', 'varchar(9)', (c) => c.notNull())
      .addColumn('account_encrypted', 'text', (c) => c.notNull())
      .addColumn('mask', 'varchar(4)', (c) => c.notNull())
      .addColumn('account_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('check_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bank_accounts_application').on('bank_accounts').column('application_uuid').execute();

    await db.schema
      .createTable('vendor_orders')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('vendor', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('detail', 'text', (c) => c.notNull())
      .addColumn('ready_at', 'varchar(32)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('vendor_orders_application')
      .on('vendor_orders')
      .columns(['application_uuid', 'vendor'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['vendor_orders', 'bank_accounts', 'documents']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
