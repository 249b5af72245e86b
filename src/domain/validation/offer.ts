// product/select: the term and amount the borrower picks from the offers. The amount's upper bound
// depends on the offer, so the server checks it against the stored offer (src/domain/offers.ts amountProblem).
import * as yup from 'yup';
import { MAX_LINE, MIN_LINE, OFFER_TERMS } from '../offers';
import { formatCurrency } from '../format';
import { REQUIRED } from './register';

// Named, so the product screen's form builds on them as they are (a field read back from `fields` is typed as
// any schema).
export const termField = yup
  .number()
  .typeError('Choose a term')
  .required('Choose a term')
  .oneOf([...OFFER_TERMS], 'Choose one of the offered terms');

export const amountField = yup
  .number()
  .typeError('Enter an amount in dollars')
  .required(REQUIRED)
  .integer('Enter whole dollars')
  .min(MIN_LINE, `The amount must be at least ${formatCurrency(MIN_LINE)}`)
  .max(MAX_LINE, `The amount cannot be more than ${formatCurrency(MAX_LINE)}`);

export const offerSelectionSchema = yup.object({ term: termField, amount: amountField });

export type OfferSelectionInput = yup.InferType<typeof offerSelectionSchema>;

/** product/assets: the borrower allows their liquid assets to count as income. */
export const assetsSchema = yup.object({
  attestation: yup.boolean<true>().required(REQUIRED).oneOf([true], 'You must confirm your assets to continue'),
});

/** bpo/estimate-value: ordering the residential evaluation, whose fee the borrower accepts. */
export const valuationOrderSchema = yup.object({
  acceptFee: yup.boolean<true>().required(REQUIRED).oneOf([true], 'You must accept the valuation fee to continue'),
});
