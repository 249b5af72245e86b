// What the start screens read: the application (with the freshest polled status) and the borrower's profile,
// loaded by the application loading saga when the route opens.
import type { ApiError } from '../../api/client';
import type { Application, Profile } from '../../domain/types';
import { Alert, Spinner } from '../../ui';
import { useAppSelector } from '../../../store/hooks';
import { selectApplicationsError, selectApplicationsStatus } from '../../../store/applications';
import { selectProfile } from '../../../store/profile';
import { selectApplicationView } from '../../../store/stage';

export interface StartData {
  application: Application | null;
  profile: Profile | null;
  loadError: ApiError | null;
}

export function useStartData(uuid: string): StartData {
  const application = useAppSelector((s) => selectApplicationView(s, uuid));
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  return { application, profile, loadError: status === 'failed' ? error : null };
}

/** Until the application and profile are in: a spinner, or why they could not be loaded. */
export function StartLoading({ error }: { error: ApiError | null }) {
  if (error) {
    return (
      <Alert variant="error" title="We could not load your application">
        {error.message}
      </Alert>
    );
  }
  return <Spinner label="Loading your application" />;
}
