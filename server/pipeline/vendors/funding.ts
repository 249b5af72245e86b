// Recording the deed with the county, and funding the line.
import type { VendorSubject, VendorWait } from './subject';

export interface FundingVendor {
  recordDeed(subject: VendorSubject): Promise<{ recordingId: string; wait: VendorWait }>;
  fund(input: {
    subject: VendorSubject;
    amount: number;
  }): Promise<{ fundingId: string; loanNumber: string; wait: VendorWait }>;
}
