// Until the application is in: a spinner, or why it could not be loaded.
import { Alert } from './Alert';
import { Spinner } from './Spinner';

/** `error`: why the application could not be loaded (an ApiError from the store), or null while it loads. */
export function ApplicationLoading({ error }: { error: { message: string } | null }) {
  if (error) {
    return (
      <Alert variant="error" title="We could not load your application">
        {error.message}
      </Alert>
    );
  }
  return <Spinner label="Loading your application" />;
}
