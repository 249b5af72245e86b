// Web chat (shared-surfaces sections 2 to 5): what the widget shows. Only plain data: the chat token, the
// nonce and the socket live in the chat sagas and local storage, never here; files picked for a message are
// held outside the store until the saga claims them.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  isInputAllowed,
  isRunningProvider,
  type ChatAlertKind,
  type ChatAttachmentInfo,
  type ChatbotRating,
  type ChatHoursDay,
  type ChatProvider,
  type ChatSenderType,
  type ChatWireMessage,
  type ConversationState,
} from '../src/domain/chat';
import type { PrechatValues } from '../src/domain/validation/chat';

export type ChatPhase =
  /** Nothing decided yet (the hours are being read). */
  | 'choosing'
  | 'prechat'
  | 'starting'
  | 'waiting'
  | 'active'
  | 'ended'
  /** `mode` named a backend this platform does not run. */
  | 'unavailable'
  /** Starting failed: chat is off for this visit. */
  | 'off';

export type ChatMessageStatus = 'held' | 'sending' | 'sent' | 'failed';
export type FeedbackStatus = 'none' | 'sending' | 'sent';

export interface ChatMessageView {
  /** The client id for our own messages, the server id otherwise. */
  key: string;
  id: string | null;
  seq: number | null;
  clientId: string | null;
  sender: ChatSenderType | 'CHATBOT';
  senderName: string;
  body: string;
  attachments: ChatAttachmentInfo[];
  /** Files still being uploaded with a message: names and sizes only. */
  pendingFiles: { name: string; size: number }[];
  createdAt: string;
  status: ChatMessageStatus;
  /** Chatbot answers: the question they answer, whether a person was offered, and the feedback given. */
  questionId: string | null;
  handover: boolean;
  feedback: FeedbackStatus;
  rating: ChatbotRating | null;
}

export interface ChatState {
  open: boolean;
  phase: ChatPhase;
  provider: ChatProvider | null;
  /** The provider came from the `mode` query parameter. */
  forced: boolean;
  withinHours: boolean | null;
  /** The chat team's week, shown when it is away. */
  week: ChatHoursDay[] | null;
  connection: 'offline' | 'connecting' | 'online' | 'reconnecting';
  alert: ChatAlertKind | null;
  conversationState: ConversationState | null;
  agentName: string | null;
  agentTyping: boolean;
  /** An agent took part: the ended panel offers the survey. */
  agentJoined: boolean;
  messages: ChatMessageView[];
  chatbotExpired: boolean;
  expiresAt: string | null;
  friendlyName: string | null;
  survey: { status: 'idle' | 'loading' | 'ready' | 'failed'; url: string | null };
}

export const initialChatState: ChatState = {
  open: false,
  phase: 'choosing',
  provider: null,
  forced: false,
  withinHours: null,
  week: null,
  connection: 'offline',
  alert: null,
  conversationState: null,
  agentName: null,
  agentTyping: false,
  agentJoined: false,
  messages: [],
  chatbotExpired: false,
  expiresAt: null,
  friendlyName: null,
  survey: { status: 'idle', url: null },
};

// ---- Events from the widget ----------------------------------------------------------------------------------

export const chatLauncherClicked = createAction('chat/launcherClicked');
export const chatMinimised = createAction('chat/minimised');
export const chatAlertDismissed = createAction('chat/alertDismissed');

export interface PrechatSubmittedPayload extends PrechatValues {
  /** The page the chat starts on (pathname and query only). */
  pageUrl: string;
}
export const chatPrechatSubmitted = createAction(
  'chat/prechatSubmitted',
  (payload: PrechatSubmittedPayload, requestId: string) => ({ payload, meta: { requestId } }),
);

export interface ChatFileMeta {
  name: string;
  size: number;
  type: string;
}
export interface MessageSubmittedPayload {
  clientId: string;
  body: string;
  files: ChatFileMeta[];
}
export const chatMessageSubmitted = createAction<MessageSubmittedPayload>('chat/messageSubmitted');
export const chatMessageRetried = createAction<{ clientId: string }>('chat/messageRetried');
/** The borrower's draft changed (agents see a typing preview, sent at most every second). */
export const chatDraftChanged = createAction<{ text: string }>('chat/draftChanged');
export const chatEndClicked = createAction('chat/endClicked');
export const chatNewChatClicked = createAction('chat/newChatClicked');
export const chatAttachmentOpened = createAction<{ uuid: string; filename: string }>('chat/attachmentOpened');
export const chatHandoverClicked = createAction('chat/handoverClicked');
export const chatbotRated = createAction<{ questionId: string; rating: 'POSITIVE' }>('chat/chatbotRated');
export interface ChatbotFeedbackPayload {
  questionId: string;
  reason: string;
  additionalInformation?: string;
}
export const chatbotFeedbackSubmitted = createAction(
  'chat/chatbotFeedbackSubmitted',
  (payload: ChatbotFeedbackPayload, requestId: string) => ({ payload, meta: { requestId } }),
);

