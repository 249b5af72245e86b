// Web chat and the chatbot (docs/API.md "Web chat"): the borrower's widget and the agents' console.
import {
  chatbotQuestionSchema,
  chatFeedbackSchema,
  chatMessageSchema,
  chatTokenRefreshSchema,
  initWebChatSchema,
  webChatInfoSchema,
} from '../validation/chat';
import { contract, json, STORED_FILE } from './contract';

const TWILIO_BASE = '/service-csp/external/api/v1/twilio';
const WEBCHAT_SECURE = '/service-csp/customer/secure/api/v1/webchat';
const WEBCHAT_EXTERNAL = '/service-csp/external/api/v1/webchat';
const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';
const AGENT_BASE = '/service-csp/agent/secure/api/v1/webchat/conversations';
const AGENT_CHAT = `${AGENT_BASE}/:conversationUuid`;

export const CHAT = {
  initWebChat: contract('POST', `${TWILIO_BASE}/initWebChat`, initWebChatSchema, json('ChatInit')),
  streamInit: contract(
    'POST',
    '/service-omni-proxy/insecure/api/v1/stream/init-web-chat',
    initWebChatSchema,
    json('ChatInit'),
  ),
  refreshToken: contract('POST', `${TWILIO_BASE}/refreshToken`, chatTokenRefreshSchema, json('ChatToken')),
  webChatInfo: contract('POST', `${TWILIO_BASE}/web-chat-info`, webChatInfoSchema, json('WebChatInfo')),
  authenticate: contract('POST', `${WEBCHAT_SECURE}/authenticate`, null, json('ChatNonce')),
  refreshNonce: contract('PUT', `${WEBCHAT_SECURE}/refresh`, null, json('ChatNonce')),
  /** Multipart: the file in field `file`. */
  borrowerUpload: contract('POST', `${WEBCHAT_EXTERNAL}/attachments`, null, json('ChatAttachment')),
  /** The file in the type it was sent with (sniffed on upload). */
  borrowerAttachment: contract('GET', `${WEBCHAT_EXTERNAL}/attachments/:attachmentUuid`, null, STORED_FILE),
  chatbotQuestion: contract('POST', `${CHATBOT_BASE}/chatWithAutobot`, chatbotQuestionSchema, json('ChatbotAnswer')),
  chatbotHistory: contract('GET', `${CHATBOT_BASE}/getChatHistory/:conversationId`, null, json('ChatHistory')),
  chatbotFeedback: contract(
    'POST',
    `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`,
    chatFeedbackSchema,
    json('ChatbotFeedbackRecorded'),
  ),
  agentQueue: contract('GET', AGENT_BASE, null, json('AgentConversationList')),
  agentConversation: contract('GET', AGENT_CHAT, null, json('AgentConversationDetail')),
  agentAccept: contract('POST', `${AGENT_CHAT}/accept`, null, json('AgentConversationDetail')),
  agentMessage: contract('POST', `${AGENT_CHAT}/messages`, chatMessageSchema, json('ChatMessage')),
  /** Multipart: the file in field `file`. */
  agentUpload: contract('POST', `${AGENT_CHAT}/attachments`, null, json('ChatAttachment')),
  agentAttachment: contract('GET', `${AGENT_CHAT}/attachments/:attachmentUuid`, null, STORED_FILE),
  agentEnd: contract('POST', `${AGENT_CHAT}/end`, null, json('AgentConversationDetail')),
} as const;
