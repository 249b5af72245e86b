// The agents' console (src/agent): sign-in, the waiting list kept fresh by the chat socket's queue events, the
// open conversation (watched over the socket for the borrower's messages and typing preview), taking a chat,
// replying with attachments, and ending it. The agent's token stays in the console's session storage.
import { eventChannel, buffers, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import {
  call,
  cancel,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
  throttle,
} from 'redux-saga/effects';
import {
  agentLogin,
  downloadAgentAttachment,
  endAgentConversation,
  getAgentConversation,
  listAgentConversations,
  sendAgentMessage,
  takeAgentConversation,
  uploadAgentAttachment,
  type AgentConversationList,
} from '../src/api/chatAgent';
import { toApiError } from '../src/api/client';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  type AgentConversationDetail,
  type ChatAttachmentInfo,
  type ChatSnapshot,
  type ChatTypingEvent,
  type ChatWireMessage,
} from '../src/domain/chat';
import {
  agentAttachmentOpened,
  agentBorrowerTyping,
  agentConnectionChanged,
  agentConsoleFailed,
  agentConversationOpened,
  agentDetailLoaded,
  agentDraftChanged,
  agentEndClicked,
  agentListLoaded,
  agentLoginSubmitted,
  agentMessageFailed,
  agentMessageReceived,
  agentMessageSending,
  agentMessageSent,
  agentMessageSubmitted,
  agentSignedIn,
  agentSignedOut,
  agentSignOutClicked,
  agentTakeClicked,
  claimAgentFiles,
  selectAgentConsole,
  type AgentConsoleState,
} from '../store/agentConsole';
import { claimSecrets, formFailed, formSucceeded } from '../store/form';
import { logError } from './effects';
import { loadChatSocketClient, type ChatSocket, type ChatSocketFactory } from './chat/socket';
import { saveBlob } from './chat/storage';
import { SOCKET_PATH } from './stagePush';

export const AGENT_TOKEN_KEY = 'jwt';
export const BAD_LOGIN = 'Invalid email or password';

export function readAgentToken(): string | null {
  try {
    return window.sessionStorage.getItem(AGENT_TOKEN_KEY)?.replace(/^Bearer\s+/i, '') ?? null;
  } catch {
    return null;
  }
}

export function clearAgentToken(): void {
  try {
    window.sessionStorage.removeItem(AGENT_TOKEN_KEY);
  } catch {
    /* ignored */
  }
}

export type AgentSocketEvent =
  | { kind: 'connected' }
  | { kind: 'disconnected' }
  | { kind: 'refused' }
  | { kind: 'queue' }
  | { kind: 'message'; conversationSid: string; message: ChatWireMessage }
  | { kind: 'state'; conversationSid: string }
  | { kind: 'typing'; event: ChatTypingEvent };

/** The token is read again on every reconnection: the API answers keep it fresh in session storage. */
export function openAgentSocket(io: ChatSocketFactory, token: string): ChatSocket {
  return io(CHAT_NAMESPACE, {
    path: SOCKET_PATH,
    auth: (send: (auth: Record<string, unknown>) => void) => send({ token: readAgentToken() ?? token }),
    reconnection: true,
    reconnectionDelayMax: 5000,
  });
}

export function agentChannel(socket: ChatSocket): EventChannel<AgentSocketEvent> {
  return eventChannel<AgentSocketEvent>((emit) => {
    socket.on('connect', () => emit({ kind: 'connected' }));
    socket.on('disconnect', () => emit({ kind: 'disconnected' }));
    socket.on('connect_error', (error: Error) =>
      emit(error?.message === 'unauthenticated' ? { kind: 'refused' } : { kind: 'disconnected' }),
    );
    socket.on(CHAT_EVENTS.queue, () => emit({ kind: 'queue' }));
    socket.on(CHAT_EVENTS.message, (data: { conversationSid?: string; message?: ChatWireMessage }) => {
      if (data?.conversationSid && data.message)
        emit({ kind: 'message', conversationSid: data.conversationSid, message: data.message });
    });
    socket.on(CHAT_EVENTS.state, (data: { conversationSid?: string }) => {
      if (data?.conversationSid) emit({ kind: 'state', conversationSid: data.conversationSid });
    });
    socket.on(CHAT_EVENTS.typing, (event: ChatTypingEvent) => {
      if (event?.senderType === 'APPLICANT') emit({ kind: 'typing', event });
    });
    return () => {
      socket.close();
    };
  }, buffers.expanding<AgentSocketEvent>(64));
}

