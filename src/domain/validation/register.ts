// Registration and sign-in schemas: the identity server validates with these (the register screen's steps use the
// same rules written without yup, ./registerRules.ts, held to the same answers by a test).
import * as yup from 'yup';
import { UUID_PATTERN } from '../guards';
import { ageOn, ISO_DATE, isRealDate, REQUIRED } from './registerRules';
import { US_STATES } from './usStates';
import { EMPLOYMENT_TYPES, SALE_STATUSES } from '../types';

export { REQUIRED, US_STATES };

export const addressSchema = yup.object({
  street1: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  street2: yup.string().trim().max(128, 'Cannot be more than 128 characters').nullable(),
  city: yup.string().trim().required(REQUIRED).max(64, 'Cannot be more than 64 characters'),
  state: yup
    .string()
    .required(REQUIRED)
    .oneOf([...US_STATES], 'Choose a state'),
  zip: yup
    .string()
    .required(REQUIRED)
    .matches(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});

// The fields below are named so that other schemas reuse them as they are: a field read back from a schema's
// `fields` is typed as any schema (yup's `ISchema | Reference`), so it would infer as `unknown` where it is reused.

export const saleStatusField = yup
  .string()
  .required(REQUIRED)
  .oneOf([...SALE_STATUSES], REQUIRED);

export const saleStatusSchema = yup.object({ saleStatus: saleStatusField });

export const employmentTypeField = yup
  .string()
  .required(REQUIRED)
  .oneOf([...EMPLOYMENT_TYPES], REQUIRED);

export const annualIncomeField = yup
  .number()
  .typeError('Enter an amount in dollars')
  .required(REQUIRED)
  .min(0, 'Income cannot be negative')
  .max(100_000_000, 'Enter an amount under $100,000,000');

export const incomeSchema = yup.object({ employmentType: employmentTypeField, annualIncome: annualIncomeField });

/** A first or last name. */
export const personNameField = yup.string().trim().required(REQUIRED).max(64, 'Cannot be more than 64 characters');

export const nameSchema = yup.object({ firstName: personNameField, lastName: personNameField });

/** An adult born after 1900; dates as yyyy-MM-dd. `today` is injectable so tests are deterministic. */
export function dobField(today: () => Date = () => new Date()) {
  return (
    yup
      .string()
      .required(REQUIRED)
      .matches(ISO_DATE, 'Enter a date as MM/DD/YYYY')
      // A wrongly shaped value already has the message above; do not also call it unreal.
      .test('real-date', 'Enter a real date', (v) => !v || !ISO_DATE.test(v) || isRealDate(v))
      .test('adult', 'You must be at least 18 years old', (v) => !v || !isRealDate(v) || ageOn(v, today()) >= 18)
      .test('plausible', 'Enter a date after 1900', (v) => !v || !isRealDate(v) || Number(v.slice(0, 4)) > 1900)
  );
}

export function birthdateSchema(today?: () => Date) {
  return yup.object({ dob: dobField(today) });
}

export const emailField = yup
  .string()
  .trim()
  .required(REQUIRED)
  .email('Enter a valid email address')
  .max(128, 'Cannot be more than 128 characters');

/** A 10-digit US phone number (an optional leading 1), any punctuation. */
export const phoneField = yup
  .string()
  .required(REQUIRED)
  .test('us-phone', 'Enter a 10-digit US phone number', (v) => !v || /^1?\d{10}$/.test(v.replace(/\D/g, '')));

export const contactSchema = yup.object({ email: emailField, phone: phoneField });

export const passwordSchema = yup
  .string()
  .required(REQUIRED)
  .min(10, 'Use at least 10 characters')
  .max(128, 'Cannot be more than 128 characters')
  .matches(/[A-Za-z]/, 'Use at least one letter')
  .matches(/\d/, 'Use at least one number');

export const agreeToTermsField = yup.boolean().oneOf([true], 'You must agree to continue').required(REQUIRED);

export const loginInfoSchema = yup.object({ password: passwordSchema, agreeToTerms: agreeToTermsField });

/** POST /identity/api/v1/registration/register: everything the five register steps collect. */
export function registrationSchema(today?: () => Date) {
  return yup.object({
    property: addressSchema.required(REQUIRED),
    saleStatus: saleStatusField,
    employmentType: employmentTypeField,
    annualIncome: annualIncomeField,
    firstName: personNameField,
    lastName: personNameField,
    dob: dobField(today),
    email: emailField,
    phone: phoneField,
    password: passwordSchema,
    agreeToTerms: agreeToTermsField,
    // yup's uuid() only accepts versions 1-5; the spec accepts any 8-4-4-4-12 hexadecimal id.
    referrerUuid: yup.string().matches(UUID_PATTERN, 'Invalid referrer').nullable().optional(),
  });
}

export type RegistrationInput = yup.InferType<ReturnType<typeof registrationSchema>>;

/** A new application from the dashboard: the property and the sale plan (POST /application/heloc). */
export const newApplicationSchema = yup.object({
  property: addressSchema.required('Required'),
  saleStatus: saleStatusField,
});

export const loginSchema = yup.object({
  email: yup.string().trim().required(REQUIRED).email('Enter a valid email address'),
  password: yup.string().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
