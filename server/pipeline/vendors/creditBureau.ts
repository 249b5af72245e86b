// The credit bureau: a soft pull for pre-qualification and a hard pull at submission.

export interface CreditSubject {
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
}

export type SoftPullResult =
  | { kind: 'match'; report: CreditReport }
  /** No file matched the name and address: an SSN may find it. */
  | { kind: 'no-match' }
  /** No file matched even with the SSN. */
  | { kind: 'no-match-ssn' }
  /** A file exists but is too thin to score. */
  | { kind: 'no-file' }
  | { kind: 'frozen'; withPin: boolean };

export type HardPullResult = { kind: 'match'; report: CreditReport } | { kind: 'frozen' };

export interface CreditBureauVendor {
  softPull(subject: CreditSubject): Promise<SoftPullResult>;
  hardPull(subject: CreditSubject): Promise<HardPullResult>;
}
