// Chat hours: the open status is read at once and then every 60 s; a failed read keeps the last answer.
import { expectSaga, testSaga } from 'redux-saga-test-plan';
import { getChatOpenStatus } from '../../src/api/chat';
import { configureApi } from '../../src/api/client';
import { HOURS_POLL_MS } from '../../src/domain/chat';
import { pollChatHours } from '../../sagas/chat/hours';
import { logError, sleep } from '../../sagas/effects';
import { chatHoursPolled, selectChatInputAllowed } from '../../store/chat';
import { chatReducerFor, chatTestState } from './support/chatStore';

describe('chat hours polling', () => {
  it('reads the open status, reports it, and reads again 60 s later', () => {
    testSaga(pollChatHours)
      .next()
      .call(getChatOpenStatus)
      .next(true)
      .put(chatHoursPolled({ open: true }))
      .next()
      .call(sleep, HOURS_POLL_MS)
      .next()
      .call(getChatOpenStatus)
      .next(false)
      .put(chatHoursPolled({ open: false }))
      .next()
      .call(sleep, HOURS_POLL_MS);
  });

  it('keeps polling after a failed read, without changing the answer', () => {
    const error = Object.assign(new Error('Network Error'), { status: 0, data: null });
    testSaga(pollChatHours)
      .next()
      .call(getChatOpenStatus)
      .throw(error)
      .call(logError, 'chat hours unavailable', error)
      .next()
      .call(sleep, HOURS_POLL_MS)
      .next()
      .call(getChatOpenStatus);
  });

  it('closes a live chat of one message to input when the team closes', async () => {
    let answers = [true, false];
    const state = chatTestState({
      chat: { phase: 'waiting', provider: 'twilio', conversationState: 'WAITING', messages: [] },
    });
    const { storeState } = await expectSaga(pollChatHours)
      .withReducer(chatReducerFor(), state)
      .provide([
        {
          call(effect, next) {
            if (effect.fn === getChatOpenStatus) {
              const [first, ...rest] = answers;
              answers = rest;
              return first ?? false;
            }
            // Two polls, then the next wait never ends.
            if (effect.fn === sleep) return answers.length > 0 ? undefined : new Promise(() => undefined);
            return next();
          },
        },
      ])
      .put(chatHoursPolled({ open: true }))
      .put(chatHoursPolled({ open: false }))
      .silentRun(20);
    expect(storeState.chat.withinHours).toBe(false);
    expect(selectChatInputAllowed(storeState)).toBe(false);
  });

  it('asks with the organisation in the x-org header and no bearer', async () => {
    const seen: Record<string, unknown>[] = [];
    configureApi({
      orgCode: 'SUMMIT_RATE',
      storage: window.localStorage,
      adapter: async (config) => {
        seen.push({ url: config.url, org: config.headers?.['x-org'], auth: config.headers?.Authorization });
        return { data: true, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    window.localStorage.setItem('jwt', 'Bearer not-for-public-calls');
    expect(await getChatOpenStatus()).toBe(true);
    expect(seen).toEqual([
      {
        url: '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
        org: 'SUMMIT_RATE',
        auth: undefined,
      },
    ]);
    window.localStorage.clear();
  });
});
