// notary/error: the eNotary session did not work out (identity not confirmed, the session ended, the connection
// dropped). Start again, or get help from the lender.
import type { SubmissionErrors } from '../../../store/form';
import { Alert, Button, Card, PageHeading, Stack, SupportContact } from '../../ui';
import { Actions, Muted, SectionHeading } from '../../ui/sections';
import { useSessionStart } from './parts';

export const NOTARY_ERROR_TITLE = 'Your notary session did not finish';
export const START_AGAIN_LABEL = 'Start a new session';

export interface NotaryErrorScreenProps {
  companyName: string;
  phone: string;
  email: string;
  onStartAgain: () => Promise<SubmissionErrors | undefined>;
}

export function NotaryErrorScreen({ companyName, phone, email, onStartAgain }: NotaryErrorScreenProps) {
  const { starting, error, start: startAgain } = useSessionStart(onStartAgain);
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Nothing is lost: your signed documents are kept.">{NOTARY_ERROR_TITLE}</PageHeading>
      <Card aria-labelledby="notary-error-heading">
        <Stack gap="sm">
          <SectionHeading id="notary-error-heading">Try again</SectionHeading>
          <Muted>
            A new session asks new identity questions. Have your property address to hand, and make sure location
            services are on so you can sign your deed.
          </Muted>
          {error && (
            <Alert variant="error" title="We could not start your session">
              {error}
            </Alert>
          )}
          <Actions>
            <Button onClick={() => void startAgain()} loading={starting}>
              {START_AGAIN_LABEL}
            </Button>
          </Actions>
        </Stack>
      </Card>
      <SupportContact
        companyName={companyName}
        phone={phone}
        email={email}
        intro={`If your session keeps failing, our ${companyName} team can help, or arrange a notary in person.`}
      />
    </Stack>
  );
}
