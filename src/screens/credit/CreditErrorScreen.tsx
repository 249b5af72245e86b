// credit/error: the credit file is frozen or locked at a bureau (soft pull when checking rates, or the hard pull
// at submission). The borrower lifts the freeze with the bureaus, then contacts us to run the check again.
import { Card, PageHeading, Stack, SupportContact, type SupportContactProps } from '../../ui';

export const CREDIT_ERROR_TITLE = 'Your credit file is frozen or locked';

/** The three nationwide bureaus' freeze lines and pages (as the CFPB and FTC publish them). */
export const BUREAUS: readonly { name: string; phone: string; site: string }[] = [
  { name: 'Equifax', phone: '1-888-298-0045', site: 'equifax.com/personal/credit-report-services' },
  { name: 'Experian', phone: '1-888-397-3742', site: 'experian.com/freeze' },
  { name: 'TransUnion', phone: '1-888-909-8872', site: 'transunion.com/credit-freeze' },
];

export interface CreditErrorScreenProps {
  /** Which check met the freeze: 'soft' while checking rates, 'hard' after submitting. */
  pull: 'soft' | 'hard';
  support: SupportContactProps;
}

export function CreditErrorScreen({ pull, support }: CreditErrorScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading>{CREDIT_ERROR_TITLE}</PageHeading>
      <Stack gap="sm">
        <p>
          {pull === 'hard'
            ? 'We could not complete the credit check for your application because your credit file is frozen or locked at a credit bureau.'
            : 'We could not check your rates because your credit file is frozen or locked at a credit bureau.'}{' '}
          A freeze or lock keeps lenders from seeing your credit report, even for a soft credit check.
        </p>
        <p>Your application and everything you have entered so far are saved.</p>
      </Stack>
      <Card as="div">
        <Stack gap="sm">
          <h2>How to lift the freeze</h2>
          <p>
            Contact each credit bureau where you placed a freeze or lock, and lift it for at least 7 days or remove it.
            Lifting a freeze is free. You will need the PIN, password or account login the bureau gave you.
          </p>
          <ul aria-label="Credit bureaus">
            {BUREAUS.map((b) => (
              <li key={b.name}>
                <strong>{b.name}</strong>: {b.phone}, {b.site}
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
      <SupportContact
        {...support}
        intro="Once you have lifted the freeze, call or email us and we will run the credit check again."
      />
    </Stack>
  );
}
