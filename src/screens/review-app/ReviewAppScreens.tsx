// review-app/:kind: the application needs a person before it can go on. One screen per kind: what happened,
// what happens next, and how to reach us. datatree and signdocs are waits, shown on the timeout page.
import type { ReactNode } from 'react';
import { formatAddress } from '../../domain/format';
import type { Address } from '../../domain/types';
import { Card, PageHeading, Stack, SupportContact, TimeoutPage, type SupportContactProps } from '../../ui';

export const REVIEW_APP_KINDS = [
  'incorrect-pin',
  'no-credit',
  'property',
  'uw',
  'delinquency',
  'incorrect-ownership',
  'datatree',
  'signdocs',
] as const;
export type ReviewAppKind = (typeof REVIEW_APP_KINDS)[number];

export const REVIEW_APP_TITLES: Record<ReviewAppKind, string> = {
  'incorrect-pin': 'Your credit file is frozen with a PIN',
  'no-credit': 'We could not find your credit file',
  property: 'We could not confirm your property',
  uw: 'Your application is being reviewed',
  delinquency: 'We are reviewing your credit history',
  'incorrect-ownership': 'We could not confirm that you own this property',
  datatree: 'We are still checking your property records',
  signdocs: 'We are still preparing your documents',
};

export interface ReviewScreenProps {
  support: SupportContactProps;
}

function ReviewLayout({
  kind,
  intro,
  next,
  contactIntro,
  support,
}: {
  kind: ReviewAppKind;
  intro: ReactNode;
  next: ReactNode;
  contactIntro?: ReactNode;
  support: SupportContactProps;
}) {
  return (
    <Stack gap="lg">
      <PageHeading>{REVIEW_APP_TITLES[kind]}</PageHeading>
      <Stack gap="sm">{intro}</Stack>
      <Card as="div">
        <Stack gap="sm">
          <h2>What happens next</h2>
          {next}
        </Stack>
      </Card>
      <SupportContact {...support} intro={contactIntro} />
    </Stack>
  );
}

function PropertyAddress({ address }: { address: Address | null }) {
  if (!address) return null;
  return (
    <p data-testid="property-address">
      {formatAddress(address).map((line, i) => (
        <span key={line}>
          {i > 0 && <br />}
          {line}
        </span>
      ))}
    </p>
  );
}

export function IncorrectPinScreen({ support }: ReviewScreenProps) {
  return (
    <ReviewLayout
      kind="incorrect-pin"
      support={support}
      intro={
        <>
          <p>
            Your credit file is protected by a security freeze that needs a PIN before a lender can see it, so we could
            not run the soft credit check to show your rates.
          </p>
          <p>Your application and everything you have entered so far are saved.</p>
        </>
      }
      next={
        <>
          <p>
            Call us and we will take your freeze PIN so we can run the soft credit check. It does not affect your credit
            score.
          </p>
          <p>For your security, give your PIN by phone only. Never send it by email.</p>
          <p>
            If you would rather not share your PIN, you can lift the freeze yourself with the credit bureau, then call
            us and we will run the check again.
          </p>
        </>
      }
      contactIntro="Have your freeze PIN ready when you call."
    />
  );
}

export function NoCreditScreen({ support }: ReviewScreenProps) {
  return (
    <ReviewLayout
      kind="no-credit"
      support={support}
      intro={
        <>
          <p>
            We could not find a credit file for you, or your file does not have enough history for the credit bureau to
            give a credit score.
          </p>
          <p>
            This can happen if you are new to credit, have not used credit for some time, or if your name or address
            differs from what the bureau holds.
          </p>
        </>
      }
      next={
        <>
          <p>A home equity line of credit needs a credit score, so we cannot continue your application online.</p>
          <p>
            You can see what the credit bureaus hold about you for free at AnnualCreditReport.com or by calling
            1-877-322-8228. If something is wrong, the bureau will correct it when you ask.
          </p>
          <p>If you think we should have found your file, contact us and we will look into it with you.</p>
        </>
      }
    />
  );
}

