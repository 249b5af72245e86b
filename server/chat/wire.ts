// How chat rows look to the clients: a message on the wire, the snapshot a socket gets on (re)connection, a state
// event, and the name an agent shows under.
import type {
  ChatAttachmentInfo,
  ChatSenderType,
  ChatSnapshot,
  ChatStateEvent,
  ChatWireMessage,
  ConversationState,
} from '../../src/domain/chat';
import type { ChatMessagesTable } from '../db/schema';
import type { ConversationRow } from './repository';

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

export function conversationState(row: ConversationRow): ConversationState {
  return row.state as ConversationState;
}

export function snapshotOf(row: ConversationRow, messages: ChatWireMessage[]): ChatSnapshot {
  return {
    conversationSid: row.uuid,
    state: conversationState(row),
    agentName: row.agent_name,
    messages,
  };
}

export function stateEventOf(row: ConversationRow): ChatStateEvent {
  return { conversationSid: row.uuid, state: conversationState(row), agentName: row.agent_name };
}

/** The name agents show under in chat: their first name and the initial of their last. */
export function agentDisplayName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}
