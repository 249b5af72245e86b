// Web chat: the constants, alert texts, wire types and pure rules shared by the widget, its sagas, the lender
// server and the agents' console (shared-surfaces sections 2, 3, 4, 5, 7, 8 and 9).
import { formatBytes } from './format';
import type { OperatingDay } from './contracts/wire/hours';

export { formatBytes };

// ---- Constants (section 9) ---------------------------------------------------------------------------------

export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;
export const CHATBOT_SESSION_MS = 10 * 60 * 1000;
export const HOURS_POLL_MS = 60_000;
export const NONCE_REFRESH_MS = 60_000;
export const PING_MS = 10_000;
/** The real-time connection's keep-alive and lifetime. */
export const SOCKET_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const INITIAL_MESSAGES = 20;
export const TYPING_PREVIEW_MS = 1000;
export const WAITING_DOTS_MS = 400;
/** A live-chat token is refreshed this long before it expires. */
export const CHAT_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CHAT_TOKEN_REFRESH_MS = 50 * 60 * 1000;
/** How long an agent's typing indicator stays up without a new preview. */
export const TYPING_STALE_MS = 3 * TYPING_PREVIEW_MS;

export const NAME_MAX = 128;
export const EMAIL_MAX = 128;
export const MESSAGE_MAX = 2000;
export const CHATBOT_FEEDBACK_MAX = 140;

// ---- Alerts (section 8) ------------------------------------------------------------------------------------

export type ChatAlertKind = 'connectionLost' | 'generic' | 'tokenInvalid' | 'sendFailed';

export const CHAT_ALERTS: Readonly<Record<ChatAlertKind, { variant: 'warning' | 'error'; message: string }>> = {
  connectionLost: { variant: 'warning', message: 'Connection lost. Attempting to reconnect.' },
  generic: { variant: 'error', message: 'Something went wrong. Please try again later.' },
  tokenInvalid: { variant: 'warning', message: 'Token state is invalid.' },
  sendFailed: { variant: 'error', message: 'Something went wrong. Please try resending the message.' },
};

// ---- Providers and the mode choice (sections 2 and 4) ------------------------------------------------------

/** The chat backends the `mode` query parameter can name. */
export type ChatProvider = 'twilio' | 'nice' | 'stream' | 'talkjs' | 'chatbot';
export const CHAT_PROVIDERS: readonly ChatProvider[] = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'];
export type LiveProvider = Exclude<ChatProvider, 'chatbot'>;
/**
 * What this platform runs: agent chat over its own socket (the twilio-style and streaming entry calls), the same chat
 * carried into NICE CXone (digital first omnichannel) or TalkJS when the conversation lives there (server/chat/providers),
 * and the bot.
 */
export const RUNNING_PROVIDERS: readonly ChatProvider[] = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'];
export const DEFAULT_LIVE_PROVIDER: LiveProvider = 'twilio';
/** The live providers whose conversations are carried into an outside contact-centre platform. */
export const EXTERNAL_PROVIDERS = ['nice', 'talkjs'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];
export function isExternalProvider(provider: ChatProvider | null | undefined): provider is ExternalProvider {
  return provider === 'nice' || provider === 'talkjs';
}

/**
 * The NICE-on-assignment flag (shared-surfaces section 9): on, a new agent chat goes to NICE CXone, whose routing
 * assigns the agent (its AssignmentChanged event opens the conversation); off, to the platform's own queue.
 */
export const NICE_ON_ASSIGNMENT_FLAG = 'fe-webchat-nice-on-assignment';

/** The live provider a new agent chat uses when nothing forces one. */
export function defaultLiveProvider(niceOnAssignment: boolean): LiveProvider {
  return niceOnAssignment ? 'nice' : DEFAULT_LIVE_PROVIDER;
}

export const PROVIDER_NAMES: Readonly<Record<ChatProvider, string>> = {
  twilio: 'Twilio',
  nice: 'NICE CXone',
  stream: 'Stream',
  talkjs: 'TalkJS',
  chatbot: 'Chatbot',
};

export function isRunningProvider(provider: ChatProvider): boolean {
  return RUNNING_PROVIDERS.includes(provider);
}