// ---- Files picked for a message: held outside the store, claimed once by the saga ----------------------------

const heldFiles = new Map<string, File[]>();

export function holdChatFiles(clientId: string, files: File[]): void {
  if (files.length > 0) heldFiles.set(clientId, files);
}

export function claimChatFiles(clientId: string): File[] {
  const files = heldFiles.get(clientId) ?? [];
  heldFiles.delete(clientId);
  return files;
}

// ---- The slice ------------------------------------------------------------------------------------------------

function view(message: ChatWireMessage, status: ChatMessageStatus = 'sent'): ChatMessageView {
  return {
    key: message.clientId && message.senderType === 'APPLICANT' ? message.clientId : message.id,
    id: message.id,
    seq: message.seq,
    clientId: message.clientId,
    sender: message.senderType,
    senderName: message.senderName,
    body: message.body,
    attachments: message.attachments,
    pendingFiles: [],
    createdAt: message.createdAt,
    status,
    questionId: null,
    handover: false,
    feedback: 'none',
    rating: null,
  };
}

/** Adds or replaces (by key) a message, keeping server order for numbered ones. */
function upsert(state: ChatState, message: ChatMessageView): void {
  const at = state.messages.findIndex((m) => m.key === message.key || (message.id !== null && m.id === message.id));
  if (at >= 0) state.messages[at] = { ...state.messages[at], ...message };
  else state.messages.push(message);
  state.messages.sort((a, b) => {
    if (a.seq !== null && b.seq !== null) return a.seq - b.seq;
    // Unsent messages (no number yet) stay after the numbered ones, in the order they were written.
    if (a.seq === null && b.seq !== null) return 1;
    if (a.seq !== null && b.seq === null) return -1;
    return 0;
  });
}

export interface SessionStartedPayload {
  provider: ChatProvider;
  expiresAt: string;
  friendlyName: string;
  conversationState: ConversationState;
  /** Held until an agent joins. */
  initialMessage: { clientId: string; body: string } | null;
}

