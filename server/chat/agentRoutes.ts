// The agents' side of web chat (docs/API.md "Web chat: agents"): the organisation's agents list the chats
// waiting for someone, take one, see the borrower's application stage, reply (with attachments) and end it.
// Agents sign in through the identity broker's agent login; anyone else is refused (403 on the list, 404 on a
// conversation, so the server never reveals that one exists).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AgentConversationDetail,
  AgentConversationSummary,
  ChatAttachmentInfo,
  ChatWireMessage,
} from '../../src/domain/chat';
import { isUuid } from '../../src/domain/guards';
import { chatMessageSchema } from '../../src/domain/validation/chat';
import { loadApplicationJson } from '../application/model';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { readUpload, withUploads } from '../uploads';
import { agentDisplayName, type ChatHub } from './hub';
import {
  acceptConversation,
  appendMessage,
  attachmentsFor,
  endConversation,
  findConversation,
  listMessages,
  readAttachment,
  settleExpiry,
  storeAttachment,
  type ConversationRow,
} from './model';
import { CHAT_ENDED, CHAT_UPLOAD, sendFile } from './routes';

export const AGENT_BASE = '/service-csp/agent/secure/api/v1/webchat';
export const AGENTS_ONLY = 'Agent access required';
export const ALREADY_TAKEN = 'Another agent has taken this chat';
const LIST_LIMIT = 100;

interface Agent {
  uuid: string;
  name: string;
}

export type ConversationSummary = AgentConversationSummary;
export type ConversationDetail = AgentConversationDetail;
type ApplicationView = NonNullable<AgentConversationDetail['application']>;

const str = { type: 'string' } as const;
const nullableStr = { type: 'string', nullable: true } as const;
const summaryProperties = {
  conversationSid: str,
  friendlyName: str,
  emailAddress: nullableStr,
  state: { type: 'string', enum: ['WAITING', 'ACTIVE', 'ENDED'] },
  skill: str,
  createdAt: str,
  acceptedAt: nullableStr,
  agentName: nullableStr,
  assignedToMe: { type: 'boolean' },
  borrowerVerified: { type: 'boolean' },
  lastSeenAt: nullableStr,
} as const;
const summaryJson = { type: 'object', properties: summaryProperties } as const;
const attachmentJson = {
  type: 'object',
  properties: { uuid: str, filename: str, mime: str, size: { type: 'integer' } },
} as const;
const messageJson = {
  type: 'object',
  properties: {
    id: str,
    seq: { type: 'integer' },
    clientId: nullableStr,
    senderType: { type: 'string', enum: ['APPLICANT', 'AGENT', 'SYSTEM'] },
    senderName: str,
    body: str,
    attachments: { type: 'array', items: attachmentJson },
    createdAt: str,
  },
} as const;
const detailJson = {
  type: 'object',
  properties: {
    ...summaryProperties,
    pageUrl: nullableStr,
    application: {
      type: 'object',
      nullable: true,
      properties: { uuid: str, stage: str, stageLabel: str, loanNumber: nullableStr, propertyState: nullableStr },
    },
    messages: { type: 'array', items: messageJson },
  },
} as const;
const conversationParams = {
  type: 'object',
  properties: { conversationUuid: str },
  required: ['conversationUuid'],
} as const;

