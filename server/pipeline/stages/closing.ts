// Stage handlers from income verification to COMPLETE (docs/SANDBOX.md lists the personas). The routes
// in server/application/closing/ record what the borrower did and the vendors' orders; these handlers read
// them and move the stage, setting the status flags the client's triggers and stage → screen map read.
// This file holds the handlers up to the final offer (income, employment,
// bank accounts, identity, BPO, title); the debt payoff is in ./closingPayoff.ts, the disclosure, note, deed and
// insurance in ./closingSigning.ts, rescission, recording and funding in ./closingFunding.ts.
import type { Stage } from '../../../src/domain/stages';
import type { ApplicationStatus } from '../../../src/domain/types';
import { updateStoredFields } from '../../applications/repository';
import { createCondition, openConditions } from '../../conditions/service';
import { loadPrequalRecord, updatePrequalRecord } from '../prequalService';
import { annualIncome, decisionStep, underwriteWith } from './underwriting';
import type { PipelineContext, PipelineState, StageHandlers, StageStep } from '../types';
import { msUntilReady, readyAtFor, subjectOf } from '../orderTimingService';
import { createOrder, latestOrder, updateOrder } from '../../orders/repository';
import { FUNDING_HANDLERS } from './closingFunding';
import { PAYOFF_HANDLERS } from './closingPayoff';
import { SIGNING_HANDLERS } from './closingSigning';
import type { BpoOrderDetail, IdOrderDetail, IncomeOrderDetail } from './orderDetails';
import { recheck, step, whenDue, withStatus } from './steps';

/**
 * Waiting for the borrower while showing them why: the flag is written here because a null result changes
 * nothing. Skipped when already set, so a re-run writes nothing.
 */
async function holdWithStatus(
  state: PipelineState,
  ctx: PipelineContext,
  patch: Partial<ApplicationStatus>,
): Promise<null> {
  const current = state.data.status as Record<string, unknown>;
  const changed = Object.entries(patch).some(([key, value]) => current[key] !== value);
  if (changed) await updateStoredFields(ctx.db, state.row.uuid, withStatus(patch));
  return null;
}

/** Where the borrower goes once the bank accounts are set: Texas needs a BPO after the ID (DESIGN 10). */
function afterBank(state: PipelineState, ctx: PipelineContext, from: string): StageStep {
  const required = ctx.vendors.bpo.isRequired(subjectOf(state));
  const bpo = state.data.status.bpo ?? (required ? 'BPO_REQUIRED' : 'BPO_NOT_REQUIRED');
  return step('IDENTITY_VERIFICATION', from, { bpo });
}

async function afterIdentity(state: PipelineState, ctx: PipelineContext): Promise<StageStep | null> {
  // What the underwriter asks for before title, asked once (the order records that it was).
  if (!(await latestOrder(ctx.db, state.row.uuid, 'condition'))) {
    const requests = await ctx.vendors.underwriting.conditionsBeforeTitle(subjectOf(state));
    // The conditions and the order that records them asked: together, or a rerun would ask them twice.
    await ctx.db.transaction().execute(async (trx) => {
      const conditionUuids: string[] = [];
      for (const request of requests) {
        const created = await createCondition(trx, {
          applicationUuid: state.row.uuid,
          category: request.category,
          notes: request.notes,
          commentsToBorrower: request.commentsToBorrower,
          requestDocuments: request.numDocsRequired > 0,
          numDocsRequired: request.numDocsRequired,
          actionNeeded: request.actionNeeded,
        });
        conditionUuids.push(created.uuid);
      }
      await createOrder(trx, {
        applicationUuid: state.row.uuid,
        vendor: 'condition',
        status: requests.length > 0 ? 'OPEN' : 'NONE',
        detail: { conditionUuids },
      });
    });
  }
  // Open conditions (these or an underwriter's later ones) are cleared before title and closing; the
  // conditions service advances the pipeline when the borrower answers the last one.
  const open = await openConditions(ctx.db, state.row.uuid);
  if (open.length > 0) return holdWithStatus(state, ctx, { condition: true });
  const patch: Partial<ApplicationStatus> = { condition: false };
  if (state.data.status.bpo === 'BPO_REQUIRED') return step('NAV_BPO_ORDER_REQUEST', 'vendor:id-verification', patch);
  return step('FINAL_TITLE_PULL', 'vendor:id-verification', patch);
}

/** Verified income below this share of the stated income re-runs underwriting. */
const VERIFIED_INCOME_TOLERANCE = 0.95;

function maxLine(offers: readonly { maxLine: number }[]): number {
  return offers.reduce((max, o) => Math.max(max, o.maxLine), 0);
}

/** A line disbursed to a digital-asset account has no bank disbursement step: autopay is next. */
function firstBankStage(state: PipelineState): Stage {
  return state.data.isCrypto ? 'AUTOPAY_ACCOUNT' : 'DISBURSEMENT_ACCOUNT';
}

