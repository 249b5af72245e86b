// The register screen's step rules without yup (src/domain/validation/registerRules.ts) answer as the yup schemas
// the identity server validates with (src/domain/validation/register.ts): the same final-form errors, field by
// field, and the same verdict, on a table of inputs for every step.
import * as yup from 'yup';
import { makeValidate } from '../../../src/ui/forms/makeValidate';
import type { RegisterStepId } from '../../../src/domain/register';
import {
  addressSchema,
  birthdateSchema,
  contactSchema,
  incomeSchema,
  loginInfoSchema,
  nameSchema,
  saleStatusSchema,
} from '../../../src/domain/validation/register';
import { signerAcceptSchema } from '../../../src/domain/validation/signers';
import { loginSchema } from '../../../src/domain/validation/register';
import { profileFormSchema } from '../../../src/domain/validation/profile';
import { profileRules } from '../../../src/domain/validation/profileRules';
import {
  loginRules,
  registerStepRules,
  signerAcceptRules,
  startNewRules,
} from '../../../src/domain/validation/registerRules';

const TODAY = () => new Date(Date.UTC(2026, 10, 25));

const YUP: Record<RegisterStepId, yup.AnyObjectSchema> = {
  'property-info': yup.object({ property: addressSchema }),
  'sale-status': saleStatusSchema,
  'income-info': incomeSchema,
  name: nameSchema,
  birthdate: birthdateSchema(TODAY),
  'contact-info': contactSchema,
  'login-info': loginInfoSchema,
};
const RULES = registerStepRules(TODAY);

const strings = (...values: unknown[]) => [undefined, null, '', '   ', ...values];

