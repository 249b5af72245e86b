// The agents' side of web chat (docs/API.md "Web chat: agents"): sign-in through the identity broker's agent
// login (its token is stored by the client, in the console's session storage), the waiting list, a chat with
// the borrower's stage, taking, replying with attachments, and ending.
import type { AgentConversationDetail, ChatAttachmentInfo, ChatWireMessage } from '../domain/chat';
import type { AgentConversationList } from '../domain/contracts/wire/chat';
import { api } from './client';

export type { AgentConversationList } from '../domain/contracts/wire/chat';

export const AGENT_CONSOLE_APPLICATION = 'agent-console';
const BASE = '/service-csp/agent/secure/api/v1/webchat/conversations';

export async function agentLogin(email: string, password: string): Promise<void> {
  await api().post(
    '/identity-broker/agent/api/v3/login',
    { email, password, applicationName: AGENT_CONSOLE_APPLICATION },
    { context: 'external' },
  );
}

export async function listAgentConversations(): Promise<AgentConversationList> {
  const res = await api().get<AgentConversationList>(BASE);
  return res.data;
}

export async function getAgentConversation(sid: string): Promise<AgentConversationDetail> {
  const res = await api().get<AgentConversationDetail>(`${BASE}/${encodeURIComponent(sid)}`);
  return res.data;
}

export async function takeAgentConversation(sid: string): Promise<AgentConversationDetail> {
  const res = await api().post<AgentConversationDetail>(`${BASE}/${encodeURIComponent(sid)}/accept`);
  return res.data;
}

export async function endAgentConversation(sid: string): Promise<AgentConversationDetail> {
  const res = await api().post<AgentConversationDetail>(`${BASE}/${encodeURIComponent(sid)}/end`);
  return res.data;
}

export async function sendAgentMessage(
  sid: string,
  message: { clientId: string; body: string; attachmentIds: string[] },
): Promise<ChatWireMessage> {
  const res = await api().post<ChatWireMessage>(`${BASE}/${encodeURIComponent(sid)}/messages`, message);
  return res.data;
}

export async function uploadAgentAttachment(sid: string, file: File): Promise<ChatAttachmentInfo> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await api().post<ChatAttachmentInfo>(`${BASE}/${encodeURIComponent(sid)}/attachments`, form);
  return res.data;
}

export async function downloadAgentAttachment(sid: string, uuid: string): Promise<Blob> {
  const res = await api().get<Blob>(`${BASE}/${encodeURIComponent(sid)}/attachments/${encodeURIComponent(uuid)}`, {
    responseType: 'blob',
  });
  return res.data;
}
