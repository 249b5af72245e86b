// Identity document verification.
import type { IdDocumentType } from '../../../src/domain/stages';
import type { VendorSubject, VendorWait } from './subject';

export interface IdVerificationResult {
  status: 'VERIFIED' | 'FAILED_VERIFICATION';
  /** Shown to the borrower when the document must be uploaded again. */
  reason: string | null;
  wait: VendorWait;
}

export interface IdVerificationVendor {
  verify(input: {
    subject: VendorSubject;
    idType: IdDocumentType;
    filename: string;
    bytes: Buffer;
  }): Promise<IdVerificationResult>;
}
