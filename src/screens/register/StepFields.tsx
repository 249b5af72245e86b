import type { RegisterStepId } from '../../domain/register';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../../domain/types';
import {
  CheckboxField,
  CurrencyField,
  DateField,
  PhoneField,
  PropertyAddressFields,
  SaleStatusField,
  SelectField,
  TextField,
} from '../../ui';

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
};

export function StepFields({ step }: { step: RegisterStepId }) {
  switch (step) {
    case 'property-info':
      return <PropertyAddressFields />;
    case 'sale-status':
      return <SaleStatusField />;
    case 'income-info':
      return (
        <>
          <SelectField
            name="employmentType"
            label="Employment type"
            placeholder="Select one"
            options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_LABELS[t] }))}
            required
          />
          <CurrencyField name="annualIncome" label="Annual income" required />
        </>
      );
    case 'name':
      return (
        <>
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        </>
      );
    case 'birthdate':
      return <DateField name="dob" label="Date of birth" autoComplete="bday" required />;
    case 'contact-info':
      return (
        <>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <PhoneField name="phone" label="Phone number" required />
        </>
      );
    case 'login-info':
      return (
        <>
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="At least 10 characters, with a letter and a number."
            required
          />
          <CheckboxField
            name="agreeToTerms"
            required
            label={
              <>
                I agree to the{' '}
                <a href="/terms" target="_blank" rel="noreferrer">
                  Terms of Use
                </a>{' '}
                and the{' '}
                <a href="/privacy" target="_blank" rel="noreferrer">
                  Privacy Policy
                </a>
              </>
            }
          />
        </>
      );
    default:
      return null;
  }
}
