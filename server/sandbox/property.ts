// Sandbox property data: the street picks the outcome (server/sandbox/prequalPersonas.ts). The property id
// carries the persona, so later calls answer consistently without sandbox state.
import { randomUUID } from 'node:crypto';
import type { PropertyDataVendor } from '../pipeline/vendors/propertyData';
import {
  DEFAULT_AVM,
  DEFAULT_FIRST_LIEN,
  OPEN_HOME_EQUITY_LIEN,
  RECENT_HOME_EQUITY_DAYS_AGO,
  RESI_EVAL_FEE,
  streetPersona,
} from './prequalPersonas';

const DAY_MS = 86_400_000;
const daysAgo = (days: number): string => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

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
        case 'Equityloan':
          return { kind: 'found', propertyId: `equityloan:${randomUUID()}` };
        case 'Recentequity':
          return { kind: 'found', propertyId: `recentequity:${randomUUID()}` };
        default:
          return { kind: 'found', propertyId: `sandbox:${randomUUID()}` };
      }
    },
    async avm(propertyId) {
      return propertyId.startsWith('noavm:') ? null : DEFAULT_AVM;
    },
    async liens(propertyId) {
      const first = { position: 1, lender: 'Sandbox Mortgage Co.', balance: DEFAULT_FIRST_LIEN, monthlyPayment: 1_650 };
      if (propertyId.startsWith('equityloan:')) {
        return [first, { position: 2, ...OPEN_HOME_EQUITY_LIEN, homeEquity: true, closedOn: daysAgo(3 * 365) }];
      }
      if (propertyId.startsWith('recentequity:')) {
        // Released by the refinance that paid it off, but recorded: its closing date still counts in Texas.
        const released = { lender: 'Lone Star Home Equity', balance: 0, monthlyPayment: 0 };
        return [first, { position: 2, ...released, homeEquity: true, closedOn: daysAgo(RECENT_HOME_EQUITY_DAYS_AGO) }];
      }
      return [first];
    },
    async orderValuation() {
      return { orderId: `resi-eval:${randomUUID()}`, fee: RESI_EVAL_FEE, wait: { kind: 'latency' } };
    },
    async valuationResult(orderId) {
      return orderId.startsWith('resi-eval:') ? DEFAULT_AVM : null;
    },
  };
}
