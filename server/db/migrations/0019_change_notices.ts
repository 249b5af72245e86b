// PostgreSQL change notices (server/db/changeListener.ts) on the tables the kept reads depend on: GET application
// reads the application with its property, and who may see it. Every instance then answers a repeated read
// without the database until one of these tables changes, wherever the change was made. SQLite is served by one
// process and needs none.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { addChangeNotices } from '../changeListener';

const NOTICED = ['applications', 'addresses', 'identities', 'heloc_signers'];

const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const changeNotices: Migration = {
  async up(db: Kysely<unknown>) {
    if (onPostgres(db)) await addChangeNotices(db, NOTICED);
  },
  async down(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    for (const table of NOTICED) await sql`DROP TRIGGER IF EXISTS heloc_change_notice ON ${sql.id(table)}`.execute(db);
    await sql`DROP FUNCTION IF EXISTS heloc_change_notice()`.execute(db);
  },
};
