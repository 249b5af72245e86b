// /:uuid/start/profile — for now the application's summary; the profile form arrives with its issue.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  selectApplicationById,
  selectApplicationsError,
  selectApplicationsStatus,
  startProfileEntered,
} from '../../../store/applications';
import { nextStepRequested } from '../../../store/stage';
import { usePageTitle } from '../../app/usePageTitle';
import { ApplicationSummary } from './ApplicationSummary';
import { Alert, Spinner } from '../../ui';

export default function StartProfileRoute() {
  usePageTitle('Your application');
  const { uuid } = useParams<{ uuid: string }>();
  const dispatch = useAppDispatch();
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const status = useAppSelector(selectApplicationsStatus);
  const error = useAppSelector(selectApplicationsError);
  useEffect(() => {
    dispatch(startProfileEntered({ uuid }));
    // The next-step router checks the server's stage and moves the borrower on if this is not their screen.
    dispatch(nextStepRequested({ uuid, reason: 'entered' }));
  }, [dispatch, uuid]);
  if (application) return <ApplicationSummary application={application} />;
  if (status === 'failed' && error)
    return (
      <Alert variant="error" title="We could not load your application">
        {error.message}
      </Alert>
    );
  return <Spinner label="Loading your application" />;
}
