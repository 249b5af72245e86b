// A chat with an agent (shared-surfaces sections 4 and 7): start it (or resume the stored session), hold the
// borrower's first message until an agent joins, carry messages both ways over the streaming connection
// (ping every 10 s, a typing preview at most every second), reconnect after a lost connection without losing
// a message, refresh the chat token, and end it: by the agent, the borrower, or the 6-hour lifetime.
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, throttle } from 'redux-saga/effects';
import type { RouterState } from 'connected-react-router';
import {
  initStreamWebChat,
  initWebChat,
  refreshChatToken,
  getWebChatInfo,
  uploadChatAttachment,
  type InitWebChatBody,
} from '../../src/api/chat';
import {
  AGENT_SESSION_MS,
  CHAT_TOKEN_REFRESH_MS,
  PING_MS,
  SOCKET_LIFETIME_MS,
  TYPING_PREVIEW_MS,
  TYPING_STALE_MS,
  chatSkill,
  type ChatAttachmentInfo,
  type ChatSendAck,
  type ChatWireMessage,
  type ConversationState,
  type LiveProvider,
  type StoredLiveSession,
} from '../../src/domain/chat';
import { uuidFromPath } from '../../src/domain/guards';
import type { PrivateLabel } from '../../src/domain/org';
import type { Identity } from '../../src/domain/types';
import { selectCurrentApplication } from '../../store/applications';
import {
  chatAgentTypingChanged,
  chatAlertShown,
  chatConnectionChanged,
  chatConversationStateChanged,
  chatDraftChanged,
  chatEndClicked,
  chatEnded,
  chatMessageFailed,
  chatMessageQueued,
  chatMessageReceived,
  chatMessageRetried,
  chatMessageSending,
  chatMessageSent,
  chatMessageSubmitted,
  chatSessionStarted,
  chatSnapshotReceived,
  chatStarting,
  chatSurveyFailed,
  chatSurveyReady,
  chatSurveyRequested,
  chatTurnedOff,
  claimChatFiles,
  selectChat,
  type ChatState,
  type PrechatSubmittedPayload,
} from '../../store/chat';
import { devChatEndRequested } from '../../store/devPanel';
import { selectIdentity } from '../../store/session';
import { logError, sleep } from '../effects';
import {
  chatChannel,
  endOverSocket,
  loadChatSocketClient,
  openChatSocket,
  reconnect,
  sendOverSocket,
  sendPing,
  sendTyping,
  type ChatSocket,
  type ChatSocketEvent,
  type ChatSocketFactory,
  type ConnectionState,
} from './socket';
import { clearLiveSession, nowMs, readNonce, rememberChatToken, writeLiveSession } from './storage';

export const WELCOME_MESSAGE = 'Thanks for reaching out! The next available agent will be with you shortly.';
const REFUSED = 'unauthenticated';

const selectOrg = (state: { org: PrivateLabel }) => state.org;
const selectLocation = (state: { router: RouterState }) => state.router.location;

/** The start call's body from the pre-chat form, the page and (with a nonce) the signed-in borrower. */
export function* initBody(values: PrechatSubmittedPayload, provider: LiveProvider): SagaIterator<InitWebChatBody> {
  const org: PrivateLabel = yield select(selectOrg);
  const location: RouterState['location'] = yield select(selectLocation);
  const nonce: string | null = yield call(readNonce);
  const identity: Identity | null = yield select(selectIdentity);
  const application: { loanNumber?: string | null } | undefined = yield select(selectCurrentApplication);
  const applicationUuid = uuidFromPath(location.pathname);
  return {
    friendlyName: values.friendlyName.trim(),
    emailAddress: values.emailAddress?.trim() || null,
    identityUuid: nonce ? (identity?.uuid ?? null) : null,
    nonce: nonce || null,
    orgCode: org.organizationCode,
    orgName: org.metadata.companyInfo.companyName,
    applicationUuid: nonce ? applicationUuid : null,
    tag: 'HELOC',
    skill: chatSkill(org.kind),
    welcomeMessage: WELCOME_MESSAGE,
    pageUrl: values.pageUrl,
    chatMode: provider,
    loanNumber: application?.loanNumber ?? null,
    ...(provider === 'stream' && values.agentId ? { agentId: values.agentId.trim() } : {}),
  };
}

