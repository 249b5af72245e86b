// Chat carried into an outside contact-centre platform (shared-surfaces section 2: mode nice / talkjs, and the
// fe-webchat-nice-on-assignment flag). The widget still talks to this server's chat socket; a conversation started
// with chatMode nice or talkjs is also created at that provider and every message is posted there, in the provider's
// own REST shapes (TalkJS REST v1; NICE CXone DFO 3.0 channel messages). The requests are built here once; the
// transport decides where they go: the sandbox keeps them in memory (app.chatProviders.sandbox), a real account
// sends them (TALKJS_APP_ID + TALKJS_SECRET_KEY; NICE_DFO_URL + NICE_BRAND_ID + NICE_CHANNEL_ID + NICE_ACCESS_TOKEN).
import type { ExternalProvider } from '../../../src/domain/chat';

/** One HTTP request to a provider, as its API documents it. */
export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the provider's base URL. */
  path: string;
  body: unknown;
}

export interface ProviderTransport {
  send(request: ProviderRequest): Promise<void>;
}

export interface ProviderConversation {
  uuid: string;
  contactId: string;
  friendlyName: string;
  emailAddress: string | null;
  skill: string;
  pageUrl: string | null;
  loanNumber: string | null;
}

export interface ProviderMessage {
  uuid: string;
  senderType: 'APPLICANT' | 'AGENT' | 'SYSTEM';
  senderName: string;
  body: string;
  createdAt: string;
}

export interface ChatProviderConnector {
  readonly provider: ExternalProvider;
  /** Creates the conversation at the provider; answers the ids the widget keeps (ChatInitResponse.nice / .talkjs). */
  start(conversation: ProviderConversation): Promise<Record<string, string>>;
  /** Posts one message of the conversation there. */
  post(conversation: ProviderConversation, message: ProviderMessage): Promise<void>;
}

// ---- TalkJS (REST API v1: https://api.talkjs.com/v1/{appId}/…, Authorization: Bearer {secret key}) ---------------

export function talkJsUserId(conversation: Pick<ProviderConversation, 'contactId'>): string {
  return `visitor-${conversation.contactId}`;
}

export function createTalkJsConnector(appId: string, transport: ProviderTransport): ChatProviderConnector {
  const base = `/v1/${encodeURIComponent(appId)}`;
  return {
    provider: 'talkjs',
    async start(c) {
      const userId = talkJsUserId(c);
      // Users and conversations are created with PUT (idempotent: a retry is the same user, the same conversation).
      await transport.send({
        method: 'PUT',
        path: `${base}/users/${encodeURIComponent(userId)}`,
        body: { name: c.friendlyName, email: c.emailAddress ? [c.emailAddress] : null, role: 'visitor' },
      });
      await transport.send({
        method: 'PUT',
        path: `${base}/conversations/${encodeURIComponent(c.uuid)}`,
        body: {
          participants: [userId],
          subject: `Chat with ${c.friendlyName}`,
          custom: { skill: c.skill, pageUrl: c.pageUrl ?? '', loanNumber: c.loanNumber ?? '' },
        },
      });
      return { appId, userId, conversationId: c.uuid };
    },
    async post(c, m) {
      // A visitor's message is sent as that user; the agent's and the system's as the system (no sender).
      const message =
        m.senderType === 'APPLICANT'
          ? { text: m.body, sender: talkJsUserId(c), type: 'UserMessage', custom: { messageId: m.uuid } }
          : { text: m.body, type: 'SystemMessage', custom: { messageId: m.uuid, from: m.senderName } };
      await transport.send({
        method: 'POST',
        path: `${base}/conversations/${encodeURIComponent(c.uuid)}/messages`,
        body: [message],
      });
    },
  };
}

// ---- NICE CXone DFO (digital first omnichannel) 3.0: a channel's messages, the thread and the end user identified
// by this platform's ids (idOnExternalPlatform) -----------------------------------------------------------------

export function createNiceConnector(
  ids: { brandId: string; channelId: string },
  transport: ProviderTransport,
): ChatProviderConnector {
  const path = `/dfo/3.0/channels/${encodeURIComponent(ids.channelId)}/messages`;
  return {
    provider: 'nice',
    async start(c) {
      // DFO creates the case and the thread with their first message: the chat's opening (the pre-chat form).
      await transport.send({
        method: 'POST',
        path,
        body: niceMessage(c, {
          uuid: `${c.uuid}:opened`,
          senderType: 'APPLICANT',
          senderName: c.friendlyName,
          body: `Chat started by ${c.friendlyName}${c.pageUrl ? ` on ${c.pageUrl}` : ''}`,
          createdAt: new Date().toISOString(),
        }),
      });
      return { brandId: ids.brandId, channelId: ids.channelId, customerId: c.contactId, threadId: c.uuid };
    },
    async post(c, m) {
      await transport.send({ method: 'POST', path, body: niceMessage(c, m) });
    },
  };
}