const CASES: Record<RegisterStepId, Record<string, unknown>[]> = {
  'property-info': [
    {},
    { property: {} },
    { property: { street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' } },
    { property: { street1: '  1 Main St  ', street2: null, city: ' Austin ', state: 'TX', zip: '78701-1234' } },
    { property: { street1: 'x'.repeat(129), street2: 'y'.repeat(129), city: 'z'.repeat(65), state: 'XX', zip: '787' } },
    { property: { street1: ` ${'x'.repeat(128)} `, street2: '', city: 'z'.repeat(64), state: '', zip: '' } },
    { property: { street1: '   ', city: '   ', state: 'tx', zip: '78701 ' } },
    { property: { street1: 12, city: 34, state: null, zip: 78701 } },
  ],
  'sale-status': strings('NOT_SELLING', 'PLANNING_TO_SELL', 'LISTED_FOR_SALE', 'SOLD', 'not_selling').map((v) => ({
    saleStatus: v,
  })),
  'income-info': [
    {},
    ...strings('SALARIED', 'SELF_EMPLOYED', 'RETIRED', 'OTHER', 'NOPE').map((v) => ({ employmentType: v })),
    ...[
      undefined,
      null,
      '',
      ' ',
      0,
      -1,
      50_000,
      100_000_000,
      100_000_001,
      '50000',
      ' 50 000 ',
      '12px',
      'abc',
      NaN,
      true,
    ].map((v) => ({ employmentType: 'SALARIED', annualIncome: v })),
  ],
  name: [
    {},
    { firstName: 'Pat', lastName: 'Lee' },
    { firstName: '  ', lastName: '' },
    { firstName: 'x'.repeat(65), lastName: ` ${'y'.repeat(64)} ` },
    { firstName: null, lastName: 7 },
  ],
  birthdate: strings(
    '1980-01-31',
    '1980-02-30',
    '1899-12-31',
    '1900-01-01',
    '1901-01-01',
    '2008-11-25',
    '2008-11-26',
    '2010-05-05',
    '01/31/1980',
    '1980-1-31',
    '19800131',
  ).map((dob) => ({ dob })),
  'contact-info': [
    {},
    { email: 'pat@example.test', phone: '5125550100' },
    { email: ' pat@example.test ', phone: '(512) 555-0100' },
    { email: 'pat@', phone: '555-0100' },
    { email: 'pat@example..test', phone: '15125550100' },
    { email: `${'a'.repeat(120)}@example.test`, phone: '25125550100' },
    { email: '   ', phone: '' },
    { email: null, phone: null },
    { email: 'pat@-example.test', phone: 'abc' },
  ],
  'login-info': [
    {},
    ...strings(
      'short1',
      'longenough',
      '1234567890',
      'abcdefghi1',
      `${'a'.repeat(128)}1`,
      `${'a'.repeat(127)}1`,
    ).flatMap((password) =>
      [undefined, null, true, false, 'true', 'false', '1', '0'].map((agreeToTerms) => ({ password, agreeToTerms })),
    ),
  ],
};

describe('register step rules without yup', () => {
  for (const step of Object.keys(CASES) as RegisterStepId[]) {
    it(`${step}: the same errors and verdicts as the yup schema`, () => {
      const viaYup = makeValidate(YUP[step]);
      const viaRules = makeValidate(RULES[step]);
      for (const values of CASES[step]) {
        expect({ values, errors: viaRules(values) }).toEqual({ values, errors: viaYup(values) });
        expect({ values, valid: RULES[step].isValidSync(values) }).toEqual({
          values,
          valid: YUP[step].isValidSync(values),
        });
      }
    });
  }

  it('sign-in: the same errors and verdicts as loginSchema', () => {
    const viaYup = makeValidate(loginSchema);
    const viaRules = makeValidate(loginRules);
    const emails = [undefined, null, '', '  ', 'pat@example.test', ' pat@example.test ', 'pat@', 'a@b'];
    const passwords = [undefined, null, '', ' ', 'x', 'x'.repeat(128), 'x'.repeat(129)];
    for (const email of emails) {
      for (const password of passwords) {
        const values = { email, password };
        expect({ values, errors: viaRules(values) }).toEqual({ values, errors: viaYup(values) });
      }
    }
  });

  it("the co-owner's acceptance: the same errors and verdicts as signerAcceptSchema", () => {
    const viaYup = makeValidate(signerAcceptSchema);
    const viaRules = makeValidate(signerAcceptRules);
    const passwords = [undefined, null, '', 'short1', 'longenough1'];
    const confirms = [undefined, null, '', 'short1', 'longenough1', 'other'];
    for (const password of passwords) {
      for (const confirmPassword of confirms) {
        for (const agreeToTerms of [undefined, true, false]) {
          // The E-SIGN pair varies with the agreement (all given, all missing, all refused) to keep the table small.
          const values = {
            password,
            confirmPassword,
            agreeToTerms,
            esignAccessConfirmed: agreeToTerms,
            esignConsent: agreeToTerms,
          };
          expect({ values, errors: viaRules(values) }).toEqual({ values, errors: viaYup(values) });
          expect({ values, valid: signerAcceptRules.isValidSync(values) }).toEqual({
            values,
            valid: signerAcceptSchema.isValidSync(values),
          });
        }
      }
    }
  });

  it("the dashboard's new application: the same errors and verdicts as its yup schema", () => {
    const schema = yup.object({ property: addressSchema, saleStatus: saleStatusSchema.fields.saleStatus });
    const viaYup = makeValidate(schema);
    const viaRules = makeValidate(startNewRules);
    for (const { property } of [{ property: undefined }, ...CASES['property-info']]) {
      for (const { saleStatus } of CASES['sale-status']) {
        const values = property === undefined ? { saleStatus } : { property, saleStatus };
        expect({ values, errors: viaRules(values) }).toEqual({ values, errors: viaYup(values) });
        expect({ values, valid: startNewRules.isValidSync(values) }).toEqual({
          values,
          valid: schema.isValidSync(values),
        });
      }
    }
  });

  it('start/profile: the same errors and verdicts as profileFormSchema', () => {
    const schema = profileFormSchema(TODAY);
    const rules = profileRules(TODAY);
    const viaYup = makeValidate(schema);
    const viaRules = makeValidate(rules);
    const valid = {
      firstName: 'Pat',
      middleName: '',
      lastName: 'Lee',
      suffix: '',
      dob: '1980-01-31',
      property: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zip: '78701' },
      ownership: 'SOLE',
      softCreditConsent: true,
      esignAccessConfirmed: true,
      esignConsent: true,
      disclosuresReceived: true,
    };
    const patches: Record<string, unknown>[] = [
      {},
      { property: undefined },
      { property: {} },
      { property: { street1: ' ', street2: 'y'.repeat(129), city: 'z'.repeat(65), state: 'XX', zip: '787' } },
      { property: { street1: '1 Main St', street2: null, city: 'Austin', state: 'TX', zip: '78701-1234' } },
      ...strings('x'.repeat(64), 'x'.repeat(65), ` ${'x'.repeat(64)} `, 7).map((firstName) => ({ firstName })),
      ...strings('Q', 'x'.repeat(64), 'x'.repeat(65), ` ${'x'.repeat(64)} `).map((middleName) => ({ middleName })),
      ...strings('Jr', 'x'.repeat(16), 'x'.repeat(17), ` ${'x'.repeat(16)} `).map((suffix) => ({ suffix })),
      ...strings('1980-02-30', '2008-11-26', '1899-12-31', '01/31/1980').map((dob) => ({ dob })),
      ...strings('SOLE', 'JOINT', 'TRUST', 'NONE', 'sole', 'OTHER').map((ownership) => ({ ownership })),
      ...[undefined, null, true, false, 'true', 'false', '1', '0'].flatMap((consent) => [
        { softCreditConsent: consent },
        { esignAccessConfirmed: consent },
        { esignConsent: consent },
        { disclosuresReceived: consent },
      ]),
      {
        firstName: '',
        lastName: '',
        dob: '',
        ownership: undefined,
        softCreditConsent: false,
        esignAccessConfirmed: false,
        esignConsent: false,
        disclosuresReceived: false,
      },
    ];
    for (const patch of patches) {
      const values = { ...valid, ...patch };
      expect({ values, errors: viaRules(values) }).toEqual({ values, errors: viaYup(values) });
      expect({ values, valid: rules.isValidSync(values) }).toEqual({ values, valid: schema.isValidSync(values) });
    }
    const { property: _absent, ...withoutProperty } = valid;
    expect(viaRules(withoutProperty)).toEqual(viaYup(withoutProperty));
    expect(rules.isValidSync(withoutProperty)).toBe(true);
  });

  it('rejects through validate() as well, with the same shape', async () => {
    await expect(RULES.name.validate({ firstName: '' })).rejects.toMatchObject({
      name: 'ValidationError',
      inner: [
        { path: 'firstName', errors: ['Required'] },
        { path: 'lastName', errors: ['Required'] },
      ],
    });
    await expect(RULES.name.validate({ firstName: 'Pat', lastName: 'Lee' })).resolves.toBeTruthy();
  });
});
