// The rules behind the chat socket (hub.ts): who may connect (a borrower with their conversation's chat token, an
// agent with their session token), and what a borrower's snapshot, message, ping and end and an agent's watch do.
import { INITIAL_MESSAGES, MESSAGE_MAX, type ChatSnapshot, type ChatWireMessage } from '../../src/domain/chat';
import { chatMessageSchema } from '../../src/domain/validation/chat';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError, validateBody } from '../http';
import { checkSessionToken } from '../security/auth';
import { chatSessionLive } from './accessService';
import { appendMessage, attachmentsFor, listMessages, settleExpiry } from './conversationService';
import type { ChatHub } from './hubTypes';
import { endConversation, findConversation, markSeen, orgIdentityNames, type ConversationRow } from './repository';
import { readChatToken } from './tokens';
import { agentDisplayName, snapshotOf } from './wire';

export type Participant =
  | { role: 'APPLICANT'; conversationUuid: string; org: string; afterSeq: number | null; sid: string | null }
  | { role: 'AGENT'; agentUuid: string; agentName: string; org: string; sid: string };

export type BorrowerParticipant = Extract<Participant, { role: 'APPLICANT' }>;
export type AgentParticipant = Extract<Participant, { role: 'AGENT' }>;

export const CHAT_REFUSED = {
  unauthenticated: 'unauthenticated',
  ended: 'The chat has ended',
  notFound: 'Not found',
} as const;

/** Who a socket's handshake proves, or null. */
export async function participantOf(db: Db, config: ServerConfig, handshakeAuth: unknown): Promise<Participant | null> {
  const auth = (handshakeAuth ?? {}) as { chatToken?: unknown; token?: unknown; after?: unknown };
  if (typeof auth.chatToken === 'string' && auth.chatToken) {
    const read = await readChatToken(config.jwtSecret, auth.chatToken);
    if (!read.ok || read.expired || read.claims.kind !== 'AGENT') return null;
    const row = await findConversation(db, read.claims.sub);
    if (!row || row.org_code !== read.claims.org || row.kind !== 'AGENT') return null;
    // A signed-in borrower's chat ends with their session.
    if (!(await chatSessionLive(db, row.uuid))) return null;
    const after = typeof auth.after === 'number' && Number.isInteger(auth.after) && auth.after >= 0 ? auth.after : null;
    return {
      role: 'APPLICANT',
      conversationUuid: row.uuid,
      org: row.org_code,
      afterSeq: after,
      sid: row.session_uuid,
    };
  }
  if (typeof auth.token === 'string' && auth.token) {
    const result = await checkSessionToken(config, db, auth.token.replace(/^Bearer\s+/i, ''));
    if (!result.ok) return null;
    const identity = await orgIdentityNames(db, result.identityUuid, result.org);
    if (!identity || identity.type !== 'AGENT') return null;
    return {
      role: 'AGENT',
      agentUuid: identity.uuid,
      agentName: agentDisplayName(identity.first_name, identity.last_name),
      org: result.org,
      sid: result.sid,
    };
  }
  return null;
}

/** A borrower's (re)connection: the chat as it stands, seen now, with what they missed. */
export async function borrowerSnapshot(db: Db, who: BorrowerParticipant): Promise<ChatSnapshot> {
  const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
  await markSeen(db, row.uuid);
  const messages = await listMessages(db, row.uuid, { afterSeq: who.afterSeq, limit: INITIAL_MESSAGES });
  return snapshotOf(row, messages);
}

/** A borrower's message (with attachments they uploaded to this chat); a resend is answered with the stored one. */
export async function sendBorrowerMessage(
  db: Db,
  hub: ChatHub,
  who: BorrowerParticipant,
  payload: unknown,
): Promise<ChatWireMessage> {
  const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
  if (row.state === 'ENDED') throw new HttpError(409, CHAT_REFUSED.ended);
  const input = await validateBody(chatMessageSchema, payload);
  const attachments = await attachmentsFor(db, row.uuid, 'APPLICANT', input.attachmentIds);
  if (!attachments) throw new HttpError(400, 'attachmentIds: Not found');
  const { message, created } = await appendMessage(db, row.uuid, {
    senderType: 'APPLICANT',
    senderUuid: row.identity_uuid,
    senderName: row.friendly_name,
    body: input.body.slice(0, MESSAGE_MAX),
    attachments,
    clientId: input.clientId ?? null,
  });
  if (created) hub.messageAdded(row, message);
  return message;
}

/** The borrower ends the chat (everyone hears of it once). */
export async function endBorrowerChat(db: Db, hub: ChatHub, who: BorrowerParticipant): Promise<void> {
  if (await endConversation(db, who.conversationUuid)) {
    hub.stateChanged((await findConversation(db, who.conversationUuid))!);
  }
}

/**
 * Chats that ended away from their sockets (logout ended the session's: identityBroker's endSession): whoever
 * watches each hears it once, and the agents' waiting list drops those that waited.
 */
export async function announceEndedChats(db: Db, hub: ChatHub, ended: ConversationRow[]): Promise<void> {
  for (const row of ended) {
    const now = await findConversation(db, row.uuid);
    if (now) hub.stateChanged(now);
  }
  for (const orgCode of new Set(ended.filter((row) => row.state === 'WAITING').map((row) => row.org_code))) {
    hub.queueChanged(orgCode);
  }
}

/** The borrower's ping: the chat is seen now; answers its state. */
export async function pingBorrowerChat(db: Db, who: BorrowerParticipant): Promise<string> {
  const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
  await markSeen(db, row.uuid);
  return row.state;
}

/** A chat the agent may watch: one of their organisation that they have taken; undefined otherwise. */
export async function watchableConversation(
  db: Db,
  who: AgentParticipant,
  uuid: unknown,
): Promise<ConversationRow | undefined> {
  const row = typeof uuid === 'string' ? await findConversation(db, uuid).catch(() => undefined) : undefined;
  // Only a chat of the agent's organisation that they have taken.
  if (!row || row.org_code !== who.org || row.kind !== 'AGENT' || row.agent_uuid !== who.agentUuid) return undefined;
  return row;
}
