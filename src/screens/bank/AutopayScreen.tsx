// bank/autopay: how the monthly payments are made. Automatically from the disbursement account (SAME), from
// another account (OTHER: linked with the bank, or typed in on bank/autopay-manual), or by the borrower (MANUAL).
import { useField } from 'react-final-form';
import type { SubmissionErrors } from '../../../store/form';
import type { Application } from '../../domain/types';
import { autopaySchema } from '../../domain/validation/bank';
import { Alert, AppForm, Card, PageHeading, RadioGroupField, Spinner, Stack, type RadioOption } from '../../ui';
import { ScreenLink } from '../../ui/ScreenLink';
import { accountLabel, bankPath, LinkAccountButton, PENDING_REVIEW_NOTICE } from './parts';

export const AUTOPAY_TITLE = 'How would you like to make your payments?';

export type AutopayChoice = 'SAME' | 'OTHER' | 'MANUAL';

export interface AutopayFormValues {
  choice: AutopayChoice;
}

const choiceSchema = autopaySchema.pick(['choice']);

export interface AutopayScreenProps {
  uuid: string;
  companyName: string;
  application: Application | null;
  initialValues: Partial<AutopayFormValues>;
  onSubmit: (values: AutopayFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: AutopayFormValues) => void;
}

function OtherAccountPanel({ uuid }: { uuid: string }) {
  const { input } = useField<AutopayChoice>('choice', { subscription: { value: true } });
  if (input.value !== 'OTHER') return null;
  return (
    <Card aria-labelledby="autopay-other-heading">
      <Stack gap="sm">
        <h2 id="autopay-other-heading">Your other account</h2>
        <p>Link it with your bank, or choose Continue to enter its routing and account numbers.</p>
        <LinkAccountButton uuid={uuid} purpose="AUTOPAY" variant="secondary">
          Link another account
        </LinkAccountButton>
      </Stack>
    </Card>
  );
}

export function AutopayScreen({
  uuid,
  companyName,
  application,
  initialValues,
  onSubmit,
  onValuesChange,
}: AutopayScreenProps) {
  if (!application) {
    return (
      <Stack gap="lg">
        <PageHeading>{AUTOPAY_TITLE}</PageHeading>
        <Spinner label="Loading your application" />
      </Stack>
    );
  }
  const disburse = application.disburseAccount;
  const options: RadioOption[] = [
    ...(disburse
      ? [
          {
            value: 'SAME',
            label: 'Autopay from the same account',
            description: `${accountLabel(disburse)}, where your initial draw is sent.`,
          },
        ]
      : []),
    { value: 'OTHER', label: 'Autopay from another account', description: 'Link it or enter its numbers next.' },
    {
      value: 'MANUAL',
      label: 'I will pay each month myself',
      description: 'Pay by bank transfer or check before each due date.',
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeading subtitle="Autopay takes each monthly payment on its due date, so you never miss one.">
        {AUTOPAY_TITLE}
      </PageHeading>
      {application.isCrypto && (
        <Alert variant="info" title="Your line goes to your digital-asset account">
          <p>
            Your initial draw is sent to your digital-asset account, so there is no bank account to add for it. Choose
            how you will make your monthly payments.
          </p>
        </Alert>
      )}
      {application.status.giactAccountStatus === 'PENDING_REVIEW' && (
        <Alert variant="info" title="Your account is being reviewed">
          <p>{PENDING_REVIEW_NOTICE}</p>
        </Alert>
      )}
      <AppForm<AutopayFormValues>
        schema={choiceSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
        secondaryAction={
          <ScreenLink to={bankPath(uuid, 'confirm')} variant="link">
            Review your accounts
          </ScreenLink>
        }
      >
        <RadioGroupField name="choice" legend="Monthly payments" options={options} required />
        <OtherAccountPanel uuid={uuid} />
        <p>
          With autopay you authorize {companyName} to debit your monthly payment from the account you choose. You can
          stop autopay at any time by contacting us.
        </p>
      </AppForm>
    </Stack>
  );
}
