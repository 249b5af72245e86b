// Additional signers (co-owners on title, "co-deeders"): the borrower names them on start/contact, each accepts
// an invitation by choosing a password, and signs the deed in their own eNotary session. Client and server
// validate with these schemas.
import * as yup from 'yup';
import { esignConsentFields } from './esign';
import { agreeToTermsField, emailField, passwordSchema, personNameField, REQUIRED } from './register';

/** Owners on title besides the borrower that one application can invite. */
export const MAX_CO_OWNERS = 3;

export const coOwnerSchema = yup.object({
  firstName: personNameField,
  lastName: personNameField,
  email: emailField,
});

export type CoOwnerInput = yup.InferType<typeof coOwnerSchema>;

export const OWN_EMAIL_MESSAGE = 'Each co-owner needs their own email address, not yours';
export const DISTINCT_EMAIL_MESSAGE = 'Each co-owner needs a different email address';

/**
 * The co-owners named on start/contact when the property is owned jointly: at least one, each with their own
 * email (an invitation is personal), none with the borrower's. Email clashes are reported on the email that
 * clashes, so the form shows them beside it.
 */
export function coOwnersSchema(borrowerEmail?: string | null) {
  const borrower = borrowerEmail?.trim().toLowerCase();
  return yup
    .array()
    .of(coOwnerSchema)
    .min(1, 'Add everyone else on the title: they sign the deed too')
    .max(MAX_CO_OWNERS, `You can add up to ${MAX_CO_OWNERS} co-owners`)
    .test('emails', DISTINCT_EMAIL_MESSAGE, function distinctEmails(owners) {
      if (!owners) return true;
      const seen = new Set<string>();
      const errors: yup.ValidationError[] = [];
      owners.forEach((owner, i) => {
        const email = typeof owner?.email === 'string' ? owner.email.trim().toLowerCase() : '';
        if (!email) return;
        const path = `${this.path}[${i}].email`;
        if (email === borrower) errors.push(this.createError({ path, message: OWN_EMAIL_MESSAGE }));
        else if (seen.has(email)) errors.push(this.createError({ path, message: DISTINCT_EMAIL_MESSAGE }));
        seen.add(email);
      });
      return errors.length > 0 ? new yup.ValidationError(errors) : true;
    })
    .required(REQUIRED);
}

/** heloc-signer/login with an invitation: the co-owner chooses a password and agrees to electronic records. */
export const signerAcceptSchema = yup.object({
  password: passwordSchema,
  confirmPassword: yup
    .string()
    .required(REQUIRED)
    .oneOf([yup.ref('password')], 'The passwords do not match'),
  agreeToTerms: agreeToTermsField,
  // The same E-SIGN disclosures and test document as the borrower's (src/domain/esign.ts).
  ...esignConsentFields,
});

export type SignerAcceptInput = yup.InferType<typeof signerAcceptSchema>;

export { INVITATION_TOKEN_PATTERN } from '../signers';