function niceMessage(c: ProviderConversation, m: ProviderMessage) {
  const [firstName, ...rest] = c.friendlyName.trim().split(/\s+/);
  return {
    thread: { idOnExternalPlatform: c.uuid, threadName: `Web chat: ${c.friendlyName}` },
    messageContent: { type: 'TEXT', payload: { text: m.body } },
    idOnExternalPlatform: m.uuid,
    createdAtWithMilliseconds: m.createdAt,
    direction: m.senderType === 'APPLICANT' ? 'inbound' : 'outbound',
    authorEndUserIdentity:
      m.senderType === 'APPLICANT'
        ? { idOnExternalPlatform: c.contactId, firstName: firstName ?? '', lastName: rest.join(' ') }
        : undefined,
    authorNameRemoved: m.senderType === 'APPLICANT' ? undefined : m.senderName,
    customer: {
      customFields: [
        { ident: 'skill', value: c.skill },
        { ident: 'loanNumber', value: c.loanNumber ?? '' },
      ],
    },
  };
}

// ---- Transports ----------------------------------------------------------------------------------------------------

/** The sandbox: keeps every request (newest last, at most `limit`) so development and tests can read them. */
export interface SandboxTransport extends ProviderTransport {
  readonly sent: ProviderRequest[];
}

export function createSandboxTransport(limit = 500): SandboxTransport {
  const sent: ProviderRequest[] = [];
  return {
    sent,
    async send(request) {
      sent.push(JSON.parse(JSON.stringify(request)) as ProviderRequest);
      if (sent.length > limit) sent.splice(0, sent.length - limit);
    },
  };
}

/** A real account: the same requests over HTTPS with the provider's credentials. */
export function createHttpTransport(baseUrl: string, authorization: string, fetchImpl: typeof fetch = fetch) {
  return {
    async send(request: ProviderRequest): Promise<void> {
      const res = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${request.path}`, {
        method: request.method,
        headers: { authorization, 'content-type': 'application/json' },
        body: request.method === 'GET' ? undefined : JSON.stringify(request.body),
      });
      if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
    },
  };
}

export interface ChatProviders {
  connectors: Record<ExternalProvider, ChatProviderConnector>;
  /** The sandbox transports (empty for a provider configured with a real account). */
  sandbox: Partial<Record<ExternalProvider, SandboxTransport>>;
}

/** From the environment: a real account where its settings are all there, else the sandbox. */
export function createChatProviders(env: NodeJS.ProcessEnv = process.env): ChatProviders {
  const sandbox: ChatProviders['sandbox'] = {};
  let talkTransport: ProviderTransport;
  const talkApp = env.TALKJS_APP_ID?.trim() || 'sandbox-app';
  if (env.TALKJS_APP_ID && env.TALKJS_SECRET_KEY) {
    talkTransport = createHttpTransport('https://api.talkjs.com', `Bearer ${env.TALKJS_SECRET_KEY}`);
  } else {
    sandbox.talkjs = createSandboxTransport();
    talkTransport = sandbox.talkjs;
  }
  let niceTransport: ProviderTransport;
  const niceIds = {
    brandId: env.NICE_BRAND_ID?.trim() || '1000',
    channelId: env.NICE_CHANNEL_ID?.trim() || 'chat_sandbox',
  };
  if (env.NICE_DFO_URL && env.NICE_BRAND_ID && env.NICE_CHANNEL_ID && env.NICE_ACCESS_TOKEN) {
    niceTransport = createHttpTransport(env.NICE_DFO_URL, `Bearer ${env.NICE_ACCESS_TOKEN}`);
  } else {
    sandbox.nice = createSandboxTransport();
    niceTransport = sandbox.nice;
  }
  return {
    connectors: {
      talkjs: createTalkJsConnector(talkApp, talkTransport),
      nice: createNiceConnector(niceIds, niceTransport),
    },
    sandbox,
  };
}

/** The conversation as the connectors see it, from its row. */
export function providerConversationOf(row: {
  uuid: string;
  contact_id: string;
  friendly_name: string;
  email_address: string | null;
  skill: string;
  page_url: string | null;
  loan_number: string | null;
}): ProviderConversation {
  return {
    uuid: row.uuid,
    contactId: row.contact_id,
    friendlyName: row.friendly_name,
    emailAddress: row.email_address,
    skill: row.skill,
    pageUrl: row.page_url,
    loanNumber: row.loan_number,
  };
}
