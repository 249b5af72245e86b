// Sandbox BPO: required for Texas properties; the agent's estimate is back after the sandbox latency.
import { randomUUID } from 'node:crypto';
import type { BpoVendor } from '../pipeline/vendors/bpo';
import { isTexas, SANDBOX_HOME_VALUE } from './closingPersonas';

export function createSandboxBpoVendor(): BpoVendor {
  return {
    isRequired: isTexas,
    async order() {
      return { orderId: randomUUID(), wait: { kind: 'latency' }, estimatedValue: SANDBOX_HOME_VALUE };
    },
  };
}
