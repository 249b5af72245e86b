// Stage handlers from income verification to COMPLETE (docs/SANDBOX.md lists the personas). The routes
// in server/application/closing/ record what the borrower did and the vendors' orders; these handlers read
// them and move the stage, setting the status flags the client's triggers and stage → screen map read.
import type { Stage } from '../../../src/domain/stages';
import { isTexasHomeEquity } from '../../../src/domain/texas';
import type { ApplicationStatus } from '../../../src/domain/types';
import type { StoredFields } from '../../application/model';
import { updateStoredFields } from '../../application/model';
import { createCondition, openConditions } from '../../conditions/model';
import { rescissionDeadline, rescissionEndsAt } from '../../../src/domain/rescission';
import { borrowerTimeZone } from '../../../src/domain/timeZones';
import { noteSigning } from '../../application/timeZone';
import type { PayoffDebt } from '../../../src/domain/payoff';
import type { PayoffStatement } from '../vendors/payoff';
import { coDeedComplete, signersOf } from '../../signers/model';
import { loadPrequalRecord, updatePrequalRecord } from '../prequalRecord';
import { annualIncome, decisionStep, underwriteWith } from './prequal';
import type { PipelineContext, PipelineState, StageHandlers, StageRecheck, StageStep } from '../types';
import { assignLoanNumber } from '../../application/loanNumber';
import { createOrder, latestOrder, msUntilReady, readyAtFor, subjectOf, updateOrder } from './closingOrders';
import {
  type ManualNotaryOrderDetail,
  TEXAS_CLOSING_DOCUMENTS,
  texasFairMarketValue,
  texasFundingProblem,
  toAttorneyReview,
} from './texas';

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

/**
 * The `rescission` order GEN_RESCISSION writes (the complete screen, the notice and the cancel route read it):
 * when the note was signed, the signer's zone, and the last day to cancel in that zone; its `readyAt` is
 * midnight at the end of that day, so funding never comes before it.
 */
export interface RescissionOrderDetail {
  /** ISO instant the note was signed (the e-sign order's). */
  signedAt: string;
  /** IANA zone the deadline is counted in. */
  timeZone: string;
  /** YYYY-MM-DD: rescissionDeadline(signedAt, timeZone). */
  deadline: string;
}

/** Insurance documents every closing needs, and the one a flood zone adds. */
export const HAZARD_INSURANCE = 'HAZARD_INSURANCE';
export const FLOOD_INSURANCE = 'FLOOD_INSURANCE';

function withStatus(patch: Partial<ApplicationStatus>): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, status: { ...data.status, ...patch } });
}

function withCoDeedStatus(coDeedStatus: 'PENDING' | 'COMPLETE'): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, coDeedStatus });
}

function step(to: Stage, cause: string, patch?: Partial<ApplicationStatus>): StageStep {
  return patch ? { to, cause, update: withStatus(patch) } : { to, cause };
}