export function watchConversation(
  socket: ChatSocket,
  conversationSid: string,
): Promise<{ ok: boolean; snapshot?: ChatSnapshot }> {
  return new Promise((resolve) => {
    socket.emit(CHAT_EVENTS.watch, { conversationSid }, (answer: { ok: boolean; snapshot?: ChatSnapshot }) =>
      resolve(answer),
    );
  });
}

export function sendAgentTyping(socket: ChatSocket, conversationSid: string): void {
  socket.emit(CHAT_EVENTS.typing, { conversationSid });
}

function* refreshList(): SagaIterator<void> {
  try {
    const list: AgentConversationList = yield call(listAgentConversations);
    yield put(agentListLoaded(list));
  } catch (e) {
    const error = toApiError(e);
    if (error.status === 401) {
      yield call(clearAgentToken);
      yield put(agentSignedOut());
    } else yield put(agentConsoleFailed(error.message));
  }
}

function* loadDetail(sid: string): SagaIterator<AgentConversationDetail | null> {
  try {
    const detail: AgentConversationDetail = yield call(getAgentConversation, sid);
    yield put(agentDetailLoaded(detail));
    return detail;
  } catch (e) {
    yield put(agentConsoleFailed(toApiError(e).message));
    return null;
  }
}

/**
 * Watches the open conversation over the socket when it is the agent's own. What was written between loading
 * the chat and joining its room comes with the watch's answer, so nothing falls in the gap.
 */
function* watchIfMine(socket: ChatSocket, detail: AgentConversationDetail | null): SagaIterator<void> {
  if (!detail || !detail.assignedToMe || detail.state === 'WAITING') return;
  const answer: { ok: boolean; snapshot?: ChatSnapshot } = yield call(
    watchConversation,
    socket,
    detail.conversationSid,
  );
  for (const message of answer.snapshot?.messages ?? []) {
    yield put(agentMessageReceived({ conversationSid: detail.conversationSid, message }));
  }
}

function* onOpened(socket: ChatSocket, action: ReturnType<typeof agentConversationOpened>): SagaIterator<void> {
  const detail: AgentConversationDetail | null = yield call(loadDetail, action.payload.conversationSid);
  yield call(watchIfMine, socket, detail);
}

function* onTake(socket: ChatSocket, action: ReturnType<typeof agentTakeClicked>): SagaIterator<void> {
  try {
    const detail: AgentConversationDetail = yield call(takeAgentConversation, action.payload.conversationSid);
    yield put(agentDetailLoaded(detail));
    yield call(watchIfMine, socket, detail);
  } catch (e) {
    yield put(agentConsoleFailed(toApiError(e).message));
  }
  yield call(refreshList);
}

function* onEnd(action: ReturnType<typeof agentEndClicked>): SagaIterator<void> {
  try {
    const detail: AgentConversationDetail = yield call(endAgentConversation, action.payload.conversationSid);
    yield put(agentDetailLoaded(detail));
  } catch (e) {
    yield put(agentConsoleFailed(toApiError(e).message));
  }
  yield call(refreshList);
}

function* onSend(action: ReturnType<typeof agentMessageSubmitted>): SagaIterator<void> {
  const { clientId, body, files: names } = action.payload;
  const state: AgentConsoleState = yield select(selectAgentConsole);
  const sid = state.detail?.conversationSid;
  const files: File[] = yield call(claimAgentFiles, clientId);
  if (!sid) return;
  yield put(agentMessageSending({ clientId, body, files: names }));
  try {
    const ids: string[] = [];
    for (const file of files) {
      const info: ChatAttachmentInfo = yield call(uploadAgentAttachment, sid, file);
      ids.push(info.uuid);
    }
    const message: ChatWireMessage = yield call(sendAgentMessage, sid, { clientId, body, attachmentIds: ids });
    yield put(agentMessageSent({ clientId, message }));
  } catch (e) {
    yield put(agentMessageFailed({ clientId, error: toApiError(e).message }));
  }
}

function* onAttachment(action: ReturnType<typeof agentAttachmentOpened>): SagaIterator<void> {
  try {
    const blob: Blob = yield call(downloadAgentAttachment, action.payload.conversationSid, action.payload.uuid);
    yield call(saveBlob, blob, action.payload.filename);
  } catch (e) {
    yield put(agentConsoleFailed(toApiError(e).message));
  }
}

