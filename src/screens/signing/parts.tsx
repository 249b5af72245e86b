// What the signing screens share: the application as the router last saw it, and small layout pieces.
import { push } from 'connected-react-router';
import { useCallback } from 'react';
import styled from 'styled-components';
import type { ApiError } from '../../api/client';
import type { Application } from '../../domain/types';
import { Alert, Spinner } from '../../ui';
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

export const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export function useSigningApplication(uuid: string): { application: Application | null; loadError: ApiError | null } {
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  return { application, loadError: status === 'failed' ? error : null };
}

/** A callback that goes to another screen of this application (e.g. 'signing/sign'). */
export function useGoTo(uuid: string, screen: string): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(push(`/${uuid}/${screen}`));
  }, [dispatch, uuid, screen]);
}

export function ApplicationLoading({ error }: { error: ApiError | null }) {
  if (error) {
    return (
      <Alert variant="error" title="We could not load your application">
        {error.message}
      </Alert>
    );
  }
  return <Spinner label="Loading your application" />;
}
