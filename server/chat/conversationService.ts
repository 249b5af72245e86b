// The rules every chat surface shares: a conversation's lifetime and expiry, its messages (numbered per conversation
// so a reconnecting client asks only for what it missed; a resend is answered with the stored message), the
// attachments of each side, the borrower nonces, and the end of a session's chats at logout.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AGENT_SESSION_MS,
  CHATBOT_SESSION_MS,
  INITIAL_MESSAGES,
  NONCE_REFRESH_MS,
  type ChatAttachmentInfo,
  type ChatSenderType,
  type ChatWireMessage,
} from '../../src/domain/chat';
import type { Db } from '../db';
import { nowIso } from '../db';
import type { ChatMessagesTable } from '../db/schema';
import { documentKeysOf, openDocument, sealedColumns } from '../security/documentCrypto';
import { attachmentContent, attachmentInfos, insertAttachment } from './attachmentRepository';
import { deleteExpiredNonces, findNonce, insertNonce } from './nonceRepository';
import {
  endConversation,
  findMessageByClientId,
  insertConversation,
  insertMessage,
  latestMessages,
  markEnded,
  messagesAfter,
  openSessionConversations,
  raiseMessageCounter,
  type ConversationRow,
} from './repository';
import { toWireMessage } from './wire';

export type ConversationKind = 'AGENT' | 'CHATBOT';

export const CHAT_ENDED = 'The chat has ended';

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
  await insertConversation(db, row);
  return row;
}

export function isExpired(row: ConversationRow, now = new Date()): boolean {
  return Date.parse(row.expires_at) <= now.getTime();
}

/** An agent chat past its lifetime is over: ended on first sight. Returns the state as it now stands. */
export async function settleExpiry(db: Db, row: ConversationRow, now = new Date()): Promise<ConversationRow> {
  if (row.state === 'ENDED' || !isExpired(row, now)) return row;
  const at = now.toISOString();
  await markEnded(db, row.uuid, at);
  return { ...row, state: 'ENDED', ended_at: row.ended_at ?? at };
}

/**
 * Logout: every chat the session started ends now; their tokens are refused from now on (accessService.ts). Run
 * in the transaction that revokes the session (identityBroker's endSession), so neither happens without the other.
 */
export async function endSessionConversations(db: Db, sessionUuid: string): Promise<ConversationRow[]> {
  const open = await openSessionConversations(db, sessionUuid);
  for (const row of open) await endConversation(db, row.uuid);
  return open;
}

// ---- Messages ----------------------------------------------------------------------------------------------

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
    const seen = await findMessageByClientId(db, conversationUuid, input.senderType, input.clientId);
    if (seen) return { message: toWireMessage(seen), created: false };
  }
  try {
    const row = await db.transaction().execute((trx) => insertNextMessage(trx, conversationUuid, input));
    return { message: toWireMessage(row), created: true };
  } catch (err) {
    // The same client id sent twice at once: the other insert won, and that is the message.
    if (input.clientId) {
      const seen = await findMessageByClientId(db, conversationUuid, input.senderType, input.clientId);
      if (seen) return { message: toWireMessage(seen), created: false };
    }
    throw err;
  }
}

/** Writes a message under the conversation's next number, in the caller's transaction `trx` (no resend check). */
export async function insertNextMessage(
  trx: Db,
  conversationUuid: string,
  input: NewMessage,
): Promise<ChatMessagesTable> {
  // The increment takes the row's write lock: two senders never get the same number.
  const nextSeq = await raiseMessageCounter(trx, conversationUuid);
  const message: ChatMessagesTable = {
    uuid: randomUUID(),
    conversation_uuid: conversationUuid,
    seq: nextSeq - 1,
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
  await insertMessage(trx, message);
  return message;
}

/** The last `limit` messages in order, or (on a reconnection) every message after `afterSeq`. */
export async function listMessages(
  db: Db,
  conversationUuid: string,
  options: { afterSeq?: number | null; limit?: number } = {},
): Promise<ChatWireMessage[]> {
  const limit = options.limit ?? INITIAL_MESSAGES;
  if (typeof options.afterSeq === 'number' && options.afterSeq >= 0) {
    const rows = await messagesAfter(db, conversationUuid, options.afterSeq, 500);
    return rows.map(toWireMessage);
  }
  const rows = await latestMessages(db, conversationUuid, limit);
  return rows.reverse().map(toWireMessage);
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
  await insertAttachment(db, {
    uuid: info.uuid,
    conversation_uuid: conversationUuid,
    sender_type: senderType,
    filename: info.filename,
    mime: info.mime,
    size: info.size,
    ...sealedColumns(db, file.bytes, info.uuid),
    created_at: nowIso(),
  });
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
  const rows = await attachmentInfos(db, conversationUuid, senderType, wanted);
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
  const row = await attachmentContent(db, conversationUuid, attachmentUuid.toLowerCase());
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
  await deleteExpiredNonces(db, identityUuid, now.toISOString());
  await insertNonce(db, {
    nonce,
    identity_uuid: identityUuid,
    org_code: orgCode,
    session_uuid: sessionUuid,
    expires_at: new Date(now.getTime() + NONCE_TTL_MS).toISOString(),
    created_at: now.toISOString(),
  });
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
  const row = await findNonce(db, nonce, orgCode);
  if (!row || Date.parse(row.expires_at) <= now.getTime()) return null;
  return row.identity_uuid;
}
