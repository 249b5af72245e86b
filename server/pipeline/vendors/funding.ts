// Recording the deed with the county, and funding the line. Each request carries an idempotency key: a request
// repeated after a crash (the pipeline runs a cut-short step again) gets the first answer, never a second
// recording or a second disbursement.
import type { VendorSubject, VendorWait } from './subject';

export interface FundingVendor {
  /**
   * The digital-asset account the borrower asked for the line to be disbursed to (where the organisation allows
   * it), or null for a bank disbursement.
   */
  digitalAssetAccount(subject: VendorSubject): Promise<string | null>;
  recordDeed(subject: VendorSubject, idempotencyKey: string): Promise<{ recordingId: string; wait: VendorWait }>;
  fund(input: {
    subject: VendorSubject;
    amount: number;
    /** The loan number assigned at closing, for the funder to book the line under (null: the funder assigns one). */
    loanNumber: string | null;
    idempotencyKey: string;
  }): Promise<{ fundingId: string; loanNumber: string; wait: VendorWait }>;
}
