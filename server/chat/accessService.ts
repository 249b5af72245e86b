// Who may use a conversation: the holder of its chat token (`x-chat-token`), or the signed-in borrower it
// belongs to. Anyone else gets 404, so the server never reveals that a conversation exists.
import type { IncomingHttpHeaders } from 'node:http';
import { isUuid } from '../../src/domain/guards';
import type { Db } from '../db';
import { liveSession } from '../security/sessions';
import { HttpError, notFound } from '../http';
import { settleExpiry, type ConversationKind } from './conversationService';
import { conversationSession, findConversation, type ConversationRow } from './repository';
import { readChatToken, type ChatClaims } from './tokens';

export const CHAT_TOKEN_HEADER = 'x-chat-token';
export const CHAT_TOKEN_REQUIRED = 'A chat token is required';
export const CHAT_TOKEN_INVALID = 'The chat token is not valid';
export const CHAT_SESSION_EXPIRED = 'The chat session has expired';

export type ChatCaller = { kind: 'token'; claims: ChatClaims } | { kind: 'borrower'; identityUuid: string };

/** The chat token the request carries, or null. */
export function chatTokenOf(headers: IncomingHttpHeaders): string | null {
  const value = headers[CHAT_TOKEN_HEADER];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

/**
 * A signed-in borrower's chat lives no longer than the session that started it (logout, or the session's end):
 * its token is refused after that. A visitor's chat (no session) has only its own expiry.
 */
export async function chatSessionLive(db: Db, conversationUuid: string): Promise<boolean> {
  const sessionUuid = await conversationSession(db, conversationUuid);
  if (!sessionUuid) return true;
  return (await liveSession(db, sessionUuid)) !== null;
}

/** The caller a chat token proves in the organisation: 401 when it is invalid or expired. */
export async function tokenCaller(db: Db, secret: string, token: string, orgCode: string): Promise<ChatCaller> {
  const read = await readChatToken(secret, token);
  if (!read.ok) throw new HttpError(401, CHAT_TOKEN_INVALID);
  if (read.expired) throw new HttpError(401, CHAT_SESSION_EXPIRED);
  if (read.claims.org !== orgCode) throw new HttpError(401, CHAT_TOKEN_INVALID);
  if (!(await chatSessionLive(db, read.claims.sub))) throw new HttpError(401, CHAT_SESSION_EXPIRED);
  return { kind: 'token', claims: read.claims };
}

/** The conversation if `caller` may use it (and it is of `kind`); 404 otherwise. Expired agent chats end here. */
export async function conversationFor(
  db: Db,
  orgCode: string,
  caller: ChatCaller,
  uuid: unknown,
  kind: ConversationKind,
): Promise<ConversationRow> {
  if (!isUuid(uuid)) throw notFound();
  const row = await findConversation(db, String(uuid));
  if (!row || row.kind !== kind || row.org_code !== orgCode) throw notFound();
  const mayUse =
    caller.kind === 'token'
      ? caller.claims.sub === row.uuid && caller.claims.kind === kind
      : row.identity_uuid !== null && row.identity_uuid === caller.identityUuid;
  if (!mayUse) throw notFound();
  return settleExpiry(db, row);
}
