import * as yup from 'yup';
import { makeValidate } from '../../../src/ui';

const schema = yup.object({
  name: yup
    .string()
    .required('Required')
    .min(3, 'Too short')
    .matches(/^[a-z]+$/, 'Lowercase only'),
  address: yup.object({
    city: yup.string().required('Required'),
    zip: yup
      .string()
      .required('Required')
      .matches(/^\d{5}$/, 'Enter a 5-digit ZIP'),
  }),
  owners: yup.array(yup.object({ email: yup.string().email('Enter a valid email') })),
});

describe('makeValidate', () => {
  it('returns undefined for valid values', () => {
    const validate = makeValidate(schema);
    expect(validate({ name: 'alice', address: { city: 'Austin', zip: '78701' }, owners: [] })).toBeUndefined();
  });

  it('nests errors by field path and keeps only the first message per field', () => {
    const validate = makeValidate(schema);
    const errors = validate({
      name: 'A1',
      address: { city: '', zip: '12' },
      owners: [{ email: 'ok@x.io' }, { email: 'nope' }],
    });
    expect(errors).toEqual({
      name: 'Too short',
      address: { city: 'Required', zip: 'Enter a 5-digit ZIP' },
      owners: [undefined, { email: 'Enter a valid email' }],
    });
  });

  it('validates schemas with async tests through a promise', async () => {
    const asyncSchema = yup.object({
      user: yup.string().test('taken', 'Already taken', async (v) => v !== 'taken'),
    });
    const result = makeValidate(asyncSchema)({ user: 'taken' });
    await expect(Promise.resolve(result)).resolves.toEqual({ user: 'Already taken' });
  });
});
