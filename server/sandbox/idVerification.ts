// Sandbox ID verification: a file named blurry* cannot be read (FAILED_VERIFICATION, upload again); every
// other document verifies after the sandbox latency.
import type { IdVerificationVendor } from '../pipeline/vendors/idVerification';

export function createSandboxIdVerificationVendor(): IdVerificationVendor {
  return {
    async verify({ filename }) {
      if (filename.toLowerCase().startsWith('blurry')) {
        return {
          status: 'FAILED_VERIFICATION',
          reason: 'We could not read your ID. Upload a sharp photo of the whole front, without glare.',
          wait: { kind: 'latency' },
        };
      }
      return { status: 'VERIFIED', reason: null, wait: { kind: 'latency' } };
    },
  };
}
