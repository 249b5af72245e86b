// Every server stage of src/domain/stages.ts and the sandbox path that reaches it: the persona (or the step any
// application takes) and the server test whose application passes through it. docs/SANDBOX.md "Stages and the
// path to each" is generated from this table (`npm run docs:stages`, ./stagePathsDoc.ts), and
// test/server/stagePaths.test.ts fails when a stage has no row, a row names a test that does not exist or does not
// name the stage, or the docs differ.
import type { Stage } from '../../src/domain/stages';

export interface StagePath {
  stage: Stage;
  /** How a sandbox application gets there: a persona (last name, street, state) or the step every one takes. */
  path: string;
  /** The server test file (from the repository root) whose application passes through the stage. */
  test: string;
  /** Words of that test's title, as written in the file. */
  title: string;
}

/**
 * Stages another issue brings (they are in the stage list, but no pipeline handler of this branch produces them
 * yet): they must not be given a made-up path. Each names the issue that owns it.
 */
export const STAGES_OWNED_ELSEWHERE: Partial<Record<Stage, string>> = {};

const PREQUAL = 'test/server/personas.prequal.test.ts';
const CLOSING = 'test/server/personas.closing.test.ts';
const STAGES = 'test/server/personas.stages.test.ts';
const TEXAS = 'test/server/texas.closing.test.ts';
const MERCHANT = 'test/server/merchant.test.ts';
const SIGNERS = 'test/server/signers.journey.test.ts';
const CANCEL = 'test/server/rescission.cancel.test.ts';

const DEFAULT_PREQUAL = 'default persona: offers from a 760 score';
const DEFAULT_CLOSING = 'default: income to funded';

