// Web chat: this module only waits for the widget (its own lazy chunk) to mount, then loads the chat sagas
// from the same chunk and runs them, so neither the widget nor its sagas nor socket.io-client weigh on the
// first route's JavaScript.
import type { SagaIterator } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { chatWidgetMounted } from '../store/chatReducer';
import { logError } from './effects';

export type ChatSagas = typeof import('./chat/session');

export async function loadChatSagas(): Promise<ChatSagas> {
  return import(/* webpackChunkName: "chat" */ './chat/session');
}

export function* chatSaga(): SagaIterator<void> {
  const mounted: ReturnType<typeof chatWidgetMounted> = yield take(chatWidgetMounted.type);
  let sagas: ChatSagas;
  try {
    sagas = yield call(loadChatSagas);
  } catch (e) {
    // The widget came with the same chunk, so this is rare: the chat then stays without its sagas.
    yield call(logError, 'chat unavailable', e);
    return;
  }
  yield call(sagas.chatSessionSaga, { openAtStart: Boolean(mounted.payload?.open) });
}
