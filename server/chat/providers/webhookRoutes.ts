// The webhooks of NICE CXone and TalkJS (a conversation carried there: the agent's assignment and messages). Each call
// is signed (webhooks.ts) over its raw body, kept beside the parsed one in this scope; the rules are in
// webhookService.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db';
import { HttpError } from '../../http';
import { describe } from '../../openapi';
import type { ChatHub } from '../hubTypes';
import { niceEvent, talkJsEvent, type NiceEvent, type TalkJsEvent } from './webhookService';
import { verifyWebhook } from './webhooks';

export const TALKJS_WEBHOOK = '/service-csp/external/api/v1/talkjs/webhook';
export const NICE_WEBHOOK = '/service-csp/external/api/v1/nice/webhook';

type Raw = FastifyRequest & { rawBody?: string };

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
    verifyWebhook(request.headers, (request as Raw).rawBody, secrets.talkjs, 'x-talkjs', now());
    await talkJsEvent({ db, hub }, request.body as TalkJsEvent);
    return { ok: true };
  });

  // NICE CXone: the chat SDK's event names, AssignmentChanged and MessageCreated, about the thread whose
  // idOnExternalPlatform is the conversation.
  app.post(
    NICE_WEBHOOK,
    { schema: schema('NICE CXone webhook: AssignmentChanged, MessageCreated (signed)') },
    async (request) => {
      verifyWebhook(request.headers, (request as Raw).rawBody, secrets.nice, 'x-nice', now());
      await niceEvent({ db, hub }, request.body as NiceEvent);
      return { ok: true };
    },
  );
}
