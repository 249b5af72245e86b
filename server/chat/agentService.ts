// The rules of the agents' side of web chat: only the organisation's agents see its chats (403 on the list, 404 on a
// conversation, so the server never reveals that one exists); an agent opens a chat waiting for anyone (or for them)
// or one they took, takes a waiting one, replies (with attachments) and ends it.
import type { AgentConversationDetail, AgentConversationSummary, ChatWireMessage } from '../../src/domain/chat';
import type { AgentConversationList } from '../../src/domain/contracts/wire/chat';
import { isUuid } from '../../src/domain/guards';
import type { ChatMessageInput } from '../../src/domain/validation/chat';
import { loadApplicationJson, findApplication } from '../applications/repository';
import type { Db } from '../db';
import { HttpError, notFound } from '../http';
import {
  appendMessage,
  attachmentsFor,
  CHAT_ENDED,
  listMessages,
  readAttachment,
  settleExpiry,
} from './conversationService';
import type { ChatHub } from './hubTypes';
import {
  acceptConversation,
  endConversation,
  findConversation,
  identityNames,
  takenConversations,
  waitingConversations,
  type ConversationRow,
} from './repository';
import { agentDisplayName } from './wire';

export const AGENTS_ONLY = 'Agent access required';
export const ALREADY_TAKEN = 'Another agent has taken this chat';
const LIST_LIMIT = 100;

export interface Agent {
  uuid: string;
  name: string;
}

export type ConversationSummary = AgentConversationSummary;
export type ConversationDetail = AgentConversationDetail;
type ApplicationView = NonNullable<AgentConversationDetail['application']>;

/** The signed-in caller as an agent of the organisation. */
export interface AgentCaller {
  identityUuid: string;
  orgCode: string;
}

