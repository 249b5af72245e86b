// Where the session expiry warning opens (sagas/sessionExpiry.ts): nothing until the saga warns, then the dialog
// from its own small chunk, so no entry page carries it.
import { Suspense } from 'react';
import { useAppSelector } from '../../../store/hooks';
import { selectSessionExpiry } from '../../../store/session';
import { lazyWithRetry } from '../../app/lazyWithRetry';

const SessionExpiryWarning = lazyWithRetry(
  () => import(/* webpackChunkName: "shell-session-expiry" */ './SessionExpiryWarning'),
);

export function SessionExpiryHost() {
  const { warning, endsAt } = useAppSelector(selectSessionExpiry);
  if (!warning || !endsAt) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryWarning />
    </Suspense>
  );
}