/** What the widget says when `mode` names a backend this platform does not run. */
export function providerUnavailableMessage(provider: ChatProvider): string {
  return `${PROVIDER_NAMES[provider]} chat is not available on this platform. Remove mode=${provider} from the address to chat with us.`;
}

/** The `mode` query parameter, honoured outside production only. */
export function forcedProvider(search: string, production: boolean): ChatProvider | null {
  if (production) return null;
  const mode = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('mode');
  const value = mode?.trim().toLowerCase();
  return CHAT_PROVIDERS.includes(value as ChatProvider) ? (value as ChatProvider) : null;
}

export { popWebchatRequested } from './chatStorage';

/** A stored session is good while its expiration lies in the future. */
export function isSessionValid(expiration: string | null | undefined, nowMs: number): boolean {
  if (!expiration) return false;
  const at = Date.parse(expiration);
  return Number.isFinite(at) && at > nowMs;
}

export interface ModeChoiceInput {
  forced: ChatProvider | null;
  /** The provider of a stored, unexpired live session. */
  liveSession: LiveProvider | null;
  chatbotSession: boolean;
  withinHours: boolean;
  /** fe-webchat-nice-on-assignment. */
  niceOnAssignment?: boolean;
}

/**
 * Section 4: a forced mode wins (outside production, decided by the caller); then a live session; then a
 * chatbot session; else agent chat during operating hours and the chatbot outside them.
 */
export function chooseProvider({
  forced,
  liveSession,
  chatbotSession,
  withinHours,
  niceOnAssignment = false,
}: ModeChoiceInput): ChatProvider {
  if (forced) return forced;
  if (liveSession) return liveSession;
  if (chatbotSession) return 'chatbot';
  return withinHours ? defaultLiveProvider(niceOnAssignment) : 'chatbot';
}

export type ConversationState = 'WAITING' | 'ACTIVE' | 'ENDED';

export interface InputRuleInput {
  provider: ChatProvider | null;
  conversationState: ConversationState | null;
  withinHours: boolean;
  messageCount: number;
  chatbotExpired: boolean;
}

/**
 * Section 4: agent chat takes input while the conversation is open and within hours, or once a live
 * conversation holds more than one message; the chatbot until its session expires; a frozen (ended)
 * streaming channel takes none.
 */
export function isInputAllowed({
  provider,
  conversationState,
  withinHours,
  messageCount,
  chatbotExpired,
}: InputRuleInput): boolean {
  if (!provider || !isRunningProvider(provider)) return false;
  if (provider === 'chatbot') return !chatbotExpired;
  if (conversationState === null || conversationState === 'ENDED') return false;
  return withinHours || messageCount > 1;
}

/** One day of the chat team's week, as the operating-hours service sends it (Pacific time, 'HH:mm'). */
export type { OperatingDay as ChatHoursDay } from './contracts/wire/hours';

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

function dayName(day: OperatingDay): string {
  return day.weekday.charAt(0).toUpperCase() + day.weekday.slice(1).toLowerCase();
}

/**
 * The week read Monday to Sunday, neighbouring days with the same hours grouped:
 * ['Monday–Friday: 6:00 AM–6:00 PM', 'Saturday–Sunday: 8:00 AM–5:00 PM'] (closed days: 'Closed').
 */
export function chatHoursLines(days: OperatingDay[]): string[] {
  const week = [...days].sort((a, b) => a.weekdayValue - b.weekdayValue);
  const lines: string[] = [];
  let i = 0;
  while (i < week.length) {
    const hours = (d: OperatingDay) =>
      d.isOpen && d.startTime && d.endTime ? `${clock(d.startTime)}–${clock(d.endTime)}` : 'Closed';
    let j = i;
    while (j + 1 < week.length && hours(week[j + 1]) === hours(week[i])) j += 1;
    const name = i === j ? dayName(week[i]) : `${dayName(week[i])}–${dayName(week[j])}`;
    lines.push(`${name}: ${hours(week[i])}`);
    i = j + 1;
  }
  return lines;
}

/** FHEL for the main organisation, White Label for every other. */
export function chatSkill(kind: string): 'FHEL' | 'White Label' {
  return kind === 'main' ? 'FHEL' : 'White Label';
}

