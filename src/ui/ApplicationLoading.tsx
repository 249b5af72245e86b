// Until the application is in: a spinner, or why it could not be loaded.
import type { ApiError } from '../api/client';
import { Alert } from './Alert';
import { Spinner } from './Spinner';

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
