// Set-up shared by the web chat server tests: starting a chat as a visitor, signing an agent in, and files of
// each attachment kind.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SANDBOX_AGENT_PASSWORD, sandboxAgentEmail } from '../../server/identityBroker/agents';
import { hashPassword } from '../../server/security/passwords';
import type { ChatInitResponse } from '../../src/domain/chat';

export const INIT_URL = '/service-csp/external/api/v1/twilio/initWebChat';
export const STREAM_URL = '/service-omni-proxy/insecure/api/v1/stream/init-web-chat';
export const REFRESH_URL = '/service-csp/external/api/v1/twilio/refreshToken';
export const INFO_URL = '/service-csp/external/api/v1/twilio/web-chat-info';
export const NONCE_URL = '/service-csp/customer/secure/api/v1/webchat/authenticate';
export const NONCE_REFRESH_URL = '/service-csp/customer/secure/api/v1/webchat/refresh';
export const ATTACH_URL = '/service-csp/external/api/v1/webchat/attachments';
export const BOT_URL = '/service-chat-chatbot/external/api/v1/message/chatWithAutobot';
export const HISTORY_URL = '/service-chat-chatbot/external/api/v1/message/getChatHistory';
export const FEEDBACK_URL = '/service-chat-chatbot/external/api/v1/message/setChatReplyUsedWithFeedback';
export const AGENT_URL = '/service-csp/agent/secure/api/v1/webchat/conversations';
export const OVERRIDE_URL = '/service-operating-hours/operator/api/v1/hours/OPS_CHAT/override';

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(32)]);
export const AMR = Buffer.concat([Buffer.from('#!AMR\n'), Buffer.alloc(32, 0x3c)]);
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(58)]);

/** A multipart body with one `file` part. */
export function multipart(filename: string, bytes: Buffer, mime = 'application/octet-stream') {
  const boundary = `----chat${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function startChat(
  app: FastifyInstance,
  body: Record<string, unknown> = {},
  org = 'HEARTH',
  url = INIT_URL,
): Promise<ChatInitResponse & { response: LightMyRequestResponse }> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'x-org': org },
    payload: {
      friendlyName: 'Dana Rivera',
      emailAddress: 'dana@example.com',
      pageUrl: '/account/heloc/register',
      ...body,
    },
  });
  if (response.statusCode !== 200) throw new Error(`chat start failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as ChatInitResponse), response };
}

export async function agentToken(app: FastifyInstance, org = 'HEARTH'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    headers: { 'x-org': org },
    payload: { email: sandboxAgentEmail(org), password: SANDBOX_AGENT_PASSWORD, applicationName: 'agent-console' },
  });
  if (res.statusCode !== 200) throw new Error(`agent sign-in failed: ${res.statusCode} ${res.body}`);
  return String(res.headers.authorization).replace(/^Bearer /, '');
}

/** A second agent of `org`, signed in. */
export async function secondAgentToken(app: FastifyInstance, org = 'HEARTH'): Promise<string> {
  const email = `agent.two.${randomUUID().slice(0, 6)}@sandbox.example`;
  const at = new Date().toISOString();
  await app.db
    .insertInto('identities')
    .values({
      uuid: randomUUID(),
      org_code: org,
      email,
      password_hash: await hashPassword('second agent 2026'),
      type: 'AGENT',
      first_name: 'Sam',
      middle_name: null,
      last_name: 'Second',
      suffix: null,
      dob: null,
      phone: null,
      ssn_encrypted: null,
      tracker_uuid: null,
      optimizely_profile_uuid: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const res = await app.inject({
    method: 'POST',
    url: '/identity-broker/agent/api/v3/login',
    headers: { 'x-org': org },
    payload: { email, password: 'second agent 2026', applicationName: 'agent-console' },
  });
  return String(res.headers.authorization).replace(/^Bearer /, '');
}

export function asAgent(token: string, org = 'HEARTH'): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'x-org': org };
}

export async function setChatHours(
  app: FastifyInstance,
  operator: string,
  override: 'OPEN' | 'CLOSED' | null,
  org = 'HEARTH',
) {
  const res = await app.inject({
    method: 'PUT',
    url: OVERRIDE_URL,
    headers: asAgent(operator, org),
    payload: { override },
  });
  if (res.statusCode !== 200) throw new Error(`hours override failed: ${res.statusCode} ${res.body}`);
}
