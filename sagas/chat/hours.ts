// Chat hours: whether the chat team is open, read every 60 s (the x-org header names the organisation). The
// answer decides between agent chat and the chatbot, and whether a live chat takes input.
import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import { getChatOpenStatus, getChatWeek } from '../../src/api/chat';
import { HOURS_POLL_MS, type ChatHoursDay } from '../../src/domain/chat';
import { chatHoursPolled, chatWeekLoaded } from '../../store/chat';
import { logError, sleep } from '../effects';

export function* pollChatHours(): SagaIterator<void> {
  for (;;) {
    try {
      const open: boolean = yield call(getChatOpenStatus);
      yield put(chatHoursPolled({ open }));
    } catch (e) {
      // The last answer stands until the next poll.
      yield call(logError, 'chat hours unavailable', e);
    }
    yield call(sleep, HOURS_POLL_MS);
  }
}

/** The team's week (Monday to Sunday), read once: the widget shows it when the team is away. */
export function* loadChatWeek(): SagaIterator<void> {
  try {
    const days: ChatHoursDay[] = yield call(getChatWeek);
    yield put(chatWeekLoaded(days));
  } catch (e) {
    yield call(logError, 'chat week unavailable', e);
  }
}
