// Sandbox recording (one business day) and funding (the sandbox latency).
import { randomInt, randomUUID } from 'node:crypto';
import type { FundingVendor } from '../pipeline/vendors/funding';

export function createSandboxFundingVendor(): FundingVendor {
  return {
    async recordDeed() {
      return { recordingId: randomUUID(), wait: { kind: 'businessDays', days: 1 } };
    },
    async fund() {
      return {
        fundingId: randomUUID(),
        loanNumber: `HL${String(randomInt(0, 10 ** 9)).padStart(9, '0')}`,
        wait: { kind: 'latency' },
      };
    },
  };
}
