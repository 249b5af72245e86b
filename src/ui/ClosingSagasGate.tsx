// A closing area's screens render once the closing sagas run (sagas/closingLoader.ts): a screen's first event is
// then never dispatched before its saga listens. The wait is the sagas' chunk loading, usually a moment.
import type { ReactNode } from 'react';
import { useClosingSagas } from '../../store/hooks';
import { Alert } from './Alert';
import { Button } from './Button';
import { Spinner } from './Spinner';

export function ClosingSagasGate({ children }: { children: ReactNode }) {
  const { status, retry } = useClosingSagas();
  if (status === 'running') return <>{children}</>;
  if (status === 'failed') {
    return (
      <Alert variant="error" title="This page could not be loaded">
        <p>Check your connection and try again.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading" />;
}
