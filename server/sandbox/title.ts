// Sandbox final title: comes back clear after the sandbox latency.
import { randomUUID } from 'node:crypto';
import type { TitleVendor } from '../pipeline/vendors/title';

export function createSandboxTitleVendor(): TitleVendor {
  return {
    async orderFinalTitle() {
      return { orderId: randomUUID(), wait: { kind: 'latency' } };
    },
  };
}
