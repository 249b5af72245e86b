// The pre-qualification form schemas (src/domain/validation/{profile,liens,offer,contact,hmda}.ts), shared by
// the screens and the server.
import { additionalInfoSchema } from '../../../src/domain/validation/contact';
import { HMDA_DECLINE, hmdaSchema } from '../../../src/domain/validation/hmda';
import { liensSchema } from '../../../src/domain/validation/liens';
import { offerSelectionSchema } from '../../../src/domain/validation/offer';
import { creditSsnSchema, normaliseSsn, profileSchema } from '../../../src/domain/validation/profile';

async function errorsOf(
  schema: { validate(v: unknown, o: object): Promise<unknown> },
  value: unknown,
): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
}

describe('SSN', () => {
  it.each([
    ['123-45-6789', []],
    ['123 45 6789', []],
    ['123456789', []],
    ['12345678', ['Enter a 9-digit Social Security number']],
    ['000-12-3456', ['Enter a 9-digit Social Security number']],
    ['666-12-3456', ['Enter a 9-digit Social Security number']],
    ['912-34-5678', ['Enter a 9-digit Social Security number']],
    ['123-00-4567', ['Enter a 9-digit Social Security number']],
    ['123-45-0000', ['Enter a 9-digit Social Security number']],
    ['', ['Required']],
  ])('%p → %p', async (ssn, expected) => {
    expect(await errorsOf(creditSsnSchema, { ssn })).toEqual(expected);
  });
  it('normalises to digits', () => {
    expect(normaliseSsn('123-45 6789')).toBe('123456789');
  });
});

describe('profile', () => {
  const today = () => new Date('2026-06-01T00:00:00Z');
  const valid = {
    firstName: 'Dana',
    lastName: 'Rivera',
    dob: '1980-04-12',
    ownership: 'JOINT',
    softCreditConsent: true,
    esignConsent: true,
  };
  it('accepts a complete profile', async () => {
    expect(await errorsOf(profileSchema(today), valid)).toEqual([]);
  });
  it.each([
    [{ softCreditConsent: false }, 'You must allow the soft credit check to continue'],
    [{ esignConsent: false }, 'You must agree to electronic records to continue'],
    [{ ownership: 'RENT' }, 'Choose how you own the property'],
    [{ dob: '2008-06-02' }, 'You must be at least 18 years old'],
  ])('%p → %p', async (patch, message) => {
    expect(await errorsOf(profileSchema(today), { ...valid, ...patch })).toEqual([message]);
  });
  it('turns 18 on the birthday', async () => {
    expect(await errorsOf(profileSchema(today), { ...valid, dob: '2008-06-01' })).toEqual([]);
  });
});

describe('liens', () => {
  it('needs the confirmation and sane lien figures', async () => {
    expect(await errorsOf(liensSchema, { confirmed: true })).toEqual([]);
    expect(await errorsOf(liensSchema, { confirmed: false })).toEqual(['Confirm your liens to continue']);
    expect(
      await errorsOf(liensSchema, {
        confirmed: true,
        liens: [{ position: 1, lender: 'Bank', balance: -1, monthlyPayment: 100 }],
      }),
    ).toEqual(['The balance cannot be negative']);
  });
});

describe('offer selection', () => {
  it.each([
    [{ term: 10, amount: 15_000 }, []],
    [{ term: 30, amount: 400_000 }, []],
    [{ term: 7, amount: 20_000 }, ['Choose one of the offered terms']],
    [{ term: 5, amount: 14_999 }, ['The amount must be at least $15,000']],
    [{ term: 5, amount: 400_001 }, ['The amount cannot be more than $400,000']],
    [{ term: 5, amount: 20_000.5 }, ['Enter whole dollars']],
  ])('%p → %p', async (value, expected) => {
    expect(await errorsOf(offerSelectionSchema, value)).toEqual(expected);
  });
});

describe('additional info', () => {
  it('asks for the SSN only when none is on file', async () => {
    const body = { phone: '(512) 555-0100', hardCreditConsent: true };
    expect(await errorsOf(additionalInfoSchema(false), body)).toEqual(['Required']);
    expect(await errorsOf(additionalInfoSchema(true), body)).toEqual([]);
    expect(await errorsOf(additionalInfoSchema(true), { ...body, hardCreditConsent: false })).toEqual([
      'You must allow the credit check to submit your application',
    ]);
  });
});

describe('HMDA', () => {
  it('takes "I do not wish to provide" for every question, and nothing off the list', async () => {
    expect(await errorsOf(hmdaSchema, { ethnicity: HMDA_DECLINE, race: HMDA_DECLINE, sex: HMDA_DECLINE })).toEqual([]);
    expect(await errorsOf(hmdaSchema, { ethnicity: HMDA_DECLINE, race: 'Asian', sex: 'Other' })).toEqual([
      'Choose an answer',
    ]);
  });
});
