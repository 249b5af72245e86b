// Chat tokens: HS256 tokens naming one conversation, signed with a key derived from the session secret so a
// chat token can never pass for a session token (nor the reverse).
import { createHmac } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';

export type ChatTokenKind = 'AGENT' | 'CHATBOT';

export interface ChatClaims {
  /** The conversation uuid. */
  sub: string;
  org: string;
  kind: ChatTokenKind;
  /** Seconds since the epoch. */
  exp: number;
}

const CHAT_AUDIENCE = 'web-chat';
const keys = new Map<string, Uint8Array>();

function chatKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secret).update('web-chat tokens').digest());
    keys.set(secret, key);
  }
  return key;
}

export async function signChatToken(
  secret: string,
  claims: { conversationUuid: string; org: string; kind: ChatTokenKind },
  expiresAtMs: number,
): Promise<string> {
  return new SignJWT({ org: claims.org, kind: claims.kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.conversationUuid)
    .setAudience(CHAT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(chatKey(secret));
}

export type ChatTokenResult = { ok: true; claims: ChatClaims; expired: boolean } | { ok: false; reason: 'invalid' };

/** Checks the signature and shape; an expired token is reported as such (refreshToken accepts one). */
export async function readChatToken(secret: string, token: unknown, nowMs = Date.now()): Promise<ChatTokenResult> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 2048) return { ok: false, reason: 'invalid' };
  try {
    const { payload, protectedHeader } = await compactVerify(token.replace(/^Bearer\s+/i, ''), chatKey(secret));
    if (protectedHeader.alg !== 'HS256') return { ok: false, reason: 'invalid' };
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    const { sub, org, kind, exp, aud } = claims;
    if (
      aud !== CHAT_AUDIENCE ||
      typeof sub !== 'string' ||
      typeof org !== 'string' ||
      (kind !== 'AGENT' && kind !== 'CHATBOT') ||
      typeof exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub, org, kind, exp }, expired: exp * 1000 <= nowMs };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