/** 'LIEN_VERIFICATION' → 'Lien verification'. */
export function stageLabel(stage: string): string {
  const words = stage.toLowerCase().replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function summaryOf(row: ConversationRow, agent: Agent): ConversationSummary {
  return {
    conversationSid: row.uuid,
    friendlyName: row.friendly_name,
    emailAddress: row.email_address,
    state: row.state as AgentConversationSummary['state'],
    skill: row.skill,
    createdAt: row.created_at,
    acceptedAt: row.accepted_at,
    agentName: row.agent_name,
    assignedToMe: row.agent_uuid === agent.uuid || (row.state === 'WAITING' && row.target_agent_uuid === agent.uuid),
    borrowerVerified: row.identity_uuid !== null,
    lastSeenAt: row.last_seen_at,
  };
}

async function agentOf(db: Db, caller: AgentCaller): Promise<Agent | null> {
  const row = await identityNames(db, caller.identityUuid);
  if (!row || row.type !== 'AGENT' || row.org_code !== caller.orgCode) return null;
  return { uuid: row.uuid, name: agentDisplayName(row.first_name, row.last_name) };
}

/** A conversation this agent may open: waiting for anyone (or for them), or theirs. 404 otherwise. */
async function conversationOf(
  db: Db,
  caller: AgentCaller,
  conversationUuid: string,
  options: { mine?: boolean } = {},
): Promise<{ agent: Agent; row: ConversationRow }> {
  const agent = await agentOf(db, caller);
  if (!agent || !isUuid(conversationUuid)) throw notFound();
  const found = await findConversation(db, conversationUuid);
  if (!found || found.kind !== 'AGENT' || found.org_code !== caller.orgCode) throw notFound();
  const row = await settleExpiry(db, found);
  const mine = row.agent_uuid === agent.uuid;
  const open = row.state === 'WAITING' && (row.target_agent_uuid === null || row.target_agent_uuid === agent.uuid);
  if (!(mine || (!options.mine && open))) throw notFound();
  return { agent, row };
}

async function applicationOf(db: Db, row: ConversationRow): Promise<ApplicationView | null> {
  if (!row.application_uuid) return null;
  const application = await findApplication(db, row.application_uuid);
  if (!application) return null;
  const json = await loadApplicationJson(db, application);
  return {
    uuid: application.uuid,
    stage: application.stage,
    stageLabel: stageLabel(application.stage),
    loanNumber: json.loanNumber ?? null,
    propertyState: json.property?.state ?? null,
  };
}

async function detailOf(db: Db, row: ConversationRow, agent: Agent): Promise<ConversationDetail> {
  return {
    ...summaryOf(row, agent),
    pageUrl: row.page_url,
    application: await applicationOf(db, row),
    messages: await listMessages(db, row.uuid, { limit: 200 }),
  };
}

/** The organisation's waiting chats, and the chats this agent has taken (403 for anyone but an agent). */
export async function agentQueue(db: Db, caller: AgentCaller): Promise<AgentConversationList> {
  const agent = await agentOf(db, caller);
  if (!agent) throw new HttpError(403, AGENTS_ONLY);
  const org = caller.orgCode;
  const waiting = await waitingConversations(db, org, agent.uuid, new Date().toISOString(), LIST_LIMIT);
  const mine = await takenConversations(db, org, agent.uuid, LIST_LIMIT);
  const settled = await Promise.all(mine.map((r) => settleExpiry(db, r)));
  return {
    agentName: agent.name,
    waiting: waiting.map((r) => summaryOf(r, agent)),
    mine: settled.map((r) => summaryOf(r, agent)),
  };
}

export async function agentConversation(
  db: Db,
  caller: AgentCaller,
  conversationUuid: string,
): Promise<ConversationDetail> {
  const { agent, row } = await conversationOf(db, caller, conversationUuid);
  return detailOf(db, row, agent);
}

/** Takes a waiting chat (409 when another agent was quicker); taking one's own chat again answers it as it is. */
export async function acceptChat(
  db: Db,
  hub: ChatHub,
  caller: AgentCaller,
  conversationUuid: string,
): Promise<ConversationDetail> {
  const { agent, row } = await conversationOf(db, caller, conversationUuid);
  if (row.agent_uuid === agent.uuid) return detailOf(db, row, agent);
  if (!(await acceptConversation(db, row.uuid, agent))) throw new HttpError(409, ALREADY_TAKEN);
  const accepted = (await findConversation(db, row.uuid))!;
  hub.stateChanged(accepted);
  return detailOf(db, accepted, agent);
}

/** A chat the agent has taken and that is still open (404 / 409 CHAT_ENDED): where they may write or upload. */
export async function openTakenChat(
  db: Db,
  caller: AgentCaller,
  conversationUuid: string,
): Promise<{ agent: Agent; row: ConversationRow }> {
  return requireChatOpen(await takenChat(db, caller, conversationUuid));
}

/** A chat this agent has taken, ended or not (404 otherwise): the ownership check, before any body check. */
export async function takenChat(
  db: Db,
  caller: AgentCaller,
  conversationUuid: string,
): Promise<{ agent: Agent; row: ConversationRow }> {
  return conversationOf(db, caller, conversationUuid, { mine: true });
}

/** 409 once the chat has ended. */
export function requireChatOpen<T extends { row: ConversationRow }>(taken: T): T {
  if (taken.row.state === 'ENDED') throw new HttpError(409, CHAT_ENDED);
  return taken;
}

/** The agent's message (with attachments they uploaded to this chat); a resend is answered with the stored one. */
export async function sendAgentMessage(
  db: Db,
  hub: ChatHub,
  { agent, row }: { agent: Agent; row: ConversationRow },
  input: ChatMessageInput,
): Promise<ChatWireMessage> {
  const attachments = await attachmentsFor(db, row.uuid, 'AGENT', input.attachmentIds);
  if (!attachments) throw new HttpError(400, 'attachmentIds: Not found');
  const { message, created } = await appendMessage(db, row.uuid, {
    senderType: 'AGENT',
    senderUuid: agent.uuid,
    senderName: agent.name,
    body: input.body,
    attachments,
    clientId: input.clientId ?? null,
  });
  if (created) hub.messageAdded(row, message);
  return message;
}

/** An attachment of a chat the agent has taken; 404 for anything else. */
export async function agentAttachment(
  db: Db,
  caller: AgentCaller,
  conversationUuid: string,
  attachmentUuid: string,
): Promise<{ filename: string; mime: string; bytes: Buffer }> {
  const { row } = await conversationOf(db, caller, conversationUuid, { mine: true });
  if (!isUuid(attachmentUuid)) throw notFound();
  const file = await readAttachment(db, row.uuid, attachmentUuid);
  if (!file) throw notFound();
  return file;
}

/** Ends a chat the agent has taken (the borrower hears of it once). */
export async function endAgentChat(
  db: Db,
  hub: ChatHub,
  caller: AgentCaller,
  conversationUuid: string,
): Promise<ConversationDetail> {
  const { agent, row } = await conversationOf(db, caller, conversationUuid, { mine: true });
  if (await endConversation(db, row.uuid)) hub.stateChanged((await findConversation(db, row.uuid))!);
  return detailOf(db, (await findConversation(db, row.uuid))!, agent);
}
