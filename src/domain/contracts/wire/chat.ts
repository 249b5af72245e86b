// The answers of src/domain/contracts/chat.ts's routes, by name (../answers.ts). The chat's message, attachment
// and conversation types are shared with the socket (src/domain/chat.ts): declared there, named here.
import type {
  AgentConversationDetail,
  AgentConversationSummary,
  ChatAttachmentInfo,
  ChatbotAnswer,
  ChatbotRating,
  ChatHistoryItem,
  ChatInitResponse,
  ChatWireMessage,
} from '../../chat';

/** A fresh token for an open agent chat. */
export interface ChatToken {
  token: string;
}

/** The contact id and survey link of a chat an agent took part in. */
export interface WebChatInfo {
  contactId: string;
  surveyUrl: string;
}

/** A nonce proving the signed-in borrower to the chat. */
export interface ChatNonce {
  nonce: string;
}

/** The feedback on a chatbot answer, as recorded. */
export interface ChatbotFeedbackRecorded {
  questionId: string;
  rating: ChatbotRating;
  recordedAt: string;
}

/** The agents' console: the organisation's waiting chats and the ones this agent has taken. */
export interface AgentConversationList {
  agentName: string;
  waiting: AgentConversationSummary[];
  mine: AgentConversationSummary[];
}

export interface ChatAnswers {
  ChatInit: ChatInitResponse;
  ChatToken: ChatToken;
  WebChatInfo: WebChatInfo;
  ChatNonce: ChatNonce;
  ChatAttachment: ChatAttachmentInfo;
  ChatbotAnswer: ChatbotAnswer;
  ChatHistory: ChatHistoryItem[];
  ChatbotFeedbackRecorded: ChatbotFeedbackRecorded;
  AgentConversationList: AgentConversationList;
  AgentConversationDetail: AgentConversationDetail;
  ChatMessage: ChatWireMessage;
}
