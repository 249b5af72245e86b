// State for the chat saga tests: the real root reducer (with the features' slices injected) at a page, an
// organisation in a chosen environment, and a fake socket.io client the test plays the server for.
import { createMemoryHistory } from 'history';
import type { ManagerOptions, SocketOptions } from 'socket.io-client';
import { makeRootReducer, type RootState } from '../../../store';
import { initialChatState, type ChatState } from '../../../store/chat';
import type { PrivateLabel } from '../../../src/domain/org';
import type { ChatSocket, ChatSocketFactory } from '../../../sagas/chat/socket';
import { LAZY_SLICES, makeTestStore } from '../../utils/renderWithProviders';
import { sampleOrg } from '../../utils/sampleOrg';

export const APP_UUID = '11111111-2222-4333-8444-555555555555';

export function chatOrg(environment: PrivateLabel['environment'] = 'test'): PrivateLabel {
  return { ...sampleOrg, environment };
}

export interface ChatStateOptions {
  path?: string;
  environment?: PrivateLabel['environment'];
  authenticated?: boolean;
  chat?: Partial<ChatState>;
}

export function chatTestState({
  path = `/${APP_UUID}/start/profile`,
  environment = 'test',
  authenticated = false,
  chat = {},
}: ChatStateOptions = {}): RootState {
  const { store } = makeTestStore({ path, authenticated, org: chatOrg(environment) });
  return { ...store.getState(), chat: { ...initialChatState, ...chat } };
}

export function chatReducerFor(environment: PrivateLabel['environment'] = 'test') {
  const reducer = makeRootReducer(chatOrg(environment), createMemoryHistory());
  for (const slice of LAZY_SLICES) reducer.inject(slice);
  return reducer;
}

type Handler = (...args: unknown[]) => void;

export interface FakeSocket {
  options: Partial<ManagerOptions & SocketOptions>;
  uri: string;
  emitted: { event: string; payload: unknown; ack?: Handler }[];
  closed: boolean;
  connects: number;
  /** The server sends an event to the client. */
  serverSends(event: string, ...args: unknown[]): void;
  /** What the client would authenticate with now. */
  auth(): Record<string, unknown>;
}

/** A stand-in for socket.io-client: records what the saga emits; the test sends the server's events. */
export function fakeSocketClient(): { io: ChatSocketFactory; sockets: FakeSocket[] } {
  const sockets: FakeSocket[] = [];
  const io: ChatSocketFactory = (uri, options) => {
    const handlers: Record<string, Handler[]> = {};
    const socket: FakeSocket = {
      uri,
      options,
      emitted: [],
      closed: false,
      connects: 0,
      serverSends(event, ...args) {
        for (const handler of handlers[event] ?? []) handler(...args);
      },
      auth() {
        let sent: Record<string, unknown> = {};
        const auth = options.auth as unknown;
        if (typeof auth === 'function') (auth as (cb: (a: Record<string, unknown>) => void) => void)((a) => (sent = a));
        else sent = auth as Record<string, unknown>;
        return sent;
      },
    };
    sockets.push(socket);
    const api: ChatSocket = {
      on(event, handler) {
        (handlers[event] ??= []).push(handler as Handler);
        return api;
      },
      emit(event, payload, ack) {
        socket.emitted.push({ event, payload, ack: ack as Handler | undefined });
        return api;
      },
      connect() {
        socket.connects += 1;
        return api;
      },
      close() {
        socket.closed = true;
        return api;
      },
    };
    return api;
  };
  return { io, sockets };
}

/** Lets the saga run what it can before the test goes on. */
export async function settle(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}
