// The borrower's side of web chat (docs/API.md "Web chat"): starting an agent chat (the twilio-style call and
// the streaming variant), refreshing its token, the survey link, the nonce that ties a chat to a signed-in
// borrower, attachments, and the chatbot with its history and feedback.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  AGENT_SESSION_MS,
  CHAT_TOKEN_TTL_MS,
  chatSkill,
  type ChatAttachmentInfo,
  type ChatbotAnswer,
  type ChatHistoryItem,
  type ChatInitResponse,
} from '../../src/domain/chat';
import { isUuid } from '../../src/domain/guards';
import {
  chatbotQuestionSchema,
  chatFeedbackSchema,
  initWebChatSchema,
  type InitWebChatInput,
} from '../../src/domain/validation/chat';
import type { RouteDeps } from '../deps';
import { type ChatProviders, providerConversationOf } from './providers';
import { liveSession } from '../security/sessions';
import { nowIso } from '../db';
import { HttpError, notFound, validateBody } from '../http';
import { hoursText, isDepartmentOpen } from '../hours/override';
import { describe } from '../openapi';
import { FLAG_DEFAULTS } from '../optimize/model';
import { isApplicationMember } from '../security/ownership';
import { readUpload, type UploadKind, withUploads } from '../uploads';
import { CHAT_TOKEN_HEADER, chatCaller, conversationFor, type ChatCaller } from './access';
import { answerQuestion } from './chatbot';
import type { ChatHub } from './hub';
import {
  appendMessage,
  createConversation,
  dropNonce,
  endConversation,
  findConversation,
  issueNonce,
  messageRows,
  nonceOwner,
  nonceSession,
  readAttachment,
  settleExpiry,
  storeAttachment,
  type ConversationRow,
} from './model';
import { readChatToken, signChatToken } from './tokens';

export const CSP_BASE = '/service-csp';
export const TWILIO_BASE = `${CSP_BASE}/external/api/v1/twilio`;
export const STREAM_INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
export const WEBCHAT_SECURE = `${CSP_BASE}/customer/secure/api/v1/webchat`;
export const WEBCHAT_EXTERNAL = `${CSP_BASE}/external/api/v1/webchat`;
export const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';

export const WEBCHAT_OFF = 'Web chat is not offered by this organisation';
export const NONCE_INVALID = 'The chat nonce is not valid';
export const NO_AGENT_CHAT = 'No agent took part in this chat';
export const FEEDBACK_GIVEN = 'Feedback was already given for this answer';
export const CHAT_ENDED = 'The chat has ended';

