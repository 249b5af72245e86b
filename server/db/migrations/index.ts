// In-code migrations, written with the schema builder and portable SQL so both dialects run the same list.
// One file per migration; the name decides the order, so new ones take the next number.
import type { Migration, MigrationProvider } from 'kysely';
import { initial } from './0001_initial';

const migrations: Record<string, Migration> = {
  '0001_initial': initial,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
