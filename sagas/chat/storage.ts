// Where the chat keeps what must outlive a page load but never enter the store (shared-surfaces section 3):
// the live and chatbot sessions in local storage (they hold the chat token), the borrower nonce in session
// storage. Sagas reach these through `call`, so tests provide them.
import type { StoredChatbotSession, StoredLiveSession } from '../../src/domain/chat';
import { CHAT_STORAGE_KEYS } from '../../src/domain/chatStorage';
import { getLocal, removeLocal, setLocal } from '../effects';

function parse<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : null;
  } catch {
    return null;
  }
}

export function readLiveSession(): StoredLiveSession | null {
  const session = parse<StoredLiveSession>(getLocal(CHAT_STORAGE_KEYS.live));
  return session && typeof session.token === 'string' && typeof session.conversationSid === 'string' ? session : null;
}

export function writeLiveSession(session: StoredLiveSession): void {
  setLocal(CHAT_STORAGE_KEYS.live, JSON.stringify(session));
}

export function clearLiveSession(): void {
  removeLocal(CHAT_STORAGE_KEYS.live);
}

export function readChatbotSession(): StoredChatbotSession | null {
  const session = parse<StoredChatbotSession>(getLocal(CHAT_STORAGE_KEYS.chatbot));
  return session && typeof session.expiration === 'string' ? session : null;
}

export function writeChatbotSession(session: StoredChatbotSession): void {
  setLocal(CHAT_STORAGE_KEYS.chatbot, JSON.stringify(session));
}

export function clearChatbotSession(): void {
  removeLocal(CHAT_STORAGE_KEYS.chatbot);
}

export function readNonce(): string | null {
  try {
    return window.sessionStorage.getItem(CHAT_STORAGE_KEYS.nonce);
  } catch {
    return null;
  }
}

export function writeNonce(nonce: string): void {
  try {
    window.sessionStorage.setItem(CHAT_STORAGE_KEYS.nonce, nonce);
  } catch {
    /* storage can be full or blocked: the chat then starts without the borrower's identity */
  }
}

export function clearNonce(): void {
  try {
    window.sessionStorage.removeItem(CHAT_STORAGE_KEYS.nonce);
  } catch {
    /* ignored */
  }
}

/**
 * Sign-out and an ended session: the next person at this computer must find no chat to resume (the server
 * refuses the old chat token too).
 */
export function clearChatStorage(): void {
  clearLiveSession();
  clearChatbotSession();
  clearNonce();
  lastChatToken = null;
}

// The live chat's token in memory too, so attachments stay downloadable after the chat (and its stored
// session) ended; gone with the page.
let lastChatToken: string | null = null;

export function rememberChatToken(token: string | null): void {
  lastChatToken = token;
}

export function recallChatToken(): string | null {
  return lastChatToken;
}

/** The wall clock, behind a function so sagas can be given a fixed one. */
export function nowMs(): number {
  return Date.now();
}

/** A message's own id: a resend after a lost connection carries the same one. */
export function newClientId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Hands a downloaded attachment to the browser as a file. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
