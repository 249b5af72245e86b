// Income screens (income/review, income/link, income/upload, income/employer-verification): the forms and
// the server validate with these.
import * as yup from 'yup';
import { incomeSchema, REQUIRED } from './register';
import { usPhoneField } from './bpo';

export const INCOME_LINK_TYPES = ['PAYROLL', 'BANK'] as const;
export type IncomeLinkTypeInput = (typeof INCOME_LINK_TYPES)[number];

/** Documents the income upload screen accepts (income/upload/:type). */
export const INCOME_DOCUMENT_TYPES = ['MANUAL_PAYSTUB'] as const;

export const incomeSourcesSchema = yup.object({
  incomeSources: yup
    .array()
    .of(incomeSchema.required())
    .required(REQUIRED)
    .min(1, 'Add at least one income source')
    .max(10, 'Add at most 10 income sources'),
});
export type IncomeSourcesInput = yup.InferType<typeof incomeSourcesSchema>;

const linkTypeField = yup
  .string()
  .required(REQUIRED)
  .oneOf([...INCOME_LINK_TYPES], 'Choose payroll or bank');

export const incomeLinkStartSchema = yup.object({ type: linkTypeField });

export const incomeLinkCompleteSchema = yup.object({
  type: linkTypeField,
  token: yup.string().trim().required(REQUIRED).max(256, 'Cannot be more than 256 characters'),
});
export type IncomeLinkCompleteInput = yup.InferType<typeof incomeLinkCompleteSchema>;

export const employerVerificationSchema = yup.object({
  employerName: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  employerPhone: usPhoneField,
});
export type EmployerVerificationInput = yup.InferType<typeof employerVerificationSchema>;
