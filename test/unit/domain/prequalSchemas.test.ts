// The pre-qualification form schemas (src/domain/validation/{profile,liens,offer,contact}.ts), shared by
// the screens and the server.
import { additionalInfoSchema } from '../../../src/domain/validation/contact';
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
    esignAccessConfirmed: true,
    esignConsent: true,
  };
  it('accepts a complete profile', async () => {
    expect(await errorsOf(profileSchema(today), valid)).toEqual([]);
  });
  it.each([
    [{ softCreditConsent: false }, 'You must allow the soft credit check to continue'],
    [{ esignAccessConfirmed: false }, 'Open the test document and confirm you could read it'],
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
  const body = { phone: '(512) 555-0100', hardCreditConsent: true };

  it('asks for the SSN only when none is on file', async () => {
    expect(await errorsOf(additionalInfoSchema({ hasSsn: false }), body)).toEqual(['Required']);
    expect(await errorsOf(additionalInfoSchema({ hasSsn: true }), body)).toEqual([]);
    expect(await errorsOf(additionalInfoSchema({ hasSsn: true }), { ...body, hardCreditConsent: false })).toEqual([
      'You must allow the credit check to submit your application',
    ]);
  });

  describe('co-owners, when the home is owned jointly', () => {
    const joint = additionalInfoSchema({ hasSsn: true, jointOwnership: true, borrowerEmail: 'Pat@Example.com' });
    const jane = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };

    it('needs at least one, each with a name and an email', async () => {
      expect(await errorsOf(joint, body)).toEqual(['Required']);
      expect(await errorsOf(joint, { ...body, coOwners: [] })).toEqual([
        'Add everyone else on the title: they sign the deed too',
      ]);
      expect(await errorsOf(joint, { ...body, coOwners: [{ firstName: '', lastName: 'Doe', email: 'x' }] })).toEqual([
        'Required',
        'Enter a valid email address',
      ]);
      expect(await errorsOf(joint, { ...body, coOwners: [jane] })).toEqual([]);
    });

    it('refuses the borrower’s own email, a repeated email, and more than three', async () => {
      const own = { ...jane, email: ' pat@example.COM ' };
      expect(await errorsOf(joint, { ...body, coOwners: [own] })).toEqual([
        'Each co-owner needs their own email address, not yours',
      ]);
      expect(await errorsOf(joint, { ...body, coOwners: [jane, { ...jane, firstName: 'Janet' }] })).toEqual([
        'Each co-owner needs a different email address',
      ]);
      const four = [1, 2, 3, 4].map((n) => ({ ...jane, email: `owner${n}@example.com` }));
      expect(await errorsOf(joint, { ...body, coOwners: four })).toEqual(['You can add up to 3 co-owners']);
    });

    it('drops a list sent for a home not owned jointly', async () => {
      const sole = additionalInfoSchema({ hasSsn: true });
      expect(await sole.validate({ ...body, coOwners: [jane] })).not.toHaveProperty('coOwners');
    });
  });
});
// HMDA's schema and codes: test/unit/domain/hmda.test.ts.
