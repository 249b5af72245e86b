// income/pointserv-callback: the vendor page sent the borrower back with a token; while it is posted the processing
// modal shows, then the router moves on. A bad or missing token says so, with the way back to income/review.
import { Alert, PageHeading, Spinner, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { incomePath } from './parts';

export const CALLBACK_TITLE = 'Finishing your income link';
export const CALLBACK_FAILED_TITLE = 'We could not finish linking your income';
export const CALLBACK_INVALID_MESSAGE =
  'This link is missing its details or is not valid. Go back and link your income again, or choose another way to verify it.';

export type CallbackState = { kind: 'posting' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function CallbackScreen({ uuid, state }: { uuid: string; state: CallbackState }) {
  if (state.kind === 'failed') {
    return (
      <Stack gap="lg">
        <PageHeading>{CALLBACK_FAILED_TITLE}</PageHeading>
        <Alert variant="error" title="Your income is not verified yet">
          {state.message}
        </Alert>
        <div>
          <ScreenLink to={incomePath(uuid, 'review')} variant="primary">
            Back to verify your income
          </ScreenLink>
        </div>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeading subtitle="We are reading what you shared. This takes a few seconds.">{CALLBACK_TITLE}</PageHeading>
      <Spinner label="Verifying your income" />
    </Stack>
  );
}
