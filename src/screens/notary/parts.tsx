// What the notary screens share: the loading/failure state, starting a session, and the appointment's wording.
import { useState } from 'react';
import type { ApiError } from '../../api/client';
import { Alert, Button, Spinner } from '../../ui';
import { FORM_ERROR_KEY, type SubmissionErrors } from '../../../store/form';

/**
 * Starting an eNotary session (notary/intro, and again on notary/error): `start` posts once at a time; on success
 * the session screen takes over (still `starting`), on failure `error` says why.
 */
export function useSessionStart(onStart: () => Promise<SubmissionErrors | undefined>): {
  starting: boolean;
  error: string | null;
  start: () => Promise<void>;
} {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    if (starting) return;
    setStarting(true);
    setError(null);
    const errors = await onStart();
    if (!errors) return; // the session screen takes over
    setStarting(false);
    const message = errors[FORM_ERROR_KEY];
    setError(typeof message === 'string' ? message : 'We could not start your session.');
  };
  return { starting, error, start };
}

/** Until what the screen reads is in: a spinner, or why it could not be loaded (with a retry when there is one). */
export function Loading({ error, label, onRetry }: { error: ApiError | null; label: string; onRetry?: () => void }) {
  if (error) {
    return (
      <Alert variant="error" title="We could not load this page">
        {error.message}{' '}
        {onRetry && (
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return <Spinner label={label} />;
}

/** '{weekday}, {month} {day}, {year} at {time}' in the borrower's time zone. */
export function formatAppointment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day} at ${time}`;
}
