// The register screen's step rules and the sign-in forms' rules (and, in ./profileRules.ts, the profile form's)
// without the validation library: the same rules, messages and order as the schemas of ./register.ts,
// ./signers.ts and ./profile.ts (which the servers validate with), written out so that the entry pages (register,
// sign-in and the dashboard's entry, the co-owner's login, start/profile) do not load yup (DESIGN section 13). Each step is a
// schema-like object (validateSync / validate / isValidSync) whose error has yup's shape (name 'ValidationError',
// inner errors with a path and messages), so src/ui/forms/makeValidate.ts reads it as it reads yup's.
// test/unit/validation/registerRules.test.ts holds both to the same answers on a table of inputs.
import { ESIGN_ACCESS_REQUIRED, ESIGN_CONSENT_REQUIRED } from '../esignMessages';
import type { RegisterStepId } from '../register';
import { EMPLOYMENT_TYPES, SALE_STATUSES } from '../types';
import { US_STATES } from './usStates';

export const REQUIRED = 'Required';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// yup's own email pattern (yup 1.x string().email()).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isRealDate(v: string): boolean {
  const [y, m, d] = v.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** One field (with the values of the whole form, for a field that must match another): its first failing message. */
export type FieldRule = (value: unknown, values: unknown) => string | null;
type Check<T> = readonly [test: (value: T) => boolean, message: string];

export const maxLength = (n: number): Check<string> => [(v) => v.length <= n, `Cannot be more than ${n} characters`];

/**
 * A string field as yup checks one: cast to a string, trimmed when asked; absent (null or undefined) is 'Required'
 * when required and fine otherwise; then the allowed values; then the checks in order, 'Required' first for
 * an empty required value.
 */
export function text(options: {
  trim?: boolean;
  required?: boolean;
  oneOf?: readonly [readonly string[], string];
  checks?: readonly Check<string>[];
}): FieldRule {
  return (raw) => {
    let value = raw === null || raw === undefined || typeof raw === 'string' ? raw : String(raw as string);
    if (options.trim && typeof value === 'string') value = value.trim();
    if (value === null || value === undefined) return options.required ? REQUIRED : null;
    if (options.oneOf && !options.oneOf[0].includes(value)) return options.oneOf[1];
    if (options.required && value.length === 0) return REQUIRED;
    for (const [test, message] of options.checks ?? []) if (!test(value)) return message;
    return null;
  };
}

/** yup's number cast: a string without its spaces ('' is not a number; '12px' is not 12), anything else parseFloat. */
function toNumber(raw: unknown): unknown {
  if (raw === null || raw === undefined || typeof raw === 'number') return raw;
  if (typeof raw === 'string') {
    const stripped = raw.replace(/\s/g, '');
    return stripped === '' ? NaN : +stripped;
  }
  return parseFloat(raw as string);
}

function amount(typeMessage: string, checks: readonly Check<number>[]): FieldRule {
  return (raw) => {
    const value = toNumber(raw);
    if (value === null || value === undefined) return REQUIRED;
    if (typeof value !== 'number' || Number.isNaN(value)) return typeMessage;
    for (const [test, message] of checks) if (!test(value)) return message;
    return null;
  };
}

/** A required box that must be ticked: yup's boolean cast ('true'/'1', 'false'/'0'), then oneOf([true]). */
export function mustBeTrue(message: string): FieldRule {
  return (raw) => {
    let value = raw;
    if (typeof value !== 'boolean' && value !== null && value !== undefined) {
      if (/^(true|1)$/i.test(String(raw))) value = true;
      else if (/^(false|0)$/i.test(String(raw))) value = false;
    }
    if (value === null || value === undefined) return REQUIRED;
    return value === true ? null : message;
  };
}

const street1 = text({ trim: true, required: true, checks: [maxLength(128)] });
const street2 = text({ trim: true, checks: [maxLength(128)] });
const city = text({ trim: true, required: true, checks: [maxLength(64)] });
const state = text({ required: true, oneOf: [US_STATES, 'Choose a state'] });
const zip = text({ required: true, checks: [[(v) => /^\d{5}(-\d{4})?$/.test(v), 'Enter a 5-digit ZIP code']] });
export const personName = text({ trim: true, required: true, checks: [maxLength(64)] });

export function dob(today: () => Date): FieldRule {
  return text({
    required: true,
    checks: [
      [(v) => ISO_DATE.test(v), 'Enter a date as MM/DD/YYYY'],
      // A wrongly shaped value already has the message above; do not also call it unreal.
      [(v) => !v || !ISO_DATE.test(v) || isRealDate(v), 'Enter a real date'],
      [(v) => !v || !isRealDate(v) || ageOn(v, today()) >= 18, 'You must be at least 18 years old'],
      [(v) => !v || !isRealDate(v) || Number(v.slice(0, 4)) > 1900, 'Enter a date after 1900'],
    ],
  });
}

