// Tables of the platform services outside the pipeline: conditions, feature flags, CEO feedback, wallet
// notifications, loan originators and telemetry events. Booleans are integer 0/1 and JSON is text, so the
// same statements run on SQLite and PostgreSQL.
import type { Kysely, Migration } from 'kysely';

export const services: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('conditions')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('category', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('comments_to_borrower', 'text')
      .addColumn('request_documents', 'integer', (c) => c.notNull())
      .addColumn('num_docs_required', 'integer', (c) => c.notNull())
      .addColumn('action_needed', 'varchar(128)')
      .addColumn('docs_received', 'integer', (c) => c.notNull())
      .addColumn('resolved_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('conditions_application').on('conditions').column('application_uuid').execute();

    await db.schema
      .createTable('feature_flags')
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('key', 'varchar(128)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('feature_flags_pk', ['org_code', 'key'])
      .execute();

    await db.schema
      .createTable('ceo_feedback')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('application_uuid', 'varchar(36)')
      .addColumn('topic', 'varchar(64)', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('marketing_consent', 'integer', (c) => c.notNull())
      .addColumn('pathname', 'varchar(512)')
      .addColumn('product_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('notifications')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('wallet_address', 'varchar(64)', (c) => c.notNull())
      .addColumn('title', 'varchar(256)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('ctas', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notifications_identity').on('notifications').column('identity_uuid').execute();

    await db.schema
      .createTable('loan_originators')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('originator_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('broker_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('avatar_uri', 'varchar(256)', (c) => c.notNull())
      .addColumn('email', 'varchar(128)', (c) => c.notNull())
      .addColumn('phone_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('nmls', 'varchar(16)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('ft_events')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('context', 'varchar(16)', (c) => c.notNull())
      .addColumn('domain', 'varchar(256)', (c) => c.notNull())
      .addColumn('page_path', 'varchar(1024)', (c) => c.notNull())
      .addColumn('query_params', 'text')
      .addColumn('event', 'varchar(128)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_type', 'varchar(16)')
      .addColumn('session_uuid', 'varchar(36)', (c) => c.notNull())
      .addColumn('session_epoch', 'varchar(20)', (c) => c.notNull())
      .addColumn('tracker_uuid', 'varchar(36)', (c) => c.notNull())
      .addColumn('identity_uuid', 'varchar(36)')
      .addColumn('application_uuid', 'varchar(36)')
      .addColumn('event_properties', 'text')
      .addColumn('dont_dedupe', 'integer', (c) => c.notNull())
      .addColumn('dedupe_property', 'varchar(128)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['ft_events', 'loan_originators', 'notifications', 'ceo_feedback', 'feature_flags', 'conditions']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
