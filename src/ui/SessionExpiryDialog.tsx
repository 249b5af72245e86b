// The warning before a session ends (WCAG 2.2.1): an alert dialog that takes focus, so a screen reader reads its
// title and message once; the countdown under it changes every second but is a timer, not a live region, so it is
// never read out on its own. Focus goes back where it was when the dialog closes (useDialogFocus).
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { countdownText, timeLeftWords } from '../domain/sessionExpiry';
import { Alert } from './Alert';
import { Button } from './Button';
import { useDialogFocus } from './dialogFocus';
import { Backdrop, DialogBody, DialogFooter, DialogHeader } from './Modal';

export const SESSION_WARNING_TITLE = 'Your session is about to end';
export const STAY_SIGNED_IN = 'Stay signed in';
export const SIGN_OUT = 'Sign out';
export const SIGN_IN_AGAIN = 'Sign in again';

export interface SessionExpiryDialogProps {
  /** When the session ends, ms since the epoch. */
  endsAt: number;
  /** false at the session's maximum: only signing in again is offered. */
  extendable: boolean;
  /** Why the last "Stay signed in" failed. */
  error: string | null;
  onStay: () => void;
  onSignOut: () => void;
  onSignInAgain: () => void;
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 32rem;
  max-height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: 0 20px 45px rgba(0, 0, 0, 0.25);
  overflow: hidden;
`;

const Countdown = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-weight: 600;
`;

export function SessionExpiryDialog({
  endsAt,
  extendable,
  error,
  onStay,
  onSignOut,
  onSignInAgain,
}: SessionExpiryDialogProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const panelRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  // Escape is the borrower answering: they are here, so it keeps them signed in when that is possible.
  useDialogFocus({
    open: true,
    containerRef: panelRef,
    onEscape: extendable ? onStay : undefined,
    initialFocusRef: primaryRef,
  });

  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  // Worded once, when the dialog opens: the message is what is announced, and it must not change under the reader.
  const [timeLeft] = useState(() => timeLeftWords(endsAt - Date.now()));

  return createPortal(
    <Backdrop $placement="center" data-testid="session-expiry-backdrop">
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`session-expiry-title-${id}`}
        aria-describedby={`session-expiry-message-${id}`}
        tabIndex={-1}
      >
        <DialogHeader>
          <h2 id={`session-expiry-title-${id}`}>{SESSION_WARNING_TITLE}</h2>
        </DialogHeader>
        <DialogBody>
          <div id={`session-expiry-message-${id}`}>
            {extendable ? (
              <p>
                Your session will end in {timeLeft}. Select “{STAY_SIGNED_IN}” to keep working. What you have entered is
                kept either way.
              </p>
            ) : (
              <p>
                Your session will end in {timeLeft} and cannot be extended: for your security, a session has a time
                limit. What you have entered is kept. Sign in again to continue where you left off.
              </p>
            )}
          </div>
          <Countdown>
            Time left:{' '}
            <span role="timer" aria-live="off" data-testid="session-expiry-countdown">
              {countdownText(endsAt - now)}
            </span>
          </Countdown>
          {error && (
            <Alert variant="error" title="Still signed in for now">
              {error}
            </Alert>
          )}
        </DialogBody>
        <DialogFooter>
          {extendable ? (
            <>
              <Button type="button" variant="secondary" onClick={onSignOut}>
                {SIGN_OUT}
              </Button>
              <Button ref={primaryRef} type="button" variant="primary" onClick={onStay}>
                {STAY_SIGNED_IN}
              </Button>
            </>
          ) : (
            <Button ref={primaryRef} type="button" variant="primary" onClick={onSignInAgain}>
              {SIGN_IN_AGAIN}
            </Button>
          )}
        </DialogFooter>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
