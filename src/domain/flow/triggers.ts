// Triggers evaluated from application data (spec core-journey section 4): which flow events the
// current application and profile call for, and how a list of events moves the flow state.
import type { Application, Profile } from '../types';
import { ID_DOCUMENT_TYPES } from '../stages';
import { type FlowEvent, type FlowState, transition } from './machine';

export interface TriggerContext {
  state: FlowState;
  application: Application;
  profile: Profile;
}

type Predicate = (ctx: TriggerContext) => boolean;

const hasConsent = (app: Application, type: string): boolean => app.consents.some((c) => c.type === type);

const hasDisburseAccount = (app: Application): boolean =>
  Boolean(app.disburseAccount?.uuid && app.disburseAccount.routingNumber);

const hasAutopayAccount = (app: Application): boolean => Boolean(app.autopayAccount?.uuid);

// Unset counts as ok: the bank check runs after the account is saved, and must not block the flow meanwhile.
const bankCheckOk = (app: Application): boolean => {
  const s = app.status.giactAccountStatus;
  return s == null || s === 'VERIFIED' || s === 'PENDING_REVIEW';
};

const bankAccountsReady = (app: Application): boolean =>
  hasDisburseAccount(app) && (app.payType === 'MANUAL' || hasAutopayAccount(app));

const hasIdDocument = (app: Application): boolean =>
  app.documents.some((d) => (ID_DOCUMENT_TYPES as readonly string[]).includes(d.type));

// Only the literal enumeration values count: an unset bpo status is neither "required" nor "unknown".
const bpoRequiredOrUnknown = (app: Application): boolean =>
  app.status.bpo === 'BPO_REQUIRED' || app.status.bpo === 'UNKNOWN_BPO_STATUS';

const FINISH_STAGES: readonly string[] = ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'];

/**
 * One pure predicate per trigger, in the spec's order. evaluateTriggers applies them in this order, so that
 * later, more specific triggers win (e.g. creditScoreDecline after decline).
 */
export const TRIGGERS = {
  lienInfo: ({ application: a, profile: p }) =>
    Boolean(p.name?.uuid && p.dob && a.selectedPropertyUuid) && hasConsent(a, 'SOFT_CREDIT'),
  underwrite: ({ application: a }) =>
    (Boolean(a.status.liensComplete || a.status.uwDecision) &&
      (!a.status.inquiryAttestNeeded || Boolean(a.status.inquiryAttestComplete))) ||
    (a.term === 0 && a.rate === 0 && a.status.uwSubDecision === 'VERIFIED_OFFER'),
  assetDepletionDtiDecline: ({ application: a }) =>
    (!a.status.uwDecision || a.status.uwDecision === 'ASSET_DEPLETION') &&
    a.status.uwSubDecision === 'UNVERIFIED_DTI_LIMITED' &&
    !a.assetDepletion?.complete,
  selectProduct: ({ application: a }) => a.term > 0 && a.amount > 0,
  addProfileInfo: ({ state, application: a, profile: p }) => {
    if (state !== 'moreProfile' || !a.selectedPropertyUuid) return false;
    const property = p.addresses.find((addr) => addr.uuid === a.selectedPropertyUuid);
    return Boolean(property?.ownership) && p.hasSsn && hasConsent(a, 'HARD_CREDIT');
  },
  addHmdaInfo: ({ state, application: a }) => state === 'hmda' && a.hasHmda,
  summarySigning: ({ application: a }) => a.hasHmda && Boolean(a.status.disclosurelistSummaryReady),
  summarySigned: ({ application: a }) => a.hasHmda && Boolean(a.status.disclosurelistSummaryComplete),
  incomeVerified: ({ application: a }) =>
    a.status.uwSubDecision === 'VERIFIED_INCOME_MATCHED_OFFER' || a.status.uwSubDecision === 'FINAL_OFFER',
  incomePartialVerified: ({ application: a }) =>
    Boolean(a.status.manualPaystubUpload) &&
    !a.status.manualPaystubTasksComplete &&
    !a.incomeSources.some((s) => s.employmentType === 'SELF_EMPLOYED'),
  manualDisburseSetup: ({ application: a }) =>
    hasDisburseAccount(a) && bankCheckOk(a) && a.payType === 'AUTOPAY' && !hasAutopayAccount(a),
  disbursementAch: ({ application: a }) => bankAccountsReady(a),
  manualDisburseManualPay: ({ application: a }) => hasDisburseAccount(a) && bankCheckOk(a) && a.payType === 'MANUAL',
  idDocsUploaded: ({ application: a }) => hasIdDocument(a) && (a.property?.state !== 'TX' || !bpoRequiredOrUnknown(a)),
  bpoEscalate: ({ application: a }) =>
    a.property?.state === 'TX' &&
    Boolean(a.disburseAccount?.routingNumber) &&
    hasIdDocument(a) &&
    bpoRequiredOrUnknown(a),
  noteSigning: ({ application: a }) => bankAccountsReady(a) && Boolean(a.status.disclosurelistClosingReady),
  signed: ({ application: a }) => Boolean(a.status.disclosurelistClosingComplete),
  coDeedConfirmed: ({ state, application: a }) => state === 'codeed' && a.coDeedStatus === 'COMPLETE',
  deedSigning: ({ application: a }) => Boolean(a.status.disclosurelistNotaryReady),
  enotarySigned: ({ application: a }) =>
    Boolean(a.status.primaryParticipantAcceptComplete || a.status.disclosurelistNotaryComplete),
  manualEnotarySigned: ({ state, application: a }) => state === 'notary' && Boolean(a.status.manualDeedSigningComplete),
  insuranceConfirmed: ({ application: a }) => Boolean(a.insurance?.complete),
  finish: ({ application: a }) =>
    FINISH_STAGES.includes(a.status.checklistStatus ?? '') && Boolean(a.insurance?.complete),
  employerVerification: ({ application: a }) => bankAccountsReady(a) && Boolean(a.status.employmentVerificationNeeded),
  // Debt payoff at closing (status.debtPayoff): chosen, then attested. Once the closing disclosure is ready only a
  // borrower still in lienAttestation moves on (to waitSign), so signing is never pulled back.
  merchantReviewed: ({ application: a }) => a.status.debtPayoff === 'ATTESTATION',
  lienAttestation: ({ state, application: a }) =>
    a.status.debtPayoff === 'COMPLETE' && (state === 'lienAttestation' || !a.status.disclosurelistClosingReady),
  bpoProcessWaiting: ({ application: a }) =>
    a.status.bpo === 'BPO_PROCESSING' || a.status.title === 'FINAL_TITLE_PROCESSING',
  // An open condition (status.condition) asks the borrower for a document or a phone number: conditions.
  adHocDocRequired: ({ application: a }) => Boolean(a.status.condition),
  datatreeNoMatch: ({ application: a }) => Boolean(a.status.propertyComplete && a.status.datatreeNoMatch),
  creditIncorrectPin: ({ application: a }) => Boolean(a.status.creditFrozenWithPin),
  decline: ({ application: a }) => a.status.uwDecision === 'DECLINE' && !a.status.dtiDecline,
  dtiDecline: ({ application: a }) => a.status.uwDecision === 'DECLINE' && Boolean(a.status.dtiDecline),
  creditScoreDecline: ({ application: a }) => Boolean(a.status.creditScoreDecline),
} satisfies Partial<Record<FlowEvent, Predicate>>;

