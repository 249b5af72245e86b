// What the start screens read: the application (with the freshest polled status) and the borrower's profile,
// loaded by the application loading saga when the route opens.
import type { ApiError } from '../../api/client';
import type { Application, Profile } from '../../domain/types';
import { useAppSelector, useJourneyApplication } from '../../../store/hooks';
import { selectProfile } from '../../../store/profile';

export interface StartData {
  application: Application | null;
  profile: Profile | null;
  loadError: ApiError | null;
}

export function useStartData(uuid: string): StartData {
  const { application, loadError } = useJourneyApplication(uuid);
  const profile = useAppSelector(selectProfile);
  return { application, profile, loadError };
}
