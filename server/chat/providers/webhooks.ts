// What NICE CXone and TalkJS tell this server about a conversation carried there: an agent assigned in the provider's
// own desktop, and the agent's messages. Each call is signed (HMAC-SHA256 of `{timestamp}.{raw body}` with the webhook
// secret, hex, in the provider's signature header; a timestamp older than five minutes is refused), then the message is
// appended to the conversation and reaches the borrower's widget like an agent console message. Messages that came from
// a provider are never posted back to it (their client id starts with `provider:`).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../http';
import { describe } from '../../openapi';
import type { ChatHub } from '../hub';
import { acceptConversation, appendMessage, findConversation } from '../model';

export const TALKJS_WEBHOOK = '/service-csp/external/api/v1/talkjs/webhook';
export const NICE_WEBHOOK = '/service-csp/external/api/v1/nice/webhook';
export const PROVIDER_CLIENT_PREFIX = 'provider:';
const MAX_SKEW_MS = 5 * 60 * 1000;

export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The secrets: TALKJS_WEBHOOK_SECRET / NICE_WEBHOOK_SECRET, or (sandbox) one derived from the JWT secret. */
export function webhookSecrets(config: ServerConfig, env: NodeJS.ProcessEnv = process.env) {
  const derived = (name: string) => createHmac('sha256', config.jwtSecret).update(`chat-webhook:${name}`).digest('hex');
  return {
    talkjs: env.TALKJS_WEBHOOK_SECRET || derived('talkjs'),
    nice: env.NICE_WEBHOOK_SECRET || derived('nice'),
  };
}

type Raw = FastifyRequest & { rawBody?: string };

function verify(request: Raw, secret: string, header: string, now: number): void {
  const timestamp = String(request.headers[`${header}-timestamp`] ?? '');
  const signature = String(request.headers[`${header}-signature`] ?? '');
  const at = Number(timestamp);
  const expected = webhookSignature(secret, timestamp, request.rawBody ?? '');
  const ok =
    Number.isFinite(at) &&
    Math.abs(now - at) <= MAX_SKEW_MS &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) throw new HttpError(401, 'The webhook signature is not valid');
}

export async function chatProviderWebhooks(
  app: FastifyInstance,
  deps: { db: Db; hub: ChatHub; config: ServerConfig; secrets: { talkjs: string; nice: string } },
): Promise<void> {
  const { db, hub, secrets, config } = deps;
  const now = () => config.now?.().getTime() ?? Date.now();
  // The signature covers the bytes as sent: keep them beside the parsed body (in this scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as Raw).rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new HttpError(400, 'The body is not JSON'), undefined);
    }
  });

  async function conversationFor(uuid: unknown, provider: 'nice' | 'talkjs') {
    const row = typeof uuid === 'string' ? await findConversation(db, uuid) : undefined;
    if (!row || row.provider !== provider) throw new HttpError(404, 'Not found');
    return row;
  }

  async function assign(uuid: string, agent: { id: string; name: string }) {
    if (await acceptConversation(db, uuid, { uuid: agent.id.slice(0, 36), name: agent.name })) {
      const row = (await findConversation(db, uuid))!;
      hub.stateChanged(row);
      hub.queueChanged(row.org_code);
    }
  }

  async function agentSays(uuid: string, message: { id: string; text: string; name: string }) {
    const row = (await findConversation(db, uuid))!;
    if (row.state === 'ENDED') throw new HttpError(409, 'The chat has ended');
    const { message: wire, created } = await appendMessage(db, uuid, {
      senderType: 'AGENT',
      senderUuid: null,
      senderName: message.name,
      body: message.text,
      attachments: [],
      clientId: `${PROVIDER_CLIENT_PREFIX}${message.id}`.slice(0, 64),
    });
    if (created) hub.messageAdded(row, wire);
  }

  // TalkJS: `{ id, type: 'message.sent', createdAt, data: { conversation: { id }, message: { id, text }, sender } }`.
  const schema = (summary: string) =>
    describe(
      'Web chat',
      {
        summary,
        body: { type: 'object' },
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } },
      },
      { errors: [400, 401, 404, 409] },
    );

  app.post(TALKJS_WEBHOOK, { schema: schema('TalkJS webhook: an agent’s message.sent (signed)') }, async (request) => {
    verify(request as Raw, secrets.talkjs, 'x-talkjs', now());
    const event = request.body as {
      type?: string;
      data?: {
        conversation?: { id?: string };
        message?: { id?: string; text?: string };
        sender?: { id?: string; name?: string; role?: string } | null;
      };
    };
    if (event?.type !== 'message.sent') return { ok: true };
    const row = await conversationFor(event.data?.conversation?.id, 'talkjs');
    const sender = event.data?.sender;
    const text = event.data?.message?.text?.trim();
    // The visitor's own messages are ours already; only someone else's (the agent's) come in.
    if (!sender?.id || sender.id.startsWith('visitor-') || !text) return { ok: true };
    const name = sender.name?.trim() || 'Agent';
    await assign(row.uuid, { id: `talkjs:${sender.id}`, name });
    await agentSays(row.uuid, { id: event.data?.message?.id ?? `${Date.now()}`, text, name });
    return { ok: true };
  });

  // NICE CXone: the chat SDK's event names, AssignmentChanged and MessageCreated, about the thread whose
  // idOnExternalPlatform is the conversation.
  app.post(
    NICE_WEBHOOK,
    { schema: schema('NICE CXone webhook: AssignmentChanged, MessageCreated (signed)') },
    async (request) => {
      verify(request as Raw, secrets.nice, 'x-nice', now());
      const event = request.body as {
        eventType?: string;
        data?: {
          thread?: { idOnExternalPlatform?: string };
          inboxAssignee?: { id?: string | number; firstName?: string; surname?: string } | null;
          message?: {
            id?: string;
            direction?: string;
            messageContent?: { payload?: { text?: string } };
            authorUser?: { id?: string | number; firstName?: string; surname?: string } | null;
          };
        };
      };
      const row = await conversationFor(event?.data?.thread?.idOnExternalPlatform, 'nice');
      const person = (p?: { firstName?: string; surname?: string } | null) =>
        [p?.firstName, p?.surname].filter(Boolean).join(' ').trim() || 'Agent';
      if (event.eventType === 'AssignmentChanged' && event.data?.inboxAssignee?.id !== undefined) {
        await assign(row.uuid, { id: `nice:${event.data.inboxAssignee.id}`, name: person(event.data.inboxAssignee) });
      } else if (event.eventType === 'MessageCreated' && event.data?.message?.direction === 'outbound') {
        const text = event.data.message.messageContent?.payload?.text?.trim();
        if (text) {
          await agentSays(row.uuid, {
            id: event.data.message.id ?? `${Date.now()}`,
            text,
            name: person(event.data.message.authorUser),
          });
        }
      }
      return { ok: true };
    },
  );
}
