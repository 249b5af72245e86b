// income/employer-verification: who can confirm the borrower's employment (employer name and phone).
import { employerVerificationSchema } from '../../domain/validation/income';
import { AppForm, PageHeading, PhoneField, Stack, TextField } from '../../ui';
import type { SubmissionErrors } from '../../../store/form';

export const EMPLOYER_TITLE = 'Confirm your employer';

export interface EmployerFormValues {
  employerName: string;
  employerPhone: string;
}

export interface EmployerScreenProps {
  initialValues: Partial<EmployerFormValues>;
  onSubmit: (values: EmployerFormValues) => Promise<SubmissionErrors | undefined>;
  onValuesChange: (values: EmployerFormValues) => void;
}

export function EmployerScreen({ initialValues, onSubmit, onValuesChange }: EmployerScreenProps) {
  return (
    <Stack gap="lg">
      <PageHeading subtitle="We need to confirm with your employer that you work there. We only ask whether you are employed: we never discuss your application.">
        {EMPLOYER_TITLE}
      </PageHeading>
      <AppForm<EmployerFormValues>
        schema={employerVerificationSchema}
        onSubmit={onSubmit}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        submitLabel="Continue"
      >
        <TextField name="employerName" label="Employer name" autoComplete="organization" maxLength={128} required />
        <PhoneField
          name="employerPhone"
          label="Employer phone number"
          hint="The number of your employer’s human resources or payroll team."
          autoComplete="off"
          required
        />
      </AppForm>
    </Stack>
  );
}
