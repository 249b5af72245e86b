import { ValidationError, type Schema } from 'yup';
import {
  REQUIRED,
  addressSchema,
  birthdateSchema,
  contactSchema,
  incomeSchema,
  loginInfoSchema,
  loginSchema,
  nameSchema,
  passwordSchema,
  registrationSchema,
  saleStatusSchema,
} from '../../../src/domain/validation/register';

/** Every error by path ('' for a scalar schema), so one call checks all fields. */
async function errorsOf(schema: Schema, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const errors: Record<string, string[]> = {};
    for (const inner of e.inner.length > 0 ? e.inner : [e]) {
      (errors[inner.path ?? ''] ??= []).push(inner.message);
    }
    return errors;
  }
}

const ADDRESS = { street1: '123 Main St', street2: null, city: 'Springfield', state: 'IL', zip: '62704' };
const UUID = '3f2b8c1e-4d5a-4e6f-9a7b-1c2d3e4f5a6b';
// Noon UTC, so the injected day is the same calendar day in every time zone the tests may run in.
const on = (iso: string) => () => new Date(`${iso}T12:00:00Z`);

const VALID_REGISTRATION = {
  property: ADDRESS,
  saleStatus: 'NOT_SELLING',
  employmentType: 'FULL_TIME',
  annualIncome: 85000,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dob: '1990-12-10',
  email: 'ada@example.com',
  phone: '5551234567',
  password: 'correcthorse1',
  agreeToTerms: true,
  referrerUuid: null,
};

describe('REQUIRED', () => {
  it("is the spec's shared message", () => {
    expect(REQUIRED).toBe('Required');
  });
});

describe('required fields', () => {
  it.each<[string, Schema, Record<string, string[]>]>([
    ['address', addressSchema, { street1: ['Required'], city: ['Required'], state: ['Required'], zip: ['Required'] }],
    ['sale status', saleStatusSchema, { saleStatus: ['Required'] }],
    ['income', incomeSchema, { employmentType: ['Required'], annualIncome: ['Required'] }],
    ['name', nameSchema, { firstName: ['Required'], lastName: ['Required'] }],
    ['birthdate', birthdateSchema(on('2024-06-15')), { dob: ['Required'] }],
    ['contact', contactSchema, { email: ['Required'], phone: ['Required'] }],
    ['login info', loginInfoSchema, { password: ['Required'], agreeToTerms: ['Required'] }],
    ['sign-in', loginSchema, { email: ['Required'], password: ['Required'] }],
  ])('%s: empty input gives Required on every required field', async (_name, schema, expected) => {
    expect(await errorsOf(schema, {})).toEqual(expected);
  });

  it.each<[string, Schema, unknown, Record<string, string[]>]>([
    ['blank street1 (trimmed)', addressSchema, { ...ADDRESS, street1: '   ' }, { street1: ['Required'] }],
    ['blank first name (trimmed)', nameSchema, { firstName: ' ', lastName: 'L' }, { firstName: ['Required'] }],
    ['unknown sale status', saleStatusSchema, { saleStatus: 'SOLD' }, { saleStatus: ['Required'] }],
    [
      'unknown employment type',
      incomeSchema,
      { employmentType: 'PIRATE', annualIncome: 1 },
      { employmentType: ['Required'] },
    ],
  ])('%s', async (_name, schema, value, expected) => {
    expect(await errorsOf(schema, value)).toEqual(expected);
  });
});

describe('addressSchema', () => {
  it.each<[string, boolean]>([
    ['62704', true],
    ['62704-1234', true],
    ['6270', false],
    ['627041', false],
    ['62704-123', false],
    ['62704 1234', false],
    ['6270a', false],
    [' 62704', false],
  ])('zip %p valid: %p', async (zip, valid) => {
    const errors = await errorsOf(addressSchema, { ...ADDRESS, zip });
    expect(errors).toEqual(valid ? {} : { zip: ['Enter a 5-digit ZIP code'] });
  });

  it.each<[string, Record<string, string[]>]>([
    ['IL', {}],
    ['DC', {}],
    ['il', { state: ['Choose a state'] }],
    ['XX', { state: ['Choose a state'] }],
  ])('state %p', async (state, expected) => {
    expect(await errorsOf(addressSchema, { ...ADDRESS, state })).toEqual(expected);
  });

  it('limits lengths', async () => {
    expect(
      await errorsOf(addressSchema, {
        ...ADDRESS,
        street1: 'a'.repeat(129),
        street2: 'b'.repeat(129),
        city: 'c'.repeat(65),
      }),
    ).toEqual({
      street1: ['Cannot be more than 128 characters'],
      street2: ['Cannot be more than 128 characters'],
      city: ['Cannot be more than 64 characters'],
    });
    expect(await errorsOf(addressSchema, { ...ADDRESS, street1: 'a'.repeat(128), city: 'c'.repeat(64) })).toEqual({});
  });
});

describe('incomeSchema', () => {
  it.each<[unknown, Record<string, string[]>]>([
    [85000, {}],
    [0, {}],
    [100_000_000, {}],
    [-1, { annualIncome: ['Income cannot be negative'] }],
    [100_000_001, { annualIncome: ['Enter an amount under $100,000,000'] }],
    ['abc', { annualIncome: ['Enter an amount in dollars'] }],
  ])('annual income %p', async (annualIncome, expected) => {
    expect(await errorsOf(incomeSchema, { employmentType: 'RETIRED', annualIncome })).toEqual(expected);
  });
});

