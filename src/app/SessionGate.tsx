// The page waits for session and tracker set-up before rendering (spec core-journey section 2).
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectOrg } from '../../store/org';
import { selectSessionError, selectSessionStatus, sessionRetryRequested } from '../../store/session';
import { Alert, Button, FullScreenLoader, Stack } from '../ui';
import { SessionExpiryHost } from '../shell/session/SessionExpiryHost';
import { FirstPaintPage } from './firstPaint';

export function SessionGate({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const error = useAppSelector(selectSessionError);
  const org = useAppSelector(selectOrg);
  const dispatch = useAppDispatch();
  // The warning before the signed-in session ends (WCAG 2.2.1) lives with the session.
  if (status === 'established') {
    return (
      <>
        {children}
        <SessionExpiryHost />
      </>
    );
  }
  if (status === 'failed') {
    return (
      <main style={{ maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem' }}>
        <Stack gap="md">
          <Alert variant="error" title="We could not start your session">
            {error?.message}
          </Alert>
          <Button variant="primary" onClick={() => dispatch(sessionRetryRequested())}>
            Try again
          </Button>
        </Stack>
      </main>
    );
  }
  return (
    <FirstPaintPage
      fallback={<FullScreenLoader visible logoUrl={org.brand.logoUrl} logoAlt={org.brand.logoAlt} message="Loading" />}
    />
  );
}
