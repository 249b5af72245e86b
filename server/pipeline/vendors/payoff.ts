// Payoff statements: before the closing disclosure, the lender asks each creditor the borrower chose to pay off
// for a payoff statement (the amount that clears the account, good through a date). The pipeline holds the
// application at PAYOFF_REQUEST_PENDING until the statements are in. The idempotency key makes a repeated request
// (after a crash) the same request.
import type { PayoffDebt } from '../../../src/domain/payoff';
import type { VendorSubject, VendorWait } from './subject';

/** One creditor's answer: what clears the account, and until when that figure holds. */
export interface PayoffStatement {
  debtId: string;
  creditor: string;
  accountMask: string;
  /** Dollars, to the cent. */
  payoffAmount: number;
  /** YYYY-MM-DD. */
  goodThrough: string;
}

export interface PayoffStatementRequest {
  requestId: string;
  /** How long until every statement is back. */
  wait: VendorWait;
}

export interface PayoffStatementVendor {
  requestStatements(
    subject: VendorSubject,
    debts: readonly PayoffDebt[],
    idempotencyKey: string,
  ): Promise<PayoffStatementRequest>;
  /** The statements of a request whose wait has run out (one per debt, in the debts' order). */
  statements(requestId: string, debts: readonly PayoffDebt[], nowMs: number): Promise<PayoffStatement[]>;
}
