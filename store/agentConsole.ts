// The agents' chat console (its own page and client entry, src/agent): sign-in, the waiting list and the
// agent's chats, the open conversation with the borrower's application stage, and the borrower's typing
// preview. Plain data only: the agent's token lives in session storage, the socket in the console saga.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AgentConversationDetail,
  AgentConversationSummary,
  ChatAttachmentInfo,
  ChatWireMessage,
} from '../src/domain/chat';

export type { AgentConversationDetail, AgentConversationSummary };

export interface AgentConsoleState {
  auth: 'checking' | 'signedOut' | 'signedIn';
  agentName: string | null;
  waiting: AgentConversationSummary[];
  mine: AgentConversationSummary[];
  selected: string | null;
  detail: AgentConversationDetail | null;
  connection: 'offline' | 'online' | 'reconnecting';
  /** What the borrower is typing in the open conversation. */
  borrowerPreview: string;
  /** Messages of the open conversation being sent (client id → text). */
  sending: { clientId: string; body: string; files: string[] }[];
  error: string | null;
}

export const initialAgentConsoleState: AgentConsoleState = {
  auth: 'checking',
  agentName: null,
  waiting: [],
  mine: [],
  selected: null,
  detail: null,
  connection: 'offline',
  borrowerPreview: '',
  sending: [],
  error: null,
};

// ---- Events from the console ------------------------------------------------------------------------------

export const agentLoginSubmitted = createAction(
  'agentConsole/loginSubmitted',
  (payload: { email: string; password: string }, requestId: string) => ({ payload, meta: { requestId } }),
);
export const agentSignOutClicked = createAction('agentConsole/signOutClicked');
export const agentConversationOpened = createAction<{ conversationSid: string }>('agentConsole/conversationOpened');
export const agentTakeClicked = createAction<{ conversationSid: string }>('agentConsole/takeClicked');
export const agentEndClicked = createAction<{ conversationSid: string }>('agentConsole/endClicked');
export const agentMessageSubmitted = createAction<{ clientId: string; body: string; files: string[] }>(
  'agentConsole/messageSubmitted',
);
export const agentDraftChanged = createAction<{ conversationSid: string }>('agentConsole/draftChanged');
export const agentAttachmentOpened = createAction<{ conversationSid: string; uuid: string; filename: string }>(
  'agentConsole/attachmentOpened',
);

// Files the agent attaches: held outside the store until the saga claims them.
const heldFiles = new Map<string, File[]>();
export function holdAgentFiles(clientId: string, files: File[]): void {
  if (files.length > 0) heldFiles.set(clientId, files);
}
export function claimAgentFiles(clientId: string): File[] {
  const files = heldFiles.get(clientId) ?? [];
  heldFiles.delete(clientId);
  return files;
}

function sameConversation(state: AgentConsoleState, sid: string): boolean {
  return state.detail?.conversationSid === sid;
}

function addMessage(state: AgentConsoleState, message: ChatWireMessage): void {
  if (!state.detail) return;
  const list = state.detail.messages;
  const at = list.findIndex((m) => m.id === message.id);
  if (at >= 0) list[at] = message;
  else list.push(message);
  list.sort((a, b) => a.seq - b.seq);
}

const slice = createSlice({
  name: 'agentConsole',
  initialState: initialAgentConsoleState,
  reducers: {
    signedIn: (state, action: PayloadAction<{ agentName: string }>) => {
      state.auth = 'signedIn';
      state.agentName = action.payload.agentName;
      state.error = null;
    },
    signedOut: () => ({ ...initialAgentConsoleState, auth: 'signedOut' as const }),
    listLoaded: (
      state,
      action: PayloadAction<{
        agentName: string;
        waiting: AgentConversationSummary[];
        mine: AgentConversationSummary[];
      }>,
    ) => {
      state.agentName = action.payload.agentName;
      state.waiting = action.payload.waiting;
      state.mine = action.payload.mine;
    },
    detailLoaded: (state, action: PayloadAction<AgentConversationDetail>) => {
      if (state.detail?.conversationSid !== action.payload.conversationSid) {
        state.borrowerPreview = '';
        state.sending = [];
      }
      state.selected = action.payload.conversationSid;
      state.detail = action.payload;
      state.error = null;
    },
    messageReceived: (state, action: PayloadAction<{ conversationSid: string; message: ChatWireMessage }>) => {
      if (!sameConversation(state, action.payload.conversationSid)) return;
      addMessage(state, action.payload.message);
      if (action.payload.message.senderType === 'APPLICANT') state.borrowerPreview = '';
    },
    messageSending: (state, action: PayloadAction<{ clientId: string; body: string; files: string[] }>) => {
      state.sending.push(action.payload);
    },
    messageSent: (state, action: PayloadAction<{ clientId: string; message: ChatWireMessage }>) => {
      state.sending = state.sending.filter((s) => s.clientId !== action.payload.clientId);
      addMessage(state, action.payload.message);
    },
    messageFailed: (state, action: PayloadAction<{ clientId: string; error: string }>) => {
      state.sending = state.sending.filter((s) => s.clientId !== action.payload.clientId);
      state.error = action.payload.error;
    },
    borrowerTyping: (state, action: PayloadAction<{ conversationSid: string; preview: string }>) => {
      if (sameConversation(state, action.payload.conversationSid)) state.borrowerPreview = action.payload.preview;
    },
    connectionChanged: (state, action: PayloadAction<AgentConsoleState['connection']>) => {
      state.connection = action.payload;
    },
    failed: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    errorCleared: (state) => {
      state.error = null;
    },
  },
});

export const {
  signedIn: agentSignedIn,
  signedOut: agentSignedOut,
  listLoaded: agentListLoaded,
  detailLoaded: agentDetailLoaded,
  messageReceived: agentMessageReceived,
  messageSending: agentMessageSending,
  messageSent: agentMessageSent,
  messageFailed: agentMessageFailed,
  borrowerTyping: agentBorrowerTyping,
  connectionChanged: agentConnectionChanged,
  failed: agentConsoleFailed,
  errorCleared: agentConsoleErrorCleared,
} = slice.actions;
export const agentConsoleReducer = slice.reducer;

export type AgentChatFile = ChatAttachmentInfo;
type WithConsole = { agentConsole: AgentConsoleState };
export const selectAgentConsole = (state: WithConsole) => state.agentConsole;
