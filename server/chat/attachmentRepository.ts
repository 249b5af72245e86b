// Chat attachments' storage (Kysely only): the sealed bytes of each file and which conversation and side it belongs to.
import type { Db } from '../db';
import type { ChatAttachmentsTable } from '../db/schema';

export async function insertAttachment(db: Db, row: ChatAttachmentsTable): Promise<void> {
  await db.insertInto('chat_attachments').values(row).execute();
}

/** The attachments among `uuids` that belong to the conversation and were uploaded by `senderType`. */
export async function attachmentInfos(
  db: Db,
  conversationUuid: string,
  senderType: string,
  uuids: string[],
): Promise<Pick<ChatAttachmentsTable, 'uuid' | 'filename' | 'mime' | 'size'>[]> {
  return db
    .selectFrom('chat_attachments')
    .select(['uuid', 'filename', 'mime', 'size'])
    .where('conversation_uuid', '=', conversationUuid)
    .where('sender_type', '=', senderType)
    .where('uuid', 'in', uuids)
    .execute();
}

export type StoredAttachment = Pick<
  ChatAttachmentsTable,
  'uuid' | 'filename' | 'mime' | 'content' | 'wrapped_key' | 'key_id'
>;

/** One attachment of the conversation with its (sealed) content. */
export async function attachmentContent(
  db: Db,
  conversationUuid: string,
  attachmentUuid: string,
): Promise<StoredAttachment | undefined> {
  return db
    .selectFrom('chat_attachments')
    .select(['uuid', 'filename', 'mime', 'content', 'wrapped_key', 'key_id'])
    .where('uuid', '=', attachmentUuid)
    .where('conversation_uuid', '=', conversationUuid)
    .executeTakeFirst();
}

/** The conversation an attachment belongs to. */
export async function attachmentConversation(db: Db, attachmentUuid: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_attachments')
    .select('conversation_uuid')
    .where('uuid', '=', attachmentUuid)
    .executeTakeFirst();
  return row?.conversation_uuid;
}
