// The chat's mode choice (shared-surfaces section 4): a stored live session, then a stored chatbot session,
// else agent chat within hours and the chatbot outside them; `mode` forces a backend outside production only.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { chooseMode, FIRST_HOURS_WAIT_MS } from '../../sagas/chat/session';
import {
  clearChatbotSession,
  clearLiveSession,
  nowMs,
  readChatbotSession,
  readLiveSession,
} from '../../sagas/chat/storage';
import { sleep } from '../../sagas/effects';
import { chatHoursPolled, chatModeChosen } from '../../store/chat';
import type { StoredChatbotSession, StoredLiveSession } from '../../src/domain/chat';
import type { PrivateLabel } from '../../src/domain/org';
import { APP_UUID, chatReducerFor, chatTestState } from './support/chatStore';

const NOW = Date.parse('2026-03-02T18:00:00Z');
const LATER = new Date(NOW + 60_000).toISOString();
const EARLIER = new Date(NOW - 1).toISOString();

const live = (provider: StoredLiveSession['provider'], expiration = LATER): StoredLiveSession => ({
  provider,
  token: 'chat-token',
  conversationSid: 'c0ffee00-0000-4000-8000-000000000001',
  expiration,
  friendlyName: 'Dana',
  emailAddress: 'dana@example.com',
  omniProxyChannelId: 'c0ffee00-0000-4000-8000-000000000002',
  stream: null,
  initialMessage: null,
});

const bot = (expiration = LATER): StoredChatbotSession => ({
  friendlyName: 'Dana',
  emailAddress: '',
  loginTimestamp: new Date(NOW - 60_000).toISOString(),
  expiration,
  conversationId: 'c0ffee00-0000-4000-8000-000000000003',
  token: 'bot-token',
});

interface Case {
  name: string;
  search?: string;
  environment?: PrivateLabel['environment'];
  stored?: { live?: StoredLiveSession | null; chatbot?: StoredChatbotSession | null };
  withinHours: boolean;
  provider: string;
  forced?: boolean;
  resume?: boolean;
}

const CASES: Case[] = [
  { name: 'agent chat within hours', withinHours: true, provider: 'twilio' },
  { name: 'the chatbot outside hours', withinHours: false, provider: 'chatbot' },
  {
    name: 'a live session wins over the hours',
    withinHours: false,
    stored: { live: live('twilio') },
    provider: 'twilio',
    resume: true,
  },
  {
    name: 'a streaming live session resumes as streaming',
    withinHours: true,
    stored: { live: live('stream') },
    provider: 'stream',
    resume: true,
  },
  {
    name: 'a live session wins over a chatbot session',
    withinHours: false,
    stored: { live: live('twilio'), chatbot: bot() },
    provider: 'twilio',
    resume: true,
  },
  {
    name: 'a chatbot session wins within hours',
    withinHours: true,
    stored: { chatbot: bot() },
    provider: 'chatbot',
    resume: true,
  },
  {
    name: 'an expired live session is ignored',
    withinHours: true,
    stored: { live: live('twilio', EARLIER), chatbot: bot() },
    provider: 'chatbot',
    resume: true,
  },
  {
    name: 'mode forces the chatbot within hours',
    search: '?mode=chatbot',
    withinHours: true,
    provider: 'chatbot',
    forced: true,
  },
  {
    name: 'mode forces streaming over a twilio session',
    search: '?mode=stream',
    withinHours: false,
    stored: { live: live('twilio') },
    provider: 'stream',
    forced: true,
  },
  {
    name: 'mode forces NICE CXone',
    search: '?mode=nice',
    withinHours: true,
    provider: 'nice',
    forced: true,
  },
  {
    name: 'mode is ignored in production',
    search: '?mode=chatbot',
    environment: 'production',
    withinHours: true,
    provider: 'twilio',
  },
  { name: 'an unknown mode is ignored', search: '?mode=carrier-pigeon', withinHours: false, provider: 'chatbot' },
];

describe('chat mode choice', () => {
  it.each(CASES)(
    '$name',
    async ({
      search = '',
      environment = 'test',
      stored = {},
      withinHours,
      provider,
      forced = false,
      resume = false,
    }) => {
      const state = chatTestState({ path: `/${APP_UUID}/start/profile${search}`, environment, chat: { withinHours } });
      const { returnValue, storeState } = await expectSaga(chooseMode)
        .withReducer(chatReducerFor(environment), state)
        .provide([
          [matchers.call.fn(nowMs), NOW],
          [matchers.call.fn(readLiveSession), stored.live ?? null],
          [matchers.call.fn(readChatbotSession), stored.chatbot ?? null],
          [matchers.call.fn(clearLiveSession), undefined],
          [matchers.call.fn(clearChatbotSession), undefined],
        ])
        .put(chatModeChosen({ provider: provider as never, forced, resume }))
        .run();
      expect(returnValue.provider).toBe(provider);
      // The widget shows the pre-chat form or the resumed session.
      const phase = resume ? 'starting' : 'prechat';
      expect(storeState.chat.phase).toBe(phase);
    },
  );

  it('drops an expired stored session from storage', async () => {
    await expectSaga(chooseMode)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: true } }))
      .provide([
        [matchers.call.fn(nowMs), NOW],
        [matchers.call.fn(readLiveSession), live('twilio', EARLIER)],
        [matchers.call.fn(readChatbotSession), bot(EARLIER)],
        [matchers.call.fn(clearLiveSession), undefined],
        [matchers.call.fn(clearChatbotSession), undefined],
      ])
      .call(clearLiveSession)
      .call(clearChatbotSession)
      .put(chatModeChosen({ provider: 'twilio', forced: false, resume: false }))
      .run();
  });

  it('waits for the first hours answer before choosing', async () => {
    await expectSaga(chooseMode)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: null } }))
      .provide([
        [matchers.call.fn(nowMs), NOW],
        [matchers.call.fn(readLiveSession), null],
        [matchers.call.fn(readChatbotSession), null],
      ])
      .dispatch(chatHoursPolled({ open: false }))
      .put(chatModeChosen({ provider: 'chatbot', forced: false, resume: false }))
      .run();
  });

  it('treats the team as closed when the hours never answer', async () => {
    await expectSaga(chooseMode)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: null } }))
      .provide([
        [matchers.call.fn(nowMs), NOW],
        [matchers.call.fn(readLiveSession), null],
        [matchers.call.fn(readChatbotSession), null],
        [matchers.call(sleep, FIRST_HOURS_WAIT_MS), undefined],
      ])
      .put(chatModeChosen({ provider: 'chatbot', forced: false, resume: false }))
      .run();
  });
});
