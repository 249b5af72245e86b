// The live conversation over the streaming connection: a lost connection shows 'Connection lost. Attempting
// to reconnect.', messages written meanwhile wait and go when it is back, the reconnection asks only for what
// was missed, and nothing is lost; a refused token is refreshed once; the first message waits for an agent.
// The saga runs on a real store (sagas/chat/live.ts) against a fake socket the test plays the server for.
import type { Task } from 'redux-saga';
import { refreshChatToken } from '../../src/api/chat';
import {
  CHAT_ALERTS,
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  type ChatWireMessage,
  type StoredLiveSession,
} from '../../src/domain/chat';
import { liveConversation } from '../../sagas/chat/live';
import type { ConnectionState } from '../../sagas/chat/socket';
import { readLiveSession, writeLiveSession } from '../../sagas/chat/storage';
import { SOCKET_PATH } from '../../sagas/stagePush';
import { chatMessageRetried, chatMessageSubmitted, chatSessionStarted, type ChatState } from '../../store/chat';
import { findSecrets } from '../../store/devtools';
import { makeTestStore } from '../utils/renderWithProviders';
import { chatOrg, fakeSocketClient, settle, type FakeSocket } from './support/chatStore';

jest.mock('../../src/api/chat', () => ({
  ...jest.requireActual('../../src/api/chat'),
  refreshChatToken: jest.fn(),
}));
const refresh = refreshChatToken as jest.MockedFunction<typeof refreshChatToken>;

const SID = 'c0ffee00-0000-4000-8000-00000000000a';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjaGF0In0.c2lnbmF0dXJl';

function session(overrides: Partial<StoredLiveSession> = {}): StoredLiveSession {
  return {
    provider: 'twilio',
    token: TOKEN,
    conversationSid: SID,
    expiration: '2099-01-01T00:00:00.000Z',
    friendlyName: 'Dana',
    emailAddress: 'dana@example.com',
    omniProxyChannelId: 'c0ffee00-0000-4000-8000-00000000000b',
    stream: null,
    initialMessage: null,
    ...overrides,
  };
}

function message(seq: number, senderType: ChatWireMessage['senderType'], body: string, clientId: string | null = null) {
  return {
    id: `m-${seq}`,
    seq,
    clientId,
    senderType,
    senderName: senderType === 'AGENT' ? 'Alex A.' : 'Dana',
    body,
    attachments: [],
    createdAt: `2026-03-02T18:00:0${seq}.000Z`,
  };
}

function sends(socket: FakeSocket) {
  return socket.emitted.filter((e) => e.event === CHAT_EVENTS.send);
}

/** A store whose chat has started (waiting for an agent), and the conversation saga running on it. */
function start(stored: StoredLiveSession = session()) {
  const { store } = makeTestStore({ org: chatOrg() });
  store.dispatch(
    chatSessionStarted({
      provider: 'twilio',
      expiresAt: stored.expiration,
      friendlyName: 'Dana',
      conversationState: 'WAITING',
      initialMessage: stored.initialMessage ? { clientId: `initial-${SID}`, body: stored.initialMessage } : null,
    }),
  );
  const { io, sockets } = fakeSocketClient();
  const connection: ConnectionState = { token: stored.token, afterSeq: null };
  const task: Task = store.runSaga(liveConversation, io, stored, connection);
  const chat = (): ChatState => store.getState().chat;
  return { store, task, sockets, connection, chat };
}

