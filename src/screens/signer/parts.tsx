// What the co-owner's screens share: their record (loaded afresh on each screen, kept on show while it reloads), the
// page for someone who is not a co-owner, and the words for where they stand.
import { useEffect, type ReactNode } from 'react';
import { Redirect } from 'react-router-dom';
import { signerPath } from '../../domain/signerRouting';
import type { SignerDeedStatus, SignerIdentityStatus, SignerSelf } from '../../domain/signers';
import { Alert, Button, ButtonLink, PageHeading, Spinner, Stack } from '../../ui';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSignerSelf, signerSelfRequested } from '../../../store/signer';

export const NOT_CO_OWNER_TITLE = 'This area is for co-owners invited to sign';

/** For someone signed in who is not a co-owner of any application (a borrower, say). */
export function NotCoOwner() {
  return (
    <Stack gap="md">
      <PageHeading>{NOT_CO_OWNER_TITLE}</PageHeading>
      <p>
        You are signed in, but not as a co-owner we invited to sign a deed. If you applied for a line of credit
        yourself, your application is on your dashboard.
      </p>
      <div>
        <ButtonLink variant="primary" href="/dashboard">
          Go to your dashboard
        </ButtonLink>
      </div>
    </Stack>
  );
}

/**
 * The co-owner's record for a screen: asked for afresh on entry (what is shown stays while it reloads), a spinner
 * until it is in, the not-a-co-owner page on a 404, and why it failed otherwise. A cancelled application goes to
 * the cancelled page.
 */
export function WithSelf({ children }: { children: (self: SignerSelf) => ReactNode }) {
  const dispatch = useAppDispatch();
  const { data, status, error } = useAppSelector(selectSignerSelf);
  useEffect(() => {
    dispatch(signerSelfRequested({ force: true }));
  }, [dispatch]);
  if (data) {
    if (data.applicationState === 'CANCELLED') return <Redirect to={signerPath('cancelled')} />;
    return <>{children(data)}</>;
  }
  if (status === 'failed' && error?.status === 404) return <NotCoOwner />;
  if (status === 'failed' && error) {
    return (
      <Alert variant="error" title="We could not load your details">
        <p>{error.message}</p>
        <Button variant="secondary" onClick={() => dispatch(signerSelfRequested({ force: true }))}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <Spinner label="Loading your details" />;
}

export const IDENTITY_STATUS_TEXT: Record<SignerIdentityStatus, string> = {
  NOT_SUBMITTED: 'Not started',
  PENDING: 'Being checked',
  VERIFIED: 'Verified',
  FAILED_VERIFICATION: 'We could not verify your ID',
};

export function deedStatusText(status: SignerDeedStatus, borrowerFirstName: string): string {
  if (status === 'SIGNED') return 'Signed';
  if (status === 'READY') return 'Ready to sign';
  return `Waiting for ${borrowerFirstName} to sign the closing documents`;
}

/** "Dana Rivera" */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
