// eNotary sessions (identity questions, then the notary's acceptance) and manual notaries where eNotary is
// not permitted.
import type { VendorSubject, VendorWait } from './subject';

export interface IdentityQuestion {
  id: string;
  prompt: string;
  choices: string[];
}

export interface NotarySession {
  sessionId: string;
  questions: IdentityQuestion[];
  /** Kept on the server only: the choice that is right for each question id. */
  answerKey: Record<string, string>;
}

export interface NotaryVendor {
  /** false when the property or the borrower cannot be notarised online. */
  isEnotaryPermitted(subject: VendorSubject): boolean;
  /** The fee of a manual (in-person) notary, in dollars. */
  readonly manualNotaryFee: number;
  startSession(subject: VendorSubject): Promise<NotarySession>;
  /** How long the notary takes to accept the deed once the borrower has signed it in the session. */
  acceptanceWait(subject: VendorSubject): VendorWait;
  /**
   * A manual notary visit (a closing in person) at the requested time; the documents signed before the notary come
   * back after the wait, listed in `signedDocuments`.
   */
  scheduleManual(input: {
    subject: VendorSubject;
    requestedTime: string;
    /** Where the closing takes place when the law names the places (Texas: the lender's, an attorney's or a title company's office). */
    location: string | null;
    /** The documents to be signed at the closing: the deed, and for a Texas line the fair-market-value acknowledgment. */
    documents: string[];
  }): Promise<{ appointmentId: string; wait: VendorWait; signedDocuments: string[] }>;
}
