import { isTerminalStage, isWaitingStage } from '../../../src/domain/routing/stageClass';
import {
  BANK_CHECK_STATUSES,
  BPO_STATUSES,
  ID_DOCUMENT_TYPES,
  PROGRESS_VALUES,
  PROPERTY_CONDITIONS,
  RATE_TYPES,
  STAGES,
  TITLE_STATUSES,
  UW_DECISIONS,
  UW_SUB_DECISIONS,
} from '../../../src/domain/stages';

const EXPECTED_STAGES = [
  'BASIC_INFO',
  // Ours: debt payoff at closing (merchant/review, merchant/lien-attestation).
  'DEBT_PAYOFF_REVIEW',
  'DEBT_PAYOFF_ATTESTATION',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'GEN_APP_DISCLOSURES',
  'GEN_SUMMARY_DISCLOSURE',
  'GEN_CLOSING_DISCLOSURE',
  'GEN_NOTE_SIGNING',
  'GEN_NOTARY_DISCLOSURE',
  'GEN_RESCISSION',
  'LIEN_VERIFICATION',
  'LIEN_INQUIRY',
  'LIEN_POSITION_CLTV_REQUALIFY',
  'NAV_BPO_ORDER_REQUEST',
  'NAV_BPO_PROCESSING',
  'NAV_BPO_ESTIMATE',
  'NAV_RESI_EVAL_ORDER_REQUEST',
  'NAV_RESI_EVAL_PROCESSING',
  'NAV_RESI_EVAL_ESTIMATE',
  'FINAL_TITLE_PULL',
  'FINAL_TITLE_PROCESSING',
  'CO_DEED_REQUIRED',
  'MANUAL_DEED_SIGNING',
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_APP_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'APP_SUBMISSION',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'CANCELLED',
  'COLLECT_ADDITIONAL_INFO',
  'COMPLETE',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FACTA_REVIEW',
  'FINAL_OFFER',
  'FUNDABLE',
  'FUNDING_DECISION',
  'HARD_CREDIT_PULL',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'HMDA',
  'IDENTITY_VERIFICATION',
  'INCOME_VERIFICATION',
  'IN_PROGRESS',
  'MULTIPLE_PROPERTIES',
  'NOTARY_WAITING_PERIOD',
  'NOTE_SIGNING',
  'NO_AVM_FOUND',
  'NO_PROPERTY_FOUND',
  'OFFER_SELECTION',
  'PAYOFF_REQUEST_PENDING',
  'PREQUAL_TITLE',
  'RECORDING',
  'RESCISSION',
  'REVISED_OFFER_SELECTION',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
];

const WAITING = [
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_APP_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'GEN_APP_DISCLOSURES',
  'GEN_NOTE_SIGNING',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'PREQUAL_TITLE',
];

const TERMINAL = [
  'ASSETS_PREQUAL',
  'CANCELLED',
  'CREDIT_ERROR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'MULTIPLE_PROPERTIES',
  'NO_PROPERTY_FOUND',
];

describe('STAGES', () => {
  it('holds every stage name once', () => {
    expect([...STAGES].sort()).toEqual([...EXPECTED_STAGES].sort());
    expect(STAGES).toHaveLength(72);
    expect(new Set(STAGES).size).toBe(72);
  });
});

describe('enumerations', () => {
  it.each([
    [
      'UW_DECISIONS',
      UW_DECISIONS,
      [
        'APPROVED',
        'ASSET_DEPLETION',
        'DECLINE',
        'ERROR',
        'FINAL',
        'INELIGIBLE',
        'INITIAL',
        'REVIEW',
        'SELECT',
        'UNKNOWN',
      ],
    ],
    [
      'UW_SUB_DECISIONS',
      UW_SUB_DECISIONS,
      [
        'UNVERIFIED_DTI_LIMITED',
        'VERIFIED_INCOME_MATCHED_OFFER',
        'FINAL_OFFER',
        'VERIFIED_OFFER',
        'BPO_PENDING',
        'CREDIT_FROZEN',
        'RESERVE_LIMITED_OFFER',
      ],
    ],
    ['BANK_CHECK_STATUSES', BANK_CHECK_STATUSES, ['VERIFIED', 'PENDING_REVIEW', 'FAILED_VERIFICATION']],
    [
      'BPO_STATUSES',
      BPO_STATUSES,
      ['BPO_REQUIRED', 'UNKNOWN_BPO_STATUS', 'BPO_PROCESSING', 'BPO_NOT_REQUIRED', 'BPO_COMPLETE'],
    ],
    [
      'TITLE_STATUSES',
      TITLE_STATUSES,
      [
        'FINAL_TITLE_PROCESSING',
        'TITLE_REQUIRED',
        'TITLE_NOT_REQUIRED',
        'PREQUAL_TITLE_PROCESSING',
        'PREQUAL_TITLE_COMPLETE',
        'UNKNOWN_TITLE_STATUS',
      ],
    ],
    [
      'ID_DOCUMENT_TYPES',
      ID_DOCUMENT_TYPES,
      ['DRIVERS_LICENSE_FRONT', 'ID_CARD_FRONT', 'PASSPORT_FRONT', 'PERMANENT_RESIDENT_CARD_FRONT'],
    ],
    ['RATE_TYPES', RATE_TYPES, ['UNKNOWN', 'FIXED', 'FLOATING']],
    [
      'PROPERTY_CONDITIONS',
      PROPERTY_CONDITIONS,
      ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'],
    ],
    [
      'PROGRESS_VALUES',
      PROGRESS_VALUES,
      [
        'INITIAL',
        'PRODUCT_SELECT',
        'MORE_INFO',
        'ID_UPLOAD',
        'LINK_INCOME',
        'SIGNING',
        'ENOTARY',
        'MANUAL_NOTARY',
        'COMPLETE',
      ],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('stage classes', () => {
  const rows = STAGES.map((stage) => [stage, WAITING.includes(stage), TERMINAL.includes(stage)] as const);

  it('covers every listed waiting and terminal stage', () => {
    for (const s of [...WAITING, ...TERMINAL]) expect(STAGES).toContain(s);
    expect(rows.filter(([, w]) => w)).toHaveLength(13);
    expect(rows.filter(([, , t]) => t)).toHaveLength(10);
  });

  it.each(rows)('%s: waiting %s, terminal %s', (stage, waiting, terminal) => {
    expect(isWaitingStage(stage)).toBe(waiting);
    expect(isTerminalStage(stage)).toBe(terminal);
  });

  it.each([
    ['WAITING_FOR_SOMETHING_NEW', true, false],
    ['SOMETHING_WAITING_FOR', false, false],
    ['waiting_for_avm_data', false, false],
    ['', false, false],
  ])('unlisted stage %j: waiting %s, terminal %s', (stage, waiting, terminal) => {
    expect(isWaitingStage(stage)).toBe(waiting);
    expect(isTerminalStage(stage)).toBe(terminal);
  });
});
