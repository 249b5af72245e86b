// Sandbox property data: the street picks the outcome (server/sandbox/prequalPersonas.ts). The property id
// carries the persona, so later calls answer consistently without sandbox state.
import { randomUUID } from 'node:crypto';
import type { PropertyDataVendor } from '../pipeline/vendors/propertyData';
import { DEFAULT_AVM, DEFAULT_FIRST_LIEN, RESI_EVAL_FEE, streetPersona } from './prequalPersonas';

export function createSandboxPropertyData(): PropertyDataVendor {
  return {
    async lookup(address) {
      switch (streetPersona(address.street1)) {
        case 'Nowhere':
          return { kind: 'none' };
        case 'Twin':
          return { kind: 'multiple', count: 2 };
        case 'Unmatched':
          return { kind: 'no-match' };
        case 'Noavm':
          return { kind: 'found', propertyId: `noavm:${randomUUID()}` };
        default:
          return { kind: 'found', propertyId: `sandbox:${randomUUID()}` };
      }
    },
    async avm(propertyId) {
      return propertyId.startsWith('noavm:') ? null : DEFAULT_AVM;
    },
    async liens() {
      return [{ position: 1, lender: 'Sandbox Mortgage Co.', balance: DEFAULT_FIRST_LIEN, monthlyPayment: 1_650 }];
    },
    async orderValuation() {
      return { orderId: `resi-eval:${randomUUID()}`, fee: RESI_EVAL_FEE, wait: { kind: 'latency' } };
    },
    async valuationResult(orderId) {
      return orderId.startsWith('resi-eval:') ? DEFAULT_AVM : null;
    },
  };
}
