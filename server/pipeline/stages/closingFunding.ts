// Stage handlers after the deed: the right of rescission (three business days in the signer's zone), the
// deed's recording, and the funding, which never comes before the right has run out nor after the borrower
// cancelled.
import { rescissionDeadline, rescissionEndsAt } from '../../../src/domain/rescission';
import { borrowerTimeZone } from '../../../src/domain/timeZones';
import { noteSigning } from '../../applications/timeZoneService';
import type { RescissionOrderDetail } from '../../orders/details';
import { createOrder, latestOrder } from '../../orders/repository';
import { rescissionOrders } from '../repository';
import type { PipelineContext, PipelineState, StageHandlers, StageStep } from '../types';
import { msUntilReady, readyAtFor, subjectOf } from '../orderTimingService';
import { recheck, step, whenDue } from './steps';
import { texasFundingProblem } from './texas';

/**
 * A line the borrower cancelled during rescission is never recorded or funded, whatever moved it on (an operator's
 * move, a stale job): the cancellation on any of its rescission orders outranks the stage, even if a later run
 * wrote a new order or ended the old one (the cancellation stays in its detail).
 */
async function cancelledDuringRescission(state: PipelineState, ctx: PipelineContext): Promise<StageStep | null> {
  const orders = await rescissionOrders(ctx.db, state.row.uuid);
  const cancelled = orders.some(
    (o) => o.status === 'CANCELLED' || Boolean((JSON.parse(o.detail) as { cancellation?: unknown }).cancellation),
  );
  return cancelled ? step('CANCELLED', 'guard:rescission-cancelled') : null;
}

export const FUNDING_HANDLERS: StageHandlers = {
  async GEN_RESCISSION(state, ctx) {
    // The right runs from the note's signing, on the legal calendar in the signer's zone (real days, which the
    // sandbox fast-forwards): three business days, to midnight at the end of the last one.
    const signing = await noteSigning(ctx.db, state.row);
    const existing = await latestOrder<RescissionOrderDetail>(ctx.db, state.row.uuid, 'rescission');
    if (existing?.status !== 'OPEN' || !existing.detail.deadline) {
      const signedAt = new Date(signing?.signedAt ?? ctx.clock.now());
      const timeZone = signing?.timeZone ?? borrowerTimeZone(null, state.property?.state);
      const detail: RescissionOrderDetail = {
        signedAt: signedAt.toISOString(),
        timeZone,
        deadline: rescissionDeadline(signedAt, timeZone),
      };
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'rescission',
        status: 'OPEN',
        detail,
        // Funding waits for the later of the signer's and the property's midnight: a zone sent from far east of
        // the home must not shorten the borrower's right.
        readyAt: new Date(
          Math.max(
            rescissionEndsAt(signedAt, timeZone).getTime(),
            rescissionEndsAt(signedAt, borrowerTimeZone(null, state.property?.state)).getTime(),
          ),
        ).toISOString(),
      });
    }
    return step('RESCISSION', 'vendor:rescission-notice');
  },

  async RESCISSION(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'rescission');
    if (!order) return step('GEN_RESCISSION', 'clock:rescission');
    // The borrower may cancel until midnight at the end of the deadline day in their zone; nothing moves before.
    return whenDue(ctx, order, { status: 'ENDED' }, () => step('RECORDING', 'clock:rescission'));
  },

  async RECORDING(state, ctx) {
    const cancelled = await cancelledDuringRescission(state, ctx);
    if (cancelled) return cancelled;
    if (!(await latestOrder(ctx.db, state.row.uuid, 'recording'))) {
      const recorded = await ctx.vendors.funding.recordDeed(subjectOf(state), `${state.row.uuid}:recording`);
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'recording',
        status: 'SUBMITTED',
        detail: { recordingId: recorded.recordingId },
        readyAt: readyAtFor(recorded.wait, ctx),
      });
    }
    const order = await latestOrder(ctx.db, state.row.uuid, 'recording');
    if (!order) return null;
    return whenDue(ctx, order, { status: 'RECORDED' }, () => step('FUNDABLE', 'vendor:recording'));
  },

  async FUNDABLE(state, ctx) {
    const cancelled = await cancelledDuringRescission(state, ctx);
    if (cancelled) return cancelled;
    // Never before the borrower's right to cancel has run out (Reg Z §1026.15(c)), whatever moved the stage here.
    const rescission = await latestOrder(ctx.db, state.row.uuid, 'rescission');
    if (!rescission || rescission.status !== 'ENDED') return step('RESCISSION', 'clock:rescission-not-ended');
    const untilRescissionEnds = msUntilReady(rescission, ctx.clock);
    if (untilRescissionEnds > 0) return recheck(untilRescissionEnds);
    // Texas (a)(6): never fund above 80% CLTV or 2% fees on the acknowledged value; hold for an operator instead.
    const texasProblem = await texasFundingProblem(state, ctx);
    if (texasProblem) {
      ctx.log.error({ applicationUuid: state.row.uuid, problem: texasProblem }, 'Texas line held before funding');
      return null;
    }
    // Money moves once: a run cut short after the request finds its order (and the vendor's key dedupes the call).
    let order = await latestOrder<{ fundingId: string; amount: number; loanNumber?: string }>(
      ctx.db,
      state.row.uuid,
      'funding',
    );
    if (!order) {
      const subject = subjectOf(state);
      // A crypto line goes to the borrower's digital-asset account, every other to the disbursement account.
      const wallet = state.data.isCrypto ? await ctx.vendors.funding.digitalAssetAccount(subject) : null;
      const destination = wallet
        ? { kind: 'DIGITAL_ASSET' as const, address: wallet }
        : { kind: 'BANK' as const, accountUuid: state.data.disburseAccount?.uuid ?? null };
      const funded = await ctx.vendors.funding.fund({
        subject,
        amount: state.data.amount,
        loanNumber: state.data.loanNumber,
        idempotencyKey: `${state.row.uuid}:funding`,
      });
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'funding',
        status: 'REQUESTED',
        detail: { fundingId: funded.fundingId, amount: state.data.amount, loanNumber: funded.loanNumber, destination },
        readyAt: readyAtFor(funded.wait, ctx),
      });
      order = await latestOrder(ctx.db, state.row.uuid, 'funding');
    }
    const loanNumber = order?.detail.loanNumber ?? null;
    return {
      to: 'FUNDING_DECISION',
      cause: 'vendor:funding-requested',
      update: (data) => ({ ...data, loanNumber: data.loanNumber ?? loanNumber }),
    };
  },

  async FUNDING_DECISION(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'funding');
    if (!order) return step('FUNDABLE', 'vendor:funding');
    const fundedAt = new Date(ctx.clock.now()).toISOString();
    return whenDue(ctx, order, { status: 'FUNDED', detail: { ...order.detail, fundedAt } }, async () => {
      const payoff = await latestOrder(ctx.db, state.row.uuid, 'debtPayoff');
      return payoff?.status === 'ATTESTED'
        ? step('DIRECT_DEBT_PAYOFF', 'vendor:funded')
        : step('COMPLETE', 'vendor:funded');
    });
  },
};