/** 'LIEN_VERIFICATION' → 'Lien verification'. */
export function stageLabel(stage: string): string {
  const words = stage.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function summaryOf(row: ConversationRow, agent: Agent): ConversationSummary {
  return {
    conversationSid: row.uuid,
    friendlyName: row.friendly_name,
    emailAddress: row.email_address,
    state: row.state as AgentConversationSummary['state'],
    skill: row.skill,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    agentName: row.agent_name,
    assignedToMe: row.agent_uuid === agent.uuid || (row.state === 'WAITING' && row.target_agent_uuid === agent.uuid),
    borrowerVerified: row.identity_uuid !== null,
    lastSeenAt: row.last_seen_at,
  };
}

export async function agentChatRoutes(app: FastifyInstance, deps: RouteDeps & { hub: ChatHub }): Promise<void> {
  const { db, authenticate, hub } = deps;

  async function agentOf(request: FastifyRequest): Promise<Agent | null> {
    const row = await db
      .selectFrom('identities')
      .select(['uuid', 'type', 'org_code', 'first_name', 'last_name'])
      .where('uuid', '=', request.identityUuid)
      .executeTakeFirst();
    if (!row || row.type !== 'AGENT' || row.org_code !== request.org.organizationCode) return null;
    return { uuid: row.uuid, name: agentDisplayName(row.first_name, row.last_name) };
  }

  /** A conversation this agent may open: waiting for anyone (or for them), or theirs. 404 otherwise. */
  async function conversationOf(
    request: FastifyRequest,
    options: { mine?: boolean } = {},
  ): Promise<{ agent: Agent; row: ConversationRow }> {
    const agent = await agentOf(request);
    const { conversationUuid } = request.params as { conversationUuid: string };
    if (!agent || !isUuid(conversationUuid)) throw notFound();
    const found = await findConversation(db, conversationUuid);
    if (!found || found.kind !== 'AGENT' || found.org_code !== request.org.organizationCode) throw notFound();
    const row = await settleExpiry(db, found);
    const mine = row.agent_uuid === agent.uuid;
    const open = row.state === 'WAITING' && (row.target_agent_uuid === null || row.target_agent_uuid === agent.uuid);
    if (!(mine || (!options.mine && open))) throw notFound();
    return { agent, row };
  }

  async function applicationOf(row: ConversationRow): Promise<ApplicationView | null> {
    if (!row.application_uuid) return null;
    const application = await db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', row.application_uuid)
      .executeTakeFirst();
    if (!application) return null;
    const json = await loadApplicationJson(db, application);
    return {
      uuid: application.uuid,
      stage: application.stage,
      stageLabel: stageLabel(application.stage),
      loanNumber: json.loanNumber ?? null,
      propertyState: json.property?.state ?? null,
    };
  }

  async function detailOf(row: ConversationRow, agent: Agent): Promise<ConversationDetail> {
    return {
      ...summaryOf(row, agent),
      pageUrl: row.page_url,
      application: await applicationOf(row),
      messages: await listMessages(db, row.uuid, { limit: 200 }),
    };
  }

  const secure = { preValidation: authenticate };

  app.get(
    `${AGENT_BASE}/conversations`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        {
          summary: "The organisation's waiting chats, and the chats this agent has taken",
          response: {
            200: {
              type: 'object',
              properties: {
                agentName: str,
                waiting: { type: 'array', items: summaryJson },
                mine: { type: 'array', items: summaryJson },
              },
              required: ['agentName', 'waiting', 'mine'],
            },
          },
        },
        { secure: true, errors: [401, 403] },
      ),
    },
    async (request) => {
      const agent = await agentOf(request);
      if (!agent) throw new HttpError(403, AGENTS_ONLY);
      const org = request.org.organizationCode;
      const waiting = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('org_code', '=', org)
        .where('kind', '=', 'AGENT')
        .where('state', '=', 'WAITING')
        .where('expires_at', '>', new Date().toISOString())
        .where((eb) => eb.or([eb('target_agent_uuid', 'is', null), eb('target_agent_uuid', '=', agent.uuid)]))
        .orderBy('created_at', 'asc')
        .limit(LIST_LIMIT)
        .execute();
      const mine = await db
        .selectFrom('chat_conversations')
        .selectAll()
        .where('org_code', '=', org)
        .where('agent_uuid', '=', agent.uuid)
        .orderBy('accepted_at', 'desc')
        .limit(LIST_LIMIT)
        .execute();
      const settled = await Promise.all(mine.map((r) => settleExpiry(db, r)));
      return {
        agentName: agent.name,
        waiting: waiting.map((r) => summaryOf(r, agent)),
        mine: settled.map((r) => summaryOf(r, agent)),
      };
    },
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
          response: { 200: detailJson },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const { agent, row } = await conversationOf(request);
      return detailOf(row, agent);
    },
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/accept`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        { summary: 'Takes a waiting chat', params: conversationParams, response: { 200: detailJson } },
        { secure: true, errors: [401, 404, 409] },
      ),
    },
    async (request) => {
      const { agent, row } = await conversationOf(request);
      if (row.agent_uuid === agent.uuid) return detailOf(row, agent);
      if (!(await acceptConversation(db, row.uuid, agent))) throw new HttpError(409, ALREADY_TAKEN);
      const accepted = (await findConversation(db, row.uuid))!;
      hub.stateChanged(accepted);
      return detailOf(accepted, agent);
    },
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/messages`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        {
          summary: 'Sends a message (text and/or attachments uploaded first) in a chat the agent has taken',
          params: conversationParams,
          body: {
            type: 'object',
            properties: { clientId: nullableStr, body: str, attachmentIds: { type: 'array', items: str } },
          },
          response: { 200: messageJson },
        },
        { secure: true, errors: [400, 401, 404, 409] },
      ),
    },
    async (request): Promise<ChatWireMessage> => {
      const { agent, row } = await conversationOf(request, { mine: true });
      if (row.state === 'ENDED') throw new HttpError(409, CHAT_ENDED);
      const input = await validateBody(chatMessageSchema, request.body);
      const attachments = await attachmentsFor(db, row.uuid, 'AGENT', input.attachmentIds);
      if (!attachments) throw new HttpError(400, 'attachmentIds: Not found');
      const { message, created } = await appendMessage(db, row.uuid, {
        senderType: 'AGENT',
        senderUuid: agent.uuid,
        senderName: agent.name,
        body: input.body,
        attachments,
        clientId: input.clientId ?? null,
      });
      if (created) hub.messageAdded(row, message);
      return message;
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
            response: { 200: attachmentJson },
          },
          { secure: true, errors: [400, 401, 404, 409, 413] },
        ),
      },
      async (request): Promise<ChatAttachmentInfo> => {
        const { row } = await conversationOf(request, { mine: true });
        if (row.state === 'ENDED') throw new HttpError(409, CHAT_ENDED);
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
          response: { 200: { type: 'string', format: 'binary' } },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request, reply) => {
      const { row } = await conversationOf(request, { mine: true });
      const { attachmentUuid } = request.params as { attachmentUuid: string };
      if (!isUuid(attachmentUuid)) throw notFound();
      const file = await readAttachment(db, row.uuid, attachmentUuid);
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  );

  app.post(
    `${AGENT_BASE}/conversations/:conversationUuid/end`,
    {
      ...secure,
      schema: describe(
        'Web chat: agents',
        { summary: 'Ends a chat the agent has taken', params: conversationParams, response: { 200: detailJson } },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const { agent, row } = await conversationOf(request, { mine: true });
      if (await endConversation(db, row.uuid)) hub.stateChanged((await findConversation(db, row.uuid))!);
      return detailOf((await findConversation(db, row.uuid))!, agent);
    },
  );
}