const email = text({
  trim: true,
  required: true,
  checks: [[(v) => v === '' || EMAIL.test(v), 'Enter a valid email address'], maxLength(128)],
});
const phone = text({
  required: true,
  checks: [[(v) => !v || /^1?\d{10}$/.test(v.replace(/\D/g, '')), 'Enter a 10-digit US phone number']],
});
const password = text({
  required: true,
  checks: [
    [(v) => v.length >= 10, 'Use at least 10 characters'],
    maxLength(128),
    [(v) => /[A-Za-z]/.test(v), 'Use at least one letter'],
    [(v) => /\d/.test(v), 'Use at least one number'],
  ],
});

/** Sign-in (the outside pages' and the co-owner's): an email and a password. */
export const loginRules: StepRules = step({
  email: text({
    trim: true,
    required: true,
    checks: [[(v) => v === '' || EMAIL.test(v), 'Enter a valid email address']],
  }),
  password: text({ required: true, checks: [maxLength(128)] }),
});

/** heloc-signer/login with an invitation: a password, the same again, and the agreement (./signers.ts). */
export const signerAcceptRules: StepRules = step({
  password,
  // yup's oneOf([ref('password')]): compared before 'Required', and only when a value is there.
  confirmPassword: (raw, values) => {
    const value = raw === null || raw === undefined || typeof raw === 'string' ? raw : String(raw as string);
    if (value === null || value === undefined) return REQUIRED;
    if (value !== getPath(values, 'password')) return 'The passwords do not match';
    return value.length === 0 ? REQUIRED : null;
  },
  agreeToTerms: mustBeTrue('You must agree to continue'),
  esignAccessConfirmed: mustBeTrue(ESIGN_ACCESS_REQUIRED),
  esignConsent: mustBeTrue(ESIGN_CONSENT_REQUIRED),
});

/** The error a step throws: yup's ValidationError shape, one inner error per failing field, in field order. */
export interface StepValidationError {
  name: 'ValidationError';
  message: string;
  errors: string[];
  inner: { name: 'ValidationError'; path: string; message: string; errors: string[]; inner: [] }[];
}

export interface StepRules {
  validateSync(value: unknown, options?: { abortEarly?: boolean }): unknown;
  validate(value: unknown, options?: { abortEarly?: boolean }): Promise<unknown>;
  isValidSync(value: unknown): boolean;
}

export function getPath(values: unknown, path: string): unknown {
  let at: unknown = values;
  for (const key of path.split('.'))
    at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** A step: its fields by path ('property.zip'), checked in order. */
export function step(fields: Record<string, FieldRule>): StepRules {
  const check = (values: unknown): StepValidationError | null => {
    const inner: StepValidationError['inner'] = [];
    for (const [path, rule] of Object.entries(fields)) {
      const message = rule(getPath(values, path), values);
      if (message) inner.push({ name: 'ValidationError', path, message, errors: [message], inner: [] });
    }
    if (inner.length === 0) return null;
    const errors = inner.map((e) => e.message);
    return { name: 'ValidationError', message: `${errors.length} errors occurred`, errors, inner };
  };
  return {
    validateSync(value) {
      const error = check(value);
      if (error) throw error;
      return value;
    },
    validate(value) {
      const error = check(value);
      return error ? Promise.reject(error) : Promise.resolve(value);
    },
    isValidSync: (value) => check(value) === null,
  };
}

export const propertyFields: Record<string, FieldRule> = {
  'property.street1': street1,
  'property.street2': street2,
  'property.city': city,
  'property.state': state,
  'property.zip': zip,
};
const saleStatus = text({ required: true, oneOf: [SALE_STATUSES, REQUIRED] });

export function registerStepRules(today: () => Date = () => new Date()): Record<RegisterStepId, StepRules> {
  return {
    'property-info': step(propertyFields),
    'sale-status': step({ saleStatus }),
    'income-info': step({
      employmentType: text({ required: true, oneOf: [EMPLOYMENT_TYPES, REQUIRED] }),
      annualIncome: amount('Enter an amount in dollars', [
        [(v) => v >= 0, 'Income cannot be negative'],
        [(v) => v <= 100_000_000, 'Enter an amount under $100,000,000'],
      ]),
    }),
    name: step({ firstName: personName, lastName: personName }),
    birthdate: step({ dob: dob(today) }),
    'contact-info': step({ email, phone }),
    'login-info': step({ password, agreeToTerms: mustBeTrue('You must agree to continue') }),
  };
}

/** The dashboard's "Start a new application" (the outside entry, so the sign-in page): a property and its sale status. */
export const startNewRules: StepRules = step({ ...propertyFields, saleStatus });