// ---- Stored sessions (section 3) ---------------------------------------------------------------------------

export interface StreamCredentials {
  providerUserId: string;
  providerUserToken: string;
  providerChannelId: string;
}

/** The live session kept in local storage (never in the store: it holds the chat token). */
export interface StoredLiveSession {
  provider: LiveProvider;
  token: string;
  conversationSid: string;
  expiration: string;
  friendlyName: string;
  emailAddress: string;
  omniProxyChannelId: string;
  stream: StreamCredentials | null;
  /** Held while waiting; sent when an agent joins, then cleared. */
  initialMessage: string | null;
  /** The second provider (NICE CXone): the customer and the thread the chat is in. */
  customerId?: string | null;
  threadId?: string | null;
  /** The talk provider (TalkJS): the conversation the chat is in. */
  conversationId?: string | null;
}

export interface StoredChatbotSession {
  friendlyName: string;
  emailAddress: string;
  loginTimestamp: string;
  expiration: string;
  conversationId: string | null;
  /** The conversation's token, once the first answer gave one. */
  token: string | null;
}

export { CHAT_STORAGE_KEYS } from './chatStorage';

// ---- Wire types (server, widget, console) ------------------------------------------------------------------

export type ChatSenderType = 'APPLICANT' | 'AGENT' | 'SYSTEM';

export interface ChatAttachmentInfo {
  uuid: string;
  filename: string;
  mime: string;
  size: number;
}

export interface ChatWireMessage {
  id: string;
  seq: number;
  clientId: string | null;
  senderType: ChatSenderType;
  senderName: string;
  body: string;
  attachments: ChatAttachmentInfo[];
  createdAt: string;
}

export interface ChatInitResponse {
  token: string;
  conversationSid: string;
  omniProxyChannelId: string;
  providerChannelId: string;
  skill: string;
  targetWorkerSid: string | null;
  targetWorkerFriendlyName: string | null;
  /** Streaming variant only. */
  stream?: StreamCredentials;
  /** chatMode nice: where the chat lives in NICE CXone (brand, channel, customer, thread). */
  nice?: { brandId: string; channelId: string; customerId: string; threadId: string };
  /** chatMode talkjs: the TalkJS app, the visitor's user id and the conversation. */
  talkjs?: { appId: string; userId: string; conversationId: string };
}

export interface ChatbotAnswer {
  conversationId: string;
  questionId: string;
  questionStr: string;
  responseStr: string;
  createdDt: string;
  /** The visitor asked for a person. */
  handover: boolean;
  /** The conversation's token: sent with every later call about it. */
  token: string;
}

export interface ChatHistoryItem {
  questionId: string;
  questionStr: string;
  responseStr: string;
  createdDt: string;
}

/** The agents' console: a chat as the waiting list shows it. */
export interface AgentConversationSummary {
  conversationSid: string;
  friendlyName: string;
  emailAddress: string | null;
  state: 'WAITING' | 'ACTIVE' | 'ENDED';
  skill: string;
  createdAt: string;
  acceptedAt: string | null;
  agentName: string | null;
  assignedToMe: boolean;
  borrowerVerified: boolean;
  lastSeenAt: string | null;
}

export interface AgentConversationDetail extends AgentConversationSummary {
  pageUrl: string | null;
  application: {
    uuid: string;
    stage: string;
    stageLabel: string;
    loanNumber: string | null;
    propertyState: string | null;
  } | null;
  messages: ChatWireMessage[];
}

/** socket.io: the chat namespace on the platform's one socket server, and its events. */
export const CHAT_NAMESPACE = '/chat';
export const CHAT_EVENTS = {
  /** server → client: `{ messages, state, agentName }` on every (re)connection. */
  snapshot: 'chat:snapshot',
  message: 'chat:message',
  state: 'chat:state',
  typing: 'chat:typing',
  /** client → server with an ack. */
  send: 'chat:send',
  ping: 'chat:ping',
  /** client → server with an ack: the borrower ends the chat. */
  end: 'chat:end',
  /** agents: the waiting list changed. */
  queue: 'queue:changed',
  watch: 'chat:watch',
} as const;

export interface ChatSnapshot {
  conversationSid: string;
  state: ConversationState;
  agentName: string | null;
  messages: ChatWireMessage[];
}

