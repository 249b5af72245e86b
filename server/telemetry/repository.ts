// Telemetry queries: sessions, events, and the application whose events are read.
import type { Db } from '../db';
import type { FtEventsTable, FtSessionsTable } from '../db/schema';

export async function insertSession(db: Db, row: FtSessionsTable): Promise<void> {
  await db.insertInto('ft_sessions').values(row).execute();
}

export function findSession(db: Db, uuid: string): Promise<{ uuid: string } | undefined> {
  return db.selectFrom('ft_sessions').select(['uuid']).where('uuid', '=', uuid).executeTakeFirst();
}

export async function insertEvent(db: Db, row: FtEventsTable): Promise<void> {
  await db.insertInto('ft_events').values(row).execute();
}

/** The application's events of `eventType` (any without one), oldest first (arrival order within a time). */
export function listEvents(
  db: Db,
  applicationUuid: string,
  eventType: string | undefined,
  limit: number,
): Promise<FtEventsTable[]> {
  let select = db.selectFrom('ft_events').selectAll().where('application_uuid', '=', applicationUuid);
  if (eventType) select = select.where('event_type', '=', eventType);
  return select.orderBy('created_at').orderBy('seq').limit(limit).execute();
}
