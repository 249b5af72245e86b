// A keyed submission whose effect committed but whose answer was never kept (the process died in between,
// issue 19): the key is marked applied in the same transaction as the step's stage change, so the retry with
// the same key answers as the original would have instead of running the closed step again.
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
