// 0011: the scheduled purge finds expired Idempotency-Keys by their age, not by reading the whole table.
import type { Kysely } from 'kysely';

export const operations = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('idempotency_keys_created').execute();
  },
};
