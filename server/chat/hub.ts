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
  MESSAGE_MAX,
  type ChatSendAck,
  type ChatSnapshot,
  type ChatTypingEvent,
  type ChatWireMessage,
} from '../../src/domain/chat';
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { HttpError } from '../http';
import { endSocketsWithSessions, joinSession } from '../push/sessionSockets';
import { listMessages } from './conversationService';
import {
  borrowerSnapshot,
  CHAT_REFUSED,
  endBorrowerChat,
  participantOf,
  pingBorrowerChat,
  sendBorrowerMessage,
  watchableConversation,
  type AgentParticipant,
  type BorrowerParticipant,
  type Participant,
} from './hubService';
import type { ChatHub } from './hubTypes';
import type { ConversationRow } from './repository';
import { snapshotOf, stateEventOf } from './wire';

const conversationRoom = (uuid: string) => `conversation:${uuid}`;
const agentsRoom = (org: string) => `agents:${org}`;

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

  function onBorrower(socket: Socket, who: BorrowerParticipant) {
    void socket.join(conversationRoom(who.conversationUuid));
    void (async () => {
      socket.emit(CHAT_EVENTS.snapshot, await borrowerSnapshot(db, who));
    })().catch((err: unknown) => log.error({ err }, 'chat snapshot failed'));

    socket.on(CHAT_EVENTS.send, (payload: unknown, ack?: (answer: ChatSendAck) => void) => {
      sendBorrowerMessage(db, hub, who, payload)
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
        await endBorrowerChat(db, hub, who);
        ack?.({ ok: true });
      })().catch((err: unknown) => {
        log.error({ err }, 'chat end failed');
        ack?.({ ok: false });
      });
    });
    socket.on(CHAT_EVENTS.ping, (_payload: unknown, ack?: (answer: { ok: boolean; state: string }) => void) => {
      void (async () => {
        const state = await pingBorrowerChat(db, who);
        ack?.({ ok: true, state });
      })().catch((err: unknown) => log.error({ err }, 'chat ping failed'));
    });
  }

  function onAgent(socket: Socket, who: AgentParticipant) {
    void socket.join(agentsRoom(who.org));
    socket.on(
      CHAT_EVENTS.watch,
      (
        payload: unknown,
        ack?: (answer: { ok: true; snapshot: ChatSnapshot } | { ok: false; message: string }) => void,
      ) => {
        void (async () => {
          const uuid = (payload as { conversationSid?: unknown } | null)?.conversationSid;
          const row = await watchableConversation(db, who, uuid);
          if (!row) {
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
        participantOf(db, config, socket.handshake.auth)
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