const slice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    windowOpened: (state) => {
      state.open = true;
    },
    windowClosed: (state) => {
      state.open = false;
    },
    hoursPolled: (state, action: PayloadAction<{ open: boolean }>) => {
      state.withinHours = action.payload.open;
    },
    weekLoaded: (state, action: PayloadAction<ChatHoursDay[]>) => {
      state.week = action.payload;
    },
    modeChosen: (state, action: PayloadAction<{ provider: ChatProvider; forced: boolean; resume: boolean }>) => {
      state.provider = action.payload.provider;
      state.forced = action.payload.forced;
      state.alert = null;
      state.chatbotExpired = false;
      if (!isRunningProvider(action.payload.provider)) state.phase = 'unavailable';
      else state.phase = action.payload.resume ? 'starting' : 'prechat';
    },
    starting: (state, action: PayloadAction<{ friendlyName: string }>) => {
      state.phase = 'starting';
      state.friendlyName = action.payload.friendlyName;
      state.alert = null;
    },
    sessionStarted: (state, action: PayloadAction<SessionStartedPayload>) => {
      const { provider, expiresAt, friendlyName, conversationState, initialMessage } = action.payload;
      state.provider = provider;
      state.expiresAt = expiresAt;
      state.friendlyName = friendlyName;
      state.conversationState = conversationState;
      state.phase = provider === 'chatbot' || conversationState === 'ACTIVE' ? 'active' : 'waiting';
      state.messages = [];
      state.agentJoined = false;
      state.agentName = null;
      state.chatbotExpired = false;
      state.survey = { status: 'idle', url: null };
      if (initialMessage) {
        state.messages.push({
          key: initialMessage.clientId,
          id: null,
          seq: null,
          clientId: initialMessage.clientId,
          sender: 'APPLICANT',
          senderName: friendlyName,
          body: initialMessage.body,
          attachments: [],
          pendingFiles: [],
          createdAt: new Date(0).toISOString(),
          status: 'held',
          questionId: null,
          handover: false,
          feedback: 'none',
          rating: null,
        });
      }
    },
    connectionChanged: (state, action: PayloadAction<ChatState['connection']>) => {
      state.connection = action.payload;
      if (action.payload === 'online' && state.alert === 'connectionLost') state.alert = null;
    },
    alertShown: (state, action: PayloadAction<ChatAlertKind>) => {
      state.alert = action.payload;
    },
    alertCleared: (state) => {
      state.alert = null;
    },
    snapshotReceived: (
      state,
      action: PayloadAction<{ state: ConversationState; agentName: string | null; messages: ChatWireMessage[] }>,
    ) => {
      for (const message of action.payload.messages) upsert(state, view(message));
      applyConversationState(state, action.payload.state, action.payload.agentName);
    },
    messageReceived: (state, action: PayloadAction<ChatWireMessage>) => {
      upsert(state, view(action.payload));
      if (action.payload.senderType === 'AGENT') {
        state.agentTyping = false;
        state.agentJoined = true;
      }
    },
    conversationStateChanged: (
      state,
      action: PayloadAction<{ state: ConversationState; agentName: string | null }>,
    ) => {
      applyConversationState(state, action.payload.state, action.payload.agentName);
    },
    agentTypingChanged: (state, action: PayloadAction<boolean>) => {
      state.agentTyping = action.payload;
    },
    messageQueued: (
      state,
      action: PayloadAction<{ clientId: string; body: string; files: ChatFileMeta[]; createdAt: string }>,
    ) => {
      const { clientId, body, files, createdAt } = action.payload;
      upsert(state, {
        key: clientId,
        id: null,
        seq: null,
        clientId,
        sender: 'APPLICANT',
        senderName: state.friendlyName ?? 'You',
        body,
        attachments: [],
        pendingFiles: files.map((f) => ({ name: f.name, size: f.size })),
        createdAt,
        status: 'sending',
        questionId: null,
        handover: false,
        feedback: 'none',
        rating: null,
      });
    },
    messageSending: (state, action: PayloadAction<{ clientId: string }>) => {
      const message = state.messages.find((m) => m.key === action.payload.clientId);
      if (message) message.status = 'sending';
    },
    messageSent: (state, action: PayloadAction<ChatWireMessage>) => {
      upsert(state, view(action.payload));
    },
    messageFailed: (state, action: PayloadAction<{ clientId: string }>) => {
      const message = state.messages.find((m) => m.key === action.payload.clientId);
      if (message) message.status = 'failed';
      state.alert = 'sendFailed';
    },
    chatbotAnswered: (
      state,
      action: PayloadAction<{
        clientId: string;
        questionId: string;
        question: string;
        answer: string;
        createdAt: string;
        handover: boolean;
        assistantName: string;
      }>,
    ) => {
      const p = action.payload;
      const question = state.messages.find((m) => m.key === p.clientId);
      if (question) {
        question.status = 'sent';
        question.id = p.questionId;
      }
      state.messages.push(chatbotAnswer(p.questionId, p.answer, p.createdAt, p.handover, p.assistantName));
    },
    chatbotHistoryLoaded: (
      state,
      action: PayloadAction<{
        items: { questionId: string; questionStr: string; responseStr: string; createdDt: string }[];
        assistantName: string;
      }>,
    ) => {
      state.messages = action.payload.items.flatMap((item) => [
        {
          key: `q-${item.questionId}`,
          id: item.questionId,
          seq: null,
          clientId: null,
          sender: 'APPLICANT' as const,
          senderName: state.friendlyName ?? 'You',
          body: item.questionStr,
          attachments: [],
          pendingFiles: [],
          createdAt: item.createdDt,
          status: 'sent' as const,
          questionId: null,
          handover: false,
          feedback: 'none' as const,
          rating: null,
        },
        chatbotAnswer(item.questionId, item.responseStr, item.createdDt, false, action.payload.assistantName),
      ]);
    },
    chatbotFeedbackSending: (state, action: PayloadAction<{ questionId: string }>) => {
      const answer = state.messages.find((m) => m.questionId === action.payload.questionId);
      if (answer) answer.feedback = 'sending';
    },
    chatbotFeedbackRecorded: (state, action: PayloadAction<{ questionId: string; rating: ChatbotRating }>) => {
      const answer = state.messages.find((m) => m.questionId === action.payload.questionId);
      if (answer) {
        answer.feedback = 'sent';
        answer.rating = action.payload.rating;
      }
    },
    chatbotFeedbackFailed: (state, action: PayloadAction<{ questionId: string }>) => {
      const answer = state.messages.find((m) => m.questionId === action.payload.questionId);
      if (answer) answer.feedback = 'none';
    },
    chatbotExpired: (state) => {
      state.chatbotExpired = true;
      state.phase = 'ended';
      state.connection = 'offline';
    },
    ended: (state) => {
      state.phase = 'ended';
      state.conversationState = 'ENDED';
      state.connection = 'offline';
      state.agentTyping = false;
      if (state.alert === 'connectionLost') state.alert = null;
    },
    surveyRequested: (state) => {
      state.survey = { status: 'loading', url: null };
    },
    surveyReady: (state, action: PayloadAction<{ url: string }>) => {
      state.survey = { status: 'ready', url: action.payload.url };
    },
    surveyFailed: (state) => {
      state.survey = { status: 'failed', url: null };
      state.alert = 'generic';
    },
    turnedOff: (state) => {
      state.phase = 'off';
      state.connection = 'offline';
      state.alert = 'generic';
    },
    reset: (state) => ({ ...initialChatState, open: state.open, withinHours: state.withinHours, week: state.week }),
  },
  extraReducers: (builder) => {
    builder
      .addCase(chatLauncherClicked, (state) => {
        state.open = true;
      })
      .addCase(chatMinimised, (state) => {
        state.open = false;
      })
      .addCase(chatAlertDismissed, (state) => {
        state.alert = null;
      });
  },
});

