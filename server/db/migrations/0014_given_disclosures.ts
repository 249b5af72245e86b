// The application disclosures as given (Regulation Z §1026.40(b)): the PDF of the early disclosure, the brochure and a
// Texas home's §50(g) notice, generated when the application is made and kept with it, sealed like uploaded documents
// (a data key per file, wrapped by DATA_ENCRYPTION_KEY). One copy per application and type: the first is the one given.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

export const givenDisclosures: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable('given_disclosures')
      .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) =>
        c.notNull().references('applications.uuid').onDelete('cascade'),
      )
      .addColumn('type', 'varchar(64)', (c) => c.notNull())
      .addColumn('given_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('content', binary, (c) => c.notNull())
      .addColumn('wrapped_key', 'text')
      .addColumn('key_id', 'varchar(32)')
      .addUniqueConstraint('given_disclosures_once', ['application_uuid', 'type'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('given_disclosures').execute();
  },
};