/** Starts a chat: null when the start call failed (the chat is then off for this visit). */
export function* startLiveSession(
  provider: LiveProvider,
  values: PrechatSubmittedPayload,
): SagaIterator<StoredLiveSession | null> {
  yield put(chatStarting({ friendlyName: values.friendlyName.trim() }));
  const body: InitWebChatBody = yield call(initBody, values, provider);
  try {
    const init = yield call(provider === 'stream' ? initStreamWebChat : initWebChat, body);
    const token = provider === 'stream' ? init.stream?.providerUserToken : init.token;
    if (!token || !init.conversationSid || !init.omniProxyChannelId) {
      throw new Error('The chat start answer lacks its token, conversation or omni-proxy channel');
    }
    const now: number = yield call(nowMs);
    const session: StoredLiveSession = {
      provider,
      token,
      conversationSid: init.conversationSid,
      expiration: new Date(now + AGENT_SESSION_MS).toISOString(),
      friendlyName: body.friendlyName,
      emailAddress: body.emailAddress ?? '',
      omniProxyChannelId: init.omniProxyChannelId,
      stream: init.stream ?? null,
      initialMessage: values.initialMessage?.trim() || null,
      // Where the chat lives at NICE CXone or TalkJS (the server carries it there).
      customerId: init.nice?.customerId ?? null,
      threadId: init.nice?.threadId ?? null,
      conversationId: init.talkjs?.conversationId ?? null,
    };
    yield call(writeLiveSession, session);
    return session;
  } catch (e) {
    // Shared-surfaces section 4: a failed start ends the session and turns chat off.
    yield call(logError, 'chat start failed', e);
    yield call(clearLiveSession);
    yield put(chatTurnedOff());
    return null;
  }
}

const initialClientId = (session: StoredLiveSession) => `initial-${session.conversationSid}`;

interface Outgoing {
  body: string;
  attachmentIds: string[] | null;
  files: File[];
}

/** One message: its files uploaded first, then sent; failures leave it to be resent (same client id). */
export function* sendMessage(
  socket: ChatSocket,
  connection: ConnectionState,
  clientId: string,
  outgoing: Outgoing,
): SagaIterator<boolean> {
  yield put(chatMessageSending({ clientId }));
  try {
    if (outgoing.attachmentIds === null) {
      const ids: string[] = [];
      for (const file of outgoing.files) {
        const info: ChatAttachmentInfo = yield call(uploadChatAttachment, connection.token, file);
        ids.push(info.uuid);
      }
      outgoing.attachmentIds = ids;
      outgoing.files = [];
    }
    const ack: ChatSendAck = yield call(sendOverSocket, socket, {
      clientId,
      body: outgoing.body,
      attachmentIds: outgoing.attachmentIds,
    });
    if (!ack.ok) throw new Error(ack.message);
    yield put(chatMessageSent(ack.message));
    return true;
  } catch (e) {
    yield call(logError, 'chat message not sent', e);
    yield put(chatMessageFailed({ clientId }));
    return false;
  }
}

/** The borrower's messages, one at a time in the order written (offline ones wait for the connection). */
export function* outgoingMessages(socket: ChatSocket, connection: ConnectionState): SagaIterator<void> {
  const requests = yield actionChannel([chatMessageSubmitted.type, chatMessageRetried.type]);
  const written = new Map<string, Outgoing>();
  for (;;) {
    const action: ReturnType<typeof chatMessageSubmitted> | ReturnType<typeof chatMessageRetried> =
      yield take(requests);
    if (chatMessageSubmitted.match(action)) {
      const { clientId, body, files } = action.payload;
      const createdAt = new Date((yield call(nowMs)) as number).toISOString();
      yield put(chatMessageQueued({ clientId, body, files, createdAt }));
      const outgoing: Outgoing = { body, attachmentIds: null, files: yield call(claimChatFiles, clientId) };
      written.set(clientId, outgoing);
      if (yield call(sendMessage, socket, connection, clientId, outgoing)) written.delete(clientId);
    } else {
      const outgoing = written.get(action.payload.clientId);
      if (!outgoing) continue;
      if (yield call(sendMessage, socket, connection, action.payload.clientId, outgoing)) {
        written.delete(action.payload.clientId);
      }
    }
  }
}

