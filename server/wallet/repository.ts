// Wallet queries: notifications, the borrower a stage-change notice goes to, their outbox mail, and the name on
// an account.
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { NotificationsTable, OutboxMessagesTable } from '../db/schema';

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
