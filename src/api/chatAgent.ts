// The agents' side of web chat (docs/API.md "Web chat: agents"): sign-in through the identity broker's agent
// login (its token is stored by the client, in the console's session storage), the waiting list, a chat with
// the borrower's stage, taking, replying with attachments, and ending.
import type { AnswerOf, BodyOf, CHAT, IDENTITY } from '../domain/contracts';
import { api } from './client';

export type { AgentConversationList } from '../domain/contracts/wire/chat';

export const AGENT_CONSOLE_APPLICATION = 'agent-console';
const BASE = '/service-csp/agent/secure/api/v1/webchat/conversations';

export async function agentLogin(email: string, password: string): Promise<void> {
  await api().post(
    '/identity-broker/agent/api/v3/login',
    { email, password, applicationName: AGENT_CONSOLE_APPLICATION } satisfies BodyOf<typeof IDENTITY.brokerLogin>,
    { context: 'external' },
  );
}

export async function listAgentConversations(): Promise<AnswerOf<typeof CHAT.agentQueue>> {
  const res = await api().get<AnswerOf<typeof CHAT.agentQueue>>(BASE);
  return res.data;
}

export async function getAgentConversation(sid: string): Promise<AnswerOf<typeof CHAT.agentConversation>> {
  const res = await api().get<AnswerOf<typeof CHAT.agentConversation>>(`${BASE}/${encodeURIComponent(sid)}`);
  return res.data;
}

/** The route reads no body. */
export async function takeAgentConversation(sid: string): Promise<AnswerOf<typeof CHAT.agentAccept>> {
  const res = await api().post<AnswerOf<typeof CHAT.agentAccept>>(`${BASE}/${encodeURIComponent(sid)}/accept`);
  return res.data;
}

/** The route reads no body. */
export async function endAgentConversation(sid: string): Promise<AnswerOf<typeof CHAT.agentEnd>> {
  const res = await api().post<AnswerOf<typeof CHAT.agentEnd>>(`${BASE}/${encodeURIComponent(sid)}/end`);
  return res.data;
}

export async function sendAgentMessage(
  sid: string,
  message: BodyOf<typeof CHAT.agentMessage>,
): Promise<AnswerOf<typeof CHAT.agentMessage>> {
  const res = await api().post<AnswerOf<typeof CHAT.agentMessage>>(
    `${BASE}/${encodeURIComponent(sid)}/messages`,
    message,
  );
  return res.data;
}

/** Multipart: the file in field `file` (the route's contract has no JSON body). */
export async function uploadAgentAttachment(sid: string, file: File): Promise<AnswerOf<typeof CHAT.agentUpload>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await api().post<AnswerOf<typeof CHAT.agentUpload>>(
    `${BASE}/${encodeURIComponent(sid)}/attachments`,
    form,
  );
  return res.data;
}

export async function downloadAgentAttachment(sid: string, uuid: string): Promise<Blob> {
  const res = await api().get<Blob>(`${BASE}/${encodeURIComponent(sid)}/attachments/${encodeURIComponent(uuid)}`, {
    responseType: 'blob',
  });
  return res.data;
}