let errors: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  refresh.mockReset();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('chat reconnection', () => {
  it('shows the reconnect alert, holds what is written meanwhile, and resumes without losing a message', async () => {
    const { store, task, sockets, chat } = start();
    await settle();
    const [socket] = sockets;
    expect(socket.uri).toBe(CHAT_NAMESPACE);
    expect(socket.options.path).toBe(SOCKET_PATH);
    expect(socket.auth()).toEqual({ chatToken: TOKEN });

    socket.serverSends('connect');
    socket.serverSends(CHAT_EVENTS.snapshot, {
      conversationSid: SID,
      state: 'ACTIVE',
      agentName: 'Alex A.',
      messages: [message(1, 'SYSTEM', 'Welcome'), message(2, 'AGENT', 'Hi Dana, how can I help?')],
    });
    await settle();
    expect(chat().phase).toBe('active');
    // The next connection asks for what came after message 2 only.
    expect(socket.auth()).toEqual({ chatToken: TOKEN, after: 2 });

    socket.serverSends('disconnect', 'transport close');
    await settle();
    expect(chat().alert).toBe('connectionLost');
    expect(CHAT_ALERTS[chat().alert!].message).toBe('Connection lost. Attempting to reconnect.');
    expect(chat().connection).toBe('reconnecting');
    // Written while offline: handed to the socket, which sends it once it is back.
    store.dispatch(chatMessageSubmitted({ clientId: 'c-9', body: 'Are you still there?', files: [] }));
    await settle(10);
    expect(chat().messages.find((m) => m.key === 'c-9')?.status).toBe('sending');

    socket.serverSends('connect');
    // The server had one more agent message while the borrower was away.
    socket.serverSends(CHAT_EVENTS.snapshot, {
      conversationSid: SID,
      state: 'ACTIVE',
      agentName: 'Alex A.',
      messages: [message(3, 'AGENT', 'I have your file now.')],
    });
    await settle(10);
    expect(chat().alert).toBeNull();
    expect(chat().connection).toBe('online');
    const pending = sends(socket);
    expect(pending.map((e) => e.payload)).toEqual([
      { clientId: 'c-9', body: 'Are you still there?', attachmentIds: [] },
    ]);
    pending[0].ack?.({ ok: true, message: message(4, 'APPLICANT', 'Are you still there?', 'c-9') });
    await settle(10);

    expect(chat().messages.map((m) => [m.seq, m.body, m.status])).toEqual([
      [1, 'Welcome', 'sent'],
      [2, 'Hi Dana, how can I help?', 'sent'],
      [3, 'I have your file now.', 'sent'],
      [4, 'Are you still there?', 'sent'],
    ]);
    expect(socket.auth()).toEqual({ chatToken: TOKEN, after: 3 });
    // No token in the store; cancelling the saga closes the socket (the channel is closed in finally).
    expect(findSecrets(store.getState())).toEqual([]);
    task.cancel();
    expect(socket.closed).toBe(true);
  });

  it('reconnects itself when the server closed the connection', async () => {
    const { task, sockets, chat } = start();
    await settle();
    sockets[0].serverSends('connect');
    sockets[0].serverSends('disconnect', 'io server disconnect');
    await settle();
    expect(sockets[0].connects).toBe(1);
    expect(chat().alert).toBe('connectionLost');
    task.cancel();
  });

  it('refreshes a refused token once and connects again; a second refusal ends with the token alert', async () => {
    refresh.mockResolvedValue('fresh-token');
    const { task, sockets, connection, chat } = start();
    await settle();
    sockets[0].serverSends('connect_error', new Error('unauthenticated'));
    await settle(10);
    expect(refresh).toHaveBeenCalledWith(TOKEN);
    expect(connection.token).toBe('fresh-token');
    expect(readLiveSession()?.token).toBe('fresh-token');
    expect(sockets[0].auth()).toEqual({ chatToken: 'fresh-token' });
    expect(sockets[0].connects).toBe(1);
    sockets[0].serverSends('connect_error', new Error('unauthenticated'));
    expect(await task.toPromise()).toBe('refused');
    expect(chat().alert).toBe('tokenInvalid');
    expect(CHAT_ALERTS.tokenInvalid.message).toBe('Token state is invalid.');
    expect(sockets[0].closed).toBe(true);
  });

  it('shows the token alert when the refresh is refused', async () => {
    refresh.mockRejectedValue({ status: 401, message: 'The chat has ended', data: null });
    const { task, sockets, chat } = start();
    await settle();
    sockets[0].serverSends('connect_error', new Error('unauthenticated'));
    expect(await task.toPromise()).toBe('refused');
    expect(chat().alert).toBe('tokenInvalid');
  });

  it('shows the reconnect alert on a network failure and keeps the session', async () => {
    const { task, sockets, chat } = start();
    await settle();
    sockets[0].serverSends('connect_error', new Error('websocket error'));
    await settle();
    expect(chat()).toEqual(
      expect.objectContaining({ alert: 'connectionLost', connection: 'reconnecting', phase: 'waiting' }),
    );
    expect(task.isRunning()).toBe(true);
    task.cancel();
  });

  it('holds the first message until an agent joins, then sends it', async () => {
    writeLiveSession(session({ initialMessage: 'I need help with my draw.' }));
    const { task, sockets, chat } = start(session({ initialMessage: 'I need help with my draw.' }));
    await settle();
    const [socket] = sockets;
    socket.serverSends('connect');
    socket.serverSends(CHAT_EVENTS.snapshot, { conversationSid: SID, state: 'WAITING', agentName: null, messages: [] });
    await settle(10);
    expect(sends(socket)).toEqual([]);
    expect(chat().messages.map((m) => [m.body, m.status])).toEqual([['I need help with my draw.', 'held']]);
    socket.serverSends(CHAT_EVENTS.state, { conversationSid: SID, state: 'ACTIVE', agentName: 'Alex A.' });
    await settle(10);
    expect(sends(socket).map((e) => e.payload)).toEqual([
      { clientId: `initial-${SID}`, body: 'I need help with my draw.', attachmentIds: [] },
    ]);
    // Cleared from the stored session, so a reload does not send it twice.
    expect(readLiveSession()?.initialMessage).toBeNull();
    sends(socket)[0].ack?.({
      ok: true,
      message: message(2, 'APPLICANT', 'I need help with my draw.', `initial-${SID}`),
    });
    await settle(10);
    expect(chat().messages.map((m) => [m.body, m.status])).toEqual([['I need help with my draw.', 'sent']]);
    task.cancel();
  });

  it('marks a refused message as not sent with the send alert, and resends it with the same id', async () => {
    const { store, task, sockets, chat } = start();
    await settle();
    const [socket] = sockets;
    socket.serverSends('connect');
    store.dispatch(chatMessageSubmitted({ clientId: 'c-1', body: 'Hello', files: [] }));
    await settle(10);
    sends(socket)[0].ack?.({ ok: false, message: 'Something unexpected happened' });
    await settle(10);
    expect(chat().messages.map((m) => [m.key, m.status])).toEqual([['c-1', 'failed']]);
    expect(chat().alert).toBe('sendFailed');
    expect(CHAT_ALERTS.sendFailed.message).toBe('Something went wrong. Please try resending the message.');
    store.dispatch(chatMessageRetried({ clientId: 'c-1' }));
    await settle(10);
    expect(sends(socket).map((e) => (e.payload as { clientId: string }).clientId)).toEqual(['c-1', 'c-1']);
    sends(socket)[1].ack?.({ ok: true, message: message(2, 'APPLICANT', 'Hello', 'c-1') });
    await settle(10);
    expect(chat().messages.map((m) => [m.key, m.status])).toEqual([['c-1', 'sent']]);
    task.cancel();
  });
});
