// Sandbox final title: comes back clear after the sandbox latency; a repeated order is the same order.
import type { TitleVendor } from '../pipeline/vendors/title';
import { uuidFor } from './idempotent';

export function createSandboxTitleVendor(): TitleVendor {
  return {
    async orderFinalTitle(_subject, idempotencyKey) {
      return { orderId: uuidFor(`title:${idempotencyKey}`), wait: { kind: 'latency' } };
    },
  };
}
