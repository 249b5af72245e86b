// Debt payoff at closing (docs/API.md "Closing", merchant/*): debts on the borrower's credit report that the lender
// pays straight to the creditors from the initial draw, and what is left for the borrower's own account.
// Pure maths in whole cents, shared by the server (limits, 400s) and the screens (running totals).

export const PAYOFF_DEBT_KINDS = ['CREDIT_CARD', 'PERSONAL_LOAN', 'INSTALLMENT_LOAN', 'SOLAR_LOAN'] as const;
export type PayoffDebtKind = (typeof PAYOFF_DEBT_KINDS)[number];

export const PAYOFF_DEBT_KIND_LABELS: Record<PayoffDebtKind, string> = {
  CREDIT_CARD: 'Credit card',
  PERSONAL_LOAN: 'Personal loan',
  INSTALLMENT_LOAN: 'Installment loan',
  SOLAR_LOAN: 'Solar panel loan',
};

/** One debt as the credit report shows it. The account number is never known in full: only its last four. */
export interface PayoffDebt {
  id: string;
  creditor: string;
  kind: PayoffDebtKind;
  /** The last four digits of the account number. */
  accountMask: string;
  /** The account number as shown: masked but for the last four digits. */
  accountNumber: string;
  /** The balance the credit report shows, in dollars (the payoff amount the creditor is paid). */
  balance: number;
  /** A lien the debt has on the home (e.g. a UCC fixture filing), released once it is paid off; null if unsecured. */
  lien: string | null;
}

/** Where the borrower stands in the payoff steps (status.debtPayoff). */
export type DebtPayoffStep = 'REVIEW' | 'ATTESTATION' | 'COMPLETE';

/** GET merchant/payoff: the debts, the initial draw, and the borrower's choices so far. */
export interface DebtPayoffAnswer {
  initialDraw: number;
  debts: PayoffDebt[];
  /** The debts chosen to be paid off at closing (empty before the review and when none were chosen). */
  selectedDebtIds: string[];
  reviewed: boolean;
  attested: boolean;
  /** The last four digits of the disbursement account the rest of the draw goes to. */
  disburseAccountMask: string | null;
  /** Set once the creditors were paid at funding. */
  paidAt: string | null;
}

const cents = (dollars: number): number => Math.round(dollars * 100);

/** The debts whose ids are chosen, in the report's order. */
export function chosenDebts<D extends Pick<PayoffDebt, 'id'>>(debts: readonly D[], ids: readonly string[]): D[] {
  const chosen = new Set(ids);
  return debts.filter((d) => chosen.has(d.id));
}

/** What the chosen debts total, to the cent. */
export function payoffTotal(debts: readonly Pick<PayoffDebt, 'id' | 'balance'>[], ids: readonly string[]): number {
  return chosenDebts(debts, ids).reduce((sum, d) => sum + cents(d.balance), 0) / 100;
}

/** The initial draw split between the creditors and the borrower's account (never below zero). */
export function payoffSplit(
  initialDraw: number,
  debts: readonly Pick<PayoffDebt, 'id' | 'balance'>[],
  ids: readonly string[],
): { toCreditors: number; toBorrower: number; overBy: number } {
  const toCreditors = payoffTotal(debts, ids);
  const rest = cents(initialDraw) - cents(toCreditors);
  return { toCreditors, toBorrower: Math.max(0, rest) / 100, overBy: Math.max(0, -rest) / 100 };
}

/** The chosen debts with a lien on the home: paying them off means asking the creditor to release it. */
export function liensToRelease<D extends Pick<PayoffDebt, 'id' | 'lien'>>(
  debts: readonly D[],
  ids: readonly string[],
): D[] {
  return chosenDebts(debts, ids).filter((d) => d.lien !== null);
}
