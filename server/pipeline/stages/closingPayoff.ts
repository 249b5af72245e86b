// Stage handlers of the debt payoff (the Payoff persona): the borrower reviews the debts on the report that can be
// paid at closing and attests the choice, the creditors' payoff statements come back before the closing disclosure,
// and the chosen creditors are paid from the initial draw at funding.
import type { StageHandlers } from '../types';
import { createOrder, latestOrder, updateOrder } from '../../orders/repository';
import type { DebtPayoffOrderDetail, PayoffStatementsOrderDetail } from './orderDetails';
import { msUntilReady, readyAtFor, subjectOf } from '../orderTimingService';
import { recheck, step } from './steps';

export const PAYOFF_HANDLERS: StageHandlers = {
  async DEBT_PAYOFF_REVIEW(state, ctx) {
    const order = await latestOrder<DebtPayoffOrderDetail>(ctx.db, state.row.uuid, 'debtPayoff');
    if (!order) {
      const detail: DebtPayoffOrderDetail = {
        debts: await ctx.vendors.underwriting.payoffDebts(subjectOf(state)),
        selectedDebtIds: [],
        reviewedAt: null,
        attestedAt: null,
        lienReleaseAuthorized: false,
        paidAt: null,
      };
      await createOrder(ctx.db, { applicationUuid: state.row.uuid, vendor: 'debtPayoff', status: 'OPEN', detail });
      return null;
    }
    if (order.status !== 'REVIEWED') return null;
    // Nothing to pay off: the whole draw goes to the borrower's account and there is nothing to attest.
    if (order.detail.selectedDebtIds.length === 0) {
      return step('GEN_CLOSING_DISCLOSURE', 'borrower:debt-payoff-none', { debtPayoff: 'COMPLETE' });
    }
    return step('DEBT_PAYOFF_ATTESTATION', 'borrower:debt-payoff-review', { debtPayoff: 'ATTESTATION' });
  },

  async DEBT_PAYOFF_ATTESTATION(state, ctx) {
    const order = await latestOrder<DebtPayoffOrderDetail>(ctx.db, state.row.uuid, 'debtPayoff');
    if (!order) return step('DEBT_PAYOFF_REVIEW', 'vendor:debt-payoff', { debtPayoff: 'REVIEW' });
    if (order.status !== 'ATTESTED') return null;
    // The borrower's part is done; the creditors are asked for their payoff statements before the disclosure.
    return step('PAYOFF_REQUEST_PENDING', 'borrower:debt-payoff-attestation', { debtPayoff: 'COMPLETE' });
  },

  // Waiting for the chosen creditors' payoff statements (payoff/hold): a real wait on the job engine, then the
  // closing disclosure with the amounts the statements give.
  async PAYOFF_REQUEST_PENDING(state, ctx) {
    const payoff = await latestOrder<DebtPayoffOrderDetail>(ctx.db, state.row.uuid, 'debtPayoff');
    if (!payoff || payoff.status !== 'ATTESTED') {
      return step('DEBT_PAYOFF_REVIEW', 'vendor:debt-payoff', { debtPayoff: 'REVIEW' });
    }
    const debts = payoff.detail.debts.filter((d) => payoff.detail.selectedDebtIds.includes(d.id));
    let request = await latestOrder<PayoffStatementsOrderDetail>(ctx.db, state.row.uuid, 'payoffStatements');
    if (!request) {
      // A run cut short after asking finds the order and goes on (the key makes a repeat the same request).
      const asked = await ctx.vendors.payoff.requestStatements(
        subjectOf(state),
        debts,
        `${state.row.uuid}:payoff-statements`,
      );
      const readyAt = readyAtFor(asked.wait, ctx);
      const detail: PayoffStatementsOrderDetail = { requestId: asked.requestId, statements: [], receivedAt: null };
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'payoffStatements',
        status: 'REQUESTED',
        detail,
        readyAt,
      });
      request = await latestOrder<PayoffStatementsOrderDetail>(ctx.db, state.row.uuid, 'payoffStatements');
      if (!request) return recheck(1);
    }
    if (request.status !== 'RECEIVED') {
      const wait = msUntilReady(request, ctx.clock);
      if (wait > 0) return recheck(wait);
      const statements = await ctx.vendors.payoff.statements(request.detail.requestId, debts, ctx.clock.now());
      await updateOrder(ctx.db, request.uuid, {
        status: 'RECEIVED',
        detail: { ...request.detail, statements, receivedAt: new Date(ctx.clock.now()).toISOString() },
      });
    }
    return step('GEN_CLOSING_DISCLOSURE', 'vendor:payoff-statements');
  },

  // Funding-time payoff: the creditors the borrower chose are paid from the initial draw (the complete screen).
  async DIRECT_DEBT_PAYOFF(state, ctx) {
    const order = await latestOrder<DebtPayoffOrderDetail>(ctx.db, state.row.uuid, 'debtPayoff');
    if (order?.status === 'ATTESTED') {
      await updateOrder(ctx.db, order.uuid, {
        status: 'PAID',
        detail: { ...order.detail, paidAt: new Date(ctx.clock.now()).toISOString() },
      });
    }
    return step('COMPLETE', 'vendor:debt-payoff-paid');
  },
};
