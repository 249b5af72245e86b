// Web chat calls (shared-surfaces section 7): chat hours, starting an agent chat (twilio-style or streaming),
// its token and survey link, the borrower nonce, attachments, and the chatbot. Chat-scoped calls carry the
// conversation's token in `x-chat-token`; the token is passed in by the saga and never stored by the client.
import type { ChatHoursDay } from '../domain/chat';
import type { AnswerOf, BodyOf, CHAT, HOURS } from '../domain/contracts';
import { api } from './client';

export type { WebChatInfo } from '../domain/contracts/wire/chat';

const CHAT_TOKEN = 'x-chat-token';
const chatHeaders = (token: string) => ({ [CHAT_TOKEN]: token });

export async function getChatOpenStatus(): Promise<boolean> {
  // The organisation travels in the x-org header the client adds to every call.
  const res = await api().get<AnswerOf<typeof HOURS.openStatus>>(
    '/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus',
    { context: 'external' },
  );
  return res.data === true;
}

/** The chat team's week, Monday to Sunday, closed days included. */
export async function getChatWeek(): Promise<ChatHoursDay[]> {
  const res = await api().get<AnswerOf<typeof HOURS.week>>(
    '/service-operating-hours/external/api/v1/hours/OPS_CHAT/week',
    { params: { display: true }, context: 'external' },
  );
  return res.data.weekdays;
}

/** The start call's body; the streaming start takes the same (CHAT.streamInit). */
export type InitWebChatBody = BodyOf<typeof CHAT.initWebChat>;

export async function initWebChat(body: InitWebChatBody): Promise<AnswerOf<typeof CHAT.initWebChat>> {
  const res = await api().post<AnswerOf<typeof CHAT.initWebChat>>(
    '/service-csp/external/api/v1/twilio/initWebChat',
    body,
    { context: 'external' },
  );
  return res.data;
}

export async function initStreamWebChat(
  body: BodyOf<typeof CHAT.streamInit>,
): Promise<AnswerOf<typeof CHAT.streamInit>> {
  const res = await api().post<AnswerOf<typeof CHAT.streamInit>>(
    '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
    body,
    { context: 'external' },
  );
  return res.data;
}

export async function refreshChatToken(token: string): Promise<string> {
  const res = await api().post<AnswerOf<typeof CHAT.refreshToken>>(
    '/service-csp/external/api/v1/twilio/refreshToken',
    { token } satisfies BodyOf<typeof CHAT.refreshToken>,
    { context: 'external' },
  );
  return res.data.token;
}

export async function getWebChatInfo(
  token: string,
  omniProxyChannelId: string,
): Promise<AnswerOf<typeof CHAT.webChatInfo>> {
  const res = await api().post<AnswerOf<typeof CHAT.webChatInfo>>(
    '/service-csp/external/api/v1/twilio/web-chat-info',
    { omniProxyChannelId } satisfies BodyOf<typeof CHAT.webChatInfo>,
    { context: 'external', authHeaders: chatHeaders(token) },
  );
  return res.data;
}

/** A nonce proving the signed-in borrower to the chat (sent with the stored bearer; the route reads no body). */
export async function authenticateWebchat(): Promise<string> {
  const res = await api().post<AnswerOf<typeof CHAT.authenticate>>(
    '/service-csp/customer/secure/api/v1/webchat/authenticate',
  );
  return res.data.nonce;
}

/** The nonce goes in the query: the route reads no body. */
export async function refreshWebchatNonce(nonce: string): Promise<string> {
  const res = await api().put<AnswerOf<typeof CHAT.refreshNonce>>(
    '/service-csp/customer/secure/api/v1/webchat/refresh',
    undefined,
    { params: { nonce } },
  );
  return res.data.nonce;
}

/** Multipart: the file in field `file` (the route's contract has no JSON body). */
export async function uploadChatAttachment(token: string, file: File): Promise<AnswerOf<typeof CHAT.borrowerUpload>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await api().post<AnswerOf<typeof CHAT.borrowerUpload>>(
    '/service-csp/external/api/v1/webchat/attachments',
    form,
    { context: 'external', authHeaders: chatHeaders(token) },
  );
  return res.data;
}

export async function downloadChatAttachment(token: string, uuid: string): Promise<Blob> {
  const res = await api().get<Blob>(`/service-csp/external/api/v1/webchat/attachments/${encodeURIComponent(uuid)}`, {
    context: 'external',
    authHeaders: chatHeaders(token),
    responseType: 'blob',
  });
  return res.data;
}

export type ChatbotQuestion = BodyOf<typeof CHAT.chatbotQuestion>;

export async function chatWithAutobot(
  token: string | null,
  question: ChatbotQuestion,
): Promise<AnswerOf<typeof CHAT.chatbotQuestion>> {
  const res = await api().post<AnswerOf<typeof CHAT.chatbotQuestion>>(
    '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
    question,
    {
      context: 'external',
      ...(token ? { authHeaders: chatHeaders(token) } : {}),
    },
  );
  return res.data;
}

export async function getChatHistory(
  token: string,
  conversationId: string,
): Promise<AnswerOf<typeof CHAT.chatbotHistory>> {
  const res = await api().get<AnswerOf<typeof CHAT.chatbotHistory>>(
    `/service-chat-chatbot/external/api/v1/message/getChatHistory/${encodeURIComponent(conversationId)}`,
    { context: 'external', authHeaders: chatHeaders(token) },
  );
  return res.data;
}

type ChatFeedbackBody = BodyOf<typeof CHAT.chatbotFeedback>;

/**
 * A rating of a chatbot answer. `reason` and `feedbackMessage` are null when there is none (a positive rating):
 * their schemas allow null under `.when(…)`, which the type yup infers leaves out.
 */
export type ChatFeedback = Omit<ChatFeedbackBody, 'reason' | 'feedbackMessage'> & {
  reason?: ChatFeedbackBody['reason'] | null;
  feedbackMessage?: string | null;
};

export async function sendChatbotFeedback(token: string, feedback: ChatFeedback): Promise<void> {
  await api().post('/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback', feedback, {
    context: 'external',
    authHeaders: chatHeaders(token),
  });
}
