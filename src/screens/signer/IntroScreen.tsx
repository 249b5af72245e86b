// heloc-signer/intro: who asked the co-owner to sign, for which home and line, what they will do (verify their ID,
// then sign the deed with an online notary once the borrower has signed the closing documents) and how far they
// are. While the borrower has not signed, it says the co-owner will be emailed and that the page refreshes itself.
import { formatAddress, formatCurrency } from '../../domain/format';
import type { SignerSelf } from '../../domain/signers';
import type { Address } from '../../domain/types';
import { Link } from 'react-router-dom';
import { Alert, Card, FactList, PageHeading, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { Muted, SectionHeading } from '../../ui/sections';
import { deedStatusText, fullName, IDENTITY_STATUS_TEXT } from './parts';

export const INTRO_TITLE = 'Your part in signing';
export const CONTINUE_LABEL = 'Continue';

export interface IntroScreenProps {
  self: SignerSelf;
  /** Where Continue goes; null while there is nothing to do but wait. */
  continueTo: string | null;
  waiting: boolean;
  /** Open requests of the co-owner's to show (the conditions flag is on and some are open). */
  conditionsTo: string | null;
}

function addressLines(property: SignerSelf['property']): string[] {
  return property ? formatAddress({ ...property, street2: property.street2 ?? '' } as Address) : [];
}

export function IntroScreen({ self, continueTo, waiting, conditionsTo }: IntroScreenProps) {
  const borrower = fullName(self.borrower);
  const lines = addressLines(self.property);
  return (
    <Stack gap="lg">
      <PageHeading subtitle={`${borrower} asked you to sign because you own the home together.`}>
        {INTRO_TITLE}
      </PageHeading>
      {waiting && (
        <Alert variant="info" title="Your deed is not ready to sign yet">
          <p>
            {self.borrower.firstName} has not signed the closing documents yet. We will email you when your deed is
            ready; this page also refreshes by itself and takes you there.
          </p>
        </Alert>
      )}
      {conditionsTo && (
        <Alert variant="warning" title="We need something from you">
          <p>
            Our underwriter asked you for {self.openConditions === 1 ? 'a document' : `${self.openConditions} things`}.{' '}
            <Link to={conditionsTo}>See what we need</Link>
          </p>
        </Alert>
      )}
      <Card aria-labelledby="intro-line-heading">
        <Stack gap="sm">
          <SectionHeading id="intro-line-heading">The home and the line of credit</SectionHeading>
          <FactList>
            <dt>Borrower</dt>
            <dd>{borrower}</dd>
            {lines.length > 0 && (
              <>
                <dt>Home</dt>
                <dd>
                  {lines.map((line) => (
                    <span key={line} style={{ display: 'block' }}>
                      {line}
                    </span>
                  ))}
                </dd>
              </>
            )}
            <dt>Line amount</dt>
            <dd>{formatCurrency(self.lineAmount)}</dd>
          </FactList>
          <Muted>
            The line is {self.borrower.firstName}’s; the deed you sign lets the lender record it against the home.
          </Muted>
        </Stack>
      </Card>
      <Card aria-labelledby="intro-steps-heading">
        <Stack gap="sm">
          <SectionHeading id="intro-steps-heading">What you will do</SectionHeading>
          <ol>
            <li>Verify your identity with a photo of your ID.</li>
            <li>
              Sign the deed with an online notary, once {self.borrower.firstName} has signed the closing documents.
            </li>
          </ol>
        </Stack>
      </Card>
      <Card aria-labelledby="intro-progress-heading">
        <Stack gap="sm">
          <SectionHeading id="intro-progress-heading">Your progress</SectionHeading>
          <FactList data-testid="signer-progress">
            <dt>Identity</dt>
            <dd>{IDENTITY_STATUS_TEXT[self.identity.status]}</dd>
            <dt>Deed</dt>
            <dd>{deedStatusText(self.deed.status, self.borrower.firstName)}</dd>
          </FactList>
        </Stack>
      </Card>
      {continueTo && (
        <div>
          <ScreenLink to={continueTo} variant="primary">
            {CONTINUE_LABEL}
          </ScreenLink>
        </div>
      )}
    </Stack>
  );
}
