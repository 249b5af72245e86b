// Sandbox payoff statements: every creditor answers within one business day on the sandbox clock (the Payoff
// persona waits at PAYOFF_REQUEST_PENDING, payoff/hold, for it); the payoff amount is the balance the report shows,
// good for 30 days. A repeated request is the same request.
import type { PayoffStatementVendor } from '../pipeline/vendors/payoff';
import { uuidFor } from './idempotent';

const GOOD_FOR_DAYS = 30;

export function createSandboxPayoffVendor(): PayoffStatementVendor {
  return {
    async requestStatements(_subject, _debts, idempotencyKey) {
      return { requestId: uuidFor(`payoff:${idempotencyKey}`), wait: { kind: 'businessDays', days: 1 } };
    },
    async statements(_requestId, debts, nowMs) {
      const goodThrough = new Date(nowMs + GOOD_FOR_DAYS * 86_400_000).toISOString().slice(0, 10);
      return debts.map((d) => ({
        debtId: d.id,
        creditor: d.creditor,
        accountMask: d.accountMask,
        payoffAmount: d.balance,
        goodThrough,
      }));
    },
  };
}
