// The developer panel's chat shortcuts (outside production): 0, 1 and 2 show the chat's alerts in its banner,
// Backspace ends the chat.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { CHAT_ALERTS, CHAT_STORAGE_KEYS } from '../../src/domain/chat';
import { runChatbotSession } from '../../sagas/chat/chatbot';
import { devAlert } from '../../sagas/chat/session';
import { clearChatbotSession, nowMs, writeChatbotSession } from '../../sagas/chat/storage';
import { chatAlertShown, chatEnded } from '../../store/chat';
import { devChatAlertRequested, devChatEndRequested } from '../../store/devPanel';
import { chatReducerFor, chatTestState } from './support/chatStore';

describe('chat dev shortcuts', () => {
  it.each([
    ['connectionLost', 'Connection lost. Attempting to reconnect.'],
    ['generic', 'Something went wrong. Please try again later.'],
    ['tokenInvalid', 'Token state is invalid.'],
  ] as const)('shows the %s alert in the chat (%s)', async (alert, message) => {
    expect(CHAT_ALERTS[alert].message).toBe(message);
    const { storeState } = await expectSaga(devAlert, devChatAlertRequested({ alert }))
      .withReducer(chatReducerFor(), chatTestState())
      .put(chatAlertShown(alert))
      .run();
    expect(storeState.chat.alert).toBe(alert);
  });

  it('does nothing in production', async () => {
    await expectSaga(devAlert, devChatAlertRequested({ alert: 'generic' }))
      .withReducer(chatReducerFor('production'), chatTestState({ environment: 'production' }))
      .not.put.actionType(chatAlertShown.type)
      .run();
  });

  it('ends the chat on Backspace', async () => {
    window.localStorage.setItem(CHAT_STORAGE_KEYS.chatbot, '{"expiration":"2099-01-01T00:00:00Z"}');
    const { storeState } = await expectSaga(runChatbotSession, {
      kind: 'new',
      values: { friendlyName: 'Dana', pageUrl: '/register' },
    })
      .withReducer(chatReducerFor(), chatTestState())
      .provide([
        [matchers.call.fn(nowMs), Date.parse('2026-03-02T18:00:00Z')],
        [matchers.call.fn(writeChatbotSession), undefined],
      ])
      .dispatch(devChatEndRequested())
      .call(clearChatbotSession)
      .put(chatEnded())
      .run();
    expect(storeState.chat.phase).toBe('ended');
    expect(window.localStorage.getItem(CHAT_STORAGE_KEYS.chatbot)).toBeNull();
  });
});
