// Attorney review of a Texas (a)(6) closing: an attorney reads the loan documents before the borrower may close.
import type { VendorSubject, VendorWait } from './subject';

export type AttorneyDecision = 'APPROVED' | 'REJECTED';

export interface AttorneyReviewRequest {
  subject: VendorSubject;
  /** The documents the attorney reviews (the closing set, the deed, the §50(g) notice). */
  documents: string[];
}

export interface AttorneyReview {
  reviewId: string;
  /** How long the review takes; the decision counts only once it has passed. */
  wait: VendorWait;
  decision: AttorneyDecision;
  /** The attorney's reasons when the documents must change (REJECTED), else null. */
  notes: string | null;
}

export interface AttorneyReviewVendor {
  requestReview(request: AttorneyReviewRequest): Promise<AttorneyReview>;
}
