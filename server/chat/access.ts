// Who may use a conversation: the holder of its chat token (`x-chat-token`), or the signed-in borrower it
// belongs to. Anyone else gets 404, so the server never reveals that a conversation exists.
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isUuid } from '../../src/domain/guards';
import type { Db } from '../db';
import { liveSession } from '../security/sessions';
import { HttpError, notFound } from '../http';
import { findConversation, settleExpiry, type ConversationKind, type ConversationRow } from './model';
import { readChatToken, type ChatClaims } from './tokens';

export const CHAT_TOKEN_HEADER = 'x-chat-token';
export const CHAT_TOKEN_REQUIRED = 'A chat token is required';
export const CHAT_TOKEN_INVALID = 'The chat token is not valid';
export const CHAT_SESSION_EXPIRED = 'The chat session has expired';

export type ChatCaller = { kind: 'token'; claims: ChatClaims } | { kind: 'borrower'; identityUuid: string };

function header(request: FastifyRequest): string | null {
  const value = request.headers[CHAT_TOKEN_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/**
 * A signed-in borrower's chat lives no longer than the session that started it (logout, or the session's end):
 * its token is refused after that. A visitor's chat (no session) has only its own expiry.
 */
export async function chatSessionLive(db: Db, conversationUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('chat_conversations')
    .select('session_uuid')
    .where('uuid', '=', conversationUuid)
    .executeTakeFirst();
  if (!row?.session_uuid) return true;
  return (await liveSession(db, row.session_uuid)) !== null;
}

/**
 * The caller's chat credential: a chat token (401 when invalid or expired), else the session token of a
 * signed-in borrower (401 when invalid), else 401.
 */
export async function chatCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { secret: string; authenticate: preHandlerAsyncHookHandler; db: Db },
): Promise<ChatCaller> {
  const token = header(request);
  if (token) {
    const read = await readChatToken(deps.secret, token);
    if (!read.ok) throw new HttpError(401, CHAT_TOKEN_INVALID);
    if (read.expired) throw new HttpError(401, CHAT_SESSION_EXPIRED);
    if (read.claims.org !== request.org.organizationCode) throw new HttpError(401, CHAT_TOKEN_INVALID);
    if (!(await chatSessionLive(deps.db, read.claims.sub))) throw new HttpError(401, CHAT_SESSION_EXPIRED);
    return { kind: 'token', claims: read.claims };
  }
  if (request.headers.authorization) {
    await deps.authenticate.call(request.server, request, reply);
    return { kind: 'borrower', identityUuid: request.identityUuid };
  }
  throw new HttpError(401, CHAT_TOKEN_REQUIRED);
}

/** The conversation if `caller` may use it (and it is of `kind`); 404 otherwise. Expired agent chats end here. */
export async function conversationFor(
  db: Db,
  request: FastifyRequest,
  caller: ChatCaller,
  uuid: unknown,
  kind: ConversationKind,
): Promise<ConversationRow> {
  if (!isUuid(uuid)) throw notFound();
  const row = await findConversation(db, String(uuid));
  if (!row || row.kind !== kind || row.org_code !== request.org.organizationCode) throw notFound();
  const mayUse =
    caller.kind === 'token'
      ? caller.claims.sub === row.uuid && caller.claims.kind === kind
      : row.identity_uuid !== null && row.identity_uuid === caller.identityUuid;
  if (!mayUse) throw notFound();
  return settleExpiry(db, row);
}
