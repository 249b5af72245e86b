// Wallet queries: notifications, the borrower a stage-change notice goes to, their outbox mail, the stage changes
// noticed and those still to notice, and the name on an account.
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { NotificationsTable, OutboxMessagesTable, StageNoticesTable } from '../db/schema';

export async function insertNotification(db: Db, row: NotificationsTable): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** The application's borrower: where a notice goes. */
export function findNoticeRecipient(db: Db, applicationUuid: string) {
  return db
    .selectFrom('applications')
    .innerJoin('identities', 'identities.uuid', 'applications.borrower_uuid')
    .select(['applications.borrower_uuid', 'applications.org_code', 'identities.email', 'identities.first_name'])
    .where('applications.uuid', '=', applicationUuid)
    .executeTakeFirst();
}

export async function insertOutboxMessage(db: Db, row: Insertable<OutboxMessagesTable>): Promise<void> {
  await db.insertInto('outbox_messages').values(row).execute();
}

export function findIdentityName(db: Db, identityUuid: string) {
  return db
    .selectFrom('identities')
    .select(['first_name', 'last_name'])
    .where('uuid', '=', identityUuid)
    .executeTakeFirst();
}

/** The identity's notifications, newest first. */
export function listNotifications(db: Db, identityUuid: string): Promise<NotificationsTable[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .execute();
}

export function findOwnNotification(
  db: Db,
  uuid: string,
  identityUuid: string,
): Promise<NotificationsTable | undefined> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
}

export async function setNotificationStatus(db: Db, uuid: string, status: string): Promise<void> {
  await db.updateTable('notifications').set({ status }).where('uuid', '=', uuid).execute();
}

/**
 * Takes the stage change's one notice, inside the notice's transaction `trx`: true when this caller wrote the row,
 * false when it was there already (on PostgreSQL a concurrent writer of the same key waits for the first to end).
 */
export async function claimStageNotice(trx: Db, row: StageNoticesTable): Promise<boolean> {
  const claimed = await trx
    .insertInto('stage_notices')
    .values(row)
    .onConflict((oc) => oc.columns(['application_uuid', 'changed_at', 'stage']).doNothing())
    .returning('application_uuid')
    .executeTakeFirst();
  return claimed !== undefined;
}

export interface UnnoticedChange {
  application_uuid: string;
  stage: string;
  at: string;
}

/**
 * Applications at one of `stages` that entered it at or after `since` (their latest stage change) and whose change
 * has no notice: a page of `limit`, oldest first, after the change `after` (the previous page's last).
 */
export function findUnnoticedStageChanges(
  db: Db,
  query: {
    stages: readonly string[];
    since: string;
    limit: number;
    after: { at: string; applicationUuid: string } | null;
  },
): Promise<UnnoticedChange[]> {
  const { after } = query;
  let select = db
    .selectFrom('applications as a')
    .innerJoin('stage_history as h', (join) =>
      join.onRef('h.application_uuid', '=', 'a.uuid').onRef('h.to_stage', '=', 'a.stage'),
    )
    .select(['h.application_uuid', 'h.to_stage as stage', 'h.at'])
    .where('a.stage', 'in', [...query.stages])
    .where('h.at', '>=', query.since)
    .where('h.at', '=', (eb) =>
      eb
        .selectFrom('stage_history as l')
        .select((e) => e.fn.max('l.at').as('latest'))
        .whereRef('l.application_uuid', '=', 'a.uuid'),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('stage_notices as n')
            .select('n.application_uuid')
            .whereRef('n.application_uuid', '=', 'h.application_uuid')
            .whereRef('n.changed_at', '=', 'h.at')
            .whereRef('n.stage', '=', 'h.to_stage'),
        ),
      ),
    );
  if (after) {
    select = select.where((eb) =>
      eb.or([
        eb('h.at', '>', after.at),
        eb.and([eb('h.at', '=', after.at), eb('h.application_uuid', '>', after.applicationUuid)]),
      ]),
    );
  }
  return select.orderBy('h.at').orderBy('h.application_uuid').limit(query.limit).execute();
}
