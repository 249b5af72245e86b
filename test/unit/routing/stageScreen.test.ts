import type { FlowState } from '../../../src/domain/flow/machine';
import { FLOW_STATES } from '../../../src/domain/flow/machine';
import {
  DECLINE_REROUTE_EXEMPT,
  offerSelectionMemory,
  screenForStage,
  shouldRerouteOnDecline,
} from '../../../src/domain/routing/stageScreen';
import { STAGES } from '../../../src/domain/stages';
import type { Application } from '../../../src/domain/types';
import { makeApplication, type DeepPartial } from '../../fixtures/application';

const UUID = '11111111-2222-4333-8444-555555555555';
// A flow state whose fallback screen no stage line produces, so a stage line that falls through is caught.
const FLOW: FlowState = 'insurance';
const TX = { uuid: 'p', street1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' };
const CA = { ...TX, state: 'CA' };

const screen = (stage: string | null, app: DeepPartial<Application> = {}, flowState: FlowState = FLOW) =>
  screenForStage(stage, { uuid: UUID, application: makeApplication(app), flowState });

// Every line of the spec's "Server stage to screen" list, in order, with each conditional branch.
const STAGE_LINES: [string, string, DeepPartial<Application>, string][] = [
  ['basic info (ours: a new application)', 'BASIC_INFO', {}, 'start/profile'],
  ['credit no-match', 'CREDIT_NO_MATCH', {}, 'credit/social'],
  ['credit no-match with SSN', 'CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit'],
  ['hard credit locked', 'HARD_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  ['soft credit locked', 'SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
  [
    'soft credit frozen with a PIN',
    'SOFT_CREDIT_LOCKED_OR_FROZEN',
    { status: { creditFrozenWithPin: true } },
    'review-app/incorrect-pin',
  ],
  [
    'hard credit frozen with a PIN flag',
    'HARD_CREDIT_LOCKED_OR_FROZEN',
    { status: { creditFrozenWithPin: true } },
    'credit/error',
  ],
  ['no property', 'NO_PROPERTY_FOUND', {}, 'review-app/property'],
  [
    'property data no match',
    'NO_PROPERTY_FOUND',
    { status: { propertyComplete: true, datatreeNoMatch: true } },
    'review-app/datatree',
  ],
  [
    'no match flag without property data',
    'NO_PROPERTY_FOUND',
    { status: { datatreeNoMatch: true } },
    'review-app/property',
  ],
  ['multiple properties', 'MULTIPLE_PROPERTIES', {}, 'review-app/property'],
  ['declined', 'DECLINED', {}, 'error/decline'],
  ['declined on DTI', 'DECLINED', { status: { uwDecision: 'DECLINE', dtiDecline: true } }, 'error/income'],
  ['declined on credit score', 'DECLINED', { status: { creditScoreDecline: true } }, 'error/credit'],
  ['collect additional info', 'COLLECT_ADDITIONAL_INFO', {}, 'start/contact'],
  ['HMDA', 'HMDA', {}, 'start/hmda'],
  ['delinquency review', 'DELINQUENCY_REVIEW', {}, 'review-app/delinquency'],
  ['closing disclosure', 'GEN_CLOSING_DISCLOSURE', {}, 'review-app/signdocs'],
  [
    'closing disclosure, flood cert false',
    'GEN_CLOSING_DISCLOSURE',
    { status: { waitingOnFloodCert: false } },
    'review-app/signdocs',
  ],
  [
    'closing disclosure waiting on flood cert',
    'GEN_CLOSING_DISCLOSURE',
    { status: { waitingOnFloodCert: true } },
    'error/flood-cert',
  ],
  ['note signing', 'NOTE_SIGNING', {}, 'signing/intro'],
  ['final offer', 'FINAL_OFFER', {}, 'signing/intro'],
  ['revised offer selection', 'REVISED_OFFER_SELECTION', {}, 'product/select'],
  ['generate note signing', 'GEN_NOTE_SIGNING', {}, 'review-app/signdocs'],
  ['app submission', 'APP_SUBMISSION', {}, 'start/app-summary'],
  ['generate summary disclosure', 'GEN_SUMMARY_DISCLOSURE', {}, 'start/app-summary'],
  ['income verification', 'INCOME_VERIFICATION', {}, 'income/review'],
  ['identity verification', 'IDENTITY_VERIFICATION', {}, 'identity'],
  ['assets prequal', 'ASSETS_PREQUAL', {}, 'product/assets'],
  ['CLTV lien position requalify', 'LIEN_POSITION_CLTV_REQUALIFY', {}, 'product/prequal-winback'],
  [
    'disbursement account',
    'DISBURSEMENT_ACCOUNT',
    { disburseAccount: { uuid: 'd', routingNumber: '021000021' } },
    'bank/disburse',
  ],
  ['autopay, no routing number, not crypto', 'AUTOPAY_ACCOUNT', {}, 'bank/disburse'],
  [
    'autopay, account without routing number, not crypto',
    'AUTOPAY_ACCOUNT',
    { disburseAccount: { uuid: 'd', routingNumber: null } },
    'bank/disburse',
  ],
  ['autopay, no routing number, crypto', 'AUTOPAY_ACCOUNT', { isCrypto: true }, 'bank/autopay'],
  [
    'autopay with routing number',
    'AUTOPAY_ACCOUNT',
    { disburseAccount: { uuid: 'd', routingNumber: '021000021' } },
    'bank/autopay',
  ],
  ['verified autopay', 'VERIFIED_AUTOPAY_ACCOUNT', {}, 'bank/autopay'],
  ['no AVM found', 'NO_AVM_FOUND', {}, 'bpo/estimate-value'],
  ['BPO estimate', 'NAV_BPO_ESTIMATE', {}, 'bpo/estimate-value'],
  ['residential evaluation estimate', 'NAV_RESI_EVAL_ESTIMATE', {}, 'bpo/estimate-value'],
  ['payoff request pending', 'PAYOFF_REQUEST_PENDING', {}, 'payoff/hold'],
  [
    'BPO order, required, TX',
    'NAV_BPO_ORDER_REQUEST',
    { property: TX, status: { bpo: 'BPO_REQUIRED' } },
    'bpo/condition',
  ],
  [
    'BPO order, required, not TX',
    'NAV_BPO_ORDER_REQUEST',
    { property: CA, status: { bpo: 'BPO_REQUIRED' } },
    'bpo/order-bpo',
  ],
  ['BPO order, required, no property', 'NAV_BPO_ORDER_REQUEST', { status: { bpo: 'BPO_REQUIRED' } }, 'bpo/order-bpo'],
  [
    'BPO order, not required, TX',
    'NAV_BPO_ORDER_REQUEST',
    { property: TX, status: { bpo: 'BPO_NOT_REQUIRED' } },
    'bpo/hold',
  ],
  [
    'BPO order, unknown, TX',
    'NAV_BPO_ORDER_REQUEST',
    { property: TX, status: { bpo: 'UNKNOWN_BPO_STATUS' } },
    'bpo/hold',
  ],
  ['BPO order, unset', 'NAV_BPO_ORDER_REQUEST', {}, 'bpo/hold'],
  [
    'resi eval order, required, TX',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    { property: TX, status: { bpo: 'BPO_REQUIRED' } },
    'bpo/condition',
  ],
  [
    'resi eval order, required, not TX',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    { property: CA, status: { bpo: 'BPO_REQUIRED' } },
    'bpo/order-bpo',
  ],
  [
    'resi eval order, processing',
    'NAV_RESI_EVAL_ORDER_REQUEST',
    { property: TX, status: { bpo: 'BPO_PROCESSING' } },
    'bpo/hold',
  ],
  ['BPO processing', 'NAV_BPO_PROCESSING', {}, 'bpo/hold'],
  ['final title pull', 'FINAL_TITLE_PULL', {}, 'bpo/hold'],
  ['final title processing', 'FINAL_TITLE_PROCESSING', {}, 'bpo/hold'],
  ['residential evaluation processing', 'NAV_RESI_EVAL_PROCESSING', {}, 'bpo/hold'],
  ['rescission', 'RESCISSION', {}, 'complete'],
  ['recording', 'RECORDING', {}, 'complete'],
  ['fundable', 'FUNDABLE', {}, 'complete'],
  ['direct debt payoff', 'DIRECT_DEBT_PAYOFF', {}, 'complete'],
  ['funding decision', 'FUNDING_DECISION', {}, 'complete'],
  ['generate rescission', 'GEN_RESCISSION', {}, 'complete'],
  [
    'deed signing with primary accept',
    'DEED_SIGNING',
    { status: { primaryParticipantAcceptComplete: true } },
    'complete',
  ],
  ['unknown', 'UNKNOWN', {}, 'error/timeout'],
  ['credit error', 'CREDIT_ERROR', {}, 'error/timeout'],
  ['FACTA review', 'FACTA_REVIEW', {}, 'error/timeout'],
  ['credit minor', 'CREDIT_MINOR', {}, 'error/timeout'],
  ['lien verification', 'LIEN_VERIFICATION', {}, 'liens'],
  ['lien inquiry', 'LIEN_INQUIRY', {}, 'liens'],
  ['co-deed required', 'CO_DEED_REQUIRED', {}, 'signing/additional'],
  ['generate notary disclosure', 'GEN_NOTARY_DISCLOSURE', {}, 'notary/intro'],
  ['attorney review', 'ATTORNEY_REVIEW', {}, 'notary/intro'],
  ['notary waiting period', 'NOTARY_WAITING_PERIOD', {}, 'notary/intro'],
  ['deed signing without accept', 'DEED_SIGNING', {}, 'notary/intro'],
  [
    'deed signing, accept false',
    'DEED_SIGNING',
    { status: { primaryParticipantAcceptComplete: false } },
    'notary/intro',
  ],
  ['manual deed signing', 'MANUAL_DEED_SIGNING', {}, 'notary/reserve-manual'],
  ['employment verification', 'EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification'],
  ['debt payoff review', 'DEBT_PAYOFF_REVIEW', {}, 'merchant/review'],
  ['debt payoff attestation', 'DEBT_PAYOFF_ATTESTATION', {}, 'merchant/lien-attestation'],
  ['offer selection', 'OFFER_SELECTION', {}, 'product/select'],
  [
    'offer selection, verified offer',
    'OFFER_SELECTION',
    { status: { uwSubDecision: 'VERIFIED_OFFER' } },
    'product/select',
  ],
];

const ROOT_STAGES = ['COMPLETE', 'CANCELLED'];

// Stages no line names: they fall back on the flow state.
const UNMAPPED_STAGES = [
  'GEN_APP_DISCLOSURES',
  'GEN_PRE_SOFT_CREDIT_DISCLOSURE',
  'HARD_CREDIT_PULL',
  'IN_PROGRESS',
  'PREQUAL_TITLE',
  'TRUST_AND_INSURANCE',
  'WAITING_FOR_APP_DISCLOSURE',
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
];

describe('screenForStage: stage lines', () => {
  it('names every stage in a line, at the root, or in the fallback list', () => {
    const named = new Set([...STAGE_LINES.map(([, s]) => s), ...ROOT_STAGES, ...UNMAPPED_STAGES]);
    expect([...named].sort()).toEqual([...STAGES].sort());
  });

  it.each(STAGE_LINES)('%s (%s) -> %s', (_d, stage, app, expected) => {
    expect(screen(stage, app)).toBe(`/${UUID}/${expected}`);
  });

  it.each(STAGE_LINES)('%s (%s) does not depend on the flow state', (_d, stage, app, expected) => {
    expect(screen(stage, app, 'profile')).toBe(`/${UUID}/${expected}`);
    expect(screen(stage, app, 'ach')).toBe(`/${UUID}/${expected}`);
  });

  it.each(ROOT_STAGES)('%s goes to the app root', (stage) => {
    expect(screen(stage)).toBe('/');
    expect(screen(stage, {}, 'sign')).toBe('/');
  });

  it.each(UNMAPPED_STAGES)('%s falls back on the flow state', (stage) => {
    expect(screen(stage)).toBe(`/${UUID}/insurance/upload`);
    expect(screen(stage, {}, 'hmda')).toBe(`/${UUID}/start/hmda`);
  });

  it.each(['WAITING_FOR_ID_VERIFICATION', 'WAITING_FOR_SOFT_CREDIT', 'IN_PROGRESS'])(
    '%s with an open condition (status.condition) goes to conditions, whatever the flow state',
    (stage) => {
      expect(screen(stage, { status: { condition: true } }, 'waitSign')).toBe(`/${UUID}/conditions`);
      expect(screen(stage, { status: { condition: true } }, 'docVerify')).toBe(`/${UUID}/conditions`);
      expect(screen(stage, { status: { condition: false } }, 'docVerify')).toBe(`/${UUID}/identity`);
    },
  );

  it('an open condition does not override a stage that has a screen of its own', () => {
    expect(screen('NOTE_SIGNING', { status: { condition: true } })).toBe(`/${UUID}/signing/intro`);
  });

  it.each([null, '', 'SOMETHING_NEW'])('stage %j falls back on the flow state', (stage) => {
    expect(screen(stage, {}, 'codeed')).toBe(`/${UUID}/signing/additional`);
  });
});

// Every line of the fallback on the client flow state, with each conditional branch.
const FALLBACK: [FlowState, DeepPartial<Application>, string][] = [
  ['ssnCredit', {}, 'credit/social'],
  ['errorCredit', {}, 'credit/error'],
  ['incorrectPin', {}, 'review-app/incorrect-pin'],
  ['noCredit', {}, 'review-app/no-credit'],
  ['noProperty', {}, 'review-app/property'],
  ['datatreeError', {}, 'review-app/datatree'],
  ['uwReview', {}, 'review-app/uw'],
  ['liens', {}, 'liens'],
  ['product', {}, 'product/select'],
  ['assetDepletion', {}, 'product/assets'],
  ['moreProfile', {}, 'start/contact'],
  ['hmda', {}, 'start/hmda'],
  ['waitSummary', {}, 'start/app-summary'],
  ['appSummary', {}, 'start/app-summary'],
  ['docVerify', {}, 'identity'],
  ['manualPaystubUpload', {}, 'income/upload/MANUAL_PAYSTUB'],
  ['incomeReview', {}, 'income/review'],
  ['emplVerify', {}, 'income/employer-verification'],
  ['waitMerchant', {}, 'merchant/review'],
  ['lienAttestation', {}, 'merchant/lien-attestation'],
  ['ach', {}, 'bank/disburse'],
  ['ach', { isCrypto: true }, 'signing/intro'],
  ['autopay', {}, 'bank/autopay'],
  ['manualAutopay', {}, 'bank/autopay-manual'],
  ['waitSign', {}, 'signing/intro'],
  ['sign', {}, 'signing/intro'],
  ['codeed', {}, 'signing/additional'],
  ['waitNotary', {}, 'notary/intro'],
  ['waitNotary', { requestedManualNotaryTime: '2024-05-01T15:00:00Z' }, 'notary/reserve-manual'],
  ['notary', {}, 'notary/intro'],
  ['notary', { requestedManualNotaryTime: '2024-05-01T15:00:00Z' }, 'notary/reserve-manual'],
  ['insurance', {}, 'insurance/upload'],
  ['waitFund', {}, 'complete'],
  ['declined', {}, 'error/decline'],
  ['dtiDeclined', {}, 'error/income'],
  ['creditScoreDeclined', {}, 'error/credit'],
  ['bpo', {}, 'bpo/condition'],
  ['bpoProcessing', {}, 'bpo/hold'],
  ['profile', {}, 'start/profile'],
  // States the spec gives no screen take the default line.
  ['documents', {}, 'conditions'],
  ['delinquency', {}, 'start/profile'],
  ['complete', {}, 'start/profile'],
];

describe('screenForStage: flow-state fallback', () => {
  it('has a row for every flow state', () => {
    expect(new Set(FALLBACK.map(([s]) => s))).toEqual(new Set(FLOW_STATES));
  });

  it.each(FALLBACK)('%s (%j) -> %s', (flowState, app, expected) => {
    expect(screen('WAITING_FOR_SOFT_CREDIT', app, flowState)).toBe(`/${UUID}/${expected}`);
  });

  it('falls back to start/profile without a flow state', () => {
    expect(screenForStage(null, { uuid: UUID, application: makeApplication(), flowState: null })).toBe(
      `/${UUID}/start/profile`,
    );
  });

  it.each([null, undefined, ''])('goes to the root without an application id (%j)', (uuid) => {
    expect(screenForStage('IN_PROGRESS', { uuid, application: makeApplication(), flowState: 'profile' })).toBe('/');
    expect(screenForStage('HMDA', { uuid, application: makeApplication(), flowState: 'profile' })).toBe('/');
  });

  it('treats a missing application as blank', () => {
    expect(screenForStage('AUTOPAY_ACCOUNT', { uuid: UUID, application: null, flowState: 'ach' })).toBe(
      `/${UUID}/bank/disburse`,
    );
    expect(screenForStage('DEED_SIGNING', { uuid: UUID, application: null, flowState: 'ach' })).toBe(
      `/${UUID}/notary/intro`,
    );
    expect(screenForStage(null, { uuid: UUID, application: null, flowState: 'notary' })).toBe(`/${UUID}/notary/intro`);
  });
});

describe('offerSelectionMemory', () => {
  it('remembers signing/intro and the decision for a verified offer', () => {
    const app = makeApplication({ status: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' } });
    expect(offerSelectionMemory('OFFER_SELECTION', app)).toEqual({ from: 'signing/intro', decision: 'APPROVED' });
  });

  it('uses null when there is no decision', () => {
    const app = makeApplication({ status: { uwSubDecision: 'VERIFIED_OFFER' } });
    expect(offerSelectionMemory('OFFER_SELECTION', app)).toEqual({ from: 'signing/intro', decision: null });
  });

  it.each([
    ['another sub-decision', 'OFFER_SELECTION', { status: { uwDecision: 'APPROVED', uwSubDecision: 'FINAL_OFFER' } }],
    ['no sub-decision', 'OFFER_SELECTION', {}],
    ['another stage', 'REVISED_OFFER_SELECTION', { status: { uwSubDecision: 'VERIFIED_OFFER' } }],
  ] as const)('remembers nothing with %s', (_d, stage, app) => {
    expect(offerSelectionMemory(stage, makeApplication(app as DeepPartial<Application>))).toBeNull();
  });

  it('remembers nothing without an application', () => {
    expect(offerSelectionMemory('OFFER_SELECTION', null)).toBeNull();
  });
});

describe('shouldRerouteOnDecline', () => {
  const declined = makeApplication({ status: { uwDecision: 'DECLINE' } });

  it('exempts the disclosures page', () => {
    expect(DECLINE_REROUTE_EXEMPT).toBe('document/disclosures');
  });

  it.each([
    [`/${UUID}/signing/intro`, true],
    [`/account/heloc/${UUID}/income/review`, true],
    ['/', true],
    [`/${UUID}/document/disclosures-old`, true],
    [`/${UUID}/document/disclosures`, false],
    [`/account/heloc/${UUID}/document/disclosures/`, false],
    ['document/disclosures', false],
  ])('declined on %s: reroute %s', (pathname, expected) => {
    expect(shouldRerouteOnDecline(pathname, declined)).toBe(expected);
  });

  it.each([
    ['APPROVED', { status: { uwDecision: 'APPROVED' } }],
    ['no decision', {}],
    ['DTI flag only', { status: { dtiDecline: true } }],
  ] as const)('does not reroute with %s', (_d, app) => {
    expect(shouldRerouteOnDecline(`/${UUID}/signing/intro`, makeApplication(app as DeepPartial<Application>))).toBe(
      false,
    );
  });

  it('does not reroute without an application', () => {
    expect(shouldRerouteOnDecline(`/${UUID}/signing/intro`, null)).toBe(false);
  });
});
