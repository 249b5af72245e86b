// What the closing orders record in their detail (server/orders keeps them): written by the routes in
// server/application/closing/ and by the stage handlers, read by both.
import type { PayoffDebt } from '../../../src/domain/payoff';
import type { PayoffStatement } from '../vendors/payoff';

/** What the income routes record on an `income` order. */
export interface IncomeOrderDetail {
  method: 'PAYROLL' | 'BANK' | 'PAYSTUB';
  verifiedAnnualIncome: number;
  employmentVerificationRequired: boolean;
}

/** What the identity route records on an `idVerification` order (status SUBMITTED until the answer is due). */
export interface IdOrderDetail {
  documentUuid: string;
  idType: string;
  result: 'VERIFIED' | 'FAILED_VERIFICATION';
  reason: string | null;
}

export interface FloodOrderDetail {
  floodZone: boolean;
}

export interface BpoOrderDetail {
  estimatedValue: number;
  accepted: boolean;
}

/**
 * What the merchant routes record on a `debtPayoff` order: the report's debts when the review opened, the borrower's
 * choices (status REVIEWED), their attestation (ATTESTED), and the payment to the creditors at funding (PAID).
 */
export interface DebtPayoffOrderDetail {
  debts: PayoffDebt[];
  selectedDebtIds: string[];
  reviewedAt: string | null;
  attestedAt: string | null;
  lienReleaseAuthorized: boolean;
  paidAt: string | null;
}

/** The `payoffStatements` order PAYOFF_REQUEST_PENDING writes: REQUESTED, then RECEIVED with the statements. */
export interface PayoffStatementsOrderDetail {
  requestId: string;
  statements: PayoffStatement[];
  receivedAt: string | null;
}
