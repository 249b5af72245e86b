// What the co-owner's conditions screens share: the watch that loads their conditions while a screen is open (on
// entry, every 60 s and on focus), how a condition is named, and the loading/failure states.
import { useCallback, useEffect } from 'react';
import type { ApiError } from '../../api/client';
import type { Condition } from '../../domain/types';
import { Alert, Button, Spinner } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  selectConditionsError,
  selectConditionsStatus,
  selectOpenConditions,
  type ConditionsState,
} from '../../../store/conditions';
import { signerConditionsEntered, signerConditionsLeft, signerConditionsReloadRequested } from '../../../store/signer';

export interface SignerConditionsView {
  open: readonly Condition[];
  status: ConditionsState['status'];
  error: ApiError | null;
  reload: () => void;
}

/** For a conditions route: watch the co-owner's conditions on `applicationUuid` while the screen is open. */
export function useSignerConditions(applicationUuid: string): SignerConditionsView {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(signerConditionsEntered({ applicationUuid }));
    return () => {
      dispatch(signerConditionsLeft({ applicationUuid }));
    };
  }, [dispatch, applicationUuid]);
  const open = useAppSelector((s) => selectOpenConditions(s, applicationUuid));
  const status = useAppSelector((s) => selectConditionsStatus(s, applicationUuid));
  const error = useAppSelector((s) => selectConditionsError(s, applicationUuid));
  const reload = useCallback(
    () => dispatch(signerConditionsReloadRequested({ applicationUuid })),
    [dispatch, applicationUuid],
  );
  return { open, status, error, reload };
}

/** Until the conditions are in: a spinner, or why they could not be loaded and a way to try again. */
export function ConditionsLoading({ view }: { view: SignerConditionsView }) {
  if (view.status === 'failed') {
    return (
      <Alert variant="error" title="We could not load what we need from you">
        <p>{view.error?.message}</p>
        <Button variant="secondary" onClick={view.reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading what we need from you" />;
}

const CATEGORY_TITLES: Record<string, string> = {
  GENERIC_DOCUMENT_REQUEST: 'Document request',
  ID_VERIFICATION_FAILURE: 'A new photo of your ID',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'A new photo of your ID',
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'Proof that you own the home',
  FALSE_OWNERSHIP_TYPE_REVIEW: 'Proof of how you own the home',
  REVIEW_TRUST_REQUIREMENTS: 'Trust documents',
};

/** The request's name: known categories in words, others from their code ('PROPERTY_LEGAL_DESCRIPTION' -> 'Property legal description'). */
export function conditionTitle(condition: Condition): string {
  return (
    CATEGORY_TITLES[condition.categoryEnum] ??
    condition.categoryEnum
      .toLowerCase()
      .replace(/_/g, ' ')
      .replace(/^./, (c) => c.toUpperCase())
  );
}

/** What the underwriter wrote to the co-owner, or what is needed. */
export const conditionMessage = (condition: Condition): string | null =>
  condition.commentsToBorrower ?? condition.actionNeeded ?? null;
