// The outbox (`outbox_messages`, server/mail/index.ts): the messages waiting to be sent, a sender's claim on one,
// and what came of each try.
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db';
import type { OutboxMessagesTable } from '../db/schema';

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;

/**
 * Up to `limit` messages a sender may take now (`now`, ISO), oldest first: not sent, tried fewer than
 * `maxAttempts` times, written at or after `createdSince` (ISO), and not held by a claim.
 */
export async function findSendableMessages(
  db: Db,
  { now, maxAttempts, createdSince, limit }: { now: string; maxAttempts: number; createdSince: string; limit: number },
): Promise<{ uuid: string; claimed_until: string | null }[]> {
  return db
    .selectFrom('outbox_messages')
    .select(['uuid', 'claimed_until'])
    .where('sent_at', 'is', null)
    .where('attempts', '<', maxAttempts)
    .where('created_at', '>=', createdSince)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('created_at')
    .orderBy('uuid')
    .limit(limit)
    .execute();
}

/**
 * Holds an unsent message until `until` (ISO) if its claim is still `claimedUntil` as read: true when this update
 * took it.
 */
export async function claimMessage(db: Db, uuid: string, claimedUntil: string | null, until: string): Promise<boolean> {
  const claimed = await db
    .updateTable('outbox_messages')
    .set({ claimed_until: until })
    .where('uuid', '=', uuid)
    .where('sent_at', 'is', null)
    .where((eb) => (claimedUntil === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', claimedUntil)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function findMessage(db: Db, uuid: string): Promise<OutboxMessageRow | undefined> {
  return db.selectFrom('outbox_messages').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export async function markMessageSent(db: Db, uuid: string): Promise<void> {
  await db
    .updateTable('outbox_messages')
    // attempts and last_error stay: the record of what it took.
    .set({ sent_at: nowIso(), claimed_until: null })
    .where('uuid', '=', uuid)
    .execute();
}

/** Records a failed try: the count, the reason, and the claim that holds the message back until `claimedUntil`. */
export async function markMessageFailed(
  db: Db,
  uuid: string,
  failure: { attempts: number; lastError: string; claimedUntil: string },
): Promise<void> {
  await db
    .updateTable('outbox_messages')
    .set({ attempts: failure.attempts, last_error: failure.lastError, claimed_until: failure.claimedUntil })
    .where('uuid', '=', uuid)
    .execute();
}
