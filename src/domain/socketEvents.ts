// The socket contract between the lender server and the app, one place for both: event names and payloads of
// the stage push (default namespace, server/push) and the web chat (`/chat`, server/chat/hub.ts, whose
// payload types live in ./chat). The server types its socket.io `Server` with these maps and the sagas type
// their sockets with them, so a renamed event or a changed payload fails to compile on both sides.
import {
  CHAT_EVENTS,
  type ChatSendAck,
  type ChatSnapshot,
  type ChatStateEvent,
  type ChatTypingEvent,
  type ChatWireMessage,
} from './chat';

export { CHAT_EVENTS, CHAT_NAMESPACE } from './chat';

export const PUSH_EVENTS = {
  /** client → server, with an ack: watch an application's stage changes. */
  watch: 'application:watch',
  /** client → server: stop watching. */
  unwatch: 'application:unwatch',
  /** server → client: a watched application changed stage. */
  stageChanged: 'stage:changed',
  /** server → client: a watch was refused (not found or not the caller's). */
  watchError: 'application:error',
} as const;

export interface StageChangedEvent {
  applicationUuid: string;
  from: string | null;
  to: string;
  at: string;
}

export type WatchAck = (answer: { ok: true } | { ok: false; message: string }) => void;

export interface PushServerToClient {
  [PUSH_EVENTS.stageChanged]: (event: StageChangedEvent) => void;
  [PUSH_EVENTS.watchError]: (event: { uuid: string | null; message: string }) => void;
}

export interface PushClientToServer {
  [PUSH_EVENTS.watch]: (payload: { uuid: string }, ack?: WatchAck) => void;
  [PUSH_EVENTS.unwatch]: (payload: { uuid: string }) => void;
}

export type ChatWatchAck = (answer: { ok: true; snapshot: ChatSnapshot } | { ok: false; message: string }) => void;

export interface ChatServerToClient {
  [CHAT_EVENTS.snapshot]: (snapshot: ChatSnapshot) => void;
  [CHAT_EVENTS.message]: (event: { conversationSid: string; message: ChatWireMessage }) => void;
  [CHAT_EVENTS.state]: (event: ChatStateEvent) => void;
  [CHAT_EVENTS.typing]: (event: ChatTypingEvent) => void;
  [CHAT_EVENTS.queue]: (event: { organizationCode: string }) => void;
}

export interface ChatClientToServer {
  [CHAT_EVENTS.send]: (payload: unknown, ack?: (answer: ChatSendAck) => void) => void;
  [CHAT_EVENTS.typing]: (payload: { preview?: string; conversationSid?: string }) => void;
  [CHAT_EVENTS.ping]: (payload: unknown, ack?: (answer: { ok: boolean; state: string }) => void) => void;
  [CHAT_EVENTS.end]: (payload: unknown, ack?: (answer: { ok: boolean }) => void) => void;
  [CHAT_EVENTS.watch]: (payload: { conversationSid?: unknown }, ack?: ChatWatchAck) => void;
}

/** Every event the server emits, on either namespace (socket.io types one Server for all its namespaces). */
export type ServerToClientEvents = PushServerToClient & ChatServerToClient;
/** Every event the server listens to, on either namespace. */
export type ClientToServerEvents = PushClientToServer & ChatClientToServer;