function* typing(socket: ChatSocket, action: ReturnType<typeof agentDraftChanged>): SagaIterator<void> {
  yield call(sendAgentTyping, socket, action.payload.conversationSid);
}

/** The signed-in console: the socket's events, and the agent's actions, until sign-out. */
export function* signedInConsole(token: string): SagaIterator<void> {
  let io: ChatSocketFactory;
  try {
    io = yield call(loadChatSocketClient);
  } catch (e) {
    yield call(logError, 'agent console socket unavailable', e);
    yield put(agentConsoleFailed('The live connection could not be loaded. Reload the page.'));
    return;
  }
  const socket: ChatSocket = yield call(openAgentSocket, io, token);
  const channel: EventChannel<AgentSocketEvent> = yield call(agentChannel, socket);
  const tasks: Task[] = [
    yield takeLatest(agentConversationOpened.type, onOpened, socket),
    yield takeLeading(agentTakeClicked.type, onTake, socket),
    yield takeLeading(agentEndClicked.type, onEnd),
    yield takeEvery(agentMessageSubmitted.type, onSend),
    yield takeEvery(agentAttachmentOpened.type, onAttachment),
    yield throttle(1000, agentDraftChanged.type, typing, socket),
  ];
  try {
    for (;;) {
      const event: AgentSocketEvent = yield take(channel);
      const state: AgentConsoleState = yield select(selectAgentConsole);
      if (event.kind === 'connected') {
        yield put(agentConnectionChanged('online'));
        yield call(refreshList);
        // Watches belong to a connection: watch the open chat again.
        yield call(watchIfMine, socket, state.detail);
      } else if (event.kind === 'disconnected') {
        yield put(agentConnectionChanged('reconnecting'));
      } else if (event.kind === 'refused') {
        yield call(clearAgentToken);
        yield put(agentSignedOut());
        return;
      } else if (event.kind === 'queue') {
        yield call(refreshList);
      } else if (event.kind === 'message') {
        yield put(agentMessageReceived({ conversationSid: event.conversationSid, message: event.message }));
      } else if (event.kind === 'state') {
        if (state.detail?.conversationSid === event.conversationSid) yield call(loadDetail, event.conversationSid);
      } else if (event.kind === 'typing') {
        yield put(agentBorrowerTyping({ conversationSid: event.event.conversationSid, preview: event.event.preview }));
      }
    }
  } finally {
    for (const task of tasks) yield cancel(task);
    channel.close();
  }
}

function* onLogin(action: ReturnType<typeof agentLoginSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  const secrets: Record<string, string> = yield call(claimSecrets, requestId);
  try {
    yield call(agentLogin, action.payload.email.trim(), secrets.password ?? '');
    const list: AgentConversationList = yield call(listAgentConversations);
    yield put(agentListLoaded(list));
    yield put(agentSignedIn({ agentName: list.agentName }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error = toApiError(e);
    yield call(clearAgentToken);
    yield put(
      formFailed({
        requestId,
        formError: error.status === 401 || error.status === 403 ? BAD_LOGIN : error.message,
      }),
    );
  }
}

export function* agentConsoleSaga(): SagaIterator<void> {
  yield takeLeading(agentLoginSubmitted.type, onLogin);
  // A reload keeps the sign-in of this tab.
  if (yield call(readAgentToken)) {
    try {
      const list: AgentConversationList = yield call(listAgentConversations);
      yield put(agentListLoaded(list));
      yield put(agentSignedIn({ agentName: list.agentName }));
    } catch {
      yield call(clearAgentToken);
      yield put(agentSignedOut());
    }
  } else {
    yield put(agentSignedOut());
  }
  for (;;) {
    const state: AgentConsoleState = yield select(selectAgentConsole);
    if (state.auth !== 'signedIn') {
      yield take(agentSignedIn.type);
      continue;
    }
    const token: string | null = yield call(readAgentToken);
    if (!token) {
      yield put(agentSignedOut());
      continue;
    }
    const { signOut } = yield race({ run: call(signedInConsole, token), signOut: take(agentSignOutClicked.type) });
    if (signOut) {
      yield call(clearAgentToken);
      yield put(agentSignedOut());
    } else {
      // The console stopped by itself (token refused): wait for the next sign-in.
      const after: AgentConsoleState = yield select(selectAgentConsole);
      if (after.auth === 'signedIn') yield take(agentSignOutClicked.type);
    }
  }
}