function recheck(ms: number, patch?: Partial<ApplicationStatus>): StageRecheck {
  return patch ? { recheckInMs: Math.max(1, ms), update: withStatus(patch) } : { recheckInMs: Math.max(1, ms) };
}

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
    const conditionUuids: string[] = [];
    for (const request of requests) {
      const created = await createCondition(ctx.db, {
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
    await createOrder(ctx.db, {
      applicationUuid: state.row.uuid,
      vendor: 'condition',
      status: requests.length > 0 ? 'OPEN' : 'NONE',
      detail: { conditionUuids },
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

function insuranceRequired(floodZone: boolean): string[] {
  return floodZone ? [HAZARD_INSURANCE, FLOOD_INSURANCE] : [HAZARD_INSURANCE];
}

export async function requiredInsurance(ctx: Pick<PipelineContext, 'db'>, applicationUuid: string): Promise<string[]> {
  const flood = await latestOrder<FloodOrderDetail>(ctx.db, applicationUuid, 'flood');
  return insuranceRequired(Boolean(flood?.detail.floodZone));
}

/**
 * A line the borrower cancelled during rescission is never recorded or funded, whatever moved it on (an operator's
 * move, a stale job): the cancellation on any of its rescission orders outranks the stage, even if a later run
 * wrote a new order or ended the old one (the cancellation stays in its detail).
 */
async function cancelledDuringRescission(state: PipelineState, ctx: PipelineContext): Promise<StageStep | null> {
  const orders = await ctx.db
    .selectFrom('vendor_orders')
    .select(['status', 'detail'])
    .where('application_uuid', '=', state.row.uuid)
    .where('vendor', '=', 'rescission')
    .execute();
  const cancelled = orders.some(
    (o) => o.status === 'CANCELLED' || Boolean((JSON.parse(o.detail) as { cancellation?: unknown }).cancellation),
  );
  return cancelled ? step('CANCELLED', 'guard:rescission-cancelled') : null;
}

export const CLOSING_HANDLERS: StageHandlers = {
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
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, { status: 'COMPLETE' });
    return step('NAV_BPO_ESTIMATE', 'vendor:bpo');
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
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, { status: 'CLEAR' });
    // No title work is outstanding any more (the status list has no "final title complete").
    return step('FINAL_OFFER', 'vendor:title', { title: 'TITLE_NOT_REQUIRED' });
  },

  // Income, bank, identity and title are all in: underwriting makes the offer final (signing/intro shows it).
  async FINAL_OFFER(state, ctx) {
    // Debts on the report that can be paid at closing are reviewed before the closing disclosure (Payoff persona).
    if ((await ctx.vendors.underwriting.payoffDebts(subjectOf(state))).length > 0) {
      return step('DEBT_PAYOFF_REVIEW', 'underwriting:final-offer', { uwDecision: 'FINAL', debtPayoff: 'REVIEW' });
    }
    return step('GEN_CLOSING_DISCLOSURE', 'underwriting:final-offer', { uwDecision: 'FINAL' });
  },

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

  async GEN_CLOSING_DISCLOSURE(state, ctx) {
    if (!(await latestOrder(ctx.db, state.row.uuid, 'flood'))) {
      const cert = await ctx.vendors.flood.orderCertificate(subjectOf(state));
      await createOrder(ctx.db, {
        applicationUuid: state.row.uuid,
        vendor: 'flood',
        status: 'ORDERED',
        detail: { floodZone: cert.floodZone },
        readyAt: readyAtFor(cert.wait, ctx),
      });
    }
    const order = await latestOrder<FloodOrderDetail>(ctx.db, state.row.uuid, 'flood');
    if (!order) return null;
    const wait = msUntilReady(order, ctx.clock);
    // The closing disclosure needs the flood certificate: error/flood-cert until it is back.
    if (wait > 0) return recheck(wait, { waitingOnFloodCert: true });
    // Closing: the line gets its loan number before the closing disclosure, the note and the deed are prepared.
    const loanNumber =
      state.data.loanNumber ?? (await assignLoanNumber(ctx.db, state.row.uuid, new Date(ctx.clock.now())));
    const ready = withStatus({ waitingOnFloodCert: false, disclosurelistClosingReady: true });
    return {
      to: 'NOTE_SIGNING',
      cause: 'vendor:closing-disclosure',
      update: (data) => ready({ ...data, loanNumber: data.loanNumber ?? loanNumber }),
    };
  },

  async NOTE_SIGNING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'esign');
    if (!order) return null;
    return step('GEN_NOTE_SIGNING', 'borrower:signing', { disclosurelistClosingComplete: true });
  },

  async GEN_NOTE_SIGNING(state, ctx) {
    // Co-owners on title sign the deed before the borrower's notary session (server/signers).
    const hasCoOwners = (await signersOf(ctx.db, state.row.uuid)).length > 0;
    if (hasCoOwners && state.data.coDeedStatus !== 'COMPLETE' && !(await coDeedComplete(ctx.db, state.row.uuid))) {
      return { to: 'CO_DEED_REQUIRED', cause: 'vendor:note-signing-co-deed', update: withCoDeedStatus('PENDING') };
    }
    return step('GEN_NOTARY_DISCLOSURE', 'vendor:note-signing', { disclosurelistNotaryReady: true });
  },

  // Waits for every co-owner to sign the deed (and answer what was asked of them); their routes advance it.
  async CO_DEED_REQUIRED(state, ctx) {
    if (!(await coDeedComplete(ctx.db, state.row.uuid))) return null;
    return {
      to: 'GEN_NOTARY_DISCLOSURE',
      cause: 'signer:deed-signed',
      update: (data) => ({
        ...withCoDeedStatus('COMPLETE')(data),
        status: { ...data.status, disclosurelistNotaryReady: true },
      }),
    };
  },

  GEN_NOTARY_DISCLOSURE(state, ctx) {
    // A Texas (a)(6) line is never notarised remotely: attorney review and the 12-day wait come first (texas.ts).
    if (isTexasHomeEquity(state.property)) return toAttorneyReview(state, ctx);
    if (!ctx.vendors.notary.isEnotaryPermitted(subjectOf(state))) {
      return step('MANUAL_DEED_SIGNING', 'vendor:enotary-not-permitted', { manualNotary: true });
    }
    return step('DEED_SIGNING', 'vendor:notary-disclosure');
  },

  async DEED_SIGNING(state, ctx) {
    const order = await latestOrder(ctx.db, state.row.uuid, 'enotary');
    if (order?.status !== 'SIGNED') return null;
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, { status: 'ACCEPTED' });
    return step('TRUST_AND_INSURANCE', 'vendor:enotary-accepted', {
      primaryParticipantAcceptComplete: true,
      disclosurelistNotaryComplete: true,
    });
  },

  async MANUAL_DEED_SIGNING(state, ctx) {
    const order = await latestOrder<ManualNotaryOrderDetail>(ctx.db, state.row.uuid, 'manualNotary');
    if (!order || order.status === 'INCOMPLETE') return null;
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    if (!isTexasHomeEquity(state.property)) {
      await updateOrder(ctx.db, order.uuid, { status: 'SIGNED' });
      return step('TRUST_AND_INSURANCE', 'vendor:manual-notary', { manualDeedSigningComplete: true });
    }
    // Texas: the closing is complete only once the deed and the fair-market-value acknowledgment are both signed.
    const signed = order.detail.signedDocuments ?? ['DEED'];
    if (!TEXAS_CLOSING_DOCUMENTS.every((d) => signed.includes(d))) {
      await updateOrder(ctx.db, order.uuid, { status: 'INCOMPLETE' });
      // The borrower schedules the closing again.
      await updateStoredFields(ctx.db, state.row.uuid, (data) => ({
        ...withStatus({ fmvAcknowledgmentSigned: false })(data),
        requestedManualNotaryTime: null,
      }));
      return null;
    }
    const now = ctx.clock.now();
    // Signed at the appointment; a vendor that answers before the requested time is read as signing when it answered.
    const signedAt = new Date(Math.min(Date.parse(order.detail.requestedTime), now)).toISOString();
    const fairMarketValue = await texasFairMarketValue(ctx.db, state.row.uuid);
    await updateOrder(ctx.db, order.uuid, {
      status: 'SIGNED',
      detail: {
        ...order.detail,
        fmvAcknowledgment: {
          fairMarketValue: fairMarketValue ?? 0,
          location: order.detail.location ?? null,
          borrowerSignedAt: signedAt,
          lenderSignedAt: signedAt,
        },
      } satisfies ManualNotaryOrderDetail,
    });
    return step('TRUST_AND_INSURANCE', 'vendor:manual-notary-texas-fmv-signed', {
      manualDeedSigningComplete: true,
      fmvAcknowledgmentSigned: true,
    });
  },

  async TRUST_AND_INSURANCE(state, ctx) {
    const required = await requiredInsurance(ctx, state.row.uuid);
    const received = new Set(state.data.documents.map((d) => d.type));
    if (!required.every((type) => received.has(type))) return null;
    return {
      to: 'GEN_RESCISSION',
      cause: 'borrower:insurance',
      update: (data) => ({ ...data, insurance: { complete: true } }),
    };
  },

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
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, { status: 'ENDED' });
    return step('RECORDING', 'clock:rescission');
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
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, { status: 'RECORDED' });
    return step('FUNDABLE', 'vendor:recording');
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
    const wait = msUntilReady(order, ctx.clock);
    if (wait > 0) return recheck(wait);
    await updateOrder(ctx.db, order.uuid, {
      status: 'FUNDED',
      detail: { ...order.detail, fundedAt: new Date(ctx.clock.now()).toISOString() },
    });
    const payoff = await latestOrder(ctx.db, state.row.uuid, 'debtPayoff');
    if (payoff?.status === 'ATTESTED') return step('DIRECT_DEBT_PAYOFF', 'vendor:funded');
    return step('COMPLETE', 'vendor:funded');
  },
};
