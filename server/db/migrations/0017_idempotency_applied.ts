// A keyed submission whose step was saved but whose answer was never kept (the process died in between,
// issue 19): the key is marked applied in the transactions that save the step (its stored fields, its stage
// change), with what its answer needs besides the application, for the retry that answers as it would have.
import type { Kysely, Migration } from 'kysely';

export const idempotencyApplied: Migration = {
  async up(db: Kysely<unknown>) {
    // When the step's effect committed (null: nothing committed yet, the claim is an ordinary lease).
    await db.schema.alterTable('idempotency_keys').addColumn('applied_at', 'varchar(32)').execute();
    // JSON: what the answer needs besides the application as it stands (e.g. the document the request stored).
    await db.schema.alterTable('idempotency_keys').addColumn('applied_detail', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('applied_detail').execute();
    await db.schema.alterTable('idempotency_keys').dropColumn('applied_at').execute();
  },
};
