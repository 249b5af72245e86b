// The chat's real-time side: a `/chat` namespace on the platform's one socket.io server (server/push), on the
// same path. Borrowers connect with their conversation's chat token and receive a snapshot on every
// (re)connection (the last 20 messages, or everything after the last one they hold), then each message, state
// change and typing signal; they send messages with an ack and ping every 10 s. Agents connect with their
// session token, hear when the waiting list changes and watch the conversations they have taken.
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { PushIo } from '../push';
import {
  CHAT_EVENTS,
  CHAT_NAMESPACE,
  INITIAL_MESSAGES,
  MESSAGE_MAX,
  type ChatSendAck,
  type ChatSnapshot,
  type ChatStateEvent,
  type ChatTypingEvent,
  type ChatWireMessage,
} from '../../src/domain/chat';
import { chatMessageSchema } from '../../src/domain/validation/chat';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError, validateBody } from '../http';
import { checkSessionToken } from '../security/auth';
import { endSocketsWithSessions, joinSession } from '../push/sessionSockets';
import { chatSessionLive } from './access';
import {
  appendMessage,
  attachmentsFor,
  conversationState,
  endConversation,
  findConversation,
  listMessages,
  markSeen,
  settleExpiry,
  type ConversationRow,
} from './model';
import { readChatToken } from './tokens';

type Participant =
  | { role: 'APPLICANT'; conversationUuid: string; org: string; afterSeq: number | null; sid: string | null }
  | { role: 'AGENT'; agentUuid: string; agentName: string; org: string; sid: string };

const conversationRoom = (uuid: string) => `conversation:${uuid}`;
const agentsRoom = (org: string) => `agents:${org}`;

export const CHAT_REFUSED = {
  unauthenticated: 'unauthenticated',
  ended: 'The chat has ended',
  notFound: 'Not found',
} as const;

export interface ChatHub {
  /** Binds the hub to the socket server once the app listens; returns the detach function. */
  attach(io: PushIo): () => void;
  messageAdded(conversation: ConversationRow, message: ChatWireMessage): void;
  stateChanged(conversation: ConversationRow): void;
  queueChanged(orgCode: string): void;
}

export function snapshotOf(row: ConversationRow, messages: ChatWireMessage[]): ChatSnapshot {
  return {
    conversationSid: row.uuid,
    state: conversationState(row),
    agentName: row.agent_name,
    messages,
  };
}

export function stateEventOf(row: ConversationRow): ChatStateEvent {
  return { conversationSid: row.uuid, state: conversationState(row), agentName: row.agent_name };
}

/** The name agents show under in chat: their first name and the initial of their last. */
export function agentDisplayName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.errors.join('. ');
  return 'Something unexpected happened';
}

