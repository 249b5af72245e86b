// Identities, addresses, applications, telemetry sessions and stage history.
import { type Kysely, type Migration, sql } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('identities')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('email', 'varchar(128)', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('first_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('middle_name', 'varchar(64)')
      .addColumn('last_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('suffix', 'varchar(16)')
      .addColumn('dob', 'varchar(10)')
      .addColumn('phone', 'varchar(20)')
      .addColumn('ssn_encrypted', 'text')
      .addColumn('tracker_uuid', 'varchar(36)')
      .addColumn('optimizely_profile_uuid', 'varchar(128)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    // Expression index: the same email in another case is the same person (both dialects accept this SQL).
    await sql`CREATE UNIQUE INDEX identities_org_email ON identities (org_code, lower(email))`.execute(db);

    await db.schema
      .createTable('addresses')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('identity_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('street1', 'varchar(128)', (c) => c.notNull())
      .addColumn('street2', 'varchar(128)')
      .addColumn('city', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(2)', (c) => c.notNull())
      .addColumn('zip', 'varchar(10)', (c) => c.notNull())
      .addColumn('ownership', 'varchar(8)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('addresses_identity').on('addresses').column('identity_uuid').execute();

    await db.schema
      .createTable('applications')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('borrower_uuid', 'varchar(36)', (c) => c.notNull().references('identities.uuid').onDelete('cascade'))
      .addColumn('org_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('stage', 'varchar(64)', (c) => c.notNull())
      .addColumn('property_uuid', 'varchar(36)', (c) => c.references('addresses.uuid'))
      .addColumn('sale_status', 'varchar(32)')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('applications_borrower').on('applications').column('borrower_uuid').execute();

    await db.schema
      .createTable('ft_sessions')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('epoch', 'varchar(20)', (c) => c.notNull())
      .addColumn('tracker_uuid', 'varchar(36)', (c) => c.notNull())
      .addColumn('context', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('stage_history')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('from_stage', 'varchar(64)')
      .addColumn('to_stage', 'varchar(64)', (c) => c.notNull())
      .addColumn('cause', 'varchar(128)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('stage_history_application').on('stage_history').column('application_uuid').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['stage_history', 'ft_sessions', 'applications', 'addresses', 'identities']) {
      await db.schema.dropTable(t).execute();
    }
  },
};
