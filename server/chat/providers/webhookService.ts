// What NICE CXone and TalkJS tell this server about a conversation carried there: an agent assigned in the provider's
// own desktop, and the agent's messages. The message is appended to the conversation and reaches the borrower's
// widget like an agent console message (its client id starts with `provider:`, so it is never posted back).
import type { Db } from '../../db';
import { HttpError } from '../../http';
import { appendMessage } from '../conversationService';
import type { ChatHub } from '../hubTypes';
import { acceptConversation, findConversation } from '../repository';
import { PROVIDER_CLIENT_PREFIX } from './webhooks';

export interface WebhookContext {
  db: Db;
  hub: ChatHub;
}

/** TalkJS: `{ id, type: 'message.sent', createdAt, data: { conversation: { id }, message: { id, text }, sender } }`. */
export interface TalkJsEvent {
  type?: string;
  data?: {
    conversation?: { id?: string };
    message?: { id?: string; text?: string };
    sender?: { id?: string; name?: string; role?: string } | null;
  };
}

/** NICE CXone: the chat SDK's AssignmentChanged and MessageCreated, about the thread (idOnExternalPlatform). */
export interface NiceEvent {
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
}

async function conversationFor(db: Db, uuid: unknown, provider: 'nice' | 'talkjs') {
  const row = typeof uuid === 'string' ? await findConversation(db, uuid) : undefined;
  if (!row || row.provider !== provider) throw new HttpError(404, 'Not found');
  return row;
}

async function assign({ db, hub }: WebhookContext, uuid: string, agent: { id: string; name: string }) {
  if (await acceptConversation(db, uuid, { uuid: agent.id.slice(0, 36), name: agent.name })) {
    const row = (await findConversation(db, uuid))!;
    hub.stateChanged(row);
    hub.queueChanged(row.org_code);
  }
}

async function agentSays(
  { db, hub }: WebhookContext,
  uuid: string,
  message: { id: string; text: string; name: string },
) {
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

/** A TalkJS message.sent: someone else's than the visitor's (the agent's) takes the chat and comes in. */
export async function talkJsEvent(ctx: WebhookContext, event: TalkJsEvent): Promise<void> {
  if (event?.type !== 'message.sent') return;
  const row = await conversationFor(ctx.db, event.data?.conversation?.id, 'talkjs');
  const sender = event.data?.sender;
  const text = event.data?.message?.text?.trim();
  // The visitor's own messages are ours already; only someone else's (the agent's) come in.
  if (!sender?.id || sender.id.startsWith('visitor-') || !text) return;
  const name = sender.name?.trim() || 'Agent';
  await assign(ctx, row.uuid, { id: `talkjs:${sender.id}`, name });
  await agentSays(ctx, row.uuid, { id: event.data?.message?.id ?? `${Date.now()}`, text, name });
}

/** A NICE CXone event: an assignment takes the chat; an outbound message comes in. */
export async function niceEvent(ctx: WebhookContext, event: NiceEvent): Promise<void> {
  const row = await conversationFor(ctx.db, event?.data?.thread?.idOnExternalPlatform, 'nice');
  const person = (p?: { firstName?: string; surname?: string } | null) =>
    [p?.firstName, p?.surname].filter(Boolean).join(' ').trim() || 'Agent';
  if (event.eventType === 'AssignmentChanged' && event.data?.inboxAssignee?.id !== undefined) {
    await assign(ctx, row.uuid, { id: `nice:${event.data.inboxAssignee.id}`, name: person(event.data.inboxAssignee) });
  } else if (event.eventType === 'MessageCreated' && event.data?.message?.direction === 'outbound') {
    const text = event.data.message.messageContent?.payload?.text?.trim();
    if (text) {
      await agentSays(ctx, row.uuid, {
        id: event.data.message.id ?? `${Date.now()}`,
        text,
        name: person(event.data.message.authorUser),
      });
    }
  }
}
