// Debt payoff at closing (merchant/review, merchant/lien-attestation): which debts are paid from the initial draw,
// and the borrower's attestation and authorisation. The server validates with the same schemas.
import * as yup from 'yup';
import { formatCurrency } from '../format';
import { payoffSplit, type PayoffDebt } from '../payoff';
import { REQUIRED } from './register';

export interface DebtPayoffLimits {
  initialDraw: number;
  debts: readonly Pick<PayoffDebt, 'id' | 'balance'>[];
}

export function overDrawMessage(total: number, initialDraw: number): string {
  return (
    `The debts you chose total ${formatCurrency(total, 2)}, more than your initial draw of ` +
    `${formatCurrency(initialDraw, 2)}. Choose fewer debts.`
  );
}

const payoffDebtIdsField = yup.array().of(yup.string().required(REQUIRED)).default([]);

/** merchant/review as sent, before the report's debts are known (what the server checks on the wire). */
export const debtPayoffReviewBodySchema = yup.object({ payoffDebtIds: payoffDebtIdsField });

/** merchant/review: the debts to pay off (none is a valid answer: the whole draw then goes to the borrower). */
export function debtPayoffReviewSchema({ initialDraw, debts }: DebtPayoffLimits) {
  const known = new Set(debts.map((d) => d.id));
  return yup.object({
    payoffDebtIds: payoffDebtIdsField
      .max(debts.length, 'Choose only debts listed on your credit report')
      .test('known', 'Choose only debts listed on your credit report', (ids) =>
        (ids ?? []).every((id) => known.has(id)),
      )
      .test('unique', 'Choose each debt once', (ids) => new Set(ids ?? []).size === (ids ?? []).length)
      .test('within-draw', '', function withinDraw(ids) {
        const { toCreditors, overBy } = payoffSplit(initialDraw, debts, ids ?? []);
        return overBy > 0 ? this.createError({ message: overDrawMessage(toCreditors, initialDraw) }) : true;
      }),
  });
}
export type DebtPayoffReviewInput = { payoffDebtIds: string[] };

export const ATTEST_ACCOUNTS_MESSAGE = 'Confirm the accounts to be paid off';
export const AUTHORIZE_PAYMENT_MESSAGE = 'Authorize us to pay your creditors to continue';
export const AUTHORIZE_LIEN_RELEASE_MESSAGE = 'Authorize us to request the lien release to continue';

/** merchant/lien-attestation: the lien release is asked for only when a chosen debt has a lien on the home. */
export function debtPayoffAttestationSchema(needsLienRelease: boolean) {
  return yup.object({
    attestAccounts: yup.boolean().required(ATTEST_ACCOUNTS_MESSAGE).oneOf([true], ATTEST_ACCOUNTS_MESSAGE),
    authorizePayment: yup.boolean().required(AUTHORIZE_PAYMENT_MESSAGE).oneOf([true], AUTHORIZE_PAYMENT_MESSAGE),
    authorizeLienRelease: needsLienRelease
      ? yup.boolean().required(AUTHORIZE_LIEN_RELEASE_MESSAGE).oneOf([true], AUTHORIZE_LIEN_RELEASE_MESSAGE)
      : yup.boolean().optional(),
  });
}
export type DebtPayoffAttestationInput = {
  attestAccounts: boolean;
  authorizePayment: boolean;
  authorizeLienRelease?: boolean;
};
