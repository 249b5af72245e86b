// income/review: the income the offer rests on (editable while the application is at INCOME_VERIFICATION), what
// has been verified so far, and the ways to verify it: link a payroll provider or a bank account on the vendor's
// page, or upload paystubs when a link verified only part of the income.
import { Fragment } from 'react';
import styled from 'styled-components';
import type { IncomeAnswer } from '../../api/closing';
import { formatCurrency } from '../../domain/format';
import type { Application } from '../../domain/types';
import { incomeSourcesSchema, INCOME_LINK_TYPES } from '../../domain/validation/income';
import { Alert, AppForm, Button, Card, FactList, PageHeading, Spinner, Stack } from '../../ui';
import type { SubmissionErrors } from '../../../store/form';
import type { ResourceState } from '../../../store/journey';
import { IncomeSourcesFields, type IncomeSourcesFormValues } from './IncomeSourcesFields';
import { EMPLOYMENT_LABELS, LINK_COPY, VERIFICATION_METHOD_LABELS } from './labels';
import { ScreenLink } from '../../ui/ScreenLink';
import { incomePath } from './parts';

export const REVIEW_TITLE = 'Verify your income';

const Options = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const OPTION_TEXT: Record<(typeof INCOME_LINK_TYPES)[number], string> = {
  PAYROLL: 'Sign in to your employer’s payroll provider. The fastest way when you are paid by an employer.',
  BANK: 'Sign in to the bank account your pay goes into. Works for self-employed and retirement income too.',
};

export interface ReviewScreenProps {
  uuid: string;
  application: Application;
  income: ResourceState<IncomeAnswer>;
  onReloadIncome: () => void;
  /** The application is at INCOME_VERIFICATION: the sources can be changed. */
  editable: boolean;
  initialValues: Partial<IncomeSourcesFormValues>;
  onSubmit: (values: IncomeSourcesFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: IncomeSourcesFormValues) => void;
}

function VerificationStatus({
  uuid,
  income,
  onReload,
}: {
  uuid: string;
  income: ResourceState<IncomeAnswer>;
  onReload: () => void;
}) {
  const { data, status, error } = income;
  if (!data) {
    if (status === 'failed') {
      return (
        <Alert variant="error" title="We could not load your income verification">
          <p>{error?.message}</p>
          <Button variant="secondary" onClick={onReload}>
            Try again
          </Button>
        </Alert>
      );
    }
    return <Spinner label="Loading your income verification" />;
  }
  const { verification } = data;
  if (verification?.status === 'VERIFIED') {
    return (
      <Alert variant="success" title="Your income is verified">
        We verified your income through {VERIFICATION_METHOD_LABELS[verification.method] ?? 'your records'}.
      </Alert>
    );
  }
  if (verification?.status === 'PARTIAL' || data.manualPaystubUpload) {
    return (
      <Alert variant="warning" title="We verified part of your income">
        <p>Upload your most recent paystub so we can verify the rest.</p>
        <ScreenLink to={incomePath(uuid, 'upload/MANUAL_PAYSTUB')} variant="primary">
          Upload your paystubs
        </ScreenLink>
      </Alert>
    );
  }
  return (
    <Alert variant="info" title="Not verified yet">
      Your income has not been verified yet. Choose one of the ways below.
    </Alert>
  );
}

function SourcesList({ application }: { application: Application }) {
  if (application.incomeSources.length === 0) return <p>No income sources on file.</p>;
  return (
    <FactList>
      {application.incomeSources.map((s, i) => (
        <Fragment key={s.uuid ?? i}>
          <dt>{EMPLOYMENT_LABELS[s.employmentType] ?? s.employmentType}</dt>
          <dd>{formatCurrency(s.annualIncome)} a year</dd>
        </Fragment>
      ))}
    </FactList>
  );
}

export function ReviewScreen({
  uuid,
  application,
  income,
  onReloadIncome,
  editable,
  initialValues,
  onSubmit,
  onValuesChange,
}: ReviewScreenProps) {
  const linkTypes = income.data?.linkTypes ?? INCOME_LINK_TYPES;
  const heading = (
    <PageHeading subtitle="Your offer is based on the income you told us about. Verify it so we can confirm your offer.">
      {REVIEW_TITLE}
    </PageHeading>
  );
  // Until the verification is known, nothing below the heading is shown: the status that replaces the spinner is
  // taller, and it would push the ways to verify down the screen (a layout shift) if they were already there.
  if (!income.data && income.status !== 'failed') {
    return (
      <Stack gap="lg">
        {heading}
        <VerificationStatus uuid={uuid} income={income} onReload={onReloadIncome} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {heading}
      <VerificationStatus uuid={uuid} income={income} onReload={onReloadIncome} />
      <section aria-labelledby="income-ways">
        <h2 id="income-ways">Choose how to verify</h2>
        <Options>
          {linkTypes.map((type) => (
            <li key={type}>
              <Card as="div">
                <h3>{LINK_COPY[type].action}</h3>
                <p>{OPTION_TEXT[type]}</p>
                <ScreenLink to={incomePath(uuid, `link/${type}`)} data-testid={`income-link-${type}`}>
                  {LINK_COPY[type].action}
                </ScreenLink>
              </Card>
            </li>
          ))}
          {income.data?.manualPaystubUpload && (
            <li>
              <Card as="div">
                <h3>Upload your paystubs</h3>
                <p>Upload your most recent paystub as a PDF or a photo.</p>
                <ScreenLink to={incomePath(uuid, 'upload/MANUAL_PAYSTUB')} data-testid="income-upload-MANUAL_PAYSTUB">
                  Upload your paystubs
                </ScreenLink>
              </Card>
            </li>
          )}
        </Options>
      </section>
      <section aria-labelledby="income-sources">
        <h2 id="income-sources">Your income</h2>
        {editable ? (
          <>
            <p>Correct your income here before you verify it: your list replaces the income on file.</p>
            <AppForm<IncomeSourcesFormValues>
              schema={incomeSourcesSchema}
              onSubmit={onSubmit}
              initialValues={initialValues}
              onValuesChange={onValuesChange}
              submitLabel="Save my income"
            >
              <IncomeSourcesFields />
            </AppForm>
          </>
        ) : (
          <SourcesList application={application} />
        )}
      </section>
    </Stack>
  );
}
