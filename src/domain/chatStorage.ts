// What every page needs to know of the web chat before its chunk loads (src/shell/lazy.tsx decides whether the
// chat must resume; signing out clears it): where a chat's sessions are stored, and the pop-webchat parameter.
// The rest of the chat's rules (./chat.ts) come with the chat's chunk.

export const CHAT_STORAGE_KEYS = {
  live: 'webchat_session',
  chatbot: 'webchat_chatbot_session',
  nonce: 'webchat_nonce',
} as const;

/** `pop-webchat` present (any value but 'false') opens the chat on load. */
export function popWebchatRequested(search: string): boolean {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('pop-webchat');
  return value !== null && value.trim().toLowerCase() !== 'false';
}