export const STAGE_PATHS: readonly StagePath[] = [
  { stage: 'BASIC_INFO', path: 'every application at registration', test: PREQUAL, title: DEFAULT_PREQUAL },
  {
    stage: 'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
    path: 'every application after start/profile (the disclosure is asked for)',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
    path: 'every application: the pre-soft-credit disclosure is generated (sandbox latency)',
    test: STAGES,
    title: 'default: the pre-soft-credit, application and summary disclosures',
  },
  {
    stage: 'WAITING_FOR_SOFT_CREDIT',
    path: 'every application: property lookup and soft pull',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'WAITING_FOR_AVM_DATA',
    path: 'every application whose soft pull matched: the AVM',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'PREQUAL_TITLE',
    path: 'every application after the AVM: the title pre-qualification finds the liens (`status.title` PREQUAL_TITLE_PROCESSING → PREQUAL_TITLE_COMPLETE)',
    test: STAGES,
    title: 'default: the pre-soft-credit, application and summary disclosures',
  },
  { stage: 'LIEN_VERIFICATION', path: 'every application (liens)', test: PREQUAL, title: DEFAULT_PREQUAL },
  {
    stage: 'LIEN_INQUIRY',
    path: 'last name `Inquiry`',
    test: PREQUAL,
    title: 'Inquiry: recent inquiries need the attestation',
  },
  {
    stage: 'WAITING_FOR_INITIAL_OFFERS',
    path: 'every application after the liens: underwriting',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  { stage: 'OFFER_SELECTION', path: 'every approved application', test: PREQUAL, title: DEFAULT_PREQUAL },
  {
    stage: 'COLLECT_ADDITIONAL_INFO',
    path: 'every application after the offer',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  { stage: 'HMDA', path: 'every application after start/contact', test: PREQUAL, title: DEFAULT_PREQUAL },
  {
    stage: 'GEN_APP_DISCLOSURES',
    path: 'every application after HMDA (the disclosures are asked for)',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'WAITING_FOR_APP_DISCLOSURE',
    path: 'every application: the application disclosures are generated',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'GEN_SUMMARY_DISCLOSURE',
    path: 'every application: the summary disclosure is issued (`disclosurelistSummaryReady`)',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'WAITING_FOR_SUMMARY_DISCLOSURE',
    path: 'every application after the application disclosures: the summary disclosure is generated',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  { stage: 'APP_SUBMISSION', path: 'every application (app summary)', test: PREQUAL, title: DEFAULT_PREQUAL },
  {
    stage: 'HARD_CREDIT_PULL',
    path: 'every application after POST submit',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'INCOME_VERIFICATION',
    path: 'every application after the hard pull',
    test: PREQUAL,
    title: DEFAULT_PREQUAL,
  },
  {
    stage: 'CREDIT_NO_MATCH',
    path: 'last name `Nomatch`',
    test: PREQUAL,
    title: 'Nomatch: no match on name and address',
  },
  {
    stage: 'CREDIT_NO_MATCH_SSN',
    path: 'last name `Nossn` or `Thinfile`',
    test: PREQUAL,
    title: 'the soft pull ends at',
  },
  {
    stage: 'SOFT_CREDIT_LOCKED_OR_FROZEN',
    path: 'last name `Frozen` or `Pinlock`',
    test: PREQUAL,
    title: 'Pinlock: frozen with a PIN',
  },
  {
    stage: 'HARD_CREDIT_LOCKED_OR_FROZEN',
    path: 'last name `Hardfrozen`',
    test: PREQUAL,
    title: 'Hardfrozen: the hard pull at submission is frozen',
  },
  {
    stage: 'CREDIT_MINOR',
    path: 'last name `Minor`',
    test: STAGES,
    title: 'Minor: the bureau reports a minor',
  },
  {
    stage: 'CREDIT_ERROR',
    path: 'last name `Bureaudown` (the bureau does not answer 4 pulls; POST credit/retry or the operator retry resumes)',
    test: STAGES,
    title: 'Bureaudown: the pull is retried with back-off',
  },
  {
    stage: 'FACTA_REVIEW',
    path: 'last name `Fraudalert` (a §605A fraud alert; the operator confirms or declines)',
    test: STAGES,
    title: 'Fraudalert: FACTA_REVIEW (error/timeout) until the lender’s agent confirms',
  },
  {
    stage: 'DECLINED',
    path: 'last name `Decline`, `Lowscore` or `Highdti`; `Fraudalert` declined by the operator',
    test: PREQUAL,
    title: 'Decline: declined (error/decline)',
  },
  {
    stage: 'DELINQUENCY_REVIEW',
    path: 'last name `Delinquent`',
    test: PREQUAL,
    title: 'Delinquent: delinquency review',
  },
  {
    stage: 'ASSETS_PREQUAL',
    path: 'last name `Assets`',
    test: PREQUAL,
    title: 'Assets: asset depletion (product/assets)',
  },
  {
    stage: 'LIEN_POSITION_CLTV_REQUALIFY',
    path: 'any persona whose corrected liens leave less than $15,000 (or a third lien)',
    test: PREQUAL,
    title: 'liens over the CLTV limit',
  },
  {
    stage: 'NO_PROPERTY_FOUND',
    path: 'street containing `Nowhere` or `Unmatched`',
    test: PREQUAL,
    title: 'street Unmatched: property data no match',
  },
  {
    stage: 'MULTIPLE_PROPERTIES',
    path: 'street containing `Twin`',
    test: PREQUAL,
    title: 'street %s: %s (review-app/property)',
  },
  {
    stage: 'NO_AVM_FOUND',
    path: 'street containing `Noavm`',
    test: PREQUAL,
    title: 'street Noavm: no AVM',
  },
  {
    stage: 'NAV_RESI_EVAL_ORDER_REQUEST',
    path: 'street containing `Noavm`, after POST valuation/order',
    test: PREQUAL,
    title: 'street Noavm: no AVM',
  },
  {
    stage: 'NAV_RESI_EVAL_PROCESSING',
    path: 'street containing `Noavm`: the evaluation is worked on',
    test: PREQUAL,
    title: 'street Noavm: no AVM',
  },
  {
    stage: 'NAV_RESI_EVAL_ESTIMATE',
    path: 'street containing `Noavm`: the evaluation is back',
    test: PREQUAL,
    title: 'street Noavm: no AVM',
  },
  {
    stage: 'IN_PROGRESS',
    path: 'last name `Lowerincome`: verified income below the stated, underwriting re-runs',
    test: STAGES,
    title: 'Lowerincome: verified income half the stated',
  },
  {
    stage: 'REVISED_OFFER_SELECTION',
    path: 'last name `Lowerincome`: the maximum line falls, the borrower chooses again',
    test: STAGES,
    title: 'Lowerincome: verified income half the stated',
  },
  {
    stage: 'EMPLOYMENT_VERIFICATION',
    path: 'last name `Employer`',
    test: CLOSING,
    title: 'Employer: the employer check comes before the bank',
  },
  {
    stage: 'DISBURSEMENT_ACCOUNT',
    path: 'every application after income, except `Crypto`',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'AUTOPAY_ACCOUNT',
    path: 'every application after the disbursement account (`Crypto`: straight after income)',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'VERIFIED_AUTOPAY_ACCOUNT',
    path: 'every application choosing autopay',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  { stage: 'IDENTITY_VERIFICATION', path: 'every application after the bank', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'WAITING_FOR_ID_VERIFICATION',
    path: 'every application after the ID upload',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'NAV_BPO_ORDER_REQUEST',
    path: 'property state `TX`',
    test: CLOSING,
    title: 'TX: a BPO after the bank and ID',
  },
  {
    stage: 'NAV_BPO_PROCESSING',
    path: 'property state `TX`, after POST bpo/order',
    test: CLOSING,
    title: 'TX: a BPO after the bank and ID',
  },
  {
    stage: 'NAV_BPO_ESTIMATE',
    path: 'property state `TX`: the BPO is back',
    test: CLOSING,
    title: 'TX: a BPO after the bank and ID',
  },
  { stage: 'FINAL_TITLE_PULL', path: 'every application after the ID', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'FINAL_TITLE_PROCESSING',
    path: 'every application: the final title is worked on',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'FINAL_OFFER',
    path: 'every application once title clears: underwriting makes the offer final (`uwDecision` FINAL)',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'DEBT_PAYOFF_REVIEW',
    path: 'last name `Payoff`',
    test: MERCHANT,
    title: 'Payoff persona: reaches merchant/review',
  },
  {
    stage: 'DEBT_PAYOFF_ATTESTATION',
    path: 'last name `Payoff`, after POST merchant/review',
    test: MERCHANT,
    title: 'Payoff persona: reaches merchant/review',
  },
  {
    stage: 'PAYOFF_REQUEST_PENDING',
    path: 'last name `Payoff`, after POST merchant/attestation: the payoff statements are requested (one business day)',
    test: MERCHANT,
    title: 'Payoff persona: reaches merchant/review',
  },
  {
    stage: 'GEN_CLOSING_DISCLOSURE',
    path: 'every application (`Flood`: held for the flood certificate)',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  { stage: 'NOTE_SIGNING', path: 'every application', test: CLOSING, title: DEFAULT_CLOSING },
  { stage: 'GEN_NOTE_SIGNING', path: 'every application after signing', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'CO_DEED_REQUIRED',
    path: 'ownership `JOINT` with co-owners named on start/contact',
    test: SIGNERS,
    title: 'two co-owners: the borrower waits at CO_DEED_REQUIRED',
  },
  {
    stage: 'GEN_NOTARY_DISCLOSURE',
    path: 'every application after the note',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'ATTORNEY_REVIEW',
    path: 'property state `TX` after the note',
    test: TEXAS,
    title: 'gives the §50(g) notice at application',
  },
  {
    stage: 'NOTARY_WAITING_PERIOD',
    path: 'property state `TX`: the 12-day wait',
    test: TEXAS,
    title: 'gives the §50(g) notice at application',
  },
  {
    stage: 'MANUAL_DEED_SIGNING',
    path: 'last name `Manualnotary`; property state `TX`',
    test: CLOSING,
    title: 'Manualnotary: eNotary is refused',
  },
  { stage: 'DEED_SIGNING', path: 'every application (eNotary)', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'TRUST_AND_INSURANCE',
    path: 'every application after the deed',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  { stage: 'GEN_RESCISSION', path: 'every application after insurance', test: CLOSING, title: DEFAULT_CLOSING },
  { stage: 'RESCISSION', path: 'every application: 3 business days', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'CANCELLED',
    path: '"Cancel my line" during rescission (POST rescission/cancel)',
    test: CANCEL,
    title: 'moves to CANCELLED once',
  },
  { stage: 'RECORDING', path: 'every application: 1 business day', test: CLOSING, title: DEFAULT_CLOSING },
  { stage: 'FUNDABLE', path: 'every application', test: CLOSING, title: DEFAULT_CLOSING },
  { stage: 'FUNDING_DECISION', path: 'every application', test: CLOSING, title: DEFAULT_CLOSING },
  {
    stage: 'DIRECT_DEBT_PAYOFF',
    path: 'last name `Payoff` with debts chosen, at funding',
    test: MERCHANT,
    title: 'Payoff persona: reaches merchant/review',
  },
  {
    stage: 'COMPLETE',
    path: 'every application once funded (`Crypto`: to the digital-asset account)',
    test: CLOSING,
    title: DEFAULT_CLOSING,
  },
  {
    stage: 'UNKNOWN',
    path: 'a pipeline step that still fails on the job engine’s last retry (no persona: a vendor answering garbage)',
    test: STAGES,
    title: 'a step that fails on every retry of the job engine leaves the application at UNKNOWN',
  },
];
