// Texas home equity closings (Texas Constitution art. XVI §50(a)(6) and (t); rules in src/domain/texas.ts). A Texas
// line never uses remote eNotary: after the note, an attorney reviews the loan documents (ATTORNEY_REVIEW), the
// closing waits until the 12th day after the later of the application and the §50(g) notice (NOTARY_WAITING_PERIOD),
// then closes in person at the lender's, an attorney's or a title company's office (MANUAL_DEED_SIGNING), where the
// borrower and the lender sign the fair-market-value acknowledgment of §50(a)(6)(Q)(ix).
import { borrowerCharges } from '../../../src/domain/helocPlan';
import { lendingRules, lineProblem } from '../../../src/domain/lendingRules';
import { owedOnLiens } from '../../../src/domain/offers';
import type { Stage } from '../../../src/domain/stages';
import { isTexasHomeEquity, texasEarliestClosingDate, texasWaitEndsAt } from '../../../src/domain/texas';
import type { ApplicationStatus } from '../../../src/domain/types';
import { updateStoredFields } from '../../applications/repository';
import { type StoredFields } from '../../applications/mapper';
import type { Db } from '../../db';
import { loadPrequalRecord } from '../prequalService';
import type { PipelineContext, PipelineState, StageHandlers, StageRecheck, StageStep } from '../types';
import { msUntilReady, readyAtFor, subjectOf } from '../orderTimingService';
import { createOrder, latestOrder, updateOrder } from '../../orders/repository';

/** What the attorney reads before a Texas closing. */
export const ATTORNEY_REVIEW_DOCUMENTS = ['TEXAS_HOME_EQUITY_NOTICE', 'CLOSING_DISCLOSURE', 'NOTE', 'DEED'];

/** What the attorney-review route of the pipeline keeps on its `attorneyReview` order. */
export interface AttorneyReviewOrderDetail {
  reviewId: string;
  decision: 'APPROVED' | 'REJECTED';
  notes: string | null;
  documents: string[];
}

/** The fair-market-value acknowledgment as signed at the closing (kept on the `manualNotary` order). */
export interface FmvAcknowledgmentRecord {
  fairMarketValue: number;
  location: string | null;
  borrowerSignedAt: string;
  lenderSignedAt: string;
}

/** What the notary/manual route keeps on a `manualNotary` order, and what the closing adds once it is back. */
export interface ManualNotaryOrderDetail {
  appointmentId: string;
  requestedTime: string;
  fee: number;
  location?: string | null;
  /** The documents the notary returned signed (orders placed before this list existed returned the deed). */
  signedDocuments?: string[];
  fmvAcknowledgment?: FmvAcknowledgmentRecord;
}

function withStatus(patch: Partial<ApplicationStatus>): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, status: { ...data.status, ...patch } });
}

function step(to: Stage, cause: string, patch: Partial<ApplicationStatus>): StageStep {
  return { to, cause, update: withStatus(patch) };
}

