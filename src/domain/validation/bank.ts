// Bank screens (bank/disburse, bank/manual-disburse, bank/autopay): the forms and the server validate with these.
import * as yup from 'yup';
import { isValidAccountNumber, isValidRoutingNumber } from '../bank';
import { REQUIRED } from './register';

export const ACCOUNT_TYPES = ['CHECKING', 'SAVINGS'] as const;
export const BANK_PURPOSES = ['DISBURSEMENT', 'AUTOPAY'] as const;
export const AUTOPAY_CHOICES = ['SAME', 'OTHER', 'MANUAL'] as const;

const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

export const manualAccountFields = {
  routingNumber: yup
    .string()
    .transform(digitsOnly)
    .required(REQUIRED)
    .test('aba', 'Enter a valid 9-digit routing number', (v) => !v || isValidRoutingNumber(v)),
  accountNumber: yup
    .string()
    .transform(digitsOnly)
    .required(REQUIRED)
    .test('account', 'Enter an account number of 4 to 17 digits', (v) => !v || isValidAccountNumber(v)),
  confirmAccountNumber: yup
    .string()
    .transform(digitsOnly)
    .required(REQUIRED)
    .oneOf([yup.ref('accountNumber')], 'The account numbers do not match'),
  accountType: yup
    .string()
    .required(REQUIRED)
    .oneOf([...ACCOUNT_TYPES], 'Choose checking or savings'),
};

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const manualAccountSchema = yup.object(manualAccountFields);
export type ManualAccountInput = yup.InferType<typeof manualAccountSchema>;

const purposeField = yup
  .string()
  .required(REQUIRED)
  .oneOf([...BANK_PURPOSES], 'Choose disbursement or autopay');

export const bankLinkStartSchema = yup.object({ purpose: purposeField });

export const bankLinkCompleteSchema = yup.object({
  purpose: purposeField,
  publicToken: yup.string().trim().required(REQUIRED).max(256, 'Cannot be more than 256 characters'),
});
export type BankLinkCompleteInput = yup.InferType<typeof bankLinkCompleteSchema>;

/** Autopay from the disbursement account (SAME), another account typed in (OTHER), or no autopay (MANUAL). */
export const autopaySchema = yup.object({
  choice: yup
    .string()
    .required(REQUIRED)
    .oneOf([...AUTOPAY_CHOICES], 'Choose how you will pay'),
  routingNumber: yup.string().when('choice', {
    is: 'OTHER',
    then: () => manualAccountFields.routingNumber,
    otherwise: (s) => s.strip(),
  }),
  accountNumber: yup.string().when('choice', {
    is: 'OTHER',
    then: () => manualAccountFields.accountNumber,
    otherwise: (s) => s.strip(),
  }),
  confirmAccountNumber: yup.string().when('choice', {
    is: 'OTHER',
    then: () => manualAccountFields.confirmAccountNumber,
    otherwise: (s) => s.strip(),
  }),
  // Typed as the closed set the `then` branch allows (`when` keeps the base schema's type).
  accountType: yup.string<AccountType>().when('choice', {
    is: 'OTHER',
    then: () => manualAccountFields.accountType,
    otherwise: (s) => s.strip(),
  }),
});
export type AutopayInput = yup.InferType<typeof autopaySchema>;
