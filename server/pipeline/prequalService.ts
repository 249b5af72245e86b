// What pre-qualification learned about one application, kept beside it in `prequal_records` (one JSON
// document): the vendors' answers, the liens the borrower confirmed, the offers. Never holds an SSN.
import type { HmdaRecord, LegacyHmda } from '../../src/domain/hmda';
import type { Offer } from '../../src/domain/offers';
import { nowIso, type Db } from '../db';
import { changeStoredFields } from '../applications/repository';
import type { Pipeline } from './engine';
import { savePrequalDetail, selectPrequalDetail } from './prequalRepository';
import type { CreditReport } from './vendors/creditBureau';
import type { PropertyLien } from './vendors/propertyData';

export interface LienEntry {
  position: number;
  lender: string;
  balance: number;
  monthlyPayment: number;
}

export interface PrequalRecord {
  propertyId: string | null;
  homeValue: number | null;
  /** Where the home value came from: the AVM, or the residential evaluation the borrower ordered. */
  homeValueSource: 'AVM' | 'RESI_EVAL' | null;
  softCredit: CreditReport | null;
  hardCredit: CreditReport | null;
  /** The liens found by property data, then as the borrower confirmed or corrected them. */
  liens: LienEntry[];
  liensConfirmedAt: string | null;
  /** The home-equity liens property data found (Texas (a)(6) rules), kept whatever the borrower corrects. */
  homeEquityLiens: { balance: number; closedOn: string | null; lender: string }[];
  offers: Offer[];
  underwrittenAt: string | null;
  valuation: {
    orderId: string | null;
    fee: number;
    orderedAt: string;
    readyAt: string | null;
    value: number | null;
  } | null;
  /** Reg C codes (src/domain/hmda.ts); rows kept before the codes hold three strings, read by `readHmda`. */
  hmda: HmdaRecord | LegacyHmda | null;
  submittedAt: string | null;
  /** Soft pulls the bureau has not answered since the last answer or retry (CREDIT_ERROR after the last). */
  creditTries: number;
  /** The lender's identity check when the file carries a §605A alert (FACTA_REVIEW). */
  factaReview: FactaReview | null;
  /** Underwriting re-run on verified income lowered the maximum line (REVISED_OFFER_SELECTION). */
  offerRevision: OfferRevision | null;
}

export interface FactaReview {
  alert: 'FRAUD' | 'ACTIVE_DUTY';
  decision: 'CONFIRMED' | 'DECLINED' | null;
  decidedAt: string | null;
  /** The operator (agent identity) who decided. */
  decidedBy: string | null;
  note: string | null;
}

export interface OfferRevision {
  statedAnnualIncome: number;
  verifiedAnnualIncome: number;
  previousMaxLine: number;
  newMaxLine: number;
  revisedAt: string;
}

export function blankPrequalRecord(): PrequalRecord {
  return {
    propertyId: null,
    homeValue: null,
    homeValueSource: null,
    softCredit: null,
    hardCredit: null,
    liens: [],
    liensConfirmedAt: null,
    homeEquityLiens: [],
    offers: [],
    underwrittenAt: null,
    valuation: null,
    hmda: null,
    submittedAt: null,
    creditTries: 0,
    factaReview: null,
    offerRevision: null,
  };
}

export async function loadPrequalRecord(db: Db, applicationUuid: string): Promise<PrequalRecord> {
  const detail = await selectPrequalDetail(db, applicationUuid);
  return detail !== undefined
    ? { ...blankPrequalRecord(), ...(JSON.parse(detail) as Partial<PrequalRecord>) }
    : blankPrequalRecord();
}

/** Read-modify-write in one transaction; `change` returns the new record (it must not mutate its argument). */
export async function updatePrequalRecord(
  db: Db,
  applicationUuid: string,
  change: (current: PrequalRecord) => PrequalRecord,
): Promise<PrequalRecord> {
  return db.transaction().execute((trx) => changePrequalRecord(trx, applicationUuid, change));
}

/** updatePrequalRecord inside the caller's transaction `trx`. */
export async function changePrequalRecord(
  trx: Db,
  applicationUuid: string,
  change: (current: PrequalRecord) => PrequalRecord,
): Promise<PrequalRecord> {
  const next = change(await loadPrequalRecord(trx, applicationUuid));
  await savePrequalDetail(trx, applicationUuid, JSON.stringify(next), nowIso());
  return next;
}

/** The HMDA answers taken (online or in person) and the application marked as having them, in one transaction. */
export async function recordHmda(db: Db, applicationUuid: string, hmda: PrequalRecord['hmda']): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeStoredFields(trx, applicationUuid, (data) => ({ ...data, hasHmda: true }));
    await changePrequalRecord(trx, applicationUuid, (r) => ({ ...r, hmda }));
  });
}

/** The recorded home-equity liens among what property data found. */
export function homeEquityLiensOf(liens: readonly PropertyLien[]): PrequalRecord['homeEquityLiens'] {
  return liens
    .filter((l) => l.homeEquity)
    .map((l) => ({ balance: l.balance, closedOn: l.closedOn ?? null, lender: l.lender }));
}

export function toLienEntries(liens: readonly PropertyLien[]): LienEntry[] {
  return liens.map((l) => ({
    position: l.position,
    lender: l.lender,
    balance: l.balance,
    monthlyPayment: l.monthlyPayment,
  }));
}

/**
 * A new round of soft-pull tries after CREDIT_ERROR (the borrower's retry or an operator's): the tries start
 * again and the pipeline goes back to the pull. False when the application is no longer at CREDIT_ERROR.
 */
export async function retryCreditPull(
  pipeline: Pick<Pipeline, 'moveFrom'>,
  applicationUuid: string,
  cause: string,
): Promise<boolean> {
  // The tries start again with the move, in its transaction: not when the application has moved on meanwhile.
  const { moved } = await pipeline.moveFrom(
    applicationUuid,
    ['CREDIT_ERROR'],
    'WAITING_FOR_SOFT_CREDIT',
    cause,
    (trx) => changePrequalRecord(trx, applicationUuid, (r) => ({ ...r, creditTries: 0 })).then(() => undefined),
  );
  return moved;
}
