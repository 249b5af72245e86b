// The rules of the borrower's side of web chat: starting an agent chat (the twilio-style call, the streaming
// variant, and chats carried into NICE CXone or TalkJS), refreshing its token, the survey link, the nonce that ties
// a chat to a signed-in borrower, and attachments. The chatbot's rules are in chatbotService.ts.
import { AGENT_SESSION_MS, CHAT_TOKEN_TTL_MS, chatSkill, type ChatInitResponse } from '../../src/domain/chat';
import type { ChatNonce, ChatToken, WebChatInfo } from '../../src/domain/contracts/wire/chat';
import { isUuid } from '../../src/domain/guards';
import type { InitWebChatInput } from '../../src/domain/validation/chat';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError, notFound } from '../http';
import { FLAG_DEFAULTS } from '../optimize/model';
import type { Organisation } from '../organisations';
import { isApplicationMember } from '../security/ownership';
import { liveSession } from '../security/sessions';
import { conversationFor, type ChatCaller } from './accessService';
import { attachmentConversation } from './attachmentRepository';
import {
  CHAT_ENDED,
  createConversation,
  insertNextMessage,
  issueNonce,
  nonceOwner,
  readAttachment,
  settleExpiry,
  type NewConversation,
} from './conversationService';
import type { ChatHub } from './hubTypes';
import { nonceSession, takeLiveNonce } from './nonceRepository';
import { type ChatProviders, providerConversationOf } from './providers';
import {
  conversationUuidByChannel,
  endConversation,
  findConversation,
  findOrgAgent,
  identityFirstName,
  webchatFlag,
  type ConversationRow,
} from './repository';
import { findApplication } from '../applications/repository';
import { readChatToken, signChatToken } from './tokens';

export const WEBCHAT_OFF = 'Web chat is not offered by this organisation';
export const NONCE_INVALID = 'The chat nonce is not valid';
export const NO_AGENT_CHAT = 'No agent took part in this chat';

/** What the chat's services work with. */
export interface ChatContext {
  db: Db;
  config: ServerConfig;
  hub: ChatHub;
  providers?: ChatProviders;
}

/** Where a failure worth an operator's look is written (the request's logger). */
export interface ChatLog {
  error(details: object, message: string): void;
}

/** The server's clock (the configured one in tests). */
export function chatNow(config: ServerConfig): Date {
  return config.now?.() ?? new Date();
}

export async function webchatOn(db: Db, orgCode: string): Promise<boolean> {
  const row = await webchatFlag(db, orgCode);
  return row ? Number(row.enabled) === 1 : FLAG_DEFAULTS['fe-webchat'].enabled;
}

/** What a chat's start claims of its borrower: the nonce proving them, who they say they are, their application. */
export interface BorrowerClaim {
  nonce?: string | null;
  identityUuid?: string | null;
  applicationUuid?: string | null;
}

/**
 * The borrower a nonce live at `now` (the chat's clock, as it was issued on) proves (401 for a bad one), and their
 * application if they named one of theirs (404).
 */
export async function verifiedBorrower(
  db: Db,
  orgCode: string,
  claim: BorrowerClaim,
  now: Date,
): Promise<{ identityUuid: string | null; applicationUuid: string | null; sessionUuid: string | null }> {
  const { nonce, identityUuid: claimedIdentity, applicationUuid } = claim;
  if (!nonce) return { identityUuid: null, applicationUuid: null, sessionUuid: null };
  const owner = await nonceOwner(db, nonce, orgCode, now);
  if (!owner || (claimedIdentity && claimedIdentity.toLowerCase() !== owner)) throw new HttpError(401, NONCE_INVALID);
  // The chat lives no longer than the borrower's session (a nonce from a session since ended is refused).
  const sessionUuid = await nonceSession(db, nonce);
  if (sessionUuid && !(await liveSession(db, sessionUuid))) throw new HttpError(401, NONCE_INVALID);
  if (!applicationUuid) return { identityUuid: owner, applicationUuid: null, sessionUuid };
  const application = await findApplication(db, applicationUuid.toLowerCase());
  if (!application || application.org_code !== orgCode) throw notFound();
  if (!(await isApplicationMember(db, owner, application))) throw notFound();
  return { identityUuid: owner, applicationUuid: application.uuid, sessionUuid };
}

