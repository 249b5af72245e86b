// signing/intro: what the borrower will sign, and what happens after; once the closing documents are ready, on to
// signing/sign.
import { Alert, Button, Card, PageHeading, Stack } from '../../ui';
import { Actions, Muted, SectionHeading } from '../../ui/sections';
import { Steps } from './parts';

export const SIGNING_INTRO_TITLE = 'Sign your loan documents';
export const START_SIGNING_LABEL = 'Review and sign';

export interface SigningIntroScreenProps {
  /** status.disclosurelistClosingReady: the closing disclosure and the note are generated. */
  ready: boolean;
  /** status.disclosurelistClosingComplete: they are signed already. */
  signed: boolean;
  onStart: () => void;
  onCheckAgain: () => void;
  onHelp: () => void;
}

export function SigningIntroScreen({ ready, signed, onStart, onCheckAgain, onHelp }: SigningIntroScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Your line of credit is approved. Sign two documents online to move on to closing.">
        {SIGNING_INTRO_TITLE}
      </PageHeading>

      <Card aria-labelledby="signing-what-heading">
        <Stack gap="sm">
          <SectionHeading id="signing-what-heading">What you will sign</SectionHeading>
          <ul>
            <li>
              <strong>Closing Disclosure</strong>: the final terms of your line of credit, its costs and fees.
            </li>
            <li>
              <strong>Home Equity Line of Credit Agreement and Note</strong>: your promise to repay what you draw, and
              how your rate and payments work.
            </li>
          </ul>
          <Muted>
            You read each document to its end in the document viewer, agree to sign electronically, and sign both at
            once. Your browser will ask to share your location: it is recorded with your signature.
          </Muted>
        </Stack>
      </Card>

      <Card aria-labelledby="signing-next-heading">
        <Stack gap="sm">
          <SectionHeading id="signing-next-heading">What happens next</SectionHeading>
          <Steps>
            <li>You sign the deed of trust for your home with a notary, online or in person.</li>
            <li>You send us proof of your homeowner’s insurance.</li>
            <li>After your three-business-day right to cancel, your line of credit is funded.</li>
          </Steps>
        </Stack>
      </Card>

      {signed ? (
        <Alert variant="success" title="You have signed your documents">
          We are preparing your deed for the notary. This page moves on by itself.{' '}
          <Button variant="link" onClick={onCheckAgain}>
            Check now
          </Button>
        </Alert>
      ) : ready ? (
        <Actions>
          <Button onClick={onStart}>{START_SIGNING_LABEL}</Button>
          <Button variant="link" onClick={onHelp}>
            Having trouble signing?
          </Button>
        </Actions>
      ) : (
        <Alert variant="info" title="We are preparing your documents">
          This usually takes a few seconds.{' '}
          <Button variant="link" onClick={onCheckAgain}>
            Check again
          </Button>
        </Alert>
      )}
    </Stack>
  );
}
