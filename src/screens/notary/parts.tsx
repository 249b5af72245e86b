// What the notary screens share: the application as the router last saw it, navigation, and layout pieces.
import { push } from 'connected-react-router';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { ApiError } from '../../api/client';
import type { Application } from '../../domain/types';
import { Alert, Button, Spinner } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectApplicationsError, selectApplicationsStatus } from '../../../store/applications';
import { selectApplicationView } from '../../../store/stage';

export const SectionHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Agreement = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export function useNotaryApplication(uuid: string): { application: Application | null; loadError: ApiError | null } {
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  return { application, loadError: status === 'failed' ? error : null };
}

/** A callback that goes to another screen of this application (e.g. 'notary/session'). */
export function useGoTo(uuid: string, screen: string): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(push(`/${uuid}/${screen}`));
  }, [dispatch, uuid, screen]);
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