/** Development's stream mode may send the chat straight to one agent (by uuid or email). */
async function targetAgent(ctx: ChatContext, orgCode: string, agentId: string | null | undefined) {
  if (!agentId) return null;
  if (ctx.config.env === 'production') throw new HttpError(400, 'agentId: Not available');
  const agent = await findOrgAgent(ctx.db, orgCode, agentId.trim().toLowerCase());
  if (!agent) throw new HttpError(400, 'agentId: No agent has this id');
  return agent.uuid;
}

/** A token for the conversation, good for `ttlMs` but never past the conversation's own expiry. */
export async function chatToken(
  config: ServerConfig,
  row: ConversationRow,
  kind: 'AGENT' | 'CHATBOT',
  ttlMs: number,
): Promise<string> {
  const expires = Math.min(chatNow(config).getTime() + ttlMs, Date.parse(row.expires_at));
  return signChatToken(config.jwtSecret, { conversationUuid: row.uuid, org: row.org_code, kind }, expires);
}

/** Creates the conversation at NICE CXone or TalkJS; a provider that fails ends the chat (502). */
async function startAtProvider(
  ctx: ChatContext,
  provider: 'nice' | 'talkjs',
  row: ConversationRow,
  answer: ChatInitResponse,
  log: ChatLog,
): Promise<void> {
  const connector = ctx.providers?.connectors[provider];
  if (!connector) throw new HttpError(503, 'This chat provider is not available');
  try {
    const ids = await connector.start(providerConversationOf(row));
    // Only the ids the widget keeps: the answer has no schema to strip anything else a connector returns.
    if (provider === 'nice') {
      const { brandId, channelId, customerId, threadId } = ids;
      answer.nice = { brandId, channelId, customerId, threadId };
    } else {
      const { appId, userId, conversationId } = ids;
      answer.talkjs = { appId, userId, conversationId };
    }
  } catch (err) {
    log.error({ err, provider }, 'chat provider start failed');
    await endConversation(ctx.db, row.uuid);
    ctx.hub.queueChanged(row.org_code);
    throw new HttpError(502, 'The chat provider did not answer: try again later');
  }
}

/**
 * The conversation and its welcome message, in one transaction: no chat waits without its welcome, and a failure
 * between the two leaves nothing. A crash after the commit, before the answer, leaves a WAITING chat nobody holds
 * a token for: it leaves the agents' queue when its lifetime (AGENT_SESSION_MS) ends (waitingConversations), and
 * the first look at it after that ends it (settleExpiry).
 */
async function openAgentConversation(
  db: Db,
  org: Organisation,
  welcomeMessage: string | null | undefined,
  conversation: NewConversation,
): Promise<ConversationRow> {
  return db.transaction().execute(async (trx) => {
    const row = await createConversation(trx, conversation);
    if (welcomeMessage) {
      await insertNextMessage(trx, row.uuid, {
        senderType: 'SYSTEM',
        senderUuid: null,
        senderName: org.metadata.companyInfo.companyNameShort,
        body: welcomeMessage,
        attachments: [],
        clientId: null,
      });
    }
    return row;
  });
}

export async function startAgentChat(
  ctx: ChatContext,
  org: Organisation,
  input: InitWebChatInput,
  entry: 'twilio' | 'stream',
  log: ChatLog,
): Promise<ChatInitResponse> {
  const { db, config, hub } = ctx;
  // The twilio-style entry call also starts chats carried into NICE CXone or TalkJS (chatMode nice / talkjs).
  const provider =
    entry === 'twilio' && (input.chatMode === 'nice' || input.chatMode === 'talkjs') ? input.chatMode : entry;
  if (!(await webchatOn(db, org.organizationCode))) throw new HttpError(403, WEBCHAT_OFF);
  const who = await verifiedBorrower(db, org.organizationCode, input, chatNow(config));
  const target = await targetAgent(ctx, org.organizationCode, input.agentId);
  const row = await openAgentConversation(db, org, input.welcomeMessage, {
    orgCode: org.organizationCode,
    kind: 'AGENT',
    provider,
    identityUuid: who.identityUuid,
    applicationUuid: who.applicationUuid,
    friendlyName: input.friendlyName,
    emailAddress: input.emailAddress || null,
    skill: chatSkill(org.kind),
    tag: input.tag || null,
    pageUrl: input.pageUrl || null,
    loanNumber: input.loanNumber || null,
    targetAgentUuid: target,
    sessionUuid: who.sessionUuid,
    now: chatNow(config),
  });
  // Agents hear of the chat only once it is committed.
  hub.queueChanged(row.org_code);
  const token = await chatToken(config, row, 'AGENT', CHAT_TOKEN_TTL_MS);
  const targetName = target ? await identityFirstName(db, target) : null;
  const answer: ChatInitResponse = {
    token,
    conversationSid: row.uuid,
    omniProxyChannelId: row.omni_proxy_channel_id,
    providerChannelId: row.uuid,
    skill: row.skill,
    targetWorkerSid: target,
    targetWorkerFriendlyName: targetName,
  };
  if (provider === 'nice' || provider === 'talkjs') await startAtProvider(ctx, provider, row, answer, log);
  if (provider === 'stream') {
    answer.stream = {
      providerUserId: row.contact_id,
      // The streaming connection lives as long as the session.
      providerUserToken: await chatToken(config, row, 'AGENT', AGENT_SESSION_MS),
      providerChannelId: row.uuid,
    };
  }
  return answer;
}

