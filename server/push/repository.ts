// The read behind a socket's watch (server/push/index.ts): the application it asks to follow.
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';

/** The application's row, whatever its organisation; undefined when there is none. */
export async function findApplication(db: Db, uuid: string): Promise<ApplicationsTable | undefined> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}
