// Telemetry events are read back per application (owners and operators): an index for that, and an
// arrival sequence so events recorded in the same millisecond keep the order they came in.
import type { Kysely, Migration } from 'kysely';

export const telemetryQueries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('ft_events').addColumn('seq', 'bigint').execute();
    await db.schema
      .createIndex('ft_events_application')
      .on('ft_events')
      .columns(['application_uuid', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('ft_events_application').execute();
    await db.schema.alterTable('ft_events').dropColumn('seq').execute();
  },
};
