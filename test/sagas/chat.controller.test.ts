// The chat controller: pop-webchat opens the chat on an application page, a stored session resumes at once,
// the pre-chat form starts the chosen session, the chatbot hands over to a person, and 'Start new chat' clears
// what was stored and chooses again.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { StaticProvider } from 'redux-saga-test-plan/providers';
import type { Task } from 'redux-saga';
import type { StoredChatbotSession, StoredLiveSession } from '../../src/domain/chat';
import { runChatbotSession } from '../../sagas/chat/chatbot';
import { runLiveSession } from '../../sagas/chat/live';
import { chatController } from '../../sagas/chat/session';
import {
  clearChatbotSession,
  clearLiveSession,
  nowMs,
  readChatbotSession,
  readLiveSession,
} from '../../sagas/chat/storage';
import {
  chatHandoverClicked,
  chatLauncherClicked,
  chatModeChosen,
  chatNewChatClicked,
  chatPrechatSubmitted,
  chatReset,
  chatWindowOpened,
} from '../../store/chat';
import { formSucceeded } from '../../store/form';
import { APP_UUID, chatReducerFor, chatTestState } from './support/chatStore';

const NOW = Date.parse('2026-03-02T18:00:00Z');
const LATER = new Date(NOW + 60_000).toISOString();

const live: StoredLiveSession = {
  provider: 'twilio',
  token: 'chat-token',
  conversationSid: 'c0ffee00-0000-4000-8000-000000000001',
  expiration: LATER,
  friendlyName: 'Dana',
  emailAddress: 'dana@example.com',
  omniProxyChannelId: 'c0ffee00-0000-4000-8000-000000000002',
  stream: null,
  initialMessage: null,
};

const bot: StoredChatbotSession = {
  friendlyName: 'Dana',
  emailAddress: 'dana@example.com',
  loginTimestamp: new Date(NOW).toISOString(),
  expiration: LATER,
  conversationId: null,
  token: null,
};

/** The forked session stands in as a finished task: the controller only asks whether it is running. */
const finishedTask = () => ({ isRunning: () => false }) as unknown as Task;

function storage(
  stored: { live?: StoredLiveSession | null; chatbot?: StoredChatbotSession | null } = {},
): StaticProvider[] {
  return [
    [matchers.call.fn(nowMs), NOW],
    [matchers.call.fn(readLiveSession), stored.live ?? null],
    [matchers.call.fn(readChatbotSession), stored.chatbot ?? null],
    [matchers.call.fn(clearLiveSession), undefined],
    [matchers.call.fn(clearChatbotSession), undefined],
    [matchers.fork.fn(runLiveSession), finishedTask()],
    [matchers.fork.fn(runChatbotSession), finishedTask()],
  ];
}

const values = { friendlyName: 'Dana', emailAddress: 'dana@example.com', pageUrl: `/${APP_UUID}/start/profile` };