export interface PropertyScreenProps extends ReviewScreenProps {
  address: Address | null;
  /** Several properties matched the address (e.g. units of one building) rather than none. */
  multiple: boolean;
}

export function PropertyScreen({ support, address, multiple }: PropertyScreenProps) {
  return (
    <ReviewLayout
      kind="property"
      support={support}
      intro={
        <>
          <p>
            {multiple
              ? 'More than one property in public records matches the address you gave us, so we cannot tell which one is yours.'
              : 'We could not find a property in public records that matches the address you gave us.'}
          </p>
          <PropertyAddress address={address} />
          <p>
            {multiple
              ? 'This often happens with condominiums, townhomes and lots that share a street address.'
              : 'This can happen with new construction, a recent change of address, or a different spelling of the street name.'}
          </p>
        </>
      }
      next={
        <>
          <p>
            Contact us and a member of our team will find your property with you. It helps to have your property tax
            bill or deed to hand
            {multiple ? ', and your unit or lot number.' : ', showing the address as the county records it.'}
          </p>
          <p>Your application and everything you have entered so far are saved.</p>
        </>
      }
    />
  );
}

export function UnderwritingReviewScreen({ support }: ReviewScreenProps) {
  return (
    <ReviewLayout
      kind="uw"
      support={support}
      intro={<p>An underwriter needs to look at some details of your application before we can make you an offer.</p>}
      next={
        <>
          <p>Most reviews are finished within 2 business days.</p>
          <p>
            We will email you when there is news, or if we need anything from you. There is nothing you need to do now.
          </p>
        </>
      }
    />
  );
}

export function DelinquencyScreen({ support }: ReviewScreenProps) {
  return (
    <ReviewLayout
      kind="delinquency"
      support={support}
      intro={
        <p>
          Your credit report shows one or more accounts that are past due. Before we can make you an offer, one of our
          underwriters reviews them.
        </p>
      }
      next={
        <>
          <p>
            Someone from our team will contact you by phone or email, usually within 2 business days, to talk through
            your credit history.
          </p>
          <p>
            It helps to have ready recent statements showing that the accounts are now current, or a short note
            explaining what happened.
          </p>
        </>
      }
    />
  );
}

export interface OwnershipScreenProps extends ReviewScreenProps {
  address: Address | null;
}

export function IncorrectOwnershipScreen({ support, address }: OwnershipScreenProps) {
  return (
    <ReviewLayout
      kind="incorrect-ownership"
      support={support}
      intro={
        <>
          <p>The owner on record for this property does not match the name on your application.</p>
          <PropertyAddress address={address} />
          <p>
            This can happen if you bought the home recently, if it is held in a trust or a company, or if your name has
            changed since you bought it.
          </p>
        </>
      }
      next={
        <>
          <p>
            Contact us and we will confirm your ownership with you. We may ask for a copy of your deed, a recent
            mortgage statement or a property tax bill showing your name.
          </p>
          <p>Your application and everything you have entered so far are saved.</p>
        </>
      }
    />
  );
}

export interface WaitScreenProps extends ReviewScreenProps {
  onRetry: () => void;
  retrying: boolean;
}

export function DatatreeScreen({ support, onRetry, retrying }: WaitScreenProps) {
  return (
    <TimeoutPage
      title={REVIEW_APP_TITLES.datatree}
      message={
        <>
          <p>We have not yet been able to get your property’s records from our property data provider.</p>
          <p>
            Try again in a few minutes. If it keeps happening, contact us and we will look up your property for you.
          </p>
        </>
      }
      onRetry={onRetry}
      retrying={retrying}
      support={support}
    />
  );
}

export function SignDocsScreen({ support, onRetry, retrying }: WaitScreenProps) {
  return (
    <TimeoutPage
      title={REVIEW_APP_TITLES.signdocs}
      message={
        <>
          <p>We are preparing your loan documents for signing. This usually takes a few minutes.</p>
          <p>Keep this page open: it moves on by itself when your documents are ready. You can also try again now.</p>
        </>
      }
      onRetry={onRetry}
      retrying={retrying}
      support={support}
    />
  );
}
