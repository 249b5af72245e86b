// notary/intro: the eNotary session explained (a remote online notary watches the borrower sign the deed of
// trust), and the way in once the deed is ready. Where eNotary is not permitted the route sends the borrower to
// the manual notary instead.
import type { NotaryAnswer } from '../../api/closing';
import type { SubmissionErrors } from '../../../store/form';
import { Alert, Button, Card, PageHeading, Stack } from '../../ui';
import { Actions, Muted, SectionHeading } from '../../ui/sections';
import { useSessionStart } from './parts';

export const NOTARY_INTRO_TITLE = 'Sign your deed with an online notary';
export const START_SESSION_LABEL = 'Start my eNotary session';

export interface NotaryIntroScreenProps {
  notary: NotaryAnswer;
  /** status.disclosurelistNotaryReady: the deed of trust is generated. */
  deedReady: boolean;
  /** status.primaryParticipantAcceptComplete: the notary has accepted the signed deed. */
  accepted: boolean;
  onStart: () => Promise<SubmissionErrors | undefined>;
  onCheckAgain: () => void;
  onHelp: () => void;
}

export function NotaryIntroScreen({
  notary,
  deedReady,
  accepted,
  onStart,
  onCheckAgain,
  onHelp,
}: NotaryIntroScreenProps) {
  const { starting, error, start } = useSessionStart(onStart);

  return (
    <Stack gap="lg">
      <PageHeading subtitle="The last signature: your deed of trust, signed online before a commissioned notary.">
        {NOTARY_INTRO_TITLE}
      </PageHeading>

      <Card aria-labelledby="notary-how-heading">
        <Stack gap="sm">
          <SectionHeading id="notary-how-heading">How the eNotary session works</SectionHeading>
          <ol>
            <li>We confirm who you are with a few questions drawn from public records about you and your home.</li>
            <li>You sign the deed of trust electronically. Your browser asks to share your location.</li>
            <li>The notary reviews your signature and notarizes the deed. We record it with your county.</li>
          </ol>
          <Muted>It takes about five minutes. There is no charge for the online notary.</Muted>
        </Stack>
      </Card>

      {error && (
        <Alert variant="error" title="We could not start your session">
          {error}
        </Alert>
      )}

      {accepted ? (
        <Alert variant="success" title="You have signed your deed">
          The notary is reviewing it. This page moves on by itself.{' '}
          <Button variant="link" onClick={onCheckAgain}>
            Check now
          </Button>
        </Alert>
      ) : deedReady && notary.enotaryPermitted ? (
        <Actions>
          <Button onClick={() => void start()} loading={starting}>
            {START_SESSION_LABEL}
          </Button>
          <Button variant="link" onClick={onHelp}>
            Need help?
          </Button>
        </Actions>
      ) : (
        <Alert variant="info" title="We are preparing your deed">
          This usually takes a few seconds.{' '}
          <Button variant="link" onClick={onCheckAgain}>
            Check again
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
