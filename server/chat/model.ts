// Web chat storage: conversations with an agent or the chatbot, their messages (numbered per conversation so a
// reconnecting client asks only for what it missed), attachments, chatbot feedback and the borrower nonces.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AGENT_SESSION_MS,
  CHATBOT_SESSION_MS,
  INITIAL_MESSAGES,
  NONCE_REFRESH_MS,
  type ChatAttachmentInfo,
  type ChatSenderType,
  type ChatWireMessage,
  type ConversationState,
} from '../../src/domain/chat';
import type { Db } from '../db';
import { nowIso } from '../db';
import { documentKeysOf, openDocument, sealedColumns } from '../security/documentCrypto';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/schema';

export type ConversationKind = 'AGENT' | 'CHATBOT';
export type ConversationRow = ChatConversationsTable;

/** A nonce is good for two refresh periods, so one late refresh does not sign the borrower out of chat. */
export const NONCE_TTL_MS = 2 * NONCE_REFRESH_MS;

export interface NewConversation {
  orgCode: string;
  kind: ConversationKind;
  provider: 'twilio' | 'stream' | 'nice' | 'talkjs' | 'chatbot';
  identityUuid: string | null;
  applicationUuid: string | null;
  friendlyName: string;
  emailAddress: string | null;
  skill: string;
  tag: string | null;
  pageUrl: string | null;
  loanNumber: string | null;
  targetAgentUuid: string | null;
  /** The signed-in borrower's session (from the nonce), or null. */
  sessionUuid?: string | null;
  now?: Date;
}

export async function createConversation(db: Db, input: NewConversation): Promise<ConversationRow> {
  const now = input.now ?? new Date();
  const lifetime = input.kind === 'AGENT' ? AGENT_SESSION_MS : CHATBOT_SESSION_MS;
  const row: ConversationRow = {
    uuid: randomUUID(),
    org_code: input.orgCode,
    kind: input.kind,
    provider: input.provider,
    state: input.kind === 'AGENT' ? 'WAITING' : 'ACTIVE',
    identity_uuid: input.identityUuid,
    application_uuid: input.applicationUuid,
    friendly_name: input.friendlyName,
    email_address: input.emailAddress,
    skill: input.skill,
    tag: input.tag,
    page_url: input.pageUrl,
    loan_number: input.loanNumber,
    omni_proxy_channel_id: randomUUID(),
    contact_id: randomUUID(),
    target_agent_uuid: input.targetAgentUuid,
    agent_uuid: null,
    agent_name: null,
    next_seq: 1,
    last_seen_at: null,
    created_at: now.toISOString(),
    accepted_at: null,
    ended_at: null,
    expires_at: new Date(now.getTime() + lifetime).toISOString(),
    session_uuid: input.sessionUuid ?? null,
  };
  await db.insertInto('chat_conversations').values(row).execute();
  return row;
}

export async function findConversation(db: Db, uuid: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('chat_conversations').selectAll().where('uuid', '=', uuid.toLowerCase()).executeTakeFirst();
}

export function isExpired(row: ConversationRow, now = new Date()): boolean {
  return Date.parse(row.expires_at) <= now.getTime();
}

/** An agent chat past its lifetime is over: ended on first sight. Returns the state as it now stands. */
export async function settleExpiry(db: Db, row: ConversationRow, now = new Date()): Promise<ConversationRow> {
  if (row.state === 'ENDED' || !isExpired(row, now)) return row;
  const at = now.toISOString();
  await db
    .updateTable('chat_conversations')
    .set({ state: 'ENDED', ended_at: at })
    .where('uuid', '=', row.uuid)
    .where('state', '!=', 'ENDED')
    .execute();
  return { ...row, state: 'ENDED', ended_at: row.ended_at ?? at };
}

function parseAttachments(text: string): ChatAttachmentInfo[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as ChatAttachmentInfo[]) : [];
  } catch {
    return [];
  }
}

