// start/contact: phone, the SSN when none is on file, and the hard-credit consent for submission.
import * as yup from 'yup';
import { contactSchema, REQUIRED } from './register';
import { ssnSchema } from './profile';

/** `hasSsn`: the profile already holds an SSN, so the form does not ask again. */
export function additionalInfoSchema(hasSsn: boolean) {
  return yup.object({
    phone: contactSchema.fields.phone,
    ssn: hasSsn ? yup.string().optional() : ssnSchema,
    hardCreditConsent: yup
      .boolean()
      .required(REQUIRED)
      .oneOf([true], 'You must allow the credit check to submit your application'),
  });
}

/** What `additionalInfoSchema()` guarantees (the phone field reused from register infers as unknown). */
export interface AdditionalInfoInput {
  phone: string;
  ssn?: string;
  hardCreditConsent: true;
}
