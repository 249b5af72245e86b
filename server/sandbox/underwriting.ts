// Sandbox underwriting: the Condition persona is asked for one more document before title, and the Payoff
// persona's report shows debts that can be paid at closing (docs/SANDBOX.md).
import type { UnderwritingVendor } from '../pipeline/vendors/underwriting';
import { closingPersona, payoffDebts } from './closingPersonas';

export function createSandboxUnderwritingVendor(): UnderwritingVendor {
  return {
    async conditionsBeforeTitle(subject) {
      if (closingPersona(subject) !== 'Condition') return [];
      return [
        {
          category: 'GENERIC_DOCUMENT_REQUEST',
          notes: 'Sandbox Condition persona: one more document before title.',
          commentsToBorrower: 'Please upload a recent bank statement showing your name and address.',
          actionNeeded: 'Upload a recent bank statement',
          numDocsRequired: 1,
        },
      ];
    },
    async payoffDebts(subject) {
      return payoffDebts(subject);
    },
  };
}
