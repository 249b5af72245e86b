// start/contact: phone, the SSN when none is on file, the hard-credit consent for submission, and (when the home
// is owned jointly) the other owners on the title, who are invited to sign the deed.
import * as yup from 'yup';
import { phoneField, REQUIRED } from './register';
import { ssnSchema } from './profile';
import { coOwnersSchema, type CoOwnerInput } from './signers';

export interface AdditionalInfoOptions {
  /** The profile already holds an SSN, so the form does not ask again. */
  hasSsn: boolean;
  /** The property is owned jointly (start/profile): the co-owners are named here. */
  jointOwnership?: boolean;
  /** The borrower's email: a co-owner cannot use it. */
  borrowerEmail?: string | null;
}

const hardCreditConsentSchema = yup
  .boolean<true>()
  .required(REQUIRED)
  .oneOf([true], 'You must allow the credit check to submit your application');

export function additionalInfoSchema({ hasSsn, jointOwnership = false, borrowerEmail }: AdditionalInfoOptions) {
  return yup.object({
    phone: phoneField,
    ssn: hasSsn ? yup.string().optional() : ssnSchema,
    hardCreditConsent: hardCreditConsentSchema,
    coOwners: jointOwnership ? coOwnersSchema(borrowerEmail) : yup.mixed().strip(),
  });
}

/**
 * start/contact's body as the wire takes it whatever is on file (its contract): the types of the fields, the phone
 * and the consent. The rules that depend on the file (an SSN asked for only when none is on file, co-owners only
 * when the home is owned jointly, none with the borrower's email) are additionalInfoSchema's, which the server
 * applies with what it holds.
 */
export const contactBodySchema = yup.object({
  phone: phoneField,
  ssn: yup.string().optional(),
  hardCreditConsent: hardCreditConsentSchema,
  // Any array here (no item schema, so none is checked or cast): the co-owners' own schema is the handler's.
  coOwners: yup.array<yup.AnyObject, unknown>().optional(),
});

export type ContactBody = yup.InferType<typeof contactBodySchema>;

/**
 * What `additionalInfoSchema()` guarantees. Its inferred type has `coOwners` always present: yup types a field
 * whose schema is chosen at run time as the union's unstripped member, but without joint ownership the field is
 * stripped (absent).
 */
export type AdditionalInfoInput = Omit<yup.InferType<ReturnType<typeof additionalInfoSchema>>, 'coOwners'> & {
  coOwners?: CoOwnerInput[];
};

/** A MISSING_PHONE_NUMBER condition's answer (POST .../conditions/{conditionUuid}/phone-number). */
export const conditionPhoneSchema = yup.object({ phoneNumber: phoneField });
