// The developer panel (outside production): sign-in shortcuts and events the chat will act on.
import { createAction } from '@reduxjs/toolkit';

export type DevLoginInput = { kind: 'password'; email: string; password: string } | { kind: 'token'; token: string };

export const DEV_LOGIN_FAILED_MESSAGE = 'Something unexpected happened logging you in.';

export const devLoginSubmitted = createAction(
  'devPanel/loginSubmitted',
  (payload: DevLoginInput, requestId: string) => ({
    payload,
    meta: { requestId },
  }),
);

/** Keys 0, 1, 2: show the chat's connection-lost, generic and token-invalid alerts. */
export type DevChatAlert = 'connectionLost' | 'generic' | 'tokenInvalid';
export const DEV_ALERT_KEYS: Readonly<Record<string, DevChatAlert>> = {
  '0': 'connectionLost',
  '1': 'generic',
  '2': 'tokenInvalid',
};
export const devChatAlertRequested = createAction<{ alert: DevChatAlert }>('devPanel/chatAlertRequested');
/** Backspace: end the current chat. */
export const devChatEndRequested = createAction('devPanel/chatEndRequested');
