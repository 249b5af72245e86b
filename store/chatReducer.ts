// The chat slice arrives with the chat's lazy chunk (store/chat.ts): the root reducer holds this small
// stand-in under `chat`, which keeps the initial state until the slice installs its reducer and then hands
// every action to it. No chat action is dispatched before the chunk (which dispatches them) has loaded.
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { ChatState } from './chat';

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

/**
 * The widget's chunk has loaded and mounted: the chat sagas start (sagas/chat.ts waits for it). `open`: the
 * visitor clicked the small launcher that stood in for the widget, so the window opens once the sagas listen.
 */
export const chatWidgetMounted = createAction<{ open: boolean } | undefined>('chat/widgetMounted');

type ChatSliceReducer = (state: ChatState | undefined, action: UnknownAction) => ChatState;
let installed: ChatSliceReducer | null = null;

/** Called once by store/chat.ts when the chat chunk loads. */
export function installChatReducer(reducer: ChatSliceReducer): void {
  installed = reducer;
}

export function chatReducer(state: ChatState | undefined, action: UnknownAction): ChatState {
  if (installed) return installed(state, action);
  return state ?? initialChatState;
}
