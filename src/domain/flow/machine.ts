// The client-side flow state machine of spec core-journey section 4 ("Client flow states", "Client transitions").

export const FLOW_STATES = [
  'profile',
  'ssnCredit',
  'errorCredit',
  'incorrectPin',
  'noCredit',
  'noProperty',
  'datatreeError',
  'uwReview',
  'assetDepletion',
  'liens',
  'product',
  'moreProfile',
  'hmda',
  'waitSummary',
  'appSummary',
  'docVerify',
  'documents',
  'manualPaystubUpload',
  'incomeReview',
  'emplVerify',
  'waitMerchant',
  'lienAttestation',
  'autopay',
  'manualAutopay',
  'ach',
  'waitSign',
  'sign',
  'codeed',
  'waitNotary',
  'notary',
  'insurance',
  'waitFund',
  'declined',
  'dtiDeclined',
  'creditScoreDeclined',
  'delinquency',
  'complete',
  'bpo',
  'bpoProcessing',
] as const;
export type FlowState = (typeof FLOW_STATES)[number];

// In the spec's order; the Record below makes the compiler reject a missing or extra transition.
export const FLOW_EVENTS = [
  'softCreditNoMatch',
  'creditLocked',
  'creditFrozen',
  'creditIncorrectPin',
  'softCreditNoCredit',
  'repullSoftCredit',
  'propertyNoMatch',
  'datatreeNoMatch',
  'lienInfo',
  'underwrite',
  'assetDepletionDtiDecline',
  'selectProduct',
  'addProfileInfo',
  'addHmdaInfo',
  'summarySigning',
  'summarySigned',
  'incomeVerified',
  'disbursementAch',
  'idDocsUploaded',
  'bpoEscalate',
  'bpoProcessWaiting',
  'idReUpload',
  'adHocDocRequired',
  'incomePartialVerified',
  'manualDisburseSetup',
  'manualDisburseManualPay',
  'merchantReviewed',
  'lienAttestation',
  'employerVerification',
  'noteSigning',
  'signed',
  'coDeedConfirmed',
  'deedSigning',
  'enotarySigned',
  'manualEnotarySigned',
  'insuranceConfirmed',
  'finish',
  'inactive',
  'decline',
  'dtiDecline',
  'creditScoreDecline',
  'delinquencyReview',
  'fund',
] as const;
export type FlowEvent = (typeof FLOW_EVENTS)[number];

export interface FlowTransition {
  from: FlowState[] | 'any';
  to: FlowState;
}

export const TRANSITIONS: Record<FlowEvent, FlowTransition> = {
  softCreditNoMatch: { from: ['profile', 'liens', 'product'], to: 'ssnCredit' },
  creditLocked: { from: 'any', to: 'errorCredit' },
  creditFrozen: { from: 'any', to: 'errorCredit' },
  creditIncorrectPin: { from: 'any', to: 'incorrectPin' },
  softCreditNoCredit: { from: 'any', to: 'noCredit' },
  repullSoftCredit: { from: ['profile'], to: 'product' },
  propertyNoMatch: { from: 'any', to: 'noProperty' },
  datatreeNoMatch: { from: 'any', to: 'datatreeError' },
  lienInfo: { from: ['profile'], to: 'liens' },
  underwrite: { from: 'any', to: 'product' },
  assetDepletionDtiDecline: { from: ['product'], to: 'assetDepletion' },
  selectProduct: { from: ['product'], to: 'moreProfile' },
  addProfileInfo: { from: ['moreProfile'], to: 'hmda' },
  addHmdaInfo: { from: ['hmda'], to: 'waitSummary' },
  summarySigning: { from: ['waitSummary'], to: 'appSummary' },
  summarySigned: { from: ['appSummary'], to: 'incomeReview' },
  incomeVerified: { from: ['incomeReview'], to: 'ach' },
  disbursementAch: { from: ['autopay', 'ach'], to: 'docVerify' },
  idDocsUploaded: { from: ['docVerify'], to: 'waitSign' },
  bpoEscalate: { from: ['docVerify', 'incomeReview'], to: 'bpo' },
  bpoProcessWaiting: { from: 'any', to: 'bpoProcessing' },
  idReUpload: { from: 'any', to: 'docVerify' },
  adHocDocRequired: { from: 'any', to: 'documents' },
  incomePartialVerified: { from: 'any', to: 'manualPaystubUpload' },
  manualDisburseSetup: { from: 'any', to: 'autopay' },
  manualDisburseManualPay: { from: 'any', to: 'docVerify' },
  merchantReviewed: { from: 'any', to: 'lienAttestation' },
  lienAttestation: { from: 'any', to: 'waitSign' },
  employerVerification: { from: 'any', to: 'emplVerify' },
  noteSigning: { from: ['waitSign'], to: 'sign' },
  signed: { from: ['sign'], to: 'codeed' },
  coDeedConfirmed: { from: ['codeed'], to: 'waitNotary' },
  deedSigning: { from: 'any', to: 'notary' },
  enotarySigned: { from: ['notary'], to: 'insurance' },
  manualEnotarySigned: { from: ['notary'], to: 'insurance' },
  insuranceConfirmed: { from: ['insurance'], to: 'waitFund' },
  finish: { from: 'any', to: 'waitFund' },
  inactive: { from: 'any', to: 'declined' },
  decline: { from: 'any', to: 'declined' },
  dtiDecline: { from: 'any', to: 'dtiDeclined' },
  creditScoreDecline: { from: 'any', to: 'creditScoreDeclined' },
  delinquencyReview: { from: 'any', to: 'delinquency' },
  fund: { from: 'any', to: 'complete' },
};

function isFlowEvent(value: string): value is FlowEvent {
  return Object.prototype.hasOwnProperty.call(TRANSITIONS, value);
}

/** The state `event` leads to from `state`, or null when the event is not allowed there (or unknown). */
export function transition(state: FlowState, event: FlowEvent): FlowState | null {
  // Guard against events arriving as untyped strings (e.g. from a socket message).
  if (!isFlowEvent(event)) return null;
  const { from, to } = TRANSITIONS[event];
  if (from === 'any' || from.includes(state)) return to;
  return null;
}
