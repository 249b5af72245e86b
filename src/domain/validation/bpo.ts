// BPO screens (bpo/condition, bpo/order-bpo, bpo/estimate-value): who lets the agent in, and the estimate.
import * as yup from 'yup';
import { PROPERTY_CONDITIONS } from '../stages';
import { REQUIRED } from './register';

/** A 10-digit US phone number (an optional leading 1), any punctuation. */
export const usPhoneField = yup
  .string()
  .required(REQUIRED)
  .test('us-phone', 'Enter a 10-digit US phone number', (v) => !v || /^1?\d{10}$/.test(v.replace(/\D/g, '')));

export const bpoOrderSchema = yup.object({
  contactName: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  contactPhone: usPhoneField,
  // What the borrower says of the home's condition (the agent's visit confirms it); optional for the server.
  propertyCondition: yup
    .string()
    .oneOf([...PROPERTY_CONDITIONS, undefined], 'Choose one of the conditions listed')
    .optional(),
});
export type BpoOrderInput = yup.InferType<typeof bpoOrderSchema>;

/** The bpo/condition and bpo/order-bpo form: the screens always ask for the condition. */
export const bpoOrderFormSchema = bpoOrderSchema.shape({
  propertyCondition: yup
    .string()
    .required(REQUIRED)
    .oneOf([...PROPERTY_CONDITIONS], 'Choose one of the conditions listed'),
});

export const bpoValuationSchema = yup.object({
  accept: yup.boolean<true>().required(REQUIRED).oneOf([true], 'Accept the valuation to continue'),
});