function chatbotAnswer(
  questionId: string,
  answer: string,
  createdAt: string,
  handover: boolean,
  assistantName: string,
): ChatMessageView {
  return {
    key: `a-${questionId}`,
    id: null,
    seq: null,
    clientId: null,
    sender: 'CHATBOT',
    senderName: assistantName,
    body: answer,
    attachments: [],
    pendingFiles: [],
    createdAt,
    status: 'sent',
    questionId,
    handover,
    feedback: 'none',
    rating: null,
  };
}

function applyConversationState(state: ChatState, next: ConversationState, agentName: string | null): void {
  state.conversationState = next;
  if (agentName) state.agentName = agentName;
  if (next === 'ACTIVE') {
    state.phase = 'active';
    state.agentJoined = true;
  } else if (next === 'WAITING') state.phase = 'waiting';
  else state.phase = 'ended';
}

export const {
  windowOpened: chatWindowOpened,
  windowClosed: chatWindowClosed,
  hoursPolled: chatHoursPolled,
  weekLoaded: chatWeekLoaded,
  modeChosen: chatModeChosen,
  starting: chatStarting,
  sessionStarted: chatSessionStarted,
  connectionChanged: chatConnectionChanged,
  alertShown: chatAlertShown,
  alertCleared: chatAlertCleared,
  snapshotReceived: chatSnapshotReceived,
  messageReceived: chatMessageReceived,
  conversationStateChanged: chatConversationStateChanged,
  agentTypingChanged: chatAgentTypingChanged,
  messageQueued: chatMessageQueued,
  messageSending: chatMessageSending,
  messageSent: chatMessageSent,
  messageFailed: chatMessageFailed,
  chatbotAnswered: chatbotAnswered,
  chatbotHistoryLoaded: chatbotHistoryLoaded,
  chatbotFeedbackSending: chatbotFeedbackSending,
  chatbotFeedbackRecorded: chatbotFeedbackRecorded,
  chatbotFeedbackFailed: chatbotFeedbackFailed,
  chatbotExpired: chatbotSessionExpired,
  ended: chatEnded,
  surveyRequested: chatSurveyRequested,
  surveyReady: chatSurveyReady,
  surveyFailed: chatSurveyFailed,
  turnedOff: chatTurnedOff,
  reset: chatReset,
} = slice.actions;
export const chatSliceReducer = slice.reducer;

type WithChat = { chat: ChatState };
export const selectChat = (state: WithChat) => state.chat;
export const selectChatOpen = (state: WithChat) => state.chat.open;
export const selectChatPhase = (state: WithChat) => state.chat.phase;
export const selectChatProvider = (state: WithChat) => state.chat.provider;
export const selectChatWithinHours = (state: WithChat) => state.chat.withinHours;
export const selectChatMessages = (state: WithChat) => state.chat.messages;
/** Section 4's input rule on the current chat. */
export const selectChatInputAllowed = (state: WithChat): boolean => {
  const chat = state.chat;
  if (chat.phase !== 'waiting' && chat.phase !== 'active') return false;
  return isInputAllowed({
    provider: chat.provider,
    conversationState: chat.conversationState,
    withinHours: chat.withinHours === true,
    messageCount: chat.messages.filter((m) => m.sender !== 'SYSTEM').length,
    chatbotExpired: chat.chatbotExpired,
  });
};
