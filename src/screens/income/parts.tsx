// What the income screens share: their paths, and the loading/failure states.
import { useEffect, useRef } from 'react';
import type { ApiError } from '../../api/client';
import { Alert, Button, Spinner } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { nextStepRequested, selectApplicationView } from '../../../store/stage';

/** `/{uuid}/income/{rest}` */
export const incomePath = (uuid: string, rest: string) => `/${uuid}/income/${rest}`;

/** Until the application is in: a spinner, or why it could not be loaded. */
export function IncomeLoading({
  error,
  label,
  onRetry,
}: {
  error: ApiError | null;
  label: string;
  onRetry?: () => void;
}) {
  if (error) {
    return (
      <Alert variant="error" title="We could not load your application">
        <p>{error.message}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return <Spinner label={label} />;
}

/**
 * For income/link/:type, a screen of the INCOME_VERIFICATION stage that is not the stage's own screen (entering
 * it through useJourneyScreenEntered would send the borrower straight back to income/review): once the application
 * is known to be at another stage (an old tab, a bookmark), the next-step router moves the borrower on.
 */
export function useIncomeSubScreenEntered(uuid: string): void {
  const dispatch = useAppDispatch();
  const stage = useAppSelector((s) => selectApplicationView(s, uuid)?.status.checklistStatus ?? null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !stage || stage === 'INCOME_VERIFICATION') return;
    asked.current = true;
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, uuid, stage]);
}
