// The typed-in account form of bank/manual-disburse and bank/autopay-manual: routing number (ABA checksum),
// account number twice (hidden, never drafted, never in an action) and the account type.
import type { ReactNode } from 'react';
import type { ManualAccountBody } from '../../api/closing';
import type { SubmissionErrors } from '../../../store/form';
import { manualAccountSchema } from '../../domain/validation/bank';
import { AppForm, PageHeading, Stack } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { ManualAccountFields } from './parts';

export interface ManualAccountValues {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

export interface ManualAccountScreenProps {
  title: string;
  subtitle: ReactNode;
  submitLabel: string;
  backTo: string;
  backLabel: string;
  initialValues: Partial<ManualAccountValues>;
  onSubmit: (values: ManualAccountValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: ManualAccountValues) => void;
}

export function ManualAccountScreen({
  title,
  subtitle,
  submitLabel,
  backTo,
  backLabel,
  initialValues,
  onSubmit,
  onValuesChange,
}: ManualAccountScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle={subtitle}>{title}</PageHeading>
      <AppForm<ManualAccountValues>
        schema={manualAccountSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel={submitLabel}
        secondaryAction={
          <ScreenLink to={backTo} variant="link">
            {backLabel}
          </ScreenLink>
        }
      >
        <ManualAccountFields />
      </AppForm>
    </Stack>
  );
}

/** Digits only: spaces and dashes typed for readability are not part of the number. */
export const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

/** The account numbers go beside the action (useSubmit) and never into the draft. */
export const ACCOUNT_SECRETS = ['accountNumber', 'confirmAccountNumber'] as const;

/** The typed-in account as the server takes it (POST bank/disburse, bank/autopay with choice OTHER): digits only. */
export function manualAccountBody(values: ManualAccountValues): ManualAccountBody {
  return {
    routingNumber: digits(values.routingNumber),
    accountNumber: digits(values.accountNumber),
    confirmAccountNumber: digits(values.confirmAccountNumber),
    accountType: values.accountType,
  };
}
