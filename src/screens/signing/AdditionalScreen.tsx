// signing/additional: the deed needs every owner on the title; this screen says where the other owners' signatures
// stand (the co-deed status) and who still has to act.
import type { ApiError } from '../../api/client';
import { Alert, Button, Card, PageHeading, Spinner, Stack } from '../../ui';
import { Actions, Muted, SectionHeading } from '../../ui/sections';

export const ADDITIONAL_TITLE = 'Other owners need to sign';

export interface AdditionalScreenProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  coDeedStatus: string | null;
  error: ApiError | null;
  onReload: () => void;
  onCheckAgain: () => void;
  onHelp: () => void;
}

function StatusCard({ coDeedStatus, onCheckAgain }: { coDeedStatus: string | null; onCheckAgain: () => void }) {
  if (coDeedStatus === 'COMPLETE') {
    return (
      <Alert variant="success" title="Every owner has signed">
        Thank you. We are moving your application on to the notary.{' '}
        <Button variant="link" onClick={onCheckAgain}>
          Continue
        </Button>
      </Alert>
    );
  }
  return (
    <Card aria-labelledby="additional-status-heading">
      <Stack gap="sm">
        <SectionHeading id="additional-status-heading">Waiting for the other owners</SectionHeading>
        <p data-testid="co-deed-status">
          {coDeedStatus
            ? `Status: ${coDeedStatus.replace(/_/g, ' ').toLowerCase()}.`
            : 'We have not heard from the other owners yet.'}
        </p>
        <Muted>
          Everyone on your home’s title must sign the deed of trust, even if they are not borrowing with you. We contact
          them with what to do. Once every owner has signed, you can go on to your notary session.
        </Muted>
        <Actions>
          <Button variant="secondary" onClick={onCheckAgain}>
            Check again
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

export function AdditionalScreen({
  status,
  coDeedStatus,
  error,
  onReload,
  onCheckAgain,
  onHelp,
}: AdditionalScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="You have signed your documents. The other owners of your home must sign too.">
        {ADDITIONAL_TITLE}
      </PageHeading>
      {status === 'failed' && error && (
        <Alert variant="error" title="We could not check who has signed">
          {error.message}{' '}
          <Button variant="link" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      )}
      {(status === 'idle' || status === 'loading') && <Spinner label="Checking who has signed" />}
      {status === 'loaded' && <StatusCard coDeedStatus={coDeedStatus} onCheckAgain={onCheckAgain} />}
      <Muted>
        Questions about who must sign?{' '}
        <Button variant="link" onClick={onHelp}>
          Get help with signing
        </Button>
      </Muted>
    </Stack>
  );
}