/** Income verified (the offer confirmed, final, or chosen again): employment, then the bank accounts. */
function afterIncome(
  state: PipelineState,
  order: { detail: IncomeOrderDetail },
  subDecision: 'VERIFIED_INCOME_MATCHED_OFFER' | 'FINAL_OFFER',
  cause: string,
): StageStep {
  const patch: Partial<ApplicationStatus> = {
    uwSubDecision: subDecision,
    ...(subDecision === 'FINAL_OFFER' ? { manualPaystubTasksComplete: true } : {}),
  };
  if (order.detail.employmentVerificationRequired) {
    return step('EMPLOYMENT_VERIFICATION', cause, { ...patch, employmentVerificationNeeded: true });
  }
  return step(firstBankStage(state), cause, patch);
}

/** Income, employment, the bank accounts, identity, BPO and title, up to the final offer. */
const VERIFICATION_HANDLERS: StageHandlers = {
  async INCOME_VERIFICATION(state, ctx) {
    const order = await latestOrder<IncomeOrderDetail>(ctx.db, state.row.uuid, 'income');
    if (!order) return null;
    if (order.status === 'PARTIAL') return holdWithStatus(state, ctx, { manualPaystubUpload: true });
    if (order.status !== 'VERIFIED') return null;
    const byPaystub = order.detail.method === 'PAYSTUB';
    // Verified income materially below the stated income: underwriting runs again on it (IN_PROGRESS).
    if (!byPaystub && order.detail.verifiedAnnualIncome < annualIncome(state.data) * VERIFIED_INCOME_TOLERANCE) {
      return step('IN_PROGRESS', 'vendor:income-below-stated');
    }
    return afterIncome(state, order, byPaystub ? 'FINAL_OFFER' : 'VERIFIED_INCOME_MATCHED_OFFER', 'vendor:income');
  },

  // Underwriting re-runs on the verified income: the same offer stands, a lower maximum line asks the borrower to
  // choose again (REVISED_OFFER_SELECTION), or the verified income no longer qualifies.
  async IN_PROGRESS(state, ctx) {
    const order = await latestOrder<IncomeOrderDetail>(ctx.db, state.row.uuid, 'income');
    const record = await loadPrequalRecord(ctx.db, state.row.uuid);
    const credit = record.hardCredit ?? record.softCredit;
    if (!order || order.status !== 'VERIFIED' || !credit || record.homeValue === null) {
      return step('INCOME_VERIFICATION', 'system:income-missing');
    }
    const verified = order.detail.verifiedAnnualIncome;
    const result = underwriteWith(state, ctx, credit, { ...record, homeValue: record.homeValue }, verified);
    if (result.kind !== 'offers') return decisionStep(result);
    const previousMaxLine = maxLine(record.offers);
    const newMaxLine = maxLine(result.offers);
    if (newMaxLine >= previousMaxLine) {
      return afterIncome(state, order, 'VERIFIED_INCOME_MATCHED_OFFER', 'underwriting:verified-income-same-offer');
    }
    const revisedAt = new Date(ctx.clock.now()).toISOString();
    await updatePrequalRecord(ctx.db, state.row.uuid, (r) => ({
      ...r,
      offers: result.offers,
      underwrittenAt: revisedAt,
      offerRevision: {
        statedAnnualIncome: annualIncome(state.data),
        verifiedAnnualIncome: verified,
        previousMaxLine,
        newMaxLine,
        revisedAt,
      },
    }));
    // No offer is selected until the borrower chooses again; VERIFIED_OFFER with no term or rate raises the
    // flow's underwrite trigger (product/select).
    return {
      to: 'REVISED_OFFER_SELECTION',
      cause: 'underwriting:revised-verified-income',
      update: (data) => ({
        ...data,
        term: 0,
        amount: 0,
        rate: 0,
        uwCalculatedDrawAmount: null,
        status: { ...data.status, uwDecision: 'SELECT', uwSubDecision: 'VERIFIED_OFFER' },
      }),
    };
  },

  // The borrower chose again from the revised offers (POST offers/selection).
  async REVISED_OFFER_SELECTION(state, ctx) {
    const { term, amount, rate } = state.data;
    if (!(term > 0 && amount > 0 && rate > 0)) return null;
    const order = await latestOrder<IncomeOrderDetail>(ctx.db, state.row.uuid, 'income');
    if (!order) return step('INCOME_VERIFICATION', 'system:income-missing');
    return afterIncome(state, order, 'VERIFIED_INCOME_MATCHED_OFFER', 'borrower:revised-offer');
  },

  async EMPLOYMENT_VERIFICATION(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'employment');
    if (order?.status !== 'VERIFIED') return null;
    return step(firstBankStage(state), 'vendor:employment', { employmentVerificationNeeded: false });
  },

  DISBURSEMENT_ACCOUNT(state) {
    if (!state.data.disburseAccount?.routingNumber) return null;
    return step('AUTOPAY_ACCOUNT', 'borrower:bank');
  },

  AUTOPAY_ACCOUNT(state, ctx) {
    if (state.data.payType === 'MANUAL') return afterBank(state, ctx, 'borrower:autopay-manual');
    if (state.data.payType === 'AUTOPAY' && state.data.autopayAccount?.uuid) {
      return step('VERIFIED_AUTOPAY_ACCOUNT', 'borrower:autopay');
    }
    return null;
  },

  VERIFIED_AUTOPAY_ACCOUNT(state, ctx) {
    return afterBank(state, ctx, 'vendor:autopay');
  },

  async IDENTITY_VERIFICATION(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'idVerification');
    if (order?.status !== 'SUBMITTED') return null;
    return step('WAITING_FOR_ID_VERIFICATION', 'borrower:identity');
  },

  async WAITING_FOR_ID_VERIFICATION(state, ctx) {
    const order = await latestOrder<IdOrderDetail>(ctx.db, state.row.uuid, 'idVerification');
    if (!order) return step('IDENTITY_VERIFICATION', 'vendor:id-verification');
    if (order.status === 'SUBMITTED') {
      const wait = msUntilReady(order, ctx.clock);
      if (wait > 0) return recheck(wait);
      await updateOrder(ctx.db, order.uuid, { status: order.detail.result });
      order.status = order.detail.result;
    }
    if (order.status === 'FAILED_VERIFICATION') {
      // The unreadable document no longer counts as the borrower's ID: the identity screen asks again.
      const documentUuid = order.detail.documentUuid;
      return {
        to: 'IDENTITY_VERIFICATION',
        cause: 'vendor:id-verification-failed',
        update: (data) => ({ ...data, documents: data.documents.filter((d) => d.uuid !== documentUuid) }),
      };
    }
    return afterIdentity(state, ctx);
  },

  async NAV_BPO_ORDER_REQUEST(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'bpo');
    if (!order) return null;
    return step('NAV_BPO_PROCESSING', 'borrower:bpo-order', { bpo: 'BPO_PROCESSING' });
  },

  async NAV_BPO_PROCESSING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'bpo');
    if (!order) return step('NAV_BPO_ORDER_REQUEST', 'vendor:bpo', { bpo: 'BPO_REQUIRED' });
    return whenDue(ctx, order, { status: 'COMPLETE' }, () => step('NAV_BPO_ESTIMATE', 'vendor:bpo'));
  },

  // The agent's estimate is back but the valuation is the borrower's to accept: status.bpo stays BPO_PROCESSING
  // until then. BPO_COMPLETE is what tells the app the ID step is over (its idDocsUploaded trigger), so set on the
  // estimate's arrival it showed "Sign Documents" beside an estimate still waiting for acceptance.
  async NAV_BPO_ESTIMATE(state, ctx) {
    const order = await latestOrder<BpoOrderDetail>(ctx.db, state.row.uuid, 'bpo');
    if (!order?.detail.accepted) return null;
    return step('FINAL_TITLE_PULL', 'borrower:bpo-valuation', { bpo: 'BPO_COMPLETE' });
  },

  async FINAL_TITLE_PULL(state, ctx) {
    // A run cut short after ordering finds the order and goes on (the vendor's key makes a repeat the same order).
    if (!(await latestOrder(ctx.db, state.row.uuid, 'title'))) {
      const ordered = await ctx.vendors.title.orderFinalTitle(subjectOf(state), `${state.row.uuid}:final-title`);
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'title',
        status: 'ORDERED',
        detail: { orderId: ordered.orderId },
        readyAt: readyAtFor(ordered.wait, ctx),
      });
    }
    return step('FINAL_TITLE_PROCESSING', 'vendor:title-ordered', { title: 'FINAL_TITLE_PROCESSING' });
  },

  async FINAL_TITLE_PROCESSING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'title');
    if (!order) return step('FINAL_TITLE_PULL', 'vendor:title');
    // No title work is outstanding any more (the status list has no "final title complete").
    return whenDue(ctx, order, { status: 'CLEAR' }, () =>
      step('FINAL_OFFER', 'vendor:title', { title: 'TITLE_NOT_REQUIRED' }),
    );
  },

  // Income, bank, identity and title are all in: underwriting makes the offer final (signing/intro shows it).
  async FINAL_OFFER(state, ctx) {
    // Debts on the report that can be paid at closing are reviewed before the closing disclosure (Payoff persona).
    if ((await ctx.vendors.underwriting.payoffDebts(subjectOf(state))).length > 0) {
      return step('DEBT_PAYOFF_REVIEW', 'underwriting:final-offer', { uwDecision: 'FINAL', debtPayoff: 'REVIEW' });
    }
    return step('GEN_CLOSING_DISCLOSURE', 'underwriting:final-offer', { uwDecision: 'FINAL' });
  },
};

export const CLOSING_HANDLERS: StageHandlers = {
  ...VERIFICATION_HANDLERS,
  ...PAYOFF_HANDLERS,
  ...SIGNING_HANDLERS,
  ...FUNDING_HANDLERS,
};
