// Sandbox e-sign: every signature is accepted at once.
import { randomUUID } from 'node:crypto';
import type { EsignVendor } from '../pipeline/vendors/esign';

export function createSandboxEsignVendor(): EsignVendor {
  return {
    async sign() {
      return { envelopeId: `sandbox-envelope-${randomUUID()}`, signedAt: new Date().toISOString() };
    },
  };
}