function* typingPreview(socket: ChatSocket, action: ReturnType<typeof chatDraftChanged>): SagaIterator<void> {
  yield call(sendTyping, socket, action.payload.text);
}

function* pingLoop(socket: ChatSocket): SagaIterator<void> {
  for (;;) {
    yield call(sleep, PING_MS);
    yield call(sendPing, socket);
  }
}

/** Twilio-style tokens last an hour: exchanged for a fresh one before then. */
export function* tokenRefreshLoop(session: StoredLiveSession, connection: ConnectionState): SagaIterator<void> {
  for (;;) {
    yield call(sleep, CHAT_TOKEN_REFRESH_MS);
    try {
      connection.token = yield call(refreshChatToken, connection.token);
      yield call(writeLiveSession, { ...session, token: connection.token });
      yield call(rememberChatToken, connection.token);
    } catch (e) {
      yield call(logError, 'chat token refresh failed', e);
      yield put(chatAlertShown('tokenInvalid'));
    }
  }
}

function* agentTypingTimeout(): SagaIterator<void> {
  yield call(sleep, TYPING_STALE_MS);
  yield put(chatAgentTypingChanged(false));
}

function latestSeq(messages: ChatWireMessage[], current: number | null): number | null {
  return messages.reduce<number | null>((max, m) => (max === null || m.seq > max ? m.seq : max), current);
}

export type ConversationOutcome = 'ended' | 'refused' | 'endRequested';

/**
 * The connection's events until the chat ends. Returns why it stopped; the socket is closed by the channel's
 * `finally`, also when the session is cancelled or times out.
 */
export function* liveConversation(
  io: ChatSocketFactory,
  session: StoredLiveSession,
  connection: ConnectionState,
): SagaIterator<ConversationOutcome> {
  const socket: ChatSocket = yield call(openChatSocket, io, connection);
  const channel: EventChannel<ChatSocketEvent> = yield call(chatChannel, socket);
  const helpers: Task[] = [
    yield fork(outgoingMessages, socket, connection),
    yield throttle(TYPING_PREVIEW_MS, chatDraftChanged.type, typingPreview, socket),
    yield fork(pingLoop, socket),
  ];
  if (session.provider === 'twilio') helpers.push(yield fork(tokenRefreshLoop, session, connection));
  let typingTimer: Task | null = null;
  let initialMessage = session.initialMessage;
  let triedRefresh = false;
  yield put(chatConnectionChanged('connecting'));

  function* onState(state: ConversationState): SagaIterator<boolean> {
    if (state === 'ACTIVE' && initialMessage) {
      // Held while waiting; sent now that an agent has joined.
      const body = initialMessage;
      initialMessage = null;
      yield call(writeLiveSession, { ...session, token: connection.token, initialMessage: null });
      const sent: boolean = yield call(sendMessage, socket, connection, initialClientId(session), {
        body,
        attachmentIds: [],
        files: [],
      });
      if (!sent) yield put(chatAlertShown('generic'));
    }
    return state === 'ENDED';
  }

  try {
    for (;;) {
      const { event, end } = yield race({
        event: take(channel),
        end: take([chatEndClicked.type, devChatEndRequested.type]),
      });
      if (end) {
        yield call(endOverSocket, socket);
        return 'endRequested';
      }
      const e = event as ChatSocketEvent;
      if (e.kind === 'connected') {
        triedRefresh = false;
        yield put(chatConnectionChanged('online'));
      } else if (e.kind === 'disconnected') {
        yield put(chatConnectionChanged('reconnecting'));
        yield put(chatAlertShown('connectionLost'));
        // The server closed it: socket.io does not come back by itself then.
        if (e.reason === 'io server disconnect') yield call(reconnect, socket);
      } else if (e.kind === 'refused') {
        if (e.message !== REFUSED) {
          // A network failure: socket.io keeps trying.
          yield put(chatConnectionChanged('reconnecting'));
          yield put(chatAlertShown('connectionLost'));
        } else if (session.provider === 'twilio' && !triedRefresh) {
          // The token may just have run out: a fresh one, then try again.
          triedRefresh = true;
          try {
            connection.token = yield call(refreshChatToken, connection.token);
            yield call(writeLiveSession, { ...session, token: connection.token, initialMessage });
            yield call(rememberChatToken, connection.token);
            yield call(reconnect, socket);
          } catch (err) {
            yield call(logError, 'chat token refused', err);
            yield put(chatAlertShown('tokenInvalid'));
            return 'refused';
          }
        } else {
          yield put(chatAlertShown('tokenInvalid'));
          return 'refused';
        }
      } else if (e.kind === 'snapshot') {
        connection.afterSeq = latestSeq(e.snapshot.messages, connection.afterSeq);
        yield put(
          chatSnapshotReceived({
            state: e.snapshot.state,
            agentName: e.snapshot.agentName,
            messages: e.snapshot.messages,
          }),
        );
        if (yield call(onState, e.snapshot.state)) return 'ended';
      } else if (e.kind === 'message') {
        connection.afterSeq = latestSeq([e.message], connection.afterSeq);
        yield put(chatMessageReceived(e.message));
      } else if (e.kind === 'state') {
        yield put(chatConversationStateChanged({ state: e.event.state, agentName: e.event.agentName }));
        if (yield call(onState, e.event.state)) return 'ended';
      } else if (e.kind === 'typing') {
        yield put(chatAgentTypingChanged(true));
        if (typingTimer) yield cancel(typingTimer);
        typingTimer = yield fork(agentTypingTimeout);
      }
    }
  } finally {
    for (const task of helpers) yield cancel(task);
    if (typingTimer) yield cancel(typingTimer);
    channel.close();
  }
}

