// The OpenAPI shapes of the borrower's web chat and chatbot calls (routes.ts): answers and the chat token header.
// Their bodies are the contracts' (src/domain/contracts/chat.ts).
import { CHAT_TOKEN_HEADER } from './accessService';

export const str = { type: 'string' } as const;
export const nullableStr = { type: 'string', nullable: true } as const;

const streamJson = {
  type: 'object',
  properties: { providerUserId: str, providerUserToken: str, providerChannelId: str },
  required: ['providerUserId', 'providerUserToken', 'providerChannelId'],
} as const;

export const initJson = {
  type: 'object',
  properties: {
    token: str,
    conversationSid: str,
    omniProxyChannelId: str,
    providerChannelId: str,
    skill: str,
    targetWorkerSid: nullableStr,
    targetWorkerFriendlyName: nullableStr,
    stream: streamJson,
    nice: {
      type: 'object',
      properties: { brandId: str, channelId: str, customerId: str, threadId: str },
      required: ['brandId', 'channelId', 'customerId', 'threadId'],
    },
    talkjs: {
      type: 'object',
      properties: { appId: str, userId: str, conversationId: str },
      required: ['appId', 'userId', 'conversationId'],
    },
  },
  required: ['token', 'conversationSid', 'omniProxyChannelId', 'providerChannelId', 'skill'],
} as const;

export const attachmentJson = {
  type: 'object',
  properties: { uuid: str, filename: str, mime: str, size: { type: 'integer' } },
  required: ['uuid', 'filename', 'mime', 'size'],
} as const;

export const chatTokenHeader = {
  type: 'object',
  properties: { [CHAT_TOKEN_HEADER]: { type: 'string', description: "The conversation's chat token" } },
} as const;

export const tokenJson = { type: 'object', properties: { token: str }, required: ['token'] } as const;
export const nonceJson = { type: 'object', properties: { nonce: str }, required: ['nonce'] } as const;

export const chatInfoJson = {
  type: 'object',
  properties: { contactId: str, surveyUrl: str },
  required: ['contactId', 'surveyUrl'],
} as const;

// ---- The chatbot -------------------------------------------------------------------------------------------

export const answerJson = {
  type: 'object',
  properties: {
    conversationId: str,
    questionId: str,
    questionStr: str,
    responseStr: str,
    createdDt: str,
    handover: { type: 'boolean' },
    token: str,
  },
  required: ['conversationId', 'questionId', 'questionStr', 'responseStr', 'createdDt', 'handover', 'token'],
} as const;

export const historyJson = {
  type: 'array',
  items: {
    type: 'object',
    properties: { questionId: str, questionStr: str, responseStr: str, createdDt: str },
    required: ['questionId', 'questionStr', 'responseStr', 'createdDt'],
  },
} as const;

export const feedbackJson = {
  type: 'object',
  properties: { questionId: str, rating: str, recordedAt: str },
  required: ['questionId', 'rating', 'recordedAt'],
} as const;
