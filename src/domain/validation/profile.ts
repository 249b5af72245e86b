// The start/profile screen: legal name, date of birth, the property address (editable), property ownership and
// the two consents the soft pull needs. POST /{uuid}/profile validates with this; the profile form, the journey's
// first screen, uses the same rules written without yup (./registerRules.ts profileRules, held to it by a test).
import * as yup from 'yup';
import { OWNERSHIPS } from '../types';
import { esignConsentFields } from './esign';
import { DISCLOSURES_RECEIVED_REQUIRED } from './profileRules';
import { addressSchema, dobField, personNameField, REQUIRED } from './register';

export { OWNERSHIPS };

const optionalName = (max: number) =>
  yup.string().trim().max(max, `Cannot be more than ${max} characters`).nullable().optional();

export function profileSchema(today?: () => Date) {
  return yup.object({
    firstName: personNameField,
    middleName: optionalName(64),
    lastName: personNameField,
    suffix: optionalName(16),
    dob: dobField(today),
    // The address given at registration, corrected here before the property lookup runs. Optional, and
    // without yup's built default ({}), so a body without it is valid and leaves the address as it is.
    property: addressSchema.optional().default(undefined),
    ownership: yup
      .string()
      .required(REQUIRED)
      .oneOf([...OWNERSHIPS], 'Choose how you own the property'),
    softCreditConsent: yup
      .boolean<true>()
      .required(REQUIRED)
      .oneOf([true], 'You must allow the soft credit check to continue'),
    ...esignConsentFields,
    // The borrower confirms receiving the application disclosures the screen offers (§1026.40(b)); the server
    // records them as provided with the profile either way, and as acknowledged when this is true.
    disclosuresReceived: yup.boolean().optional(),
  });
}

/** The screen's form: the profile, and the borrower's confirmation of receiving the application disclosures. */
export function profileFormSchema(today?: () => Date) {
  return profileSchema(today).shape({
    disclosuresReceived: yup.boolean<true>().required(REQUIRED).oneOf([true], DISCLOSURES_RECEIVED_REQUIRED),
  });
}

/** What `profileSchema()` guarantees. */
export type ProfileInput = yup.InferType<ReturnType<typeof profileSchema>>;

/** Nine digits, dashes and spaces allowed; never an all-zero group or a 9xx area number. */
export const ssnSchema = yup
  .string()
  .required(REQUIRED)
  .test('ssn', 'Enter a 9-digit Social Security number', (v) => {
    if (!v) return true;
    const digits = v.replace(/[\s-]/g, '');
    if (!/^\d{9}$/.test(digits)) return false;
    const [area, group, serial] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
    return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
  });

/** credit/social: the SSN that lets the soft pull find the credit file. */
export const creditSsnSchema = yup.object({ ssn: ssnSchema });

/** Digits only, as stored and encrypted. */
export function normaliseSsn(ssn: string): string {
  return ssn.replace(/\D/g, '');
}
