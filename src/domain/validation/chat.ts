// Web chat validation (shared-surfaces section 5): the widget's forms and the chat services use these schemas.
import * as yup from 'yup';
import {
  CHATBOT_FEEDBACK_MAX,
  CHATBOT_FEEDBACK_REASONS,
  CHATBOT_OTHER_REASON,
  EMAIL_MAX,
  MAX_ATTACHMENTS,
  MESSAGE_MAX,
  NAME_MAX,
} from '../chat';
import { isUuid, UUID_PATTERN } from '../guards';
import { REQUIRED } from './register';

export const NAME_TOO_LONG = `Cannot be more than ${NAME_MAX} characters`;
export const EMAIL_TOO_LONG = `Cannot be more than ${EMAIL_MAX} characters`;
export const INVALID_EMAIL = 'Enter a valid email address';
export const MESSAGE_TOO_LONG = `Cannot be more than ${MESSAGE_MAX} characters`;
export const EMPTY_MESSAGE = 'Type a message or attach a file';
export const SELECT_REASON = 'Please select a reason';
export const FEEDBACK_TOO_LONG = `Please restrict your response to ${CHATBOT_FEEDBACK_MAX} characters.`;

const name = yup.string().trim().required(REQUIRED).max(NAME_MAX, NAME_TOO_LONG);
const email = yup.string().trim().max(EMAIL_MAX, EMAIL_TOO_LONG).email(INVALID_EMAIL);
const uuid = (message: string) => yup.string().trim().matches(UUID_PATTERN, message);

export interface PrechatValues {
  friendlyName: string;
  emailAddress?: string;
  initialMessage?: string;
  agentId?: string;
}

/** The pre-chat form; the agent id is asked for (and required) only in development's stream mode. */
export function prechatSchema(needsAgentId: boolean) {
  return yup.object({
    friendlyName: name,
    emailAddress: email.optional(),
    initialMessage: yup.string().trim().max(MESSAGE_MAX, MESSAGE_TOO_LONG).optional(),
    agentId: needsAgentId
      ? yup.string().trim().required(REQUIRED).max(NAME_MAX, NAME_TOO_LONG)
      : yup.string().trim().optional(),
  });
}

/** POST initWebChat and the streaming init-web-chat. */
export const initWebChatSchema = yup.object({
  friendlyName: name,
  emailAddress: email.nullable().optional(),
  identityUuid: uuid('Invalid identity').nullable().optional(),
  nonce: yup.string().trim().max(128, 'Cannot be more than 128 characters').nullable().optional(),
  orgCode: yup.string().trim().max(64, 'Cannot be more than 64 characters').nullable().optional(),
  orgName: yup.string().trim().max(256, 'Cannot be more than 256 characters').nullable().optional(),
  applicationUuid: uuid('Invalid application').nullable().optional(),
  tag: yup.string().trim().max(64, 'Cannot be more than 64 characters').nullable().optional(),
  skill: yup.string().oneOf(['FHEL', 'White Label'], 'Must be FHEL or White Label').nullable().optional(),
  welcomeMessage: yup.string().trim().max(MESSAGE_MAX, MESSAGE_TOO_LONG).nullable().optional(),
  pageUrl: yup.string().trim().max(2048, 'Cannot be more than 2048 characters').nullable().optional(),
  chatMode: yup
    .string()
    .oneOf(['twilio', 'stream', 'nice', 'talkjs'], 'Must be twilio, stream, nice or talkjs')
    .nullable()
    .optional(),
  loanNumber: yup.string().trim().max(32, 'Cannot be more than 32 characters').nullable().optional(),
  agentId: yup.string().trim().max(NAME_MAX, NAME_TOO_LONG).nullable().optional(),
});
export type InitWebChatInput = yup.InferType<typeof initWebChatSchema>;

/** One message: text, attachments, or both. */
export const chatMessageSchema = yup
  .object({
    clientId: yup.string().trim().max(64, 'Cannot be more than 64 characters').nullable().optional(),
    body: yup.string().trim().max(MESSAGE_MAX, MESSAGE_TOO_LONG).default(''),
    attachmentIds: yup
      .array(uuid('Invalid attachment').required())
      .max(MAX_ATTACHMENTS, `Attach at most ${MAX_ATTACHMENTS} files`)
      .default([]),
  })
  .test('something', EMPTY_MESSAGE, (v) => Boolean(v?.body?.trim()) || (v?.attachmentIds?.length ?? 0) > 0);
