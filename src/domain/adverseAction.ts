// The adverse action notice a declined borrower is owed (ECOA / Regulation B, FCRA section 615): what was
// decided, the principal reasons, who decided, the ECOA notice and, when credit was a reason, the credit score
// disclosure. The server fills it from the decision; the decline screens show it.

/** Why underwriting declined (src/domain/offers.ts UnderwritingResult 'decline'). */
export type DeclineReasonCode = 'derogatory' | 'creditScore' | 'dti';

export interface CreditScoreDisclosure {
  score: number;
  rangeLow: number;
  rangeHigh: number;
  /** The consumer reporting agency that supplied the score, with its contact details. */
  bureau: { name: string; address: string; phone: string };
  /** yyyy-MM-dd */
  scoredOn: string;
  keyFactors: string[];
}

export interface AdverseActionNotice {
  /** e.g. 'Your application for a home equity line of credit has been declined.' */
  action: string;
  /** ISO date-time of the decision. */
  decidedAt: string;
  reasonCode: DeclineReasonCode;
  /** The principal reasons, in the words of the notice. */
  reasons: string[];
  creditor: { name: string; address: string; phone: string; nmls: string };
  ecoaNotice: string;
  /** Null when credit played no part in the decision. */
  creditScore: CreditScoreDisclosure | null;
}
