// The streaming connection of a live chat: the `/chat` namespace of the platform's socket.io server, loaded on
// demand (its own chunk) and wrapped in an eventChannel that closes the socket when it is closed.
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  type ChatSendAck,
  type ChatSnapshot,
  type ChatStateEvent,
  type ChatTypingEvent,
  type ChatWireMessage,
} from '../../src/domain/chat';
import { SOCKET_PATH } from '../stagePush';

type Handler = (...args: never[]) => void;

/** The part of a socket.io-client socket the chat uses. */
export interface ChatSocket {
  on(event: string, handler: Handler): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  close(): unknown;
}

export type ChatSocketFactory = (uri: string, options: Partial<ManagerOptions & SocketOptions>) => ChatSocket;

export async function loadChatSocketClient(): Promise<ChatSocketFactory> {
  const client = await import(/* webpackChunkName: "socket-io" */ 'socket.io-client');
  return client.io as unknown as ChatSocketFactory;
}

/**
 * What the connection authenticates with, read again on every reconnection: the current chat token and the
 * number of the last message held, so the server sends only what was missed.
 */
export interface ConnectionState {
  token: string;
  afterSeq: number | null;
}

export function openChatSocket(io: ChatSocketFactory, connection: ConnectionState): ChatSocket {
  return io(CHAT_NAMESPACE, {
    path: SOCKET_PATH,
    auth: (send: (auth: Record<string, unknown>) => void) =>
      send({ chatToken: connection.token, ...(connection.afterSeq === null ? {} : { after: connection.afterSeq }) }),
    reconnection: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
    timeout: 20_000,
  });
}

export type ChatSocketEvent =
  | { kind: 'connected' }
  | { kind: 'disconnected'; reason: string }
  | { kind: 'refused'; message: string }
  | { kind: 'snapshot'; snapshot: ChatSnapshot }
  | { kind: 'message'; message: ChatWireMessage }
  | { kind: 'state'; event: ChatStateEvent }
  | { kind: 'typing'; event: ChatTypingEvent };

/** The socket's events; closing the channel closes the socket. Buffered: nothing is lost while the saga works. */
export function chatChannel(socket: ChatSocket): EventChannel<ChatSocketEvent> {
  return eventChannel<ChatSocketEvent>((emit) => {
    socket.on('connect', () => emit({ kind: 'connected' }));
    socket.on('disconnect', (reason: string) => emit({ kind: 'disconnected', reason: String(reason) }));
    socket.on('connect_error', (error: Error) =>
      emit({ kind: 'refused', message: error?.message || 'connection failed' }),
    );
    socket.on(CHAT_EVENTS.snapshot, (snapshot: ChatSnapshot) => {
      if (snapshot && Array.isArray(snapshot.messages)) emit({ kind: 'snapshot', snapshot });
    });
    socket.on(CHAT_EVENTS.message, (data: { message?: ChatWireMessage }) => {
      if (data?.message && typeof data.message.id === 'string') emit({ kind: 'message', message: data.message });
    });
    socket.on(CHAT_EVENTS.state, (event: ChatStateEvent) => {
      if (event && typeof event.state === 'string') emit({ kind: 'state', event });
    });
    socket.on(CHAT_EVENTS.typing, (event: ChatTypingEvent) => {
      if (event && event.senderType === 'AGENT') emit({ kind: 'typing', event });
    });
    return () => {
      socket.close();
    };
  }, buffers.expanding<ChatSocketEvent>(64));
}

/** Sends and waits for the server's answer; while offline the socket holds the message and sends it on reconnection. */
export function sendOverSocket(socket: ChatSocket, payload: unknown): Promise<ChatSendAck> {
  return new Promise((resolve) => {
    socket.emit(CHAT_EVENTS.send, payload, (answer: ChatSendAck) => resolve(answer));
  });
}

export function endOverSocket(socket: ChatSocket): Promise<{ ok: boolean }> {
  return new Promise((resolve) => {
    socket.emit(CHAT_EVENTS.end, {}, (answer: { ok: boolean }) => resolve(answer));
  });
}

export function sendTyping(socket: ChatSocket, preview: string): void {
  socket.emit(CHAT_EVENTS.typing, { preview });
}

/** A keep-alive; the answer (or a missing one) does not matter to the chat. */
export function sendPing(socket: ChatSocket): void {
  socket.emit(CHAT_EVENTS.ping, {});
}

export function reconnect(socket: ChatSocket): void {
  socket.connect();
}
