// Per-step schemas (pieces of the domain's registration schema) and copy.
import * as yup from 'yup';
import type { RegisterStepId } from '../../domain/register';
import {
  addressSchema,
  birthdateSchema,
  contactSchema,
  incomeSchema,
  loginInfoSchema,
  nameSchema,
  saleStatusSchema,
} from '../../domain/validation/register';
import type { RegisterDraft } from './draft';

export const STEP_SCHEMAS: Record<RegisterStepId, yup.AnyObjectSchema> = {
  'property-info': yup.object({ property: addressSchema }),
  'sale-status': saleStatusSchema,
  'income-info': incomeSchema,
  name: nameSchema,
  birthdate: birthdateSchema(),
  'contact-info': contactSchema,
  'login-info': loginInfoSchema,
};

export const STEP_TITLES: Record<RegisterStepId, { title: string; subtitle: string }> = {
  'property-info': { title: 'Where is your home?', subtitle: 'The property you want to borrow against.' },
  'sale-status': { title: 'Are you planning to sell your home?', subtitle: 'A HELOC is secured by your home.' },
  'income-info': { title: 'Tell us about your income', subtitle: 'Your total yearly income before taxes.' },
  name: { title: 'What is your name?', subtitle: 'As it appears on your government ID.' },
  birthdate: { title: 'What is your date of birth?', subtitle: 'You must be at least 18 years old.' },
  'contact-info': { title: 'How can we reach you?', subtitle: 'We use these to send updates about your application.' },
  'login-info': { title: 'Create your login', subtitle: 'You will use your email and this password to sign in.' },
};

/** Whether the draft already satisfies a step (a deep link may not skip an incomplete one). */
export function isStepComplete(step: RegisterStepId, draft: RegisterDraft): boolean {
  return STEP_SCHEMAS[step].isValidSync(draft);
}