function recheck(ms: number): StageRecheck {
  return { recheckInMs: Math.max(1, ms) };
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** The §50(g) notice is given with the application disclosures: the date it was provided, once. */
export function texasNoticeUpdate(state: PipelineState, ctx: PipelineContext): Partial<ApplicationStatus> {
  if (!isTexasHomeEquity(state.property) || state.data.status.texasNoticeProvidedAt) return {};
  return { texasNoticeProvidedAt: iso(ctx.clock.now()) };
}

/** The application date of §50(a)(6)(M)(i): when the borrower submitted it, recorded once. */
export function texasApplicationUpdate(state: PipelineState, ctx: PipelineContext): Partial<ApplicationStatus> {
  if (!isTexasHomeEquity(state.property) || state.data.status.texasApplicationAt) return {};
  return { texasApplicationAt: iso(ctx.clock.now()) };
}

/**
 * The market value both parties acknowledge: the BPO agent's estimate the borrower accepted (Texas needs a BPO),
 * else the value the line was underwritten on.
 */
export async function texasFairMarketValue(db: Db, applicationUuid: string): Promise<number | null> {
  const bpo = await latestOrder<{ estimatedValue: number; accepted: boolean }>(db, applicationUuid, 'bpo');
  if (bpo?.detail.accepted) return bpo.detail.estimatedValue;
  return (await loadPrequalRecord(db, applicationUuid)).homeValue;
}

/**
 * GEN_NOTARY_DISCLOSURE for a Texas line: no remote eNotary; the attorney reviews first and the 12-day wait is set.
 * An application that reached closing with no notice on record (made before the notice was given at application)
 * is given it now, and the wait runs from now.
 */
export function toAttorneyReview(state: PipelineState, ctx: PipelineContext): StageStep {
  const status = state.data.status;
  const noticeAt = status.texasNoticeProvidedAt ?? iso(ctx.clock.now());
  const applicationAt = status.texasApplicationAt ?? noticeAt;
  return step('ATTORNEY_REVIEW', 'vendor:texas-a6-no-enotary', {
    manualNotary: true,
    attorneyReview: 'IN_REVIEW',
    texasNoticeProvidedAt: noticeAt,
    texasApplicationAt: applicationAt,
    texasEarliestClosingDate: texasEarliestClosingDate({ applicationAt, noticeAt }),
    notaryWaitingUntil: texasWaitEndsAt({ applicationAt, noticeAt }),
  });
}

function waitingUntil(state: PipelineState): number {
  const until = state.data.status.notaryWaitingUntil;
  if (!until) throw new Error(`Texas application ${state.row.uuid} has no notaryWaitingUntil`);
  return Date.parse(until);
}

const toClosing = (cause: string, patch: Partial<ApplicationStatus> = {}): StageStep =>
  step('MANUAL_DEED_SIGNING', cause, { ...patch, manualNotary: true, fmvAcknowledgmentReady: true });

export const TEXAS_HANDLERS: StageHandlers = {
  async ATTORNEY_REVIEW(state, ctx) {
    let order = await latestOrder<AttorneyReviewOrderDetail>(ctx.db, state.row.uuid, 'attorneyReview');
    // A rejected review waits for the documents to be corrected; an operator moves the application on.
    if (order?.status === 'REJECTED') return null;
    if (!order) {
      const review = await ctx.vendors.attorneyReview.requestReview({
        subject: subjectOf(state),
        documents: ATTORNEY_REVIEW_DOCUMENTS,
      });
      const detail: AttorneyReviewOrderDetail = {
        reviewId: review.reviewId,
        decision: review.decision,
        notes: review.notes,
        documents: ATTORNEY_REVIEW_DOCUMENTS,
      };
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'attorneyReview',
        status: 'IN_REVIEW',
        detail,
        readyAt: readyAtFor(review.wait, ctx),
      });
      order = await latestOrder<AttorneyReviewOrderDetail>(ctx.db, state.row.uuid, 'attorneyReview');
      if (!order) return null;
    }
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    if (order.detail.decision === 'REJECTED') {
      // The closing cannot go on: the borrower is told, and the application waits for the documents to change.
      await updateOrder(ctx.db, order.uuid, { status: 'REJECTED' });
      await updateStoredFields(ctx.db, state.row.uuid, withStatus({ attorneyReview: 'REJECTED' }));
      return null;
    }
    await updateOrder(ctx.db, order.uuid, { status: 'APPROVED' });
    // The wait may already be over (a slow review): then straight to the closing.
    if (ctx.clock.now() >= waitingUntil(state)) {
      return toClosing('vendor:attorney-approved', { attorneyReview: 'APPROVED' });
    }
    return step('NOTARY_WAITING_PERIOD', 'vendor:attorney-approved', { attorneyReview: 'APPROVED' });
  },

  NOTARY_WAITING_PERIOD(state, ctx) {
    const wait = waitingUntil(state) - ctx.clock.now();
    if (wait > 0) return recheck(wait);
    return toClosing('clock:texas-12-day-wait');
  },
};

/**
 * Why a Texas line must not be funded as it stands, or null: the line with the fee it carries, over the fair market
 * value the borrower and the lender acknowledged (the accepted BPO, else the valuation pre-qualification used) and
 * the liens on record, against §50(a)(6)(B)'s 80% and (E)'s 2% (src/domain/lendingRules.ts). A line funded above
 * them would forfeit the lien, so funding holds and an operator must cure it.
 */
export async function texasFundingProblem(state: PipelineState, ctx: PipelineContext): Promise<string | null> {
  if (!isTexasHomeEquity(state.property)) return null;
  const [value, record] = await Promise.all([
    texasFairMarketValue(ctx.db, state.row.uuid),
    loadPrequalRecord(ctx.db, state.row.uuid),
  ]);
  if (value === null) return 'The home has no fair market value on record';
  const { amount, uwCalculatedDrawAmount: draw } = state.data;
  const feePercent = amount > 0 && draw != null ? ((amount - draw) / amount) * 100 : 0;
  const rules = lendingRules(state.property?.state, state.org.pricingData);
  return lineProblem(rules, {
    amount,
    feePercent: Math.round(feePercent * 100) / 100,
    owedOnLiens: owedOnLiens(record.liens),
    homeValue: value,
    // (a)(6)(E) counts every fee to anyone: what the borrower pays besides the origination fee counts too.
    charges: borrowerCharges(rules, amount),
  });
}
