import type { FlowEvent, FlowState } from '../../../src/domain/flow/machine';
import {
  TRIGGERS,
  evaluateTriggers,
  nextFlowState,
  settleFlow,
  type TriggerContext,
  type TriggerName,
} from '../../../src/domain/flow/triggers';
import type { Application, Profile } from '../../../src/domain/types';
import { makeApplication, makeProfile, type DeepPartial } from '../../fixtures/application';

const ctx = (
  state: FlowState,
  application: DeepPartial<Application> = {},
  profile: DeepPartial<Profile> = {},
): TriggerContext => ({ state, application: makeApplication(application), profile: makeProfile(profile) });

const DISBURSE = { uuid: 'disburse-1', routingNumber: '021000021', mask: '1234' };
const ADDRESS = {
  uuid: 'prop-1',
  street1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ownership: 'SOLE' as const,
};

type Case = [string, TriggerContext];

// Per trigger: contexts where it holds, and at least one context per condition clause where it does not.
const CASES: Record<TriggerName, { holds: Case[]; fails: Case[] }> = {
  lienInfo: {
    holds: [
      [
        'name id, dob, selected property and soft-credit consent',
        ctx(
          'profile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' }] },
          { name: { uuid: 'n-1' }, dob: '1980-01-01' },
        ),
      ],
    ],
    fails: [
      [
        'no name',
        ctx('profile', { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' }] }, { dob: '1980-01-01' }),
      ],
      [
        'name without id',
        ctx(
          'profile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' }] },
          { name: { uuid: '', firstName: 'A' }, dob: '1980-01-01' },
        ),
      ],
      [
        'no dob',
        ctx(
          'profile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' }] },
          { name: { uuid: 'n-1' } },
        ),
      ],
      [
        'no selected property',
        ctx('profile', { consents: [{ type: 'SOFT_CREDIT' }] }, { name: { uuid: 'n-1' }, dob: '1980-01-01' }),
      ],
      [
        'only a hard-credit consent',
        ctx(
          'profile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { name: { uuid: 'n-1' }, dob: '1980-01-01' },
        ),
      ],
      ['no consent', ctx('profile', { selectedPropertyUuid: 'prop-1' }, { name: { uuid: 'n-1' }, dob: '1980-01-01' })],
    ],
  },
  underwrite: {
    holds: [
      ['liens complete', ctx('liens', { status: { liensComplete: true } })],
      ['a decision exists', ctx('liens', { status: { uwDecision: 'APPROVED' } })],
      [
        'attestation needed and complete',
        ctx('liens', { status: { liensComplete: true, inquiryAttestNeeded: true, inquiryAttestComplete: true } }),
      ],
      [
        'term and rate zero with VERIFIED_OFFER, attestation pending',
        ctx('sign', { term: 0, rate: 0, status: { uwSubDecision: 'VERIFIED_OFFER', inquiryAttestNeeded: true } }),
      ],
    ],
    fails: [
      ['no liens, no decision', ctx('liens', { status: { liensComplete: false, uwDecision: null } })],
      [
        'attestation needed, not complete',
        ctx('liens', { status: { liensComplete: true, inquiryAttestNeeded: true } }),
      ],
      [
        'term non-zero with VERIFIED_OFFER',
        ctx('sign', { term: 10, rate: 0, status: { uwSubDecision: 'VERIFIED_OFFER' } }),
      ],
      [
        'rate non-zero with VERIFIED_OFFER',
        ctx('sign', { term: 0, rate: 8.5, status: { uwSubDecision: 'VERIFIED_OFFER' } }),
      ],
      ['term and rate zero with another sub-decision', ctx('sign', { status: { uwSubDecision: 'FINAL_OFFER' } })],
    ],
  },
  assetDepletionDtiDecline: {
    holds: [
      ['no decision', ctx('product', { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } })],
      [
        'ASSET_DEPLETION with depletion incomplete',
        ctx('product', {
          status: { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
          assetDepletion: { complete: false },
        }),
      ],
    ],
    fails: [
      [
        'another decision',
        ctx('product', { status: { uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } }),
      ],
      [
        'another sub-decision',
        ctx('product', { status: { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'VERIFIED_OFFER' } }),
      ],
      [
        'depletion complete',
        ctx('product', {
          status: { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' },
          assetDepletion: { complete: true },
        }),
      ],
    ],
  },
  selectProduct: {
    holds: [['term and amount set', ctx('product', { term: 10, amount: 50000 })]],
    fails: [
      ['term zero', ctx('product', { term: 0, amount: 50000 })],
      ['amount zero', ctx('product', { term: 10, amount: 0 })],
    ],
  },
  addProfileInfo: {
    holds: [
      [
        'in moreProfile, owned property, SSN, hard-credit consent',
        ctx(
          'moreProfile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { hasSsn: true, addresses: [ADDRESS] },
        ),
      ],
    ],
    fails: [
      [
        'another state',
        ctx(
          'product',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { hasSsn: true, addresses: [ADDRESS] },
        ),
      ],
      [
        'selected property without ownership',
        ctx(
          'moreProfile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { hasSsn: true, addresses: [{ ...ADDRESS, ownership: null }] },
        ),
      ],
      [
        'ownership only on another address',
        ctx(
          'moreProfile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { hasSsn: true, addresses: [{ ...ADDRESS, uuid: 'prop-2' }] },
        ),
      ],
      [
        'no selected property',
        ctx('moreProfile', { consents: [{ type: 'HARD_CREDIT' }] }, { hasSsn: true, addresses: [ADDRESS] }),
      ],
      [
        'no SSN',
        ctx(
          'moreProfile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'HARD_CREDIT' }] },
          { hasSsn: false, addresses: [ADDRESS] },
        ),
      ],
      [
        'only a soft-credit consent',
        ctx(
          'moreProfile',
          { selectedPropertyUuid: 'prop-1', consents: [{ type: 'SOFT_CREDIT' }] },
          { hasSsn: true, addresses: [ADDRESS] },
        ),
      ],
    ],
  },
  addHmdaInfo: {
    holds: [['in hmda with HMDA done', ctx('hmda', { hasHmda: true })]],
    fails: [
      ['another state', ctx('moreProfile', { hasHmda: true })],
      ['HMDA not done', ctx('hmda', { hasHmda: false })],
    ],
  },
  summarySigning: {
    holds: [
      ['HMDA and summary ready', ctx('waitSummary', { hasHmda: true, status: { disclosurelistSummaryReady: true } })],
    ],
    fails: [
      ['no HMDA', ctx('waitSummary', { hasHmda: false, status: { disclosurelistSummaryReady: true } })],
      ['summary not ready', ctx('waitSummary', { hasHmda: true, status: { disclosurelistSummaryComplete: true } })],
    ],
  },
  summarySigned: {
    holds: [
      [
        'HMDA and summary complete',
        ctx('appSummary', { hasHmda: true, status: { disclosurelistSummaryComplete: true } }),
      ],
    ],
    fails: [
      ['no HMDA', ctx('appSummary', { hasHmda: false, status: { disclosurelistSummaryComplete: true } })],
      ['summary only ready', ctx('appSummary', { hasHmda: true, status: { disclosurelistSummaryReady: true } })],
    ],
  },
  incomeVerified: {
    holds: [
      [
        'VERIFIED_INCOME_MATCHED_OFFER',
        ctx('incomeReview', { status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } }),
      ],
      ['FINAL_OFFER', ctx('incomeReview', { status: { uwSubDecision: 'FINAL_OFFER' } })],
    ],
    fails: [
      ['VERIFIED_OFFER', ctx('incomeReview', { status: { uwSubDecision: 'VERIFIED_OFFER' } })],
      ['no sub-decision', ctx('incomeReview')],
    ],
  },
  incomePartialVerified: {
    holds: [
      [
        'manual paystub pending, salaried',
        ctx('incomeReview', {
          status: { manualPaystubUpload: true, manualPaystubTasksComplete: false },
          incomeSources: [{ uuid: 'i-1', employmentType: 'FULL_TIME', annualIncome: 90000 }],
        }),
      ],
    ],
    fails: [
      ['manual paystub not set', ctx('incomeReview', { status: { manualPaystubUpload: false } })],
      [
        'tasks complete',
        ctx('incomeReview', { status: { manualPaystubUpload: true, manualPaystubTasksComplete: true } }),
      ],
      [
        'a self-employed source',
        ctx('incomeReview', {
          status: { manualPaystubUpload: true },
          incomeSources: [
            { uuid: 'i-1', employmentType: 'FULL_TIME', annualIncome: 90000 },
            { uuid: 'i-2', employmentType: 'SELF_EMPLOYED', annualIncome: 10000 },
          ],
        }),
      ],
    ],
  },
  manualDisburseSetup: {
    holds: [
      ['bank check unset', ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY' })],
      [
        'bank check VERIFIED',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', status: { giactAccountStatus: 'VERIFIED' } }),
      ],
      [
        'bank check PENDING_REVIEW',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', status: { giactAccountStatus: 'PENDING_REVIEW' } }),
      ],
    ],
    fails: [
      ['account without id', ctx('ach', { disburseAccount: { ...DISBURSE, uuid: '' }, payType: 'AUTOPAY' })],
      [
        'account without routing number',
        ctx('ach', { disburseAccount: { ...DISBURSE, routingNumber: null }, payType: 'AUTOPAY' }),
      ],
      ['no account', ctx('ach', { payType: 'AUTOPAY' })],
      [
        'bank check failed',
        ctx('ach', {
          disburseAccount: DISBURSE,
          payType: 'AUTOPAY',
          status: { giactAccountStatus: 'FAILED_VERIFICATION' },
        }),
      ],
      ['pay type MANUAL', ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL' })],
      [
        'autopay account exists',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', autopayAccount: { uuid: 'auto-1' } }),
      ],
    ],
  },
  disbursementAch: {
    holds: [
      ['pay type MANUAL', ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL' })],
      [
        'autopay account',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', autopayAccount: { uuid: 'auto-1' } }),
      ],
      [
        'bank check failed does not matter',
        ctx('ach', {
          disburseAccount: DISBURSE,
          payType: 'MANUAL',
          status: { giactAccountStatus: 'FAILED_VERIFICATION' },
        }),
      ],
    ],
    fails: [
      ['account without id', ctx('ach', { disburseAccount: { ...DISBURSE, uuid: '' }, payType: 'MANUAL' })],
      [
        'account without routing number',
        ctx('ach', { disburseAccount: { ...DISBURSE, routingNumber: '' }, payType: 'MANUAL' }),
      ],
      ['AUTOPAY without autopay account', ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY' })],
      [
        'autopay account without id',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', autopayAccount: { uuid: '' } }),
      ],
    ],
  },
  manualDisburseManualPay: {
    holds: [
      ['bank check unset', ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL' })],
      [
        'bank check PENDING_REVIEW',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL', status: { giactAccountStatus: 'PENDING_REVIEW' } }),
      ],
    ],
    fails: [
      ['account without id', ctx('ach', { disburseAccount: { ...DISBURSE, uuid: '' }, payType: 'MANUAL' })],
      [
        'account without routing number',
        ctx('ach', { disburseAccount: { ...DISBURSE, routingNumber: null }, payType: 'MANUAL' }),
      ],
      [
        'bank check failed',
        ctx('ach', {
          disburseAccount: DISBURSE,
          payType: 'MANUAL',
          status: { giactAccountStatus: 'FAILED_VERIFICATION' },
        }),
      ],
      [
        'pay type AUTOPAY',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', autopayAccount: { uuid: 'auto-1' } }),
      ],
    ],
  },
  idDocsUploaded: {
    holds: [
      [
        'driver licence, not TX',
        ctx('docVerify', {
          documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
          property: { ...ADDRESS, state: 'CA' },
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      ['ID card, no property', ctx('docVerify', { documents: [{ type: 'ID_CARD_FRONT' }] })],
      [
        'passport, TX with BPO not required',
        ctx('docVerify', {
          documents: [{ type: 'PASSPORT_FRONT' }],
          property: ADDRESS,
          status: { bpo: 'BPO_NOT_REQUIRED' },
        }),
      ],
      [
        'resident card, TX with BPO status unset',
        ctx('docVerify', { documents: [{ type: 'PERMANENT_RESIDENT_CARD_FRONT' }], property: ADDRESS }),
      ],
    ],
    fails: [
      ['no document', ctx('docVerify', { property: { ...ADDRESS, state: 'CA' } })],
      [
        'only a non-ID document',
        ctx('docVerify', { documents: [{ type: 'DRIVERS_LICENSE_BACK' }], property: { ...ADDRESS, state: 'CA' } }),
      ],
      [
        'TX with BPO required',
        ctx('docVerify', {
          documents: [{ type: 'PASSPORT_FRONT' }],
          property: ADDRESS,
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      [
        'TX with BPO unknown',
        ctx('docVerify', {
          documents: [{ type: 'PASSPORT_FRONT' }],
          property: ADDRESS,
          status: { bpo: 'UNKNOWN_BPO_STATUS' },
        }),
      ],
    ],
  },
  bpoEscalate: {
    holds: [
      [
        'TX, routing, ID, BPO required',
        ctx('docVerify', {
          property: ADDRESS,
          disburseAccount: DISBURSE,
          documents: [{ type: 'ID_CARD_FRONT' }],
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      [
        'TX, routing, ID, BPO unknown',
        ctx('docVerify', {
          property: ADDRESS,
          disburseAccount: DISBURSE,
          documents: [{ type: 'ID_CARD_FRONT' }],
          status: { bpo: 'UNKNOWN_BPO_STATUS' },
        }),
      ],
    ],
    fails: [
      [
        'not TX',
        ctx('docVerify', {
          property: { ...ADDRESS, state: 'CA' },
          disburseAccount: DISBURSE,
          documents: [{ type: 'ID_CARD_FRONT' }],
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      [
        'no routing number',
        ctx('docVerify', {
          property: ADDRESS,
          disburseAccount: { ...DISBURSE, routingNumber: null },
          documents: [{ type: 'ID_CARD_FRONT' }],
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      [
        'no ID document',
        ctx('docVerify', {
          property: ADDRESS,
          disburseAccount: DISBURSE,
          documents: [{ type: 'W2' }],
          status: { bpo: 'BPO_REQUIRED' },
        }),
      ],
      [
        'BPO complete',
        ctx('docVerify', {
          property: ADDRESS,
          disburseAccount: DISBURSE,
          documents: [{ type: 'ID_CARD_FRONT' }],
          status: { bpo: 'BPO_COMPLETE' },
        }),
      ],
      [
        'BPO status unset',
        ctx('docVerify', { property: ADDRESS, disburseAccount: DISBURSE, documents: [{ type: 'ID_CARD_FRONT' }] }),
      ],
    ],
  },
  noteSigning: {
    holds: [
      [
        'manual pay and closing ready',
        ctx('waitSign', { disburseAccount: DISBURSE, payType: 'MANUAL', status: { disclosurelistClosingReady: true } }),
      ],
      [
        'autopay account and closing ready',
        ctx('waitSign', {
          disburseAccount: DISBURSE,
          payType: 'AUTOPAY',
          autopayAccount: { uuid: 'a' },
          status: { disclosurelistClosingReady: true },
        }),
      ],
    ],
    fails: [
      [
        'no disbursement routing',
        ctx('waitSign', {
          disburseAccount: { uuid: 'd' },
          payType: 'MANUAL',
          status: { disclosurelistClosingReady: true },
        }),
      ],
      [
        'AUTOPAY without autopay account',
        ctx('waitSign', {
          disburseAccount: DISBURSE,
          payType: 'AUTOPAY',
          status: { disclosurelistClosingReady: true },
        }),
      ],
      [
        'closing not ready',
        ctx('waitSign', {
          disburseAccount: DISBURSE,
          payType: 'MANUAL',
          status: { disclosurelistClosingComplete: true },
        }),
      ],
    ],
  },
  signed: {
    holds: [['closing complete', ctx('sign', { status: { disclosurelistClosingComplete: true } })]],
    fails: [['closing only ready', ctx('sign', { status: { disclosurelistClosingReady: true } })]],
  },
  coDeedConfirmed: {
    holds: [['in codeed with co-deed COMPLETE', ctx('codeed', { coDeedStatus: 'COMPLETE' })]],
    fails: [
      ['another state', ctx('sign', { coDeedStatus: 'COMPLETE' })],
      ['co-deed pending', ctx('codeed', { coDeedStatus: 'PENDING' })],
    ],
  },
  deedSigning: {
    holds: [['notary disclosures ready', ctx('waitNotary', { status: { disclosurelistNotaryReady: true } })]],
    fails: [['notary disclosures not ready', ctx('waitNotary', { status: { disclosurelistNotaryComplete: true } })]],
  },
  enotarySigned: {
    holds: [
      ['primary accept complete', ctx('notary', { status: { primaryParticipantAcceptComplete: true } })],
      ['notary complete', ctx('notary', { status: { disclosurelistNotaryComplete: true } })],
    ],
    fails: [
      ['neither', ctx('notary', { status: { disclosurelistNotaryReady: true, manualDeedSigningComplete: true } })],
    ],
  },
  manualEnotarySigned: {
    holds: [
      ['in notary with manual deed signing complete', ctx('notary', { status: { manualDeedSigningComplete: true } })],
    ],
    fails: [
      ['another state', ctx('waitNotary', { status: { manualDeedSigningComplete: true } })],
      ['manual deed signing not complete', ctx('notary', { status: { primaryParticipantAcceptComplete: false } })],
    ],
  },
  insuranceConfirmed: {
    holds: [['insurance complete', ctx('insurance', { insurance: { complete: true } })]],
    fails: [
      ['insurance incomplete', ctx('insurance', { insurance: { complete: false } })],
      ['no insurance', ctx('insurance')],
    ],
  },
  finish: {
    holds: (['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'] as const).map((stage): Case => [
      `${stage} with insurance complete`,
      ctx('insurance', { status: { checklistStatus: stage }, insurance: { complete: true } }),
    ]),
    fails: [
      [
        'another stage',
        ctx('insurance', { status: { checklistStatus: 'DEED_SIGNING' }, insurance: { complete: true } }),
      ],
      ['no stage', ctx('insurance', { insurance: { complete: true } })],
      [
        'insurance incomplete',
        ctx('insurance', { status: { checklistStatus: 'FUNDABLE' }, insurance: { complete: false } }),
      ],
    ],
  },
  employerVerification: {
    holds: [
      [
        'bank ready and verification needed',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL', status: { employmentVerificationNeeded: true } }),
      ],
    ],
    fails: [
      [
        'bank not ready',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'AUTOPAY', status: { employmentVerificationNeeded: true } }),
      ],
      [
        'verification not needed',
        ctx('ach', { disburseAccount: DISBURSE, payType: 'MANUAL', status: { employmentVerificationNeeded: false } }),
      ],
    ],
  },
  merchantReviewed: {
    holds: [['debts chosen, attestation next', ctx('waitSign', { status: { debtPayoff: 'ATTESTATION' } })]],
    fails: [
      ['still choosing', ctx('waitSign', { status: { debtPayoff: 'REVIEW' } })],
      ['already attested', ctx('waitSign', { status: { debtPayoff: 'COMPLETE' } })],
      ['no debt payoff', ctx('waitSign')],
    ],
  },
  lienAttestation: {
    holds: [
      ['attested, closing disclosure not ready', ctx('waitSign', { status: { debtPayoff: 'COMPLETE' } })],
      [
        'attested, still in lienAttestation when the disclosure is ready',
        ctx('lienAttestation', { status: { debtPayoff: 'COMPLETE', disclosurelistClosingReady: true } }),
      ],
    ],
    fails: [
      ['not attested yet', ctx('lienAttestation', { status: { debtPayoff: 'ATTESTATION' } })],
      [
        'closing disclosure ready (signing moves on)',
        ctx('sign', { status: { debtPayoff: 'COMPLETE', disclosurelistClosingReady: true } }),
      ],
    ],
  },
  bpoProcessWaiting: {
    holds: [
      ['BPO processing', ctx('docVerify', { status: { bpo: 'BPO_PROCESSING' } })],
      ['final title processing', ctx('docVerify', { status: { title: 'FINAL_TITLE_PROCESSING' } })],
    ],
    fails: [['neither', ctx('docVerify', { status: { bpo: 'BPO_REQUIRED', title: 'PREQUAL_TITLE_PROCESSING' } })]],
  },
  adHocDocRequired: {
    holds: [
      ['an open condition', ctx('waitSign', { status: { condition: true } })],
      ['an open condition, from any state', ctx('docVerify', { status: { condition: true } })],
    ],
    fails: [
      ['no open condition', ctx('waitSign', { status: { condition: false } })],
      ['condition unset', ctx('waitSign')],
    ],
  },
  datatreeNoMatch: {
    holds: [
      ['property complete and no match', ctx('liens', { status: { propertyComplete: true, datatreeNoMatch: true } })],
    ],
    fails: [
      ['property incomplete', ctx('liens', { status: { propertyComplete: false, datatreeNoMatch: true } })],
      ['match found', ctx('liens', { status: { propertyComplete: true, datatreeNoMatch: false } })],
    ],
  },
  creditIncorrectPin: {
    holds: [['credit frozen with PIN', ctx('profile', { status: { creditFrozenWithPin: true } })]],
    fails: [['not frozen with PIN', ctx('profile', { status: { creditFrozenWithPin: false } })]],
  },
  decline: {
    holds: [['DECLINE without DTI flag', ctx('product', { status: { uwDecision: 'DECLINE' } })]],
    fails: [
      ['DECLINE with DTI flag', ctx('product', { status: { uwDecision: 'DECLINE', dtiDecline: true } })],
      ['another decision', ctx('product', { status: { uwDecision: 'APPROVED' } })],
    ],
  },
  dtiDecline: {
    holds: [['DECLINE with DTI flag', ctx('product', { status: { uwDecision: 'DECLINE', dtiDecline: true } })]],
    fails: [
      ['DECLINE without DTI flag', ctx('product', { status: { uwDecision: 'DECLINE', dtiDecline: false } })],
      ['DTI flag without DECLINE', ctx('product', { status: { uwDecision: 'ASSET_DEPLETION', dtiDecline: true } })],
    ],
  },
  creditScoreDecline: {
    holds: [['credit-score flag', ctx('product', { status: { creditScoreDecline: true } })]],
    fails: [['no flag', ctx('product', { status: { creditScoreDecline: false, uwDecision: 'DECLINE' } })]],
  },
};

const TRIGGER_ORDER: TriggerName[] = [
  'lienInfo',
  'underwrite',
  'assetDepletionDtiDecline',
  'selectProduct',
  'addProfileInfo',
  'addHmdaInfo',
  'summarySigning',
  'summarySigned',
  'incomeVerified',
  'incomePartialVerified',
  'manualDisburseSetup',
  'disbursementAch',
  'manualDisburseManualPay',
  'idDocsUploaded',
  'bpoEscalate',
  'noteSigning',
  'signed',
  'coDeedConfirmed',
  'deedSigning',
  'enotarySigned',
  'manualEnotarySigned',
  'insuranceConfirmed',
  'finish',
  'employerVerification',
  'merchantReviewed',
  'lienAttestation',
  'bpoProcessWaiting',
  'adHocDocRequired',
  'datatreeNoMatch',
  'creditIncorrectPin',
  'decline',
  'dtiDecline',
  'creditScoreDecline',
];

const holding = Object.entries(CASES).flatMap(([name, { holds }]) =>
  holds.map(([d, c]) => [name as TriggerName, d, c] as const),
);
const failing = Object.entries(CASES).flatMap(([name, { fails }]) =>
  fails.map(([d, c]) => [name as TriggerName, d, c] as const),
);

describe('TRIGGERS table', () => {
  it('has every trigger of the spec, in the spec order', () => {
    expect(Object.keys(TRIGGERS)).toEqual(TRIGGER_ORDER);
  });

  it('has holding and failing cases for every trigger', () => {
    for (const name of TRIGGER_ORDER) {
      expect(CASES[name].holds.length).toBeGreaterThan(0);
      expect(CASES[name].fails.length).toBeGreaterThan(0);
    }
  });

  it.each(holding)('%s holds: %s', (name, _desc, c) => {
    expect(TRIGGERS[name](c)).toBe(true);
    expect(evaluateTriggers(c)).toContain(name);
  });

  it.each(failing)('%s does not hold: %s', (name, _desc, c) => {
    expect(TRIGGERS[name](c)).toBe(false);
    expect(evaluateTriggers(c)).not.toContain(name);
  });
});

describe('an open condition (the Condition persona)', () => {
  it('moves a borrower waiting after the ID to documents, and a decline still wins over it', () => {
    const app = {
      term: 10,
      amount: 50000,
      rate: 8,
      hasHmda: true,
      disburseAccount: DISBURSE,
      payType: 'MANUAL' as const,
      documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
      status: { liensComplete: true, uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', condition: true },
    };
    const c = ctx('waitSign', app);
    expect(nextFlowState(c.state, evaluateTriggers(c)).state).toBe('documents');
    const declined = ctx('waitSign', { ...app, status: { ...app.status, uwDecision: 'DECLINE' } });
    expect(nextFlowState(declined.state, evaluateTriggers(declined)).state).toBe('declined');
  });
});

describe('evaluateTriggers', () => {
  it.each(['profile', 'product', 'notary', 'complete'] as FlowState[])(
    'returns nothing for a blank application in %s',
    (state) => {
      expect(evaluateTriggers(ctx(state))).toEqual([]);
    },
  );

  it('returns the holding events in trigger order', () => {
    const c = ctx('hmda', {
      term: 10,
      amount: 50000,
      rate: 8,
      hasHmda: true,
      status: {
        liensComplete: true,
        disclosurelistSummaryReady: true,
        creditScoreDecline: true,
        uwDecision: 'DECLINE',
      },
    });
    expect(evaluateTriggers(c)).toEqual([
      'underwrite',
      'selectProduct',
      'addHmdaInfo',
      'summarySigning',
      'decline',
      'creditScoreDecline',
    ]);
  });

  it('skips a trigger that throws and reports it', () => {
    const broken = ctx('moreProfile', { selectedPropertyUuid: 'prop-1', status: { creditScoreDecline: true } });
    (broken.profile as { addresses: unknown }).addresses = null;
    const onError = jest.fn();
    expect(evaluateTriggers(broken, onError)).toEqual(['creditScoreDecline']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('addProfileInfo', expect.any(TypeError));
    // Without a reporter it still does not throw.
    expect(evaluateTriggers(broken)).toEqual(['creditScoreDecline']);
  });
});

describe('nextFlowState', () => {
  it('applies the allowed events in order and skips the refused ones', () => {
    const c = ctx(
      'profile',
      {
        selectedPropertyUuid: 'prop-1',
        consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
        term: 10,
        amount: 50000,
        rate: 8,
        hasHmda: true,
        disburseAccount: DISBURSE,
        payType: 'MANUAL',
        documents: [{ type: 'PASSPORT_FRONT' }],
        property: { ...ADDRESS, state: 'CA' },
        status: {
          liensComplete: true,
          disclosurelistSummaryReady: true,
          disclosurelistSummaryComplete: true,
          uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
          giactAccountStatus: 'VERIFIED',
          disclosurelistClosingReady: true,
        },
      },
      { name: { uuid: 'n-1' }, dob: '1980-01-01', hasSsn: true, addresses: [ADDRESS] },
    );
    const events = evaluateTriggers(c);
    expect(events).toEqual([
      'lienInfo',
      'underwrite',
      'selectProduct',
      'summarySigning',
      'summarySigned',
      'incomeVerified',
      'disbursementAch',
      'manualDisburseManualPay',
      'idDocsUploaded',
      'noteSigning',
    ]);
    expect(nextFlowState('profile', events)).toEqual({
      state: 'sign',
      transitions: [
        { event: 'lienInfo', from: 'profile', to: 'liens' },
        { event: 'underwrite', from: 'liens', to: 'product' },
        { event: 'selectProduct', from: 'product', to: 'moreProfile' },
        { event: 'manualDisburseManualPay', from: 'moreProfile', to: 'docVerify' },
        { event: 'idDocsUploaded', from: 'docVerify', to: 'waitSign' },
        { event: 'noteSigning', from: 'waitSign', to: 'sign' },
      ],
    });
  });

  it('applies each event at most once', () => {
    const events: FlowEvent[] = ['manualDisburseSetup', 'disbursementAch', 'manualDisburseSetup', 'disbursementAch'];
    expect(nextFlowState('ach', events)).toEqual({
      state: 'docVerify',
      transitions: [
        { event: 'manualDisburseSetup', from: 'ach', to: 'autopay' },
        { event: 'disbursementAch', from: 'autopay', to: 'docVerify' },
      ],
    });
  });

  it('does not report a transition into the current state', () => {
    expect(nextFlowState('product', ['underwrite'])).toEqual({ state: 'product', transitions: [] });
  });

  it('keeps the state when nothing is allowed', () => {
    expect(nextFlowState('profile', [])).toEqual({ state: 'profile', transitions: [] });
    expect(nextFlowState('profile', ['signed', 'noteSigning'])).toEqual({ state: 'profile', transitions: [] });
  });

  it('lets the more specific decline win', () => {
    const c = ctx('product', { status: { uwDecision: 'DECLINE', creditScoreDecline: true } });
    expect(nextFlowState('product', evaluateTriggers(c)).state).toBe('creditScoreDeclined');
  });

  it('lets a DTI decline win over the plain decline', () => {
    const c = ctx('product', { status: { uwDecision: 'DECLINE', dtiDecline: true } });
    expect(evaluateTriggers(c)).toEqual(['underwrite', 'dtiDecline']);
    expect(nextFlowState('product', evaluateTriggers(c)).state).toBe('dtiDeclined');
  });
});

describe('settleFlow', () => {
  // A submitted application: profile, liens, offer, contact, HMDA and the signed summary all done.
  const submitted: DeepPartial<Application> = {
    selectedPropertyUuid: 'prop-1',
    consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
    term: 10,
    amount: 75000,
    rate: 8.85,
    hasHmda: true,
    status: {
      liensComplete: true,
      uwDecision: 'INITIAL',
      disclosurelistSummaryReady: true,
      disclosurelistSummaryComplete: true,
    },
  };
  const borrower: DeepPartial<Profile> = {
    name: { uuid: 'n-1' },
    dob: '1980-01-01',
    hasSsn: true,
    addresses: [ADDRESS],
  };

  it('walks the chain from where the flow stood to where the data says it is (each trigger in the state reached)', () => {
    const { state, transitions } = settleFlow(ctx('profile', submitted, borrower));
    expect(state).toBe('incomeReview');
    expect(transitions.map((t) => t.event)).toEqual([
      'lienInfo',
      'underwrite',
      'selectProduct',
      'addProfileInfo',
      'addHmdaInfo',
      'summarySigning',
      'summarySigned',
    ]);
  });

  it('records no round trip: underwrite (any -> product) leads back to the state the flow stood in', () => {
    expect(settleFlow(ctx('incomeReview', submitted, borrower))).toEqual({ state: 'incomeReview', transitions: [] });
    const appSummary = settleFlow(ctx('appSummary', submitted, borrower));
    expect(appSummary.state).toBe('incomeReview');
    expect(appSummary.transitions).toEqual([{ event: 'summarySigned', from: 'appSummary', to: 'incomeReview' }]);
  });

  it('keeps a real move back: a revised offer to select after verification', () => {
    const revised = settleFlow(
      ctx(
        'sign',
        { ...submitted, term: 0, rate: 0, status: { ...submitted.status, uwSubDecision: 'VERIFIED_OFFER' } },
        borrower,
      ),
    );
    expect(revised.state).toBe('product');
    expect(revised.transitions).toEqual([{ event: 'underwrite', from: 'sign', to: 'product' }]);
  });

  it('reports a trigger that throws and settles on the others', () => {
    const broken = makeApplication(submitted);
    Object.defineProperty(broken, 'consents', {
      get() {
        throw new Error('malformed consents');
      },
    });
    const errors: string[] = [];
    const { state } = settleFlow({ state: 'profile', application: broken, profile: makeProfile(borrower) }, (name) =>
      errors.push(name),
    );
    // lienInfo and addProfileInfo read the consents and fail; underwrite and selectProduct still move the flow.
    expect(errors).toEqual(expect.arrayContaining(['lienInfo', 'addProfileInfo']));
    expect(state).toBe('moreProfile');
  });
});
