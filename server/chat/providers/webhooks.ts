// The signing of NICE CXone's and TalkJS's webhook calls: HMAC-SHA256 of `{timestamp}.{raw body}` with the webhook
// secret, hex, in the provider's signature header; a timestamp older than five minutes is refused. Messages that came
// from a provider carry a client id starting with `provider:` and are never posted back to it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ServerConfig } from '../../config';
import { HttpError } from '../../http';

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

/** 401 unless the call carries a fresh, valid signature of its raw body (headers `{header}-timestamp`, `-signature`). */
export function verifyWebhook(
  headers: IncomingHttpHeaders,
  rawBody: string | undefined,
  secret: string,
  header: string,
  now: number,
): void {
  const timestamp = String(headers[`${header}-timestamp`] ?? '');
  const signature = String(headers[`${header}-signature`] ?? '');
  const at = Number(timestamp);
  const expected = webhookSignature(secret, timestamp, rawBody ?? '');
  const ok =
    Number.isFinite(at) &&
    Math.abs(now - at) <= MAX_SKEW_MS &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) throw new HttpError(401, 'The webhook signature is not valid');
}
