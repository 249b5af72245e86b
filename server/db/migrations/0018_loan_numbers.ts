// Loan numbers, assigned at closing (when the closing documents are prepared): one per application, never two
// applications with the same number. The unique keys hold both rules whatever process assigns it.
import type { Kysely, Migration } from 'kysely';

export const loanNumbers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('loan_numbers')
      .addColumn('loan_number', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('application_uuid', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('assigned_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('loan_numbers').execute();
  },
};
