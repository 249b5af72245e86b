// What the conditions screens share: their paths, the watch that loads the conditions while a screen is open
// (sagas/conditions.ts: on entry, every 60 s and on focus), and the loading/failure states.
import { useEffect } from 'react';
import type { ApiError } from '../../api/client';
import type { Condition } from '../../api/conditions';
import { carriedQuery } from '../../domain/guards';
import { Alert, Button, Spinner } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  conditionsReloadRequested,
  conditionsScreenEntered,
  conditionsScreenLeft,
  selectConditionsError,
  selectConditionsStatus,
  selectOpenConditions,
  type ConditionsState,
} from '../../../store/conditions';
import { CONDITION_PARAM } from './labels';

/**
 * `/{uuid}/conditions[/rest]`, with the condition as a query parameter when given, and pop-webchat carried over
 * from `search` (the only parameter that travels between screens).
 */
export function conditionsPath(uuid: string, rest = '', conditionUuid?: string, search = ''): string {
  const params = new URLSearchParams();
  if (conditionUuid) params.set(CONDITION_PARAM, conditionUuid);
  const carried = carriedQuery(search);
  const query = [params.toString(), carried.slice(1)].filter(Boolean).join('&');
  return `/${uuid}/conditions${rest ? `/${rest}` : ''}${query ? `?${query}` : ''}`;
}

export interface ConditionsView {
  open: readonly Condition[];
  status: ConditionsState['status'];
  error: ApiError | null;
  reload: () => void;
}

/** For a conditions route: watch the conditions of `uuid` while the screen is open, and read them. */
export function useConditions(uuid: string): ConditionsView {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(conditionsScreenEntered({ uuid }));
    return () => {
      dispatch(conditionsScreenLeft({ uuid }));
    };
  }, [dispatch, uuid]);
  const open = useAppSelector((s) => selectOpenConditions(s, uuid));
  const status = useAppSelector((s) => selectConditionsStatus(s, uuid));
  const error = useAppSelector((s) => selectConditionsError(s, uuid));
  return { open, status, error, reload: () => dispatch(conditionsReloadRequested({ uuid })) };
}

/** Until the conditions are in: a spinner, or why they could not be loaded and a way to try again. */
export function ConditionsLoading({ view }: { view: ConditionsView }) {
  if (view.status === 'failed') {
    return (
      <Alert variant="error" title="We could not load your conditions">
        <p>{view.error?.message}</p>
        <Button variant="secondary" onClick={view.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading your conditions" />;
}