export function toWireMessage(row: ChatMessagesTable): ChatWireMessage {
  return {
    id: row.uuid,
    seq: row.seq,
    clientId: row.client_id,
    senderType: row.sender_type as ChatSenderType,
    senderName: row.sender_name,
    body: row.body,
    attachments: parseAttachments(row.attachments),
    createdAt: row.created_at,
  };
}

export interface NewMessage {
  senderType: ChatSenderType;
  senderUuid: string | null;
  senderName: string;
  body: string;
  attachments: ChatAttachmentInfo[];
  clientId: string | null;
  response?: string | null;
  handover?: boolean | null;
}

async function findByClientId(
  db: Db,
  conversationUuid: string,
  senderType: ChatSenderType,
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

/**
 * Adds a message with the conversation's next number. A message whose client id was seen already (a resend
 * after a lost connection) is answered with the stored one and `created: false`.
 */
export async function appendMessage(
  db: Db,
  conversationUuid: string,
  input: NewMessage,
): Promise<{ message: ChatWireMessage; created: boolean }> {
  if (input.clientId) {
    const seen = await findByClientId(db, conversationUuid, input.senderType, input.clientId);
    if (seen) return { message: toWireMessage(seen), created: false };
  }
  try {
    const row = await db.transaction().execute(async (trx) => {
      // The increment takes the row's write lock: two senders never get the same number.
      const counter = await trx
        .updateTable('chat_conversations')
        .set((eb) => ({ next_seq: eb('next_seq', '+', 1) }))
        .where('uuid', '=', conversationUuid)
        .returning('next_seq')
        .executeTakeFirstOrThrow();
      const message: ChatMessagesTable = {
        uuid: randomUUID(),
        conversation_uuid: conversationUuid,
        seq: Number(counter.next_seq) - 1,
        client_id: input.clientId,
        sender_type: input.senderType,
        sender_uuid: input.senderUuid,
        sender_name: input.senderName,
        body: input.body,
        attachments: JSON.stringify(input.attachments),
        response: input.response ?? null,
        handover: input.handover === undefined || input.handover === null ? null : input.handover ? 1 : 0,
        created_at: nowIso(),
      };
      await trx.insertInto('chat_messages').values(message).execute();
      return message;
    });
    return { message: toWireMessage(row), created: true };
  } catch (err) {
    // The same client id sent twice at once: the other insert won, and that is the message.
    if (input.clientId) {
      const seen = await findByClientId(db, conversationUuid, input.senderType, input.clientId);
      if (seen) return { message: toWireMessage(seen), created: false };
    }
    throw err;
  }
}

/** The last `limit` messages in order, or (on a reconnection) every message after `afterSeq`. */
export async function listMessages(
  db: Db,
  conversationUuid: string,
  options: { afterSeq?: number | null; limit?: number } = {},
): Promise<ChatWireMessage[]> {
  const limit = options.limit ?? INITIAL_MESSAGES;
  if (typeof options.afterSeq === 'number' && options.afterSeq >= 0) {
    const rows = await db
      .selectFrom('chat_messages')
      .selectAll()
      .where('conversation_uuid', '=', conversationUuid)
      .where('seq', '>', options.afterSeq)
      .orderBy('seq', 'asc')
      .limit(500)
      .execute();
    return rows.map(toWireMessage);
  }
  const rows = await db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(toWireMessage);
}

export async function messageRows(db: Db, conversationUuid: string): Promise<ChatMessagesTable[]> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('conversation_uuid', '=', conversationUuid)
    .orderBy('seq', 'asc')
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

export function conversationState(row: ConversationRow): ConversationState {
  return row.state as ConversationState;
}

// ---- Attachments -------------------------------------------------------------------------------------------

export async function storeAttachment(
  db: Db,
  conversationUuid: string,
  senderType: ChatSenderType,
  file: { filename: string; mime: string; bytes: Buffer },
): Promise<ChatAttachmentInfo> {
  const info: ChatAttachmentInfo = {
    uuid: randomUUID(),
    filename: file.filename,
    mime: file.mime,
    size: file.bytes.length,
  };
  await db
    .insertInto('chat_attachments')
    .values({
      uuid: info.uuid,
      conversation_uuid: conversationUuid,
      sender_type: senderType,
      filename: info.filename,
      mime: info.mime,
      size: info.size,
      ...sealedColumns(db, file.bytes, info.uuid),
      created_at: nowIso(),
    })
    .execute();
  return info;
}

/** The attachments named, if every one belongs to the conversation and was uploaded by this side. */
export async function attachmentsFor(
  db: Db,
  conversationUuid: string,
  senderType: ChatSenderType,
  ids: string[],
): Promise<ChatAttachmentInfo[] | null> {
  if (ids.length === 0) return [];
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await db
    .selectFrom('chat_attachments')
    .select(['uuid', 'filename', 'mime', 'size'])
    .where('conversation_uuid', '=', conversationUuid)
    .where('sender_type', '=', senderType)
    .where('uuid', 'in', wanted)
    .execute();
  if (rows.length !== wanted.length) return null;
  const byId = new Map(rows.map((r) => [r.uuid, r]));
  return wanted.map((id) => {
    const r = byId.get(id)!;
    return { uuid: r.uuid, filename: r.filename, mime: r.mime, size: Number(r.size) };
  });
}

export async function readAttachment(
  db: Db,
  conversationUuid: string,
  attachmentUuid: string,
): Promise<{ filename: string; mime: string; bytes: Buffer } | null> {
  const row = await db
    .selectFrom('chat_attachments')
    .select(['uuid', 'filename', 'mime', 'content', 'wrapped_key', 'key_id'])
    .where('uuid', '=', attachmentUuid.toLowerCase())
    .where('conversation_uuid', '=', conversationUuid)
    .executeTakeFirst();
  return row ? { filename: row.filename, mime: row.mime, bytes: openDocument(row, documentKeysOf(db)) } : null;
}

// ---- Nonces ------------------------------------------------------------------------------------------------

export async function issueNonce(
  db: Db,
  identityUuid: string,
  orgCode: string,
  now = new Date(),
  sessionUuid: string | null = null,
): Promise<string> {
  const nonce = randomBytes(24).toString('base64url');
  // Old nonces of this borrower are dropped as new ones are made, so the table stays small.
  await db
    .deleteFrom('chat_nonces')
    .where('identity_uuid', '=', identityUuid)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('chat_nonces')
    .values({
      nonce,
      identity_uuid: identityUuid,
      org_code: orgCode,
      session_uuid: sessionUuid,
      expires_at: new Date(now.getTime() + NONCE_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return nonce;
}

/** The borrower a live nonce belongs to (in this organisation), or null. */
export async function nonceOwner(
  db: Db,
  nonce: string | null | undefined,
  orgCode: string,
  now = new Date(),
): Promise<string | null> {
  if (!nonce) return null;
  const row = await db
    .selectFrom('chat_nonces')
    .select(['identity_uuid', 'expires_at'])
    .where('nonce', '=', nonce)
    .where('org_code', '=', orgCode)
    .executeTakeFirst();
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row.identity_uuid;
}

/** The session a nonce was issued to, or null. */
export async function nonceSession(db: Db, nonce: string): Promise<string | null> {
  const row = await db.selectFrom('chat_nonces').select('session_uuid').where('nonce', '=', nonce).executeTakeFirst();
  return row?.session_uuid ?? null;
}

/** Logout: every chat the session started ends now; their tokens are refused from now on (access.ts). */
export async function endSessionConversations(db: Db, sessionUuid: string): Promise<ConversationRow[]> {
  const open = await db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('session_uuid', '=', sessionUuid)
    .where('state', '!=', 'ENDED')
    .execute();
  for (const row of open) await endConversation(db, row.uuid);
  return open;
}

export async function dropNonce(db: Db, nonce: string): Promise<void> {
  await db.deleteFrom('chat_nonces').where('nonce', '=', nonce).execute();
}