export interface ChatStateEvent {
  conversationSid: string;
  state: ConversationState;
  agentName: string | null;
}

export interface ChatTypingEvent {
  conversationSid: string;
  senderType: ChatSenderType;
  /** The borrower's draft (agents see it); empty when typing stopped. */
  preview: string;
}

export type ChatSendAck = { ok: true; message: ChatWireMessage } | { ok: false; message: string };

// ---- Attachments (section 5) -------------------------------------------------------------------------------

export const ATTACHMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;
/** The list as the widget names it. */
export const ATTACHMENT_TYPES_TEXT = 'jpg, png, amr, mp3, mp4, pdf or txt';
export const ATTACHMENT_ACCEPT = '.jpg,.jpeg,.png,.amr,.mp3,.mp4,.pdf,.txt';
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const MAX_ATTACHMENTS = 5;

/** '512 bytes', '1.5 KB', '2.3 MB'. */

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why a file cannot be attached, or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `${file.name} cannot be attached: attach ${ATTACHMENT_TYPES_TEXT} files.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > MAX_ATTACHMENT_BYTES) {
    return `${file.name} is ${formatBytes(file.size)}: the limit is ${formatBytes(MAX_ATTACHMENT_BYTES)}.`;
  }
  return null;
}

/**
 * Attachments are for agent chat only: not the chatbot, nor the second provider's (NICE's) first contact, i.e. not
 * before an agent is assigned to the conversation.
 */
export function attachmentsAllowed(
  provider: ChatProvider | null,
  conversationState: ConversationState | null = 'ACTIVE',
): boolean {
  if (provider === 'nice') return conversationState === 'ACTIVE';
  return provider === 'twilio' || provider === 'stream' || provider === 'talkjs';
}

// ---- Links (section 5) -------------------------------------------------------------------------------------

/** Partner domains whose links are clickable in chat (a subdomain of one counts); everything else is text. */
export const APPROVED_LINK_DOMAINS: readonly string[] = [
  'hearthlending.example',
  'pinecrestcu.example',
  'summitrate.example',
  'consumerfinance.gov',
  'nmlsconsumeraccess.org',
  'hud.gov',
  'fema.gov',
  'floodsmart.gov',
  'ftc.gov',
  'annualcreditreport.com',
  'equifax.com',
  'experian.com',
  'transunion.com',
  'irs.gov',
  'ssa.gov',
  'usps.com',
  'fanniemae.com',
  'freddiemac.com',
  'ncua.gov',
  'fdic.gov',
  'federalreserve.gov',
];

export function isApprovedLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return APPROVED_LINK_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Splits chat text into plain text and links; only approved partner links become links. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  const push = (segment: TextSegment) => {
    const prev = segments[segments.length - 1];
    if (segment.kind === 'text' && prev?.kind === 'text') prev.text += segment.text;
    else segments.push(segment);
  };
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const start = match.index ?? 0;
    // Sentence punctuation after a link is not part of it.
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    if (start > last) push({ kind: 'text', text: text.slice(last, start) });
    if (isApprovedLink(raw)) push({ kind: 'link', text: raw, href: new URL(raw).href });
    else push({ kind: 'text', text: raw });
    last = start + raw.length;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
  return segments;
}

// ---- Chatbot feedback (sections 5 and 9) -------------------------------------------------------------------

export const CHATBOT_FEEDBACK_REASONS = [
  'Answer too vague',
  'Not specific to my application',
  'Not what I was asking about',
  'Other',
] as const;
export type ChatbotFeedbackReason = (typeof CHATBOT_FEEDBACK_REASONS)[number];
export const CHATBOT_OTHER_REASON: ChatbotFeedbackReason = 'Other';
export type ChatbotRating = 'POSITIVE' | 'NEGATIVE';

/** What the feedback call records as the message: the reason, or the visitor's words for 'Other'. */
export function feedbackMessageFor(reason: ChatbotFeedbackReason, additionalInformation: string | undefined): string {
  if (reason === CHATBOT_OTHER_REASON) return (additionalInformation ?? '').trim() || CHATBOT_OTHER_REASON;
  return reason;
}