/** Chat attachments (shared-surfaces section 5): jpg, png, amr, mp3, mp4, pdf and txt, sniffed from the bytes. */
export const CHAT_UPLOAD = {
  allowed: ['jpeg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as UploadKind[],
  maxBytes: 10 * 1024 * 1024,
};

const str = { type: 'string' } as const;
const nullableStr = { type: 'string', nullable: true } as const;

const initBody = {
  type: 'object',
  properties: {
    friendlyName: str,
    emailAddress: nullableStr,
    identityUuid: nullableStr,
    nonce: nullableStr,
    orgCode: nullableStr,
    orgName: nullableStr,
    applicationUuid: nullableStr,
    tag: nullableStr,
    skill: { type: 'string', enum: ['FHEL', 'White Label'] },
    welcomeMessage: nullableStr,
    pageUrl: nullableStr,
    chatMode: { type: 'string', enum: ['twilio', 'stream', 'nice', 'talkjs'] },
    loanNumber: nullableStr,
    agentId: { ...nullableStr, description: 'Development only (stream mode): the agent the chat goes to' },
  },
  required: ['friendlyName'],
} as const;

const streamJson = {
  type: 'object',
  properties: { providerUserId: str, providerUserToken: str, providerChannelId: str },
  required: ['providerUserId', 'providerUserToken', 'providerChannelId'],
} as const;

const initJson = {
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

const attachmentJson = {
  type: 'object',
  properties: { uuid: str, filename: str, mime: str, size: { type: 'integer' } },
  required: ['uuid', 'filename', 'mime', 'size'],
} as const;

const chatTokenHeader = {
  type: 'object',
  properties: { [CHAT_TOKEN_HEADER]: { type: 'string', description: "The conversation's chat token" } },
} as const;

const tokenJson = { type: 'object', properties: { token: str }, required: ['token'] } as const;
const nonceJson = { type: 'object', properties: { nonce: str }, required: ['nonce'] } as const;

const refreshSchema = yup.object({ token: yup.string().trim().required('Required').max(2048, 'Too long') });
const chatInfoSchema = yup.object({
  omniProxyChannelId: yup
    .string()
    .trim()
    .required('Required')
    .test('uuid', 'Invalid channel', (v) => isUuid(v)),
});
const nonceQuerySchema = yup.object({ nonce: yup.string().trim().required('Required').max(128, 'Too long') });

async function webchatOn(app: FastifyInstance, orgCode: string): Promise<boolean> {
  const row = await app.db
    .selectFrom('feature_flags')
    .select('enabled')
    .where('org_code', '=', orgCode)
    .where('key', '=', 'fe-webchat')
    .executeTakeFirst();
  return row ? Number(row.enabled) === 1 : FLAG_DEFAULTS['fe-webchat'].enabled;
}

export async function chatRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { hub: ChatHub; providers?: ChatProviders },
): Promise<void> {
  const { db, config, authenticate, hub, providers } = deps;
  const secret = config.jwtSecret;
  const now = () => config.now?.() ?? new Date();
  const caller = (request: FastifyRequest, reply: Parameters<typeof chatCaller>[1]) =>
    chatCaller(request, reply, { secret, authenticate, db });

  /** The borrower a nonce proves (401 for a bad one), and their application if they named one of theirs (404). */
  async function verifiedBorrower(
    request: FastifyRequest,
    nonce: string | null | undefined,
    claimedIdentity: string | null | undefined,
    applicationUuid: string | null | undefined,
  ): Promise<{ identityUuid: string | null; applicationUuid: string | null; sessionUuid: string | null }> {
    if (!nonce) return { identityUuid: null, applicationUuid: null, sessionUuid: null };
    const owner = await nonceOwner(db, nonce, request.org.organizationCode);
    if (!owner || (claimedIdentity && claimedIdentity.toLowerCase() !== owner)) throw new HttpError(401, NONCE_INVALID);
    // The chat lives no longer than the borrower's session (a nonce from a session since ended is refused).
    const sessionUuid = await nonceSession(db, nonce);
    if (sessionUuid && !(await liveSession(db, sessionUuid))) throw new HttpError(401, NONCE_INVALID);
    if (!applicationUuid) return { identityUuid: owner, applicationUuid: null, sessionUuid };
    const application = await db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', applicationUuid.toLowerCase())
      .executeTakeFirst();
    if (!application || application.org_code !== request.org.organizationCode) throw notFound();
    if (!(await isApplicationMember(db, owner, application))) throw notFound();
    return { identityUuid: owner, applicationUuid: application.uuid, sessionUuid };
  }

  /** Development's stream mode may send the chat straight to one agent (by uuid or email). */
  async function targetAgent(request: FastifyRequest, agentId: string | null | undefined): Promise<string | null> {
    if (!agentId) return null;
    if (config.env === 'production') throw new HttpError(400, 'agentId: Not available');
    const id = agentId.trim().toLowerCase();
    const agent = await db
      .selectFrom('identities')
      .select('uuid')
      .where('org_code', '=', request.org.organizationCode)
      .where('type', '=', 'AGENT')
      .where((eb) => eb.or([eb('uuid', '=', id), eb('email', '=', id)]))
      .executeTakeFirst();
    if (!agent) throw new HttpError(400, 'agentId: No agent has this id');
    return agent.uuid;
  }

  async function chatToken(row: ConversationRow, kind: 'AGENT' | 'CHATBOT', ttlMs: number): Promise<string> {
    const expires = Math.min(now().getTime() + ttlMs, Date.parse(row.expires_at));
    return signChatToken(secret, { conversationUuid: row.uuid, org: row.org_code, kind }, expires);
  }

  async function startAgentChat(request: FastifyRequest, entry: 'twilio' | 'stream'): Promise<ChatInitResponse> {
    const input: InitWebChatInput = await validateBody(initWebChatSchema, request.body);
    // The twilio-style entry call also starts chats carried into NICE CXone or TalkJS (chatMode nice / talkjs).
    const provider =
      entry === 'twilio' && (input.chatMode === 'nice' || input.chatMode === 'talkjs') ? input.chatMode : entry;
    if (!(await webchatOn(app, request.org.organizationCode))) throw new HttpError(403, WEBCHAT_OFF);
    const who = await verifiedBorrower(request, input.nonce, input.identityUuid, input.applicationUuid);
    const target = await targetAgent(request, input.agentId);
    const row = await createConversation(db, {
      orgCode: request.org.organizationCode,
      kind: 'AGENT',
      provider,
      identityUuid: who.identityUuid,
      applicationUuid: who.applicationUuid,
      friendlyName: input.friendlyName,
      emailAddress: input.emailAddress || null,
      skill: chatSkill(request.org.kind),
      tag: input.tag || null,
      pageUrl: input.pageUrl || null,
      loanNumber: input.loanNumber || null,
      targetAgentUuid: target,
      sessionUuid: who.sessionUuid,
      now: now(),
    });
    if (input.welcomeMessage) {
      await appendMessage(db, row.uuid, {
        senderType: 'SYSTEM',
        senderUuid: null,
        senderName: request.org.metadata.companyInfo.companyNameShort,
        body: input.welcomeMessage,
        attachments: [],
        clientId: null,
      });
    }
    hub.queueChanged(row.org_code);
    const token = await chatToken(row, 'AGENT', CHAT_TOKEN_TTL_MS);
    const targetName = target
      ? ((await db.selectFrom('identities').select('first_name').where('uuid', '=', target).executeTakeFirst())
          ?.first_name ?? null)
      : null;
    const answer: ChatInitResponse = {
      token,
      conversationSid: row.uuid,
      omniProxyChannelId: row.omni_proxy_channel_id,
      providerChannelId: row.uuid,
      skill: row.skill,
      targetWorkerSid: target,
      targetWorkerFriendlyName: targetName,
    };
    if (provider === 'nice' || provider === 'talkjs') {
      const connector = providers?.connectors[provider];
      if (!connector) throw new HttpError(503, 'This chat provider is not available');
      try {
        const ids = await connector.start(providerConversationOf(row));
        if (provider === 'nice') answer.nice = ids as NonNullable<ChatInitResponse['nice']>;
        else answer.talkjs = ids as NonNullable<ChatInitResponse['talkjs']>;
      } catch (err) {
        request.log.error({ err, provider }, 'chat provider start failed');
        await endConversation(db, row.uuid);
        hub.queueChanged(row.org_code);
        throw new HttpError(502, 'The chat provider did not answer: try again later');
      }
    }
    if (provider === 'stream') {
      answer.stream = {
        providerUserId: row.contact_id,
        // The streaming connection lives as long as the session.
        providerUserToken: await chatToken(row, 'AGENT', AGENT_SESSION_MS),
        providerChannelId: row.uuid,
      };
    }
    return answer;
  }

  // Public calls that create conversations are rate-limited per address like sign-in; questions less tightly.
  const startLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };
  const questionLimit = { rateLimit: { max: config.authRateLimit * 6, timeWindow: '1 minute' } };

  app.post(
    `${TWILIO_BASE}/initWebChat`,
    {
      config: startLimit,
      schema: describe(
        'Web chat',
        {
          summary: 'Starts a chat with an agent; a valid nonce ties it to the signed-in borrower',
          body: initBody,
          response: { 200: initJson },
        },
        { errors: [400, 401, 403, 404, 429] },
      ),
    },
    (request) => startAgentChat(request, 'twilio'),
  );

  app.post(
    STREAM_INIT,
    {
      config: startLimit,
      schema: describe(
        'Web chat',
        {
          summary: 'Starts a chat with an agent over the streaming connection (adds the stream credentials)',
          body: initBody,
          response: { 200: initJson },
        },
        { errors: [400, 401, 403, 404, 429] },
      ),
    },
    (request) => startAgentChat(request, 'stream'),
  );

  app.post(
    `${TWILIO_BASE}/refreshToken`,
    {
      schema: describe(
        'Web chat',
        {
          summary: 'A fresh token for an open chat, given its (possibly expired) token',
          body: tokenJson,
          response: { 200: tokenJson },
        },
        { errors: [400, 401] },
      ),
    },
    async (request) => {
      const input = await validateBody(refreshSchema, request.body);
      const read = await readChatToken(secret, input.token);
      if (!read.ok || read.claims.kind !== 'AGENT' || read.claims.org !== request.org.organizationCode) {
        throw new HttpError(401, 'The chat token is not valid');
      }
      const found = await findConversation(db, read.claims.sub);
      if (!found || found.kind !== 'AGENT') throw new HttpError(401, 'The chat token is not valid');
      const row = await settleExpiry(db, found, now());
      if (row.state === 'ENDED') throw new HttpError(401, CHAT_ENDED);
      return { token: await chatToken(row, 'AGENT', CHAT_TOKEN_TTL_MS) };
    },
  );

  app.post(
    `${TWILIO_BASE}/web-chat-info`,
    {
      schema: describe(
        'Web chat',
        {
          summary: 'The contact id and survey link of a chat an agent took part in',
          headers: chatTokenHeader,
          body: {
            type: 'object',
            properties: { omniProxyChannelId: str },
            required: ['omniProxyChannelId'],
          },
          response: {
            200: {
              type: 'object',
              properties: { contactId: str, surveyUrl: str },
              required: ['contactId', 'surveyUrl'],
            },
          },
        },
        { errors: [400, 401, 404, 409] },
      ),
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      const input = await validateBody(chatInfoSchema, request.body);
      const row = await db
        .selectFrom('chat_conversations')
        .select('uuid')
        .where('omni_proxy_channel_id', '=', input.omniProxyChannelId.toLowerCase())
        .executeTakeFirst();
      if (!row) throw notFound();
      const conversation = await conversationFor(db, request, who, row.uuid, 'AGENT');
      if (!conversation.accepted_at) throw new HttpError(409, NO_AGENT_CHAT);
      return { contactId: conversation.contact_id, surveyUrl: `/chat-survey/${conversation.contact_id}` };
    },
  );

  // ---- Borrower authentication for chat ------------------------------------------------------------------

  app.post(
    `${WEBCHAT_SECURE}/authenticate`,
    {
      preValidation: authenticate,
      schema: describe(
        'Web chat',
        {
          summary: 'A nonce proving the signed-in borrower to the chat (good for 2 minutes)',
          response: { 200: nonceJson },
        },
        { secure: true, errors: [401] },
      ),
    },
    async (request) => ({
      nonce: await issueNonce(db, request.identityUuid, request.org.organizationCode, now(), request.sessionId),
    }),
  );

  app.put(
    `${WEBCHAT_SECURE}/refresh`,
    {
      preValidation: authenticate,
      schema: describe(
        'Web chat',
        {
          summary: 'Exchanges a live nonce of the caller for a new one',
          querystring: { type: 'object', properties: { nonce: str }, required: ['nonce'] },
          response: { 200: nonceJson },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request) => {
      const { nonce } = await validateBody(nonceQuerySchema, request.query);
      const owner = await nonceOwner(db, nonce, request.org.organizationCode, now());
      if (owner !== request.identityUuid) throw notFound();
      await dropNonce(db, nonce);
      return {
        nonce: await issueNonce(db, request.identityUuid, request.org.organizationCode, now(), request.sessionId),
      };
    },
  );

  // ---- Attachments ---------------------------------------------------------------------------------------

  withUploads(app, (uploads) => {
    uploads.post(
      `${WEBCHAT_EXTERNAL}/attachments`,
      {
        schema: describe(
          'Web chat',
          {
            summary: 'Uploads one attachment (multipart field `file`) to the chat of the token',
            headers: chatTokenHeader,
            consumes: ['multipart/form-data'],
            response: { 200: attachmentJson },
          },
          { errors: [400, 401, 404, 409, 413] },
        ),
      },
      async (request, reply): Promise<ChatAttachmentInfo> => {
        const who = await caller(request, reply);
        if (who.kind !== 'token') throw new HttpError(401, 'A chat token is required');
        const conversation = await conversationFor(db, request, who, who.claims.sub, 'AGENT');
        if (conversation.state === 'ENDED') throw new HttpError(409, CHAT_ENDED);
        const upload = await readUpload(request, CHAT_UPLOAD);
        return storeAttachment(db, conversation.uuid, 'APPLICANT', upload);
      },
    );
  });

  app.get(
    `${WEBCHAT_EXTERNAL}/attachments/:attachmentUuid`,
    {
      schema: describe(
        'Web chat',
        {
          summary: 'Downloads an attachment of a chat the caller is part of',
          headers: chatTokenHeader,
          params: { type: 'object', properties: { attachmentUuid: str }, required: ['attachmentUuid'] },
          response: { 200: { type: 'string', format: 'binary' } },
        },
        { errors: [401, 404] },
      ),
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      const { attachmentUuid } = request.params as { attachmentUuid: string };
      if (!isUuid(attachmentUuid)) throw notFound();
      const owner = await db
        .selectFrom('chat_attachments')
        .select('conversation_uuid')
        .where('uuid', '=', attachmentUuid.toLowerCase())
        .executeTakeFirst();
      if (!owner) throw notFound();
      const conversation = await conversationFor(db, request, who, owner.conversation_uuid, 'AGENT');
      const file = await readAttachment(db, conversation.uuid, attachmentUuid);
      if (!file) throw notFound();
      return sendFile(reply, file);
    },
  );

  // ---- The chatbot ---------------------------------------------------------------------------------------

  app.post(
    `${CHATBOT_BASE}/chatWithAutobot`,
    {
      config: questionLimit,
      schema: describe(
        'Chatbot',
        {
          summary: 'Asks the chatbot; without a conversationId a new conversation starts (and its token is returned)',
          headers: chatTokenHeader,
          body: {
            type: 'object',
            properties: {
              applicationId: nullableStr,
              conversationId: nullableStr,
              message: str,
              nonce: nullableStr,
              organization: nullableStr,
              pageUrl: nullableStr,
              senderId: nullableStr,
              senderType: { type: 'string', enum: ['APPLICANT'] },
              tag: nullableStr,
            },
            required: ['message'],
          },
          response: {
            200: {
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
              required: [
                'conversationId',
                'questionId',
                'questionStr',
                'responseStr',
                'createdDt',
                'handover',
                'token',
              ],
            },
          },
        },
        { errors: [400, 401, 403, 404, 429] },
      ),
    },
    async (request, reply): Promise<ChatbotAnswer> => {
      const body = (request.body ?? {}) as { conversationId?: unknown };
      // A follow-up question needs the conversation's credential before anything else is looked at.
      const who: ChatCaller | null = body.conversationId ? await caller(request, reply) : null;
      const input = await validateBody(chatbotQuestionSchema, request.body);
      if (!(await webchatOn(app, request.org.organizationCode))) throw new HttpError(403, WEBCHAT_OFF);
      const borrower = await verifiedBorrower(request, input.nonce, null, input.applicationId);
      let conversation: ConversationRow;
      if (who && input.conversationId) {
        conversation = await conversationFor(db, request, who, input.conversationId, 'CHATBOT');
        if (Date.parse(conversation.expires_at) <= now().getTime())
          throw new HttpError(401, 'The chat session has expired');
      } else {
        conversation = await createConversation(db, {
          orgCode: request.org.organizationCode,
          kind: 'CHATBOT',
          provider: 'chatbot',
          identityUuid: borrower.identityUuid,
          applicationUuid: borrower.applicationUuid,
          sessionUuid: borrower.sessionUuid,
          friendlyName: input.senderId || 'Visitor',
          emailAddress: null,
          skill: chatSkill(request.org.kind),
          tag: input.tag || null,
          pageUrl: input.pageUrl || null,
          loanNumber: null,
          targetAgentUuid: null,
          now: now(),
        });
      }
      const withinHours = await isDepartmentOpen(db, request.org, 'OPS_CHAT', now());
      const reply_ = answerQuestion(input.message, request.org, {
        withinHours,
        hoursText: hoursText(request.org.hours.OPS_CHAT),
      });
      const { message } = await appendMessage(db, conversation.uuid, {
        senderType: 'APPLICANT',
        senderUuid: conversation.identity_uuid,
        senderName: conversation.friendly_name,
        body: input.message,
        attachments: [],
        clientId: null,
        response: reply_.text,
        handover: reply_.handover && withinHours,
      });
      return {
        conversationId: conversation.uuid,
        questionId: message.id,
        questionStr: message.body,
        responseStr: reply_.text,
        createdDt: message.createdAt,
        handover: reply_.handover && withinHours,
        token: await chatToken(conversation, 'CHATBOT', AGENT_SESSION_MS),
      };
    },
  );

  app.get(
    `${CHATBOT_BASE}/getChatHistory/:conversationId`,
    {
      schema: describe(
        'Chatbot',
        {
          summary: "The conversation's questions and answers, oldest first",
          headers: chatTokenHeader,
          params: { type: 'object', properties: { conversationId: str }, required: ['conversationId'] },
          response: {
            200: {
              type: 'array',
              items: {
                type: 'object',
                properties: { questionId: str, questionStr: str, responseStr: str, createdDt: str },
                required: ['questionId', 'questionStr', 'responseStr', 'createdDt'],
              },
            },
          },
        },
        { errors: [401, 404] },
      ),
    },
    async (request, reply): Promise<ChatHistoryItem[]> => {
      const who = await caller(request, reply);
      const { conversationId } = request.params as { conversationId: string };
      const conversation = await conversationFor(db, request, who, conversationId, 'CHATBOT');
      const rows = await messageRows(db, conversation.uuid);
      return rows
        .filter((r) => r.sender_type === 'APPLICANT' && r.response !== null)
        .map((r) => ({
          questionId: r.uuid,
          questionStr: r.body,
          responseStr: r.response ?? '',
          createdDt: r.created_at,
        }));
    },
  );

  app.post(
    `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`,
    {
      schema: describe(
        'Chatbot',
        {
          summary: 'Records whether a chatbot answer helped, and why not',
          headers: chatTokenHeader,
          body: {
            type: 'object',
            properties: {
              questionId: str,
              conversationId: str,
              responseToCustomer: nullableStr,
              feedbackMessage: nullableStr,
              rating: { type: 'string', enum: ['POSITIVE', 'NEGATIVE'] },
              reason: {
                type: 'string',
                enum: ['Answer too vague', 'Not specific to my application', 'Not what I was asking about', 'Other'],
              },
              senderEmail: nullableStr,
              senderType: { type: 'string', enum: ['APPLICANT'] },
              nonce: nullableStr,
            },
            required: ['questionId', 'conversationId', 'rating'],
          },
          response: {
            200: {
              type: 'object',
              properties: { questionId: str, rating: str, recordedAt: str },
              required: ['questionId', 'rating', 'recordedAt'],
            },
          },
        },
        { errors: [400, 401, 404, 409] },
      ),
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      const input = await validateBody(chatFeedbackSchema, request.body);
      const conversation = await conversationFor(db, request, who, input.conversationId, 'CHATBOT');
      const question = await db
        .selectFrom('chat_messages')
        .select(['uuid', 'response'])
        .where('uuid', '=', input.questionId.toLowerCase())
        .where('conversation_uuid', '=', conversation.uuid)
        .executeTakeFirst();
      if (!question || question.response === null) throw notFound();
      const given = await db
        .selectFrom('chat_feedback')
        .select('uuid')
        .where('question_uuid', '=', question.uuid)
        .executeTakeFirst();
      if (given) throw new HttpError(409, FEEDBACK_GIVEN);
      const recordedAt = nowIso();
      await db
        .insertInto('chat_feedback')
        .values({
          uuid: randomUUID(),
          conversation_uuid: conversation.uuid,
          question_uuid: question.uuid,
          rating: input.rating,
          reason: input.rating === 'NEGATIVE' ? (input.reason ?? null) : null,
          feedback_message: input.feedbackMessage || null,
          response_to_customer: input.responseToCustomer ?? question.response,
          sender_email: input.senderEmail || null,
          sender_type: 'APPLICANT',
          identity_uuid: conversation.identity_uuid,
          created_at: recordedAt,
        })
        .onConflict((oc) => oc.column('question_uuid').doNothing())
        .execute();
      return { questionId: question.uuid, rating: input.rating, recordedAt };
    },
  );
}

/** A stored file as a download: never rendered in the page that asked for it. */
export function sendFile(reply: FastifyReply, file: { filename: string; mime: string; bytes: Buffer }): FastifyReply {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.mime)
    .header('cache-control', 'private, no-store')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    )
    .send(file.bytes);
}
