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

export { STEP_TITLES } from '../../domain/register';

/** Whether the draft already satisfies a step (a deep link may not skip an incomplete one). */
export function isStepComplete(step: RegisterStepId, draft: RegisterDraft): boolean {
  return STEP_SCHEMAS[step].isValidSync(draft);
}
