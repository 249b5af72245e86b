// Session lifetimes on a timer (jest's fake timers stand in for the clock): an agent chat lasts 6 hours, a
// chatbot session 10 minutes; then the stored session is cleared and the chat ends (the chatbot's input
// closes).
import type { Task } from 'redux-saga';
import { chatWithAutobot, initWebChat } from '../../src/api/chat';
import { AGENT_SESSION_MS, CHATBOT_SESSION_MS, CHAT_STORAGE_KEYS } from '../../src/domain/chat';
import { runChatbotSession } from '../../sagas/chat/chatbot';
import { runLiveSession } from '../../sagas/chat/live';
import { loadChatSocketClient } from '../../sagas/chat/socket';
import { chatMessageSubmitted, selectChatInputAllowed } from '../../store/chat';
import { makeTestStore } from '../utils/renderWithProviders';
import { APP_UUID, chatOrg, fakeSocketClient, settle } from './support/chatStore';

jest.mock('../../src/api/chat', () => ({
  ...jest.requireActual('../../src/api/chat'),
  initWebChat: jest.fn(),
  chatWithAutobot: jest.fn(),
  getWebChatInfo: jest.fn(),
}));
jest.mock('../../sagas/chat/socket', () => ({
  ...jest.requireActual('../../sagas/chat/socket'),
  loadChatSocketClient: jest.fn(),
}));

const START = Date.parse('2026-03-02T17:00:00Z');
const values = { friendlyName: 'Dana', emailAddress: 'dana@example.com', pageUrl: `/${APP_UUID}/start/profile` };

function storeAt() {
  const { store } = makeTestStore({ org: chatOrg(), path: `/${APP_UUID}/start/profile` });
  return store;
}

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  errors.mockRestore();
});

describe('chat session lifetimes', () => {
  it('ends a chatbot session 10 minutes after it started, and closes its input', async () => {
    (chatWithAutobot as jest.Mock).mockResolvedValue({
      conversationId: 'c0ffee00-0000-4000-8000-000000000001',
      questionId: 'c0ffee00-0000-4000-8000-000000000002',
      questionStr: 'What are the rates?',
      responseStr: 'APRs run from 7.60% to 17.20%.',
      createdDt: new Date(START).toISOString(),
      handover: false,
      token: 'bot-token',
    });
    const store = storeAt();
    const task: Task = store.runSaga(runChatbotSession, { kind: 'new', values });
    await settle();
    const stored = JSON.parse(window.localStorage.getItem(CHAT_STORAGE_KEYS.chatbot)!);
    expect(stored.expiration).toBe(new Date(START + CHATBOT_SESSION_MS).toISOString());
    expect(selectChatInputAllowed(store.getState())).toBe(true);

    store.dispatch(chatMessageSubmitted({ clientId: 'q-1', body: 'What are the rates?', files: [] }));
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().chat.messages.map((m) => m.sender)).toEqual(['APPLICANT', 'CHATBOT']);

    await jest.advanceTimersByTimeAsync(CHATBOT_SESSION_MS - 2);
    expect(task.isRunning()).toBe(true);
    expect(store.getState().chat.chatbotExpired).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(task.isRunning()).toBe(false);
    expect(store.getState().chat).toEqual(expect.objectContaining({ chatbotExpired: true, phase: 'ended' }));
    expect(selectChatInputAllowed(store.getState())).toBe(false);
    expect(window.localStorage.getItem(CHAT_STORAGE_KEYS.chatbot)).toBeNull();
  });

  it('ends an agent chat 6 hours after it started: the socket closes and the stored session goes', async () => {
    (initWebChat as jest.Mock).mockResolvedValue({
      token: 'chat-token',
      conversationSid: 'c0ffee00-0000-4000-8000-000000000010',
      omniProxyChannelId: 'c0ffee00-0000-4000-8000-000000000011',
      providerChannelId: 'c0ffee00-0000-4000-8000-000000000010',
      skill: 'FHEL',
      targetWorkerSid: null,
      targetWorkerFriendlyName: null,
    });
    const { io, sockets } = fakeSocketClient();
    (loadChatSocketClient as jest.Mock).mockResolvedValue(io);
    const store = storeAt();
    const task: Task = store.runSaga(runLiveSession, 'twilio', { kind: 'new', values });
    await jest.advanceTimersByTimeAsync(0);
    const stored = JSON.parse(window.localStorage.getItem(CHAT_STORAGE_KEYS.live)!);
    expect(stored.expiration).toBe(new Date(START + AGENT_SESSION_MS).toISOString());
    expect(stored.token).toBe('chat-token');
    // The token stays out of the store.
    expect(JSON.stringify(store.getState())).not.toContain('chat-token');
    sockets[0].serverSends('connect');

    await jest.advanceTimersByTimeAsync(AGENT_SESSION_MS - 1);
    expect(task.isRunning()).toBe(true);
    expect(sockets[0].closed).toBe(false);
    // Meanwhile it pinged every 10 seconds.
    expect(sockets[0].emitted.filter((e) => e.event === 'chat:ping').length).toBe(
      Math.floor((AGENT_SESSION_MS - 1) / 10_000),
    );

    await jest.advanceTimersByTimeAsync(1);
    expect(task.isRunning()).toBe(false);
    expect(sockets[0].closed).toBe(true);
    expect(store.getState().chat.phase).toBe('ended');
    expect(window.localStorage.getItem(CHAT_STORAGE_KEYS.live)).toBeNull();
  });

  it('turns chat off when the start call fails', async () => {
    (initWebChat as jest.Mock).mockRejectedValue({
      status: 500,
      message: 'Something unexpected happened.',
      data: null,
    });
    const store = storeAt();
    const task: Task = store.runSaga(runLiveSession, 'twilio', { kind: 'new', values });
    await jest.advanceTimersByTimeAsync(0);
    expect(task.isRunning()).toBe(false);
    expect(store.getState().chat).toEqual(expect.objectContaining({ phase: 'off', alert: 'generic' }));
    expect(window.localStorage.getItem(CHAT_STORAGE_KEYS.live)).toBeNull();
  });
});
