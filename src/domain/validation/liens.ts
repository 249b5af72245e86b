// The liens screen: the borrower confirms the liens property data found, or corrects them, and attests
// to recent credit inquiries when the soft pull showed some.
import * as yup from 'yup';
import { REQUIRED } from './register';

export const MAX_LIENS = 4;

export const lienSchema = yup.object({
  position: yup.number().typeError(REQUIRED).required(REQUIRED).integer('Choose a position').min(1).max(MAX_LIENS),
  lender: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  balance: yup
    .number()
    .typeError('Enter an amount in dollars')
    .required(REQUIRED)
    .min(0, 'The balance cannot be negative')
    .max(100_000_000, 'Enter an amount under $100,000,000'),
  monthlyPayment: yup
    .number()
    .typeError('Enter an amount in dollars')
    .required(REQUIRED)
    .min(0, 'The payment cannot be negative')
    .max(1_000_000, 'Enter an amount under $1,000,000'),
});

export const liensSchema = yup.object({
  confirmed: yup.boolean<true>().required(REQUIRED).oneOf([true], 'Confirm your liens to continue'),
  /** Omitted: the liens found are right. Given: they replace the liens found. */
  liens: yup.array(lienSchema).max(MAX_LIENS, `No more than ${MAX_LIENS} liens`).optional(),
  /** Needed only when the application asks for it (status.inquiryAttestNeeded). */
  inquiryAttestation: yup.boolean().optional(),
});

export type LiensInput = yup.InferType<typeof liensSchema>;

/** One lien as the liens screen shows and sends it. */
export type LienInput = yup.InferType<typeof lienSchema>;
