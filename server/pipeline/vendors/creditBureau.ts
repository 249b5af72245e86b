// The credit bureau: a soft pull for pre-qualification and a hard pull at submission.

export interface CreditSubject {
  /** The lender's reference for the request (the application uuid), as a bureau's client reference. */
  reference: string;
  firstName: string;
  lastName: string;
  dob: string | null;
  address: { street1: string; city: string; state: string; zip: string } | null;
  /** Only when the borrower gave one (credit/social, contact); decrypted just for the call, never stored. */
  ssn: string | null;
}

export interface CreditReport {
  score: number;
  /** Monthly payments on the report, mortgage included. */
  monthlyDebt: number;
  /** Hard inquiries in the last 90 days: the borrower attests to them on the liens screen. */
  recentInquiries: number;
  delinquent: boolean;
  derogatory: boolean;
  /** Liquid assets from the bureau's asset report, for asset depletion. */
  liquidAssets: number;
  /** The factors that most lowered the score, as the bureau words them (the adverse action notice shows them). */
  keyFactors?: string[];
  /**
   * An initial or extended fraud alert, or an active-duty alert, on the file (FCRA §605A): the lender must verify
   * the consumer's identity before extending credit.
   */
  alert?: 'FRAUD' | 'ACTIVE_DUTY' | null;
}

export type SoftPullResult =
  | { kind: 'match'; report: CreditReport }
  /** No file matched the name and address: an SSN may find it. */
  | { kind: 'no-match' }
  /** No file matched even with the SSN. */
  | { kind: 'no-match-ssn' }
  /** A file exists but is too thin to score. */
  | { kind: 'no-file' }
  | { kind: 'frozen'; withPin: boolean }
  /** The file is a minor's: no credit can be extended on it. */
  | { kind: 'minor' }
  /** The bureau did not answer (timeout, outage): worth trying again later. */
  | { kind: 'unavailable' };

export type HardPullResult = { kind: 'match'; report: CreditReport } | { kind: 'frozen' };

export interface CreditBureauVendor {
  softPull(subject: CreditSubject): Promise<SoftPullResult>;
  hardPull(subject: CreditSubject): Promise<HardPullResult>;
}
