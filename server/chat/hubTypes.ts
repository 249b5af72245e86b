// What the chat hub (./hub.ts) offers the chat's routes and services: tell the sockets about a message, a
// conversation's state or the agents' waiting list.
import type { ChatWireMessage } from '../../src/domain/chat';
import type { PushIo } from '../push';
import type { ConversationRow } from './repository';

export interface ChatHub {
  /** Binds the hub to the socket server once the app listens; returns the detach function. */
  attach(io: PushIo): () => void;
  messageAdded(conversation: ConversationRow, message: ChatWireMessage): void;
  stateChanged(conversation: ConversationRow): void;
  queueChanged(orgCode: string): void;
}