describe('contactSchema', () => {
  it.each(['5551234567', '15551234567', '+15551234567', '555-123-4567', '(555) 123-4567', '+1 (555) 123-4567'])(
    'accepts phone %p',
    async (phone) => {
      expect(await errorsOf(contactSchema, { email: 'a@example.com', phone })).toEqual({});
    },
  );

  it.each(['555123456', '25551234567', '555123456789', '+445551234567', 'call me'])(
    'rejects phone %p',
    async (phone) => {
      expect(await errorsOf(contactSchema, { email: 'a@example.com', phone })).toEqual({
        phone: ['Enter a 10-digit US phone number'],
      });
    },
  );

  it.each<[string, Record<string, string[]>]>([
    ['a@example.com', {}],
    ['  a@example.com  ', {}],
    ['not-an-email', { email: ['Enter a valid email address'] }],
    [`${'a'.repeat(120)}@example.com`, { email: ['Cannot be more than 128 characters'] }],
  ])('email %p', async (email, expected) => {
    expect(await errorsOf(contactSchema, { email, phone: '5551234567' })).toEqual(expected);
  });
});

describe('passwordSchema', () => {
  it.each<[string, string[]]>([
    ['correcthorse1', []],
    ['abcdefghi1', []],
    ['abcdefgh1', ['Use at least 10 characters']],
    ['abcdefghij', ['Use at least one number']],
    ['1234567890', ['Use at least one letter']],
    [`a1${'x'.repeat(127)}`, ['Cannot be more than 128 characters']],
    ['short', ['Use at least 10 characters', 'Use at least one number']],
  ])('%p', async (password, expected) => {
    const errors = await errorsOf(passwordSchema, password);
    expect(errors[''] ?? []).toEqual(expected);
  });

  it('reports Required first for an empty password', async () => {
    const errors = await errorsOf(passwordSchema, '');
    expect(errors[''][0]).toBe('Required');
  });

  it('requires agreeing to the terms', async () => {
    expect(await errorsOf(loginInfoSchema, { password: 'correcthorse1', agreeToTerms: false })).toEqual({
      agreeToTerms: ['You must agree to continue'],
    });
    expect(await errorsOf(loginInfoSchema, { password: 'correcthorse1', agreeToTerms: true })).toEqual({});
  });
});

describe('birthdateSchema', () => {
  const today = on('2024-06-15');

  it.each<[string, string[]]>([
    ['2006-06-15', []], // 18th birthday today
    ['2006-06-14', []],
    ['1990-01-31', []],
    ['2004-02-29', []], // a real leap day
    ['2006-06-16', ['You must be at least 18 years old']], // 18 tomorrow
    ['2006-07-01', ['You must be at least 18 years old']],
    ['2020-01-01', ['You must be at least 18 years old']],
    ['1900-12-31', ['Enter a date after 1900']],
    ['1901-01-01', []],
    ['2005-02-29', ['Enter a real date']],
    ['2000-13-01', ['Enter a real date']],
    ['2000-04-31', ['Enter a real date']],
    ['06/15/2000', ['Enter a date as MM/DD/YYYY']],
    ['2000-6-15', ['Enter a date as MM/DD/YYYY']],
  ])('dob %p', async (dob, expected) => {
    const errors = await errorsOf(birthdateSchema(today), { dob });
    expect(errors.dob ?? []).toEqual(expected);
  });

  it('uses the injected today', async () => {
    const dob = { dob: '2006-06-16' };
    expect(await errorsOf(birthdateSchema(on('2024-06-15')), dob)).toEqual({
      dob: ['You must be at least 18 years old'],
    });
    expect(await errorsOf(birthdateSchema(on('2024-06-16')), dob)).toEqual({});
  });
});

describe('registrationSchema', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(registrationSchema(on('2024-06-15')), VALID_REGISTRATION)).toEqual({});
  });

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no referrer', undefined, {}],
    ['a null referrer', null, {}],
    ['a v4 uuid', UUID, {}],
    ['an upper-case uuid', UUID.toUpperCase(), {}],
    ['a v7 uuid', '01890a5d-ac96-774b-bcce-b302099a8057', {}],
    ['an empty string', '', { referrerUuid: ['Invalid referrer'] }],
    ['a short uuid', UUID.slice(1), { referrerUuid: ['Invalid referrer'] }],
    ['a non-hex uuid', UUID.replace('3f', 'zz'), { referrerUuid: ['Invalid referrer'] }],
    ['a uuid with extra text', `${UUID}x`, { referrerUuid: ['Invalid referrer'] }],
  ])('referrer: %s', async (_name, referrerUuid, expected) => {
    const value = { ...VALID_REGISTRATION, referrerUuid };
    expect(await errorsOf(registrationSchema(on('2024-06-15')), value)).toEqual(expected);
  });

  it('passes the injected today to the birthdate rule', async () => {
    const value = { ...VALID_REGISTRATION, dob: '2006-06-16' };
    expect(await errorsOf(registrationSchema(on('2024-06-15')), value)).toEqual({
      dob: ['You must be at least 18 years old'],
    });
    expect(await errorsOf(registrationSchema(on('2024-06-16')), value)).toEqual({});
  });

  it('reports nested address errors under property', async () => {
    const value = { ...VALID_REGISTRATION, property: { ...ADDRESS, zip: '1' } };
    expect(await errorsOf(registrationSchema(on('2024-06-15')), value)).toEqual({
      'property.zip': ['Enter a 5-digit ZIP code'],
    });
  });
});
