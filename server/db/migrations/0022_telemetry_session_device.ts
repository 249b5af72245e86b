// A telemetry session keeps the device it runs on as the page reports it (shared-surfaces section 3: the library's
// and the app's versions, the referrer, the screen and window sizes). Sessions made before this say nothing of it.
import type { Kysely, Migration } from 'kysely';

const TEXT_COLUMNS = [
  ['lib_version', 'varchar(64)'],
  ['app_version', 'varchar(64)'],
  ['referrer', 'varchar(2048)'],
] as const;
const PIXEL_COLUMNS = ['screen_width', 'screen_height', 'window_width', 'window_height'] as const;

export const telemetrySessionDevice: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [column, type] of TEXT_COLUMNS) {
      await db.schema.alterTable('ft_sessions').addColumn(column, type).execute();
    }
    for (const column of PIXEL_COLUMNS)
      await db.schema.alterTable('ft_sessions').addColumn(column, 'integer').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of [...TEXT_COLUMNS.map(([name]) => name), ...PIXEL_COLUMNS]) {
      await db.schema.alterTable('ft_sessions').dropColumn(column).execute();
    }
  },
};
