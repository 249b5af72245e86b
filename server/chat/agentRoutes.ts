// The agents' side of web chat (docs/API.md "Web chat: agents"): the organisation's agents list the chats
// waiting for someone, take one, see the borrower's application stage, reply (with attachments) and end it.
// Agents sign in through the identity broker's agent login; the rules (who may see what) are in agentService.ts.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { CHAT, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { readUpload, withUploads } from '../uploads';
import {
  acceptChat,
  agentAttachment,
  agentConversation,
  agentQueue,
  endAgentChat,
  openTakenChat,
  requireChatOpen,
  sendAgentMessage,
  takenChat,
  type AgentCaller,
} from './agentService';
import { storeAttachment } from './conversationService';
import type { ChatHub } from './hubTypes';
import { CHAT_UPLOAD, sendFile } from './routes';

export const AGENT_BASE = '/service-csp/agent/secure/api/v1/webchat';
const str = { type: 'string' } as const;
const conversationParams = {
  type: 'object',
  properties: { conversationUuid: str },
  required: ['conversationUuid'],
} as const;

export async function agentChatRoutes(app: FastifyInstance, deps: RouteDeps & { hub: ChatHub }): Promise<void> {
  const { db, authenticate, hub } = deps;

  /** The signed-in agent and the conversation the path names. */
  const callerOf = (request: FastifyRequest): AgentCaller => ({
    identityUuid: request.identityUuid,
    orgCode: request.org.organizationCode,
  });
  const conversationUuidOf = (request: FastifyRequest) =>
    (request.params as { conversationUuid: string }).conversationUuid;

  const secure = { preValidation: authenticate };
  /** The chat the agent has taken, found before the body is validated: another's chat is a 404 before any 400. */
  const takenChats = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof takenChat>>>();
  const takenChatOf = (request: FastifyRequest) => takenChat(db, callerOf(request), conversationUuidOf(request));
  const takenChatHook: preValidationAsyncHookHandler = async (request) => {
    takenChats.set(request, await takenChatOf(request));
  };

  app.get(
    `${AGENT_BASE}/conversations`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        {
          summary: "The organisation's waiting chats, and the chats this agent has taken",
        },
        { secure: true, errors: [401, 403], contract: CHAT.agentQueue },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.agentQueue>> => agentQueue(db, callerOf(request)),
  );

  app.get(
    `${AGENT_BASE}/conversations/:conversationUuid`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        {
          summary: "A chat with its messages and the borrower's application stage",
          params: conversationParams,
        },
        { secure: true, errors: [401, 404], contract: CHAT.agentConversation },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.agentConversation>> =>
      agentConversation(db, callerOf(request), conversationUuidOf(request)),
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/accept`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        { summary: 'Takes a waiting chat', params: conversationParams },
        { secure: true, errors: [401, 404, 409], contract: CHAT.agentAccept },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.agentAccept>> =>
      acceptChat(db, hub, callerOf(request), conversationUuidOf(request)),
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/messages`,
    {
      preValidation: [authenticate, takenChatHook],
      schema: describe(
        'Web chat: agents',
        {
          summary: 'Sends a message (text and/or attachments uploaded first) in a chat the agent has taken',
          params: conversationParams,
        },
        { secure: true, errors: [400, 401, 404, 409], contract: CHAT.agentMessage },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.agentMessage>> => {
      const taken = requireChatOpen(takenChats.get(request) ?? (await takenChatOf(request)));
      return sendAgentMessage(db, hub, taken, bodyOf(request, CHAT.agentMessage));
    },
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${AGENT_BASE}/conversations/:conversationUuid/attachments`,
      {
        ...secure,
        schema: describe(
          'Web chat: agents',
          {
            summary: 'Uploads one attachment (multipart field `file`) to a chat the agent has taken',
            params: conversationParams,
            consumes: ['multipart/form-data'],
          },
          { secure: true, errors: [400, 401, 404, 409, 413], contract: CHAT.agentUpload },
        ),
      },
      async (request): Promise<AnswerOf<typeof CHAT.agentUpload>> => {
        const { row } = await openTakenChat(db, callerOf(request), conversationUuidOf(request));
        const upload = await readUpload(request, CHAT_UPLOAD);
        return storeAttachment(db, row.uuid, 'AGENT', upload);
      },
    );
  });

  app.get(
    `${AGENT_BASE}/conversations/:conversationUuid/attachments/:attachmentUuid`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        {
          summary: 'Downloads an attachment of a chat the agent has taken',
          params: {
            type: 'object',
            properties: { conversationUuid: str, attachmentUuid: str },
            required: ['conversationUuid', 'attachmentUuid'],
          },
        },
        { secure: true, errors: [401, 404], contract: CHAT.agentAttachment },
      ),
    },
    async (request, reply) => {
      const { attachmentUuid } = request.params as { attachmentUuid: string };
      return sendFile(reply, await agentAttachment(db, callerOf(request), conversationUuidOf(request), attachmentUuid));
    },
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/end`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        { summary: 'Ends a chat the agent has taken', params: conversationParams },
        { secure: true, errors: [401, 404], contract: CHAT.agentEnd },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.agentEnd>> =>
      endAgentChat(db, hub, callerOf(request), conversationUuidOf(request)),
  );
}