/** After an agent chat: the survey link (only when an agent took part). */
export function* offerSurvey(session: StoredLiveSession, token: string): SagaIterator<void> {
  const chat: ChatState = yield select(selectChat);
  if (!chat.agentJoined) return;
  yield put(chatSurveyRequested());
  try {
    if (!session.omniProxyChannelId) throw new Error('No omni-proxy channel for the survey');
    const info: { contactId: string; surveyUrl: string } = yield call(
      getWebChatInfo,
      token,
      session.omniProxyChannelId,
    );
    if (!info.contactId) throw new Error('No contact id for the survey');
    yield put(chatSurveyReady({ url: info.surveyUrl }));
  } catch (e) {
    yield call(logError, 'chat survey unavailable', e);
    yield put(chatSurveyFailed());
  }
}

/**
 * A live chat from start (or resume) to end, within its 6-hour lifetime; then the stored session is
 * cleared and, after an agent chat, the survey offered.
 */
export function* runLiveSession(
  provider: LiveProvider,
  start: { kind: 'new'; values: PrechatSubmittedPayload } | { kind: 'resume'; session: StoredLiveSession },
): SagaIterator<void> {
  const session: StoredLiveSession | null =
    start.kind === 'resume' ? start.session : yield call(startLiveSession, provider, start.values);
  if (!session) return;
  yield call(rememberChatToken, session.token);
  const now: number = yield call(nowMs);
  const left = Math.max(0, Date.parse(session.expiration) - now);
  yield put(
    chatSessionStarted({
      provider,
      expiresAt: session.expiration,
      friendlyName: session.friendlyName,
      conversationState: 'WAITING',
      initialMessage: session.initialMessage
        ? { clientId: initialClientId(session), body: session.initialMessage }
        : null,
    }),
  );
  let io: ChatSocketFactory;
  try {
    io = yield call(loadChatSocketClient);
  } catch (e) {
    yield call(logError, 'chat connection unavailable', e);
    yield put(chatAlertShown('connectionLost'));
    return;
  }
  const connection: ConnectionState = { token: session.token, afterSeq: null };
  const outcome: { done?: ConversationOutcome; expired?: true } = yield race({
    done: call(liveConversation, io, session, connection),
    expired: call(sleep, Math.min(left, SOCKET_LIFETIME_MS)),
  });
  // Section 4: once the conversation is over the stored session goes.
  yield call(clearLiveSession);
  yield put(chatEnded());
  // A refused token cannot ask for the survey link either.
  if (outcome.done !== 'refused') yield call(offerSurvey, session, connection.token);
}
