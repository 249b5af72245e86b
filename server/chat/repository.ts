// Web chat storage (Kysely only): conversations and their numbered messages, and the identities, applications and
// feature flag the chat reads. Attachments, nonces, chatbot feedback and survey answers have repositories of their own.
import type { Db } from '../db';
import { nowIso } from '../db';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/schema';

export type ConversationRow = ChatConversationsTable;

// ---- Conversations -----------------------------------------------------------------------------------------

export async function insertConversation(db: Db, row: ConversationRow): Promise<void> {
  await db.insertInto('chat_conversations').values(row).execute();
}

export async function findConversation(db: Db, uuid: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').selectAll().where('uuid', '=', uuid.toLowerCase()).executeTakeFirst();
}

/** Marks a conversation ended at `at` unless it already is. */
export async function markEnded(db: Db, conversationUuid: string, at: string): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({ state: 'ENDED', ended_at: at })
    .where('uuid', '=', conversationUuid)
    .where('state', '!=', 'ENDED')
    .execute();
}

export async function markSeen(db: Db, conversationUuid: string): Promise<void> {
  await db
    .updateTable('chat_conversations')
    .set({ last_seen_at: nowIso() })
    .where('uuid', '=', conversationUuid)
    .execute();
}

/** Takes a waiting chat for `agent`; false when someone else was quicker (or it is not waiting). */
export async function acceptConversation(
  db: Db,
  conversationUuid: string,
  agent: { uuid: string; name: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chat_conversations')
    .set({ state: 'ACTIVE', agent_uuid: agent.uuid, agent_name: agent.name, accepted_at: nowIso() })
    .where('uuid', '=', conversationUuid)
    .where('state', '=', 'WAITING')
    .where((eb) => eb.or([eb('target_agent_uuid', 'is', null), eb('target_agent_uuid', '=', agent.uuid)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function endConversation(db: Db, conversationUuid: string): Promise<boolean> {
  const result = await db
    .updateTable('chat_conversations')
    .set({ state: 'ENDED', ended_at: nowIso() })
    .where('uuid', '=', conversationUuid)
    .where('state', '!=', 'ENDED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The chats a session started that are still open. */
export async function openSessionConversations(db: Db, sessionUuid: string): Promise<ConversationRow[]> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('session_uuid', '=', sessionUuid)
    .where('state', '!=', 'ENDED')
    .execute();
}

/** The session that started a conversation (null for a visitor's chat, or no such conversation). */
export async function conversationSession(db: Db, conversationUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('session_uuid')
    .where('uuid', '=', conversationUuid)
    .executeTakeFirst();
  return row?.session_uuid ?? null;
}

export async function conversationUuidByChannel(db: Db, omniProxyChannelId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('uuid')
    .where('omni_proxy_channel_id', '=', omniProxyChannelId)
    .executeTakeFirst();
  return row?.uuid;
}

/** The organisation's agent chats waiting for anyone (or for `agentUuid`) and not past `nowIso`, oldest first. */
export async function waitingConversations(
  db: Db,
  orgCode: string,
  agentUuid: string,
  now: string,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('kind', '=', 'AGENT')
    .where('state', '=', 'WAITING')
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('target_agent_uuid', 'is', null), eb('target_agent_uuid', '=', agentUuid)]))
    .orderBy('created_at', 'asc')
    .limit(limit)
    .execute();
}

/** The chats an agent has taken, the latest first. */
export async function takenConversations(
  db: Db,
  orgCode: string,
  agentUuid: string,
  limit: number,
): Promise<ConversationRow[]> {
  return db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('org_code', '=', orgCode)
    .where('agent_uuid', '=', agentUuid)
    .orderBy('accepted_at', 'desc')
    .limit(limit)
    .execute();
}

// ---- Messages ----------------------------------------------------------------------------------------------

export async function findMessageByClientId(
  db: Db,
  conversationUuid: string,
  senderType: string,
  clientId: string,
): Promise<ChatMessagesTable | undefined> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('sender_type', '=', senderType)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Raises the conversation's message counter and answers its new value (run inside the message's transaction). */
export async function raiseMessageCounter(trx: Db, conversationUuid: string): Promise<number> {
  const counter = await trx
    .updateTable('chat_conversations')
    .set((eb) => ({ next_seq: eb('next_seq', '+', 1) }))
    .where('uuid', '=', conversationUuid)
    .returning('next_seq')
    .executeTakeFirstOrThrow();
  return Number(counter.next_seq);
}

export async function insertMessage(trx: Db, message: ChatMessagesTable): Promise<void> {
  await trx.insertInto('chat_messages').values(message).execute();
}

/** Up to `max` messages after `afterSeq`, in order. */
export async function messagesAfter(
  db: Db,
  conversationUuid: string,
  afterSeq: number,
  max: number,
): Promise<ChatMessagesTable[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .where('seq', '>', afterSeq)
    .orderBy('seq', 'asc')
    .limit(max)
    .execute();
}

/** The last `limit` messages, newest first. */
export async function latestMessages(db: Db, conversationUuid: string, limit: number): Promise<ChatMessagesTable[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

export async function messageRows(db: Db, conversationUuid: string): Promise<ChatMessagesTable[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .orderBy('seq', 'asc')
    .execute();
}

/** A message of the conversation, by uuid (the chatbot's question). */
export async function findQuestion(
  db: Db,
  conversationUuid: string,
  questionUuid: string,
): Promise<{ uuid: string; response: string | null } | undefined> {
  return db
    .selectFrom('chat_messages')
    .select(['uuid', 'response'])
    .where('uuid', '=', questionUuid)
    .where('conversation_uuid', '=', conversationUuid)
    .executeTakeFirst();
}

// ---- What the chat reads of other features -----------------------------------------------------------------

/** The organisation's fe-webchat flag row, if it set one. */
export async function webchatFlag(db: Db, orgCode: string): Promise<{ enabled: number } | undefined> {
  return db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('org_code', '=', orgCode)
    .where('key', '=', 'fe-webchat')
    .executeTakeFirst();
}

/** An agent of the organisation by uuid or email (both lower case). */
export async function findOrgAgent(db: Db, orgCode: string, id: string): Promise<{ uuid: string } | undefined> {
  return db
    .selectFrom('identities')
    .select('uuid')
    .where('org_code', '=', orgCode)
    .where('type', '=', 'AGENT')
    .where((eb) => eb.or([eb('uuid', '=', id), eb('email', '=', id)]))
    .executeTakeFirst();
}

export async function identityFirstName(db: Db, uuid: string): Promise<string | null> {
  return (
    (await db.selectFrom('identities').select('first_name').where('uuid', '=', uuid).executeTakeFirst())?.first_name ??
    null
  );
}

export interface IdentityNames {
  uuid: string;
  type: string;
  org_code: string;
  first_name: string;
  last_name: string;
}

export async function identityNames(db: Db, uuid: string): Promise<IdentityNames | undefined> {
  return db
    .selectFrom('identities')
    .select(['uuid', 'type', 'org_code', 'first_name', 'last_name'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** An identity of one organisation, for the chat socket. */
export async function orgIdentityNames(
  db: Db,
  uuid: string,
  orgCode: string,
): Promise<Omit<IdentityNames, 'org_code'> | undefined> {
  return db
    .selectFrom('identities')
    .select(['uuid', 'type', 'first_name', 'last_name'])
    .where('uuid', '=', uuid)
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
}
