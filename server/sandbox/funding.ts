// Sandbox recording (one business day) and funding (the sandbox latency); a repeated request gets the same answer.
import type { FundingVendor } from '../pipeline/vendors/funding';
import { walletAddressFor } from '../wallet/model';
import { numberFor, uuidFor } from './idempotent';

export function createSandboxFundingVendor(): FundingVendor {
  return {
    // The Crypto persona disburses to the wallet the platform keeps for the application.
    async digitalAssetAccount(subject) {
      return subject.lastName.trim().toLowerCase() === 'crypto' ? walletAddressFor(subject.applicationUuid) : null;
    },
    async recordDeed(_subject, idempotencyKey) {
      return { recordingId: uuidFor(`recording:${idempotencyKey}`), wait: { kind: 'businessDays', days: 1 } };
    },
    async fund({ idempotencyKey, loanNumber }) {
      return {
        fundingId: uuidFor(`funding:${idempotencyKey}`),
        // Booked under the number given at closing; one of its own for a line that came without one.
        loanNumber: loanNumber ?? `HL${String(numberFor(`loan:${idempotencyKey}`, 10 ** 9)).padStart(9, '0')}`,
        wait: { kind: 'latency' },
      };
    },
  };
}
