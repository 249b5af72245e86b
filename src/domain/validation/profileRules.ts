// start/profile's form rules without yup (the journey's first screen; DESIGN section 13): the same rules, messages
// and order as ./profile.ts profileSchema, which POST /{uuid}/profile validates with. Its own module, so the
// register screen's chunk does not carry it. test/unit/validation/registerRules.test.ts holds it to the schema.
import { ESIGN_ACCESS_REQUIRED, ESIGN_CONSENT_REQUIRED } from '../esignMessages';
import { OWNERSHIPS } from '../types';
import {
  dob,
  getPath,
  maxLength,
  mustBeTrue,
  personName,
  propertyFields,
  step,
  text,
  type FieldRule,
  type StepRules,
} from './registerRules';

/** A rule that applies only when the form has the object at `parent` (yup's optional object without a default). */
function within(parent: string, rule: FieldRule): FieldRule {
  return (raw, values) => (getPath(values, parent) === undefined ? null : rule(raw, values));
}

export const DISCLOSURES_RECEIVED_REQUIRED = 'Confirm you have received the disclosures to continue';

/**
 * start/profile's form: the same rules as ./profile.ts profileFormSchema (profileSchema, which POST /{uuid}/profile
 * validates with, and the borrower's confirmation of receiving the application disclosures).
 */
export function profileRules(today: () => Date = () => new Date()): StepRules {
  const optionalName = (max: number) => text({ trim: true, checks: [maxLength(max)] });
  return step({
    firstName: personName,
    middleName: optionalName(64),
    lastName: personName,
    suffix: optionalName(16),
    dob: dob(today),
    ...Object.fromEntries(Object.entries(propertyFields).map(([path, rule]) => [path, within('property', rule)])),
    ownership: text({ required: true, oneOf: [OWNERSHIPS, 'Choose how you own the property'] }),
    softCreditConsent: mustBeTrue('You must allow the soft credit check to continue'),
    esignAccessConfirmed: mustBeTrue(ESIGN_ACCESS_REQUIRED),
    esignConsent: mustBeTrue(ESIGN_CONSENT_REQUIRED),
    disclosuresReceived: mustBeTrue(DISCLOSURES_RECEIVED_REQUIRED),
  });
}
