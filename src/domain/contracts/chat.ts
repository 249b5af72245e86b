// Web chat and the chatbot (docs/API.md "Web chat"): the borrower's widget and the agents' console.
import {
  chatbotQuestionSchema,
  chatFeedbackSchema,
  chatMessageSchema,
  chatTokenRefreshSchema,
  initWebChatSchema,
  webChatInfoSchema,
} from '../validation/chat';
import { contract } from './contract';

const TWILIO_BASE = '/service-csp/external/api/v1/twilio';
const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';
const AGENT_BASE = '/service-csp/agent/secure/api/v1/webchat';

export const CHAT = {
  initWebChat: contract('POST', `${TWILIO_BASE}/initWebChat`, initWebChatSchema),
  streamInit: contract('POST', '/service-omni-proxy/insecure/api/v1/stream/init-web-chat', initWebChatSchema),
  refreshToken: contract('POST', `${TWILIO_BASE}/refreshToken`, chatTokenRefreshSchema),
  webChatInfo: contract('POST', `${TWILIO_BASE}/web-chat-info`, webChatInfoSchema),
  chatbotQuestion: contract('POST', `${CHATBOT_BASE}/chatWithAutobot`, chatbotQuestionSchema),
  chatbotFeedback: contract('POST', `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`, chatFeedbackSchema),
  agentMessage: contract('POST', `${AGENT_BASE}/conversations/:conversationUuid/messages`, chatMessageSchema),
} as const;