export function createChatHub(deps: {
  db: Db;
  config: ServerConfig;
  log: FastifyBaseLogger;
  /** Every new message as it goes to the sockets (NICE CXone and TalkJS conversations are posted on there). */
  onMessageAdded?: (conversation: ConversationRow, message: ChatWireMessage) => void;
}): ChatHub {
  const { db, config, log, onMessageAdded } = deps;
  let nsp: Namespace | null = null;

  async function authenticate(socket: Socket): Promise<Participant | null> {
    const auth = (socket.handshake.auth ?? {}) as { chatToken?: unknown; token?: unknown; after?: unknown };
    if (typeof auth.chatToken === 'string' && auth.chatToken) {
      const read = await readChatToken(config.jwtSecret, auth.chatToken);
      if (!read.ok || read.expired || read.claims.kind !== 'AGENT') return null;
      const row = await findConversation(db, read.claims.sub);
      if (!row || row.org_code !== read.claims.org || row.kind !== 'AGENT') return null;
      // A signed-in borrower's chat ends with their session.
      if (!(await chatSessionLive(db, row.uuid))) return null;
      const after =
        typeof auth.after === 'number' && Number.isInteger(auth.after) && auth.after >= 0 ? auth.after : null;
      return {
        role: 'APPLICANT',
        conversationUuid: row.uuid,
        org: row.org_code,
        afterSeq: after,
        sid: row.session_uuid,
      };
    }
    if (typeof auth.token === 'string' && auth.token) {
      const result = await checkSessionToken(config, db, auth.token.replace(/^Bearer\s+/i, ''));
      if (!result.ok) return null;
      const identity = await db
        .selectFrom('identities')
        .select(['uuid', 'type', 'first_name', 'last_name'])
        .where('uuid', '=', result.identityUuid)
        .where('org_code', '=', result.org)
        .executeTakeFirst();
      if (!identity || identity.type !== 'AGENT') return null;
      return {
        role: 'AGENT',
        agentUuid: identity.uuid,
        agentName: agentDisplayName(identity.first_name, identity.last_name),
        org: result.org,
        sid: result.sid,
      };
    }
    return null;
  }

  async function borrowerSend(who: Extract<Participant, { role: 'APPLICANT' }>, payload: unknown) {
    const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
    if (row.state === 'ENDED') throw new HttpError(409, CHAT_REFUSED.ended);
    const input = await validateBody(chatMessageSchema, payload);
    const attachments = await attachmentsFor(db, row.uuid, 'APPLICANT', input.attachmentIds);
    if (!attachments) throw new HttpError(400, 'attachmentIds: Not found');
    const { message, created } = await appendMessage(db, row.uuid, {
      senderType: 'APPLICANT',
      senderUuid: row.identity_uuid,
      senderName: row.friendly_name,
      body: input.body.slice(0, MESSAGE_MAX),
      attachments,
      clientId: input.clientId ?? null,
    });
    if (created) hub.messageAdded(row, message);
    return message;
  }

  function onBorrower(socket: Socket, who: Extract<Participant, { role: 'APPLICANT' }>) {
    void socket.join(conversationRoom(who.conversationUuid));
    void (async () => {
      const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
      await markSeen(db, row.uuid);
      const messages = await listMessages(db, row.uuid, { afterSeq: who.afterSeq, limit: INITIAL_MESSAGES });
      socket.emit(CHAT_EVENTS.snapshot, snapshotOf(row, messages));
    })().catch((err: unknown) => log.error({ err }, 'chat snapshot failed'));

    socket.on(CHAT_EVENTS.send, (payload: unknown, ack?: (answer: ChatSendAck) => void) => {
      borrowerSend(who, payload)
        .then((message) => ack?.({ ok: true, message }))
        .catch((err: unknown) => {
          if (!(err instanceof HttpError)) log.error({ err }, 'chat send failed');
          ack?.({ ok: false, message: errorMessage(err) });
        });
    });
    socket.on(CHAT_EVENTS.typing, (payload: unknown) => {
      const preview = (payload as { preview?: unknown } | null)?.preview;
      const event: ChatTypingEvent = {
        conversationSid: who.conversationUuid,
        senderType: 'APPLICANT',
        preview: typeof preview === 'string' ? preview.slice(0, MESSAGE_MAX) : '',
      };
      socket.to(conversationRoom(who.conversationUuid)).emit(CHAT_EVENTS.typing, event);
    });
    socket.on(CHAT_EVENTS.end, (_payload: unknown, ack?: (answer: { ok: boolean }) => void) => {
      void (async () => {
        if (await endConversation(db, who.conversationUuid)) {
          hub.stateChanged((await findConversation(db, who.conversationUuid))!);
        }
        ack?.({ ok: true });
      })().catch((err: unknown) => {
        log.error({ err }, 'chat end failed');
        ack?.({ ok: false });
      });
    });
    socket.on(CHAT_EVENTS.ping, (_payload: unknown, ack?: (answer: { ok: boolean; state: string }) => void) => {
      void (async () => {
        const row = await settleExpiry(db, (await findConversation(db, who.conversationUuid))!);
        await markSeen(db, row.uuid);
        ack?.({ ok: true, state: row.state });
      })().catch((err: unknown) => log.error({ err }, 'chat ping failed'));
    });
  }

  function onAgent(socket: Socket, who: Extract<Participant, { role: 'AGENT' }>) {
    void socket.join(agentsRoom(who.org));
    socket.on(
      CHAT_EVENTS.watch,
      (
        payload: unknown,
        ack?: (answer: { ok: true; snapshot: ChatSnapshot } | { ok: false; message: string }) => void,
      ) => {
        void (async () => {
          const uuid = (payload as { conversationSid?: unknown } | null)?.conversationSid;
          const row = typeof uuid === 'string' ? await findConversation(db, uuid).catch(() => undefined) : undefined;
          // Only a chat of the agent's organisation that they have taken.
          if (!row || row.org_code !== who.org || row.kind !== 'AGENT' || row.agent_uuid !== who.agentUuid) {
            ack?.({ ok: false, message: CHAT_REFUSED.notFound });
            return;
          }
          await socket.join(conversationRoom(row.uuid));
          ack?.({ ok: true, snapshot: snapshotOf(row, await listMessages(db, row.uuid)) });
        })().catch((err: unknown) => {
          log.error({ err }, 'chat watch failed');
          ack?.({ ok: false, message: 'Something unexpected happened' });
        });
      },
    );
    socket.on(CHAT_EVENTS.typing, (payload: unknown) => {
      const uuid = (payload as { conversationSid?: unknown } | null)?.conversationSid;
      if (typeof uuid !== 'string' || !socket.rooms.has(conversationRoom(uuid))) return;
      // Borrowers see that the agent is typing, not the agent's draft.
      const event: ChatTypingEvent = { conversationSid: uuid, senderType: 'AGENT', preview: '' };
      socket.to(conversationRoom(uuid)).emit(CHAT_EVENTS.typing, event);
    });
  }

  const hub: ChatHub = {
    attach(io: PushIo) {
      const namespace = io.of(CHAT_NAMESPACE);
      namespace.use((socket, next) => {
        authenticate(socket)
          .then((who) => {
            if (!who) return next(new Error(CHAT_REFUSED.unauthenticated));
            socket.data.participant = who;
            return next();
          })
          .catch((err: unknown) => {
            log.error({ err }, 'chat socket authentication failed');
            next(new Error(CHAT_REFUSED.unauthenticated));
          });
      });
      const stopSessions = endSocketsWithSessions(namespace, db, (err) =>
        log.error({ err }, 'chat session sweep failed'),
      );
      namespace.on('connection', (socket) => {
        const who = socket.data.participant as Participant;
        joinSession(socket, who.sid);
        if (who.role === 'APPLICANT') onBorrower(socket, who);
        else onAgent(socket, who);
      });
      nsp = namespace;
      return () => {
        stopSessions();
        namespace.disconnectSockets(true);
        namespace.removeAllListeners();
        nsp = null;
      };
    },
    messageAdded(conversation, message) {
      onMessageAdded?.(conversation, message);
      nsp?.to(conversationRoom(conversation.uuid)).emit(CHAT_EVENTS.message, {
        conversationSid: conversation.uuid,
        message,
      });
    },
    stateChanged(conversation) {
      nsp?.to(conversationRoom(conversation.uuid)).emit(CHAT_EVENTS.state, stateEventOf(conversation));
      hub.queueChanged(conversation.org_code);
    },
    queueChanged(orgCode) {
      nsp?.to(agentsRoom(orgCode)).emit(CHAT_EVENTS.queue, { organizationCode: orgCode });
    },
  };
  return hub;
}
