// Web chat calls (shared-surfaces section 7): chat hours, starting an agent chat (twilio-style or streaming),
// its token and survey link, the borrower nonce, attachments, and the chatbot. Chat-scoped calls carry the
// conversation's token in `x-chat-token`; the token is passed in by the saga and never stored by the client.
import type {
  ChatAttachmentInfo,
  ChatbotAnswer,
  ChatHistoryItem,
  ChatHoursDay,
  ChatInitResponse,
} from '../domain/chat';
import type { ChatNonce, ChatToken, WebChatInfo } from '../domain/contracts/wire/chat';
import type { OperatingHours } from '../domain/contracts/wire/hours';
import { api } from './client';

export type { WebChatInfo } from '../domain/contracts/wire/chat';

const CHAT_TOKEN = 'x-chat-token';
const chatHeaders = (token: string) => ({ [CHAT_TOKEN]: token });

export async function getChatOpenStatus(): Promise<boolean> {
  // The organisation travels in the x-org header the client adds to every call.
  const res = await api().get<boolean>('/service-operating-hours/external/api/v1/hours/OPS_CHAT/openStatus', {
    context: 'external',
  });
  return res.data === true;
}

/** The chat team's week, Monday to Sunday, closed days included. */
export async function getChatWeek(): Promise<ChatHoursDay[]> {
  const res = await api().get<OperatingHours>('/service-operating-hours/external/api/v1/hours/OPS_CHAT/week', {
    params: { display: true },
    context: 'external',
  });
  return res.data.weekdays;
}

export interface InitWebChatBody {
  friendlyName: string;
  emailAddress: string | null;
  identityUuid: string | null;
  nonce: string | null;
  orgCode: string;
  orgName: string;
  applicationUuid: string | null;
  tag: string;
  skill: 'FHEL' | 'White Label';
  welcomeMessage: string;
  pageUrl: string;
  chatMode: 'twilio' | 'stream' | 'nice' | 'talkjs';
  loanNumber: string | null;
  agentId?: string | null;
}

export async function initWebChat(body: InitWebChatBody): Promise<ChatInitResponse> {
  const res = await api().post<ChatInitResponse>('/service-csp/external/api/v1/twilio/initWebChat', body, {
    context: 'external',
  });
  return res.data;
}

export async function initStreamWebChat(body: InitWebChatBody): Promise<ChatInitResponse> {
  const res = await api().post<ChatInitResponse>('/service-omni-proxy/insecure/api/v1/stream/init-web-chat', body, {
    context: 'external',
  });
  return res.data;
}

export async function refreshChatToken(token: string): Promise<string> {
  const res = await api().post<ChatToken>(
    '/service-csp/external/api/v1/twilio/refreshToken',
    { token },
    { context: 'external' },
  );
  return res.data.token;
}

export async function getWebChatInfo(token: string, omniProxyChannelId: string): Promise<WebChatInfo> {
  const res = await api().post<WebChatInfo>(
    '/service-csp/external/api/v1/twilio/web-chat-info',
    { omniProxyChannelId },
    { context: 'external', authHeaders: chatHeaders(token) },
  );
  return res.data;
}

/** A nonce proving the signed-in borrower to the chat (sent with the stored bearer). */
export async function authenticateWebchat(): Promise<string> {
  const res = await api().post<ChatNonce>('/service-csp/customer/secure/api/v1/webchat/authenticate');
  return res.data.nonce;
}

export async function refreshWebchatNonce(nonce: string): Promise<string> {
  const res = await api().put<ChatNonce>('/service-csp/customer/secure/api/v1/webchat/refresh', undefined, {
    params: { nonce },
  });
  return res.data.nonce;
}

export async function uploadChatAttachment(token: string, file: File): Promise<ChatAttachmentInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await api().post<ChatAttachmentInfo>('/service-csp/external/api/v1/webchat/attachments', form, {
    context: 'external',
    authHeaders: chatHeaders(token),
  });
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

export interface ChatbotQuestion {
  applicationId: string | null;
  conversationId: string | null;
  message: string;
  nonce: string | null;
  organization: string;
  pageUrl: string;
  senderId: string;
  senderType: 'APPLICANT';
  tag: string;
}

export async function chatWithAutobot(token: string | null, question: ChatbotQuestion): Promise<ChatbotAnswer> {
  const res = await api().post<ChatbotAnswer>(
    '/service-chat-chatbot/external/api/v1/message/chatWithAutobot',
    question,
    {
      context: 'external',
      ...(token ? { authHeaders: chatHeaders(token) } : {}),
    },
  );
  return res.data;
}

export async function getChatHistory(token: string, conversationId: string): Promise<ChatHistoryItem[]> {
  const res = await api().get<ChatHistoryItem[]>(
    `/service-chat-chatbot/external/api/v1/message/getChatHistory/${encodeURIComponent(conversationId)}`,
    { context: 'external', authHeaders: chatHeaders(token) },
  );
  return res.data;
}

export interface ChatFeedback {
  questionId: string;
  conversationId: string;
  responseToCustomer: string;
  feedbackMessage: string | null;
  rating: 'POSITIVE' | 'NEGATIVE';
  reason: string | null;
  senderEmail: string | null;
  senderType: 'APPLICANT';
  nonce: string | null;
}

export async function sendChatbotFeedback(token: string, feedback: ChatFeedback): Promise<void> {
  await api().post('/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback', feedback, {
    context: 'external',
    authHeaders: chatHeaders(token),
  });
}
