// Pieces the bank screens share: the account-check wording, the link button (the vendor's page), and the typed-in
// account fields.
import { useCallback, useState, type ReactNode } from 'react';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/format';
import type { BankAccount } from '../../domain/types';
import { Alert, Button, RadioGroupField, Stack, TextField, type ButtonVariant } from '../../ui';
import { FORM_ERROR_KEY } from '../../../store/form';
import { useSubmit } from '../../../store/hooks';
import { vendorLinkRequested } from '../../../store/journey';

export const bankPath = (uuid: string, screen: string) => `/${uuid}/bank/${screen}`;

/** "Account ending in 6789" (only the last four digits are ever known here). */
export function accountLabel(account: Pick<BankAccount, 'mask' | 'accountNumber'> | null | undefined): string {
  const mask = account?.mask ?? account?.accountNumber?.replace(/\D/g, '').slice(-4) ?? '';
  return mask ? `Account ending in ${mask}` : 'Account on file';
}

export const PENDING_REVIEW_NOTICE =
  'We are reviewing this account with your bank. This can take a business day; you can continue in the meantime.';

/** What the account check found, in words. */
export function checkStatusText(status: string | null | undefined): string {
  switch (status) {
    case 'VERIFIED':
      return 'Verified';
    case 'PENDING_REVIEW':
      return 'Being reviewed: you can continue';
    default:
      return 'Not checked yet';
  }
}

export const ACCOUNT_TYPE_OPTIONS = [
  { value: 'CHECKING', label: 'Checking' },
  { value: 'SAVINGS', label: 'Savings' },
];

/** Routing number, account number (twice, hidden like a password) and the account type. */
export function ManualAccountFields() {
  return (
    <>
      <TextField
        name="routingNumber"
        label="Routing number"
        hint="The 9-digit number at the bottom left of a check."
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        required
      />
      <TextField
        name="accountNumber"
        label="Account number"
        hint="4 to 17 digits. We encrypt it and only ever show its last four digits."
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
      />
      <TextField
        name="confirmAccountNumber"
        label="Confirm account number"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
      />
      <RadioGroupField name="accountType" legend="Account type" options={ACCOUNT_TYPE_OPTIONS} required />
    </>
  );
}

type LinkValues = Parameters<typeof vendorLinkRequested>[0];
const linkRequest = (values: LinkValues, requestId: string) => vendorLinkRequested(values, requestId);

/** Opens the bank's linking page (the app leaves for it); a failure shows beside the button. */
export function LinkAccountButton({
  uuid,
  purpose,
  variant = 'primary',
  children,
}: {
  uuid: string;
  purpose: 'DISBURSEMENT' | 'AUTOPAY';
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const submit = useSubmit<LinkValues>(linkRequest);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(async () => {
    setBusy(true);
    setError(null);
    const errors = await submit({ uuid, link: { vendor: 'bank', purpose } });
    if (errors) {
      const message = errors[FORM_ERROR_KEY];
      setError(typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE);
      setBusy(false);
    }
    // On success the app leaves for the bank's page: the button stays busy until it does.
  }, [submit, uuid, purpose]);
  return (
    <Stack gap="sm">
      <Button variant={variant} loading={busy} onClick={() => void start()}>
        {children}
      </Button>
      {error && (
        <Alert variant="error" title="We could not open your bank's page">
          <p>{error}</p>
        </Alert>
      )}
    </Stack>
  );
}
