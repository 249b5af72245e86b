// The borrower's side of web chat (docs/API.md "Web chat"): starting an agent chat (the twilio-style call and
// the streaming variant), refreshing its token, the survey link, the nonce that ties a chat to a signed-in
// borrower, attachments, and the chatbot with its history and feedback. The rules are in service.ts and
// chatbotService.ts, the shapes in schemas.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import * as yup from 'yup';
import { CHAT, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { HttpError, validateBody } from '../http';
import { bodyOf, describe } from '../openapi';
import { readUpload, type UploadKind, withUploads } from '../uploads';
import { chatTokenOf, CHAT_TOKEN_REQUIRED, tokenCaller, type ChatCaller } from './accessService';
import { askChatbot, chatHistory, recordFeedback } from './chatbotService';
import { issueNonce, storeAttachment } from './conversationService';
import type { ChatHub } from './hubTypes';
import type { ChatProviders } from './providers';
import { chatTokenHeader, str } from './schemas';
import {
  borrowerAttachment,
  borrowerUploadTarget,
  chatNow,
  refreshChatToken,
  refreshNonce,
  startAgentChat,
  webChatInfo,
  type ChatContext,
} from './service';

export const CSP_BASE = '/service-csp';
export const TWILIO_BASE = `${CSP_BASE}/external/api/v1/twilio`;
export const STREAM_INIT = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
export const WEBCHAT_SECURE = `${CSP_BASE}/customer/secure/api/v1/webchat`;
export const WEBCHAT_EXTERNAL = `${CSP_BASE}/external/api/v1/webchat`;
export const CHATBOT_BASE = '/service-chat-chatbot/external/api/v1/message';

/** Chat attachments (shared-surfaces section 5): jpg, png, amr, mp3, mp4, pdf and txt, sniffed from the bytes. */
export const CHAT_UPLOAD = {
  allowed: ['jpeg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as UploadKind[],
  maxBytes: 10 * 1024 * 1024,
};

const nonceQuerySchema = yup.object({ nonce: yup.string().trim().required('Required').max(128, 'Too long') });

export async function chatRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { hub: ChatHub; providers?: ChatProviders },
): Promise<void> {
  const { db, config, authenticate, hub, providers } = deps;
  const secret = config.jwtSecret;
  const ctx: ChatContext = { db, config, hub, providers };

  /**
   * The caller's chat credential: a chat token (401 when invalid or expired), else the session token of a
   * signed-in borrower (401 when invalid), else 401.
   */
  async function caller(request: FastifyRequest, reply: FastifyReply): Promise<ChatCaller> {
    const token = chatTokenOf(request.headers);
    if (token) return tokenCaller(db, secret, token, request.org.organizationCode);
    if (request.headers.authorization) {
      await authenticate.call(request.server, request, reply);
      return { kind: 'borrower', identityUuid: request.identityUuid };
    }
    throw new HttpError(401, CHAT_TOKEN_REQUIRED);
  }
  /** The caller, found before the body is validated: no credential is a 401 before any 400. */
  const callers = new WeakMap<FastifyRequest, ChatCaller | null>();
  const callerHook = (when: (request: FastifyRequest) => boolean = () => true): preValidationAsyncHookHandler =>
    async function chatCaller(request, reply) {
      callers.set(request, when(request) ? await caller(request, reply) : null);
    };
  const callerOf = (request: FastifyRequest): ChatCaller | null => callers.get(request) ?? null;
  const requiredCallerOf = (request: FastifyRequest): ChatCaller => {
    const who = callers.get(request);
    if (!who) throw new HttpError(401, CHAT_TOKEN_REQUIRED);
    return who;
  };

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
        },
        { errors: [400, 401, 403, 404, 429], contract: CHAT.initWebChat },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.initWebChat>> =>
      startAgentChat(ctx, request.org, bodyOf(request, CHAT.initWebChat), 'twilio', request.log),
  );

  app.post(
    STREAM_INIT,
    {
      config: startLimit,
      schema: describe(
        'Web chat',
        {
          summary: 'Starts a chat with an agent over the streaming connection (adds the stream credentials)',
        },
        { errors: [400, 401, 403, 404, 429], contract: CHAT.streamInit },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.streamInit>> =>
      startAgentChat(ctx, request.org, bodyOf(request, CHAT.streamInit), 'stream', request.log),
  );

  app.post(
    `${TWILIO_BASE}/refreshToken`,
    {
      schema: describe(
        'Web chat',
        {
          summary: 'A fresh token for an open chat, given its (possibly expired) token',
        },
        { errors: [400, 401], contract: CHAT.refreshToken },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.refreshToken>> => {
      const input = bodyOf(request, CHAT.refreshToken);
      return refreshChatToken(config, db, request.org.organizationCode, input.token);
    },
  );

  app.post(
    `${TWILIO_BASE}/web-chat-info`,
    {
      preValidation: callerHook(),
      schema: describe(
        'Web chat',
        {
          summary: 'The contact id and survey link of a chat an agent took part in',
          headers: chatTokenHeader,
        },
        { errors: [400, 401, 404, 409], contract: CHAT.webChatInfo },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.webChatInfo>> => {
      const input = bodyOf(request, CHAT.webChatInfo);
      return webChatInfo(db, request.org.organizationCode, requiredCallerOf(request), input.omniProxyChannelId);
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
        },
        { secure: true, errors: [401], contract: CHAT.authenticate },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.authenticate>> => ({
      nonce: await issueNonce(
        db,
        request.identityUuid,
        request.org.organizationCode,
        chatNow(config),
        request.sessionId,
      ),
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
        },
        { secure: true, errors: [400, 401, 404], contract: CHAT.refreshNonce },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.refreshNonce>> => {
      const { nonce } = await validateBody(nonceQuerySchema, request.query);
      const borrower = {
        identityUuid: request.identityUuid,
        orgCode: request.org.organizationCode,
        sessionId: request.sessionId,
      };
      return refreshNonce(config, db, borrower, nonce);
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
          },
          { errors: [400, 401, 404, 409, 413], contract: CHAT.borrowerUpload },
        ),
      },
      async (request, reply): Promise<AnswerOf<typeof CHAT.borrowerUpload>> => {
        const who = await caller(request, reply);
        const conversation = await borrowerUploadTarget(db, request.org.organizationCode, who);
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
        },
        { errors: [401, 404], contract: CHAT.borrowerAttachment },
      ),
    },
    async (request, reply) => {
      const who = await caller(request, reply);
      const { attachmentUuid } = request.params as { attachmentUuid: string };
      return sendFile(reply, await borrowerAttachment(db, request.org.organizationCode, who, attachmentUuid));
    },
  );

  // ---- The chatbot ---------------------------------------------------------------------------------------

  app.post(
    `${CHATBOT_BASE}/chatWithAutobot`,
    {
      config: questionLimit,
      // A follow-up question needs the conversation's credential before anything else is looked at.
      preValidation: callerHook((request) =>
        Boolean((request.body as { conversationId?: unknown } | null)?.conversationId),
      ),
      schema: describe(
        'Chatbot',
        {
          summary: 'Asks the chatbot; without a conversationId a new conversation starts (and its token is returned)',
          headers: chatTokenHeader,
        },
        { errors: [400, 401, 403, 404, 429], contract: CHAT.chatbotQuestion },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.chatbotQuestion>> => {
      return askChatbot(ctx, request.org, callerOf(request), bodyOf(request, CHAT.chatbotQuestion));
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
        },
        { errors: [401, 404], contract: CHAT.chatbotHistory },
      ),
    },
    async (request, reply): Promise<AnswerOf<typeof CHAT.chatbotHistory>> => {
      const who = await caller(request, reply);
      const { conversationId } = request.params as { conversationId: string };
      return chatHistory(db, request.org.organizationCode, who, conversationId);
    },
  );

  app.post(
    `${CHATBOT_BASE}/setChatReplyUsedWithFeedback`,
    {
      preValidation: callerHook(),
      schema: describe(
        'Chatbot',
        {
          summary: 'Records whether a chatbot answer helped, and why not',
          headers: chatTokenHeader,
        },
        { errors: [400, 401, 404, 409], contract: CHAT.chatbotFeedback },
      ),
    },
    async (request): Promise<AnswerOf<typeof CHAT.chatbotFeedback>> => {
      const input = bodyOf(request, CHAT.chatbotFeedback);
      return recordFeedback(db, request.org.organizationCode, requiredCallerOf(request), input);
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