export type TriggerName = keyof typeof TRIGGERS;

const TRIGGER_NAMES = Object.keys(TRIGGERS) as TriggerName[];

/**
 * The events whose trigger holds, in trigger order. A trigger that throws (malformed data) is treated as not
 * holding and reported to `onError`: the spec only logs a failed trigger, it never stops the flow.
 */
export function evaluateTriggers(
  ctx: TriggerContext,
  onError?: (name: TriggerName, error: unknown) => void,
): FlowEvent[] {
  const events: FlowEvent[] = [];
  for (const name of TRIGGER_NAMES) {
    try {
      if (TRIGGERS[name](ctx)) events.push(name);
    } catch (error) {
      onError?.(name, error);
    }
  }
  return events;
}

export interface AppliedTransition {
  event: FlowEvent;
  from: FlowState;
  to: FlowState;
}

/**
 * Applies the events in order, each at most once, skipping those not allowed from the state reached so far.
 * Transitions that would leave the state unchanged (an 'any' event into the current state) are not reported.
 */
export function nextFlowState(
  state: FlowState,
  events: readonly FlowEvent[],
): { state: FlowState; transitions: AppliedTransition[] } {
  const seen = new Set<FlowEvent>();
  const transitions: AppliedTransition[] = [];
  let current = state;
  for (const event of events) {
    if (seen.has(event)) continue;
    seen.add(event);
    const to = transition(current, event);
    if (to === null || to === current) continue;
    transitions.push({ event, from: current, to });
    current = to;
  }
  return { state: current, transitions };
}

/**
 * Where the flow settles for this data, in one pass over the triggers in their order, each evaluated in the state
 * the pass has reached (several hold only in a given state: addProfileInfo in moreProfile, addHmdaInfo in hmda, …),
 * each moving the flow at most once. An 'any' transition such as underwrite (any -> product) holds for the rest of
 * the journey, so the pass can leave the state the flow stood in and walk the chain back to it: that round trip is
 * no move, and only the transitions after the path's last visit of the starting state are returned (a real move
 * back, e.g. a revised offer to select, ends elsewhere and is kept whole). A failing trigger is only reported.
 */
export function settleFlow(
  ctx: TriggerContext,
  onError?: (name: TriggerName, error: unknown) => void,
): { state: FlowState; transitions: AppliedTransition[] } {
  const path: AppliedTransition[] = [];
  let current = ctx.state;
  for (const name of TRIGGER_NAMES) {
    let holds = false;
    try {
      holds = TRIGGERS[name]({ ...ctx, state: current });
    } catch (error) {
      onError?.(name, error);
    }
    if (!holds) continue;
    const to = transition(current, name);
    if (to === null || to === current) continue;
    path.push({ event: name, from: current, to });
    current = to;
  }
  const lastVisit = path.map((t) => t.to).lastIndexOf(ctx.state);
  return { state: current, transitions: lastVisit >= 0 ? path.slice(lastVisit + 1) : path };
}