describe('chat controller', () => {
  it('opens the chat on load for pop-webchat on an application page', async () => {
    await expectSaga(chatController)
      .withReducer(
        chatReducerFor(),
        chatTestState({ path: `/${APP_UUID}/start/profile?pop-webchat=true`, chat: { withinHours: true } }),
      )
      .provide([...storage()])
      .put(chatModeChosen({ provider: 'twilio', forced: false, resume: false }))
      .put(chatWindowOpened())
      .silentRun(30);
  });

  it('leaves pop-webchat alone off an application page', async () => {
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ path: '/register?pop-webchat=true', chat: { withinHours: true } }))
      .provide([...storage()])
      .not.put(chatWindowOpened())
      .not.put.actionType(chatModeChosen.type)
      .silentRun(30);
  });

  it('resumes a stored live chat at once, without opening the window', async () => {
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: false } }))
      .provide([...storage({ live })])
      .put(chatModeChosen({ provider: 'twilio', forced: false, resume: true }))
      .fork(runLiveSession, 'twilio', { kind: 'resume', session: live })
      .not.put(chatWindowOpened())
      .silentRun(30);
  });

  it('opens the window at once when the visitor clicked the launcher before the widget loaded', async () => {
    const { storeState } = await expectSaga(chatController, true)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: true } }))
      .provide([...storage()])
      .put(chatLauncherClicked())
      .put(chatModeChosen({ provider: 'twilio', forced: false, resume: false }))
      .dispatch(chatPrechatSubmitted(values, 'r-0'))
      .fork(runLiveSession, 'twilio', { kind: 'new', values })
      .silentRun(30);
    expect(storeState.chat.open).toBe(true);
  });

  it('starts agent chat from the pre-chat form within hours, and the chatbot outside them', async () => {
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: true } }))
      .provide([...storage()])
      .dispatch(chatLauncherClicked())
      .dispatch(chatPrechatSubmitted(values, 'r-1'))
      .put(formSucceeded({ requestId: 'r-1' }))
      .fork(runLiveSession, 'twilio', { kind: 'new', values })
      .silentRun(30);
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: false } }))
      .provide([...storage()])
      .dispatch(chatLauncherClicked())
      .dispatch(chatPrechatSubmitted(values, 'r-2'))
      .fork(runChatbotSession, { kind: 'new', values })
      .not.fork.fn(runLiveSession)
      .silentRun(30);
  });

  it('starts a NICE CXone chat when the mode forces it', async () => {
    await expectSaga(chatController)
      .withReducer(
        chatReducerFor(),
        chatTestState({ path: `/${APP_UUID}/start/profile?mode=nice`, chat: { withinHours: true } }),
      )
      .provide([...storage(), [matchers.fork.fn(runLiveSession), undefined]])
      .dispatch(chatLauncherClicked())
      .dispatch(chatPrechatSubmitted(values, 'r-3'))
      .put(chatModeChosen({ provider: 'nice', forced: true, resume: false }))
      .fork(runLiveSession, 'nice', { kind: 'new', values })
      .not.fork.fn(runChatbotSession)
      .silentRun(30);
  });

  it('sends a new agent chat to NICE CXone when fe-webchat-nice-on-assignment is on', async () => {
    const state = chatTestState({ chat: { withinHours: true } });
    const flagged = {
      ...state,
      flags: {
        ...state.flags,
        decisions: { 'fe-webchat-nice-on-assignment': { flagEnabled: true, variables: {} } },
      },
    };
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), flagged)
      .provide([...storage(), [matchers.fork.fn(runLiveSession), undefined]])
      .dispatch(chatLauncherClicked())
      .dispatch(chatPrechatSubmitted(values, 'r-4'))
      .put(chatModeChosen({ provider: 'nice', forced: false, resume: false }))
      .fork(runLiveSession, 'nice', { kind: 'new', values })
      .silentRun(30);
  });

  it('hands the chatbot visitor over to an agent', async () => {
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: true } }))
      .provide([...storage({ chatbot: bot })])
      .dispatch(chatHandoverClicked())
      .call(clearChatbotSession)
      .put(chatModeChosen({ provider: 'twilio', forced: false, resume: false }))
      .fork(runLiveSession, 'twilio', {
        kind: 'new',
        values: { friendlyName: 'Dana', emailAddress: 'dana@example.com', pageUrl: `/${APP_UUID}/start/profile` },
      })
      .silentRun(30);
  });

  it("clears what was stored and chooses again on 'Start new chat'", async () => {
    await expectSaga(chatController)
      .withReducer(chatReducerFor(), chatTestState({ chat: { withinHours: false } }))
      .provide([...storage()])
      .dispatch(chatLauncherClicked())
      .dispatch(chatNewChatClicked())
      .call(clearLiveSession)
      .call(clearChatbotSession)
      .put(chatReset())
      .put(chatModeChosen({ provider: 'chatbot', forced: false, resume: false }))
      .silentRun(30);
  });
});