/** A fresh token for an open agent chat, given its (possibly expired) token. */
export async function refreshChatToken(
  config: ServerConfig,
  db: Db,
  orgCode: string,
  token: string,
): Promise<ChatToken> {
  const read = await readChatToken(config.jwtSecret, token);
  if (!read.ok || read.claims.kind !== 'AGENT' || read.claims.org !== orgCode) {
    throw new HttpError(401, 'The chat token is not valid');
  }
  const found = await findConversation(db, read.claims.sub);
  if (!found || found.kind !== 'AGENT') throw new HttpError(401, 'The chat token is not valid');
  const row = await settleExpiry(db, found, chatNow(config));
  if (row.state === 'ENDED') throw new HttpError(401, CHAT_ENDED);
  return { token: await chatToken(config, row, 'AGENT', CHAT_TOKEN_TTL_MS) };
}

/** The contact id and survey link of a chat an agent took part in (409 before one did). */
export async function webChatInfo(
  db: Db,
  orgCode: string,
  who: ChatCaller,
  omniProxyChannelId: string,
): Promise<WebChatInfo> {
  const uuid = await conversationUuidByChannel(db, omniProxyChannelId.toLowerCase());
  if (!uuid) throw notFound();
  const conversation = await conversationFor(db, orgCode, who, uuid, 'AGENT');
  if (!conversation.accepted_at) throw new HttpError(409, NO_AGENT_CHAT);
  return { contactId: conversation.contact_id, surveyUrl: `/chat-survey/${conversation.contact_id}` };
}

/**
 * Exchanges a live nonce of the borrower for a new one (404 for anyone else's, or one spent already). The old one
 * goes and the new one comes in one transaction, so a failure leaves the borrower the old one; of two refreshes of
 * one nonce at once only the one that deleted it issues a new one.
 */
export async function refreshNonce(
  config: ServerConfig,
  db: Db,
  borrower: { identityUuid: string; orgCode: string; sessionId: string },
  nonce: string,
): Promise<ChatNonce> {
  const now = chatNow(config);
  const fresh = await db.transaction().execute(async (trx) => {
    if (!(await takeLiveNonce(trx, nonce, borrower, now.toISOString()))) return null;
    return issueNonce(trx, borrower.identityUuid, borrower.orgCode, now, borrower.sessionId);
  });
  if (!fresh) throw notFound();
  return { nonce: fresh };
}

/** The open agent chat a chat token may upload to (401 without a token, 409 once it ended). */
export async function borrowerUploadTarget(db: Db, orgCode: string, who: ChatCaller): Promise<ConversationRow> {
  if (who.kind !== 'token') throw new HttpError(401, 'A chat token is required');
  const conversation = await conversationFor(db, orgCode, who, who.claims.sub, 'AGENT');
  if (conversation.state === 'ENDED') throw new HttpError(409, CHAT_ENDED);
  return conversation;
}

/** An attachment of an agent chat the caller is part of; 404 for anything else. */
export async function borrowerAttachment(db: Db, orgCode: string, who: ChatCaller, attachmentUuid: string) {
  if (!isUuid(attachmentUuid)) throw notFound();
  const conversationUuid = await attachmentConversation(db, attachmentUuid.toLowerCase());
  if (!conversationUuid) throw notFound();
  const conversation = await conversationFor(db, orgCode, who, conversationUuid, 'AGENT');
  const file = await readAttachment(db, conversation.uuid, attachmentUuid);
  if (!file) throw notFound();
  return file;
}