export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>;

/** POST chatWithAutobot. */
export const chatbotQuestionSchema = yup.object({
  applicationId: uuid('Invalid application').nullable().optional(),
  conversationId: uuid('Invalid conversation').nullable().optional(),
  message: yup.string().trim().required(REQUIRED).max(MESSAGE_MAX, MESSAGE_TOO_LONG),
  nonce: yup.string().trim().max(128, 'Cannot be more than 128 characters').nullable().optional(),
  organization: yup.string().trim().max(64, 'Cannot be more than 64 characters').nullable().optional(),
  pageUrl: yup.string().trim().max(2048, 'Cannot be more than 2048 characters').nullable().optional(),
  senderId: yup.string().trim().max(NAME_MAX, NAME_TOO_LONG).nullable().optional(),
  senderType: yup.string().oneOf(['APPLICANT'], 'Must be APPLICANT').nullable().optional(),
  tag: yup.string().trim().max(64, 'Cannot be more than 64 characters').nullable().optional(),
});
export type ChatbotQuestionInput = yup.InferType<typeof chatbotQuestionSchema>;

export interface ChatbotFeedbackValues {
  reason?: string;
  additionalInformation?: string;
}

/** The 'not helpful' form under a chatbot answer. */
export const chatbotFeedbackFormSchema = yup.object({
  reason: yup
    .string()
    .required(SELECT_REASON)
    .oneOf([...CHATBOT_FEEDBACK_REASONS], SELECT_REASON),
  additionalInformation: yup.string().max(CHATBOT_FEEDBACK_MAX, FEEDBACK_TOO_LONG).optional(),
});

/** POST setChatReplyUsedWithFeedback. */
export const chatFeedbackSchema = yup.object({
  questionId: uuid('Invalid question').required(REQUIRED),
  conversationId: uuid('Invalid conversation').required(REQUIRED),
  responseToCustomer: yup.string().max(4000, 'Cannot be more than 4000 characters').nullable().optional(),
  rating: yup
    .string()
    .required(REQUIRED)
    .oneOf(['POSITIVE', 'NEGATIVE'] as const, 'Must be POSITIVE or NEGATIVE'),
  // Nullable from the start, so the type has the null the `otherwise` branch allows (`when` keeps the base
  // schema's type); the `then` branch's required() refuses null as before.
  reason: yup
    .string()
    .nullable()
    .oneOf([...CHATBOT_FEEDBACK_REASONS], SELECT_REASON)
    .when('rating', {
      is: 'NEGATIVE',
      then: (s) => s.required(SELECT_REASON),
      otherwise: (s) => s.nullable().optional(),
    }),
  feedbackMessage: yup
    .string()
    .nullable()
    .trim()
    .max(CHATBOT_FEEDBACK_MAX, FEEDBACK_TOO_LONG)
    .when('reason', {
      is: CHATBOT_OTHER_REASON,
      then: (s) => s.required(REQUIRED),
      otherwise: (s) => s.nullable().optional(),
    }),
  senderEmail: email.nullable().optional(),
  senderType: yup.string().oneOf(['APPLICANT'], 'Must be APPLICANT').nullable().optional(),
  nonce: yup.string().trim().max(128, 'Cannot be more than 128 characters').nullable().optional(),
});
export type ChatFeedbackInput = yup.InferType<typeof chatFeedbackSchema>;

/** refreshToken: a fresh chat token for an open chat, given its (possibly expired) token. */
export const chatTokenRefreshSchema = yup.object({
  token: yup.string().trim().required('Required').max(2048, 'Too long'),
});

/** web-chat-info: the chat (its channel id) whose contact id and survey link are asked for. */
export const webChatInfoSchema = yup.object({
  omniProxyChannelId: yup
    .string()
    .trim()
    .required('Required')
    .test('uuid', 'Invalid channel', (v) => isUuid(v)),
});
