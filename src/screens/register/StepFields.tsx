import type { RegisterStepId } from '../../domain/register';
import { EMPLOYMENT_TYPES, SALE_STATUSES, type EmploymentType, type SaleStatus } from '../../domain/types';
import { US_STATES } from '../../domain/validation/register';
import { CheckboxField, CurrencyField, DateField, PhoneField, RadioGroupField, SelectField, TextField } from '../../ui';

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  SELF_EMPLOYED: 'Self-employed',
  RETIRED: 'Retired',
  UNEMPLOYED: 'Not employed',
  SEPARATE_MAINTENANCE_PAYMENTS: 'Separate maintenance payments',
};

const SALE_LABELS: Record<SaleStatus, string> = {
  NOT_SELLING: 'No, I am not planning to sell',
  PLANNING_TO_SELL: 'Yes, within the next 12 months',
  LISTED_FOR_SALE: 'It is listed for sale now',
};

export function StepFields({ step }: { step: RegisterStepId }) {
  switch (step) {
    case 'property-info':
      return (
        <>
          <TextField name="property.street1" label="Street address" autoComplete="address-line1" required />
          <TextField name="property.street2" label="Apartment, suite or unit (optional)" autoComplete="address-line2" />
          <TextField name="property.city" label="City" autoComplete="address-level2" required />
          <SelectField
            name="property.state"
            label="State"
            placeholder="Select a state"
            options={US_STATES.map((s) => ({ value: s, label: s }))}
            autoComplete="address-level1"
            required
          />
          <TextField name="property.zip" label="ZIP code" inputMode="numeric" autoComplete="postal-code" required />
        </>
      );
    case 'sale-status':
      return (
        <RadioGroupField
          name="saleStatus"
          legend="Sale status"
          options={SALE_STATUSES.map((s) => ({ value: s, label: SALE_LABELS[s] }))}
          required
        />
      );
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
