// Per-step rules (the domain's registration rules, without yup: src/domain/validation/registerRules.ts) and copy.
import type { RegisterStepId } from '../../domain/register';
import { registerStepRules } from '../../domain/validation/registerRules';
import type { RegisterDraft } from './draft';

export const STEP_SCHEMAS = registerStepRules();

export { STEP_TITLES } from '../../domain/register';

/** Whether the draft already satisfies a step (a deep link may not skip an incomplete one). */
export function isStepComplete(step: RegisterStepId, draft: RegisterDraft): boolean {
  return STEP_SCHEMAS[step].isValidSync(draft);
}
