// Progress sidebar of the application shell (spec shared-surfaces section 4, core-journey section 4).
import type { ProgressValue } from './stages';
import type { FlowState } from './flow/machine';

export interface ProgressStepInfo {
  step: number;
  value: ProgressValue;
  label: string;
}

const STEP_BY_VALUE: Record<ProgressValue, number> = {
  INITIAL: 0,
  PRODUCT_SELECT: 1,
  MORE_INFO: 2,
  LINK_INCOME: 3,
  ID_UPLOAD: 4,
  SIGNING: 5,
  ENOTARY: 6,
  MANUAL_NOTARY: 6,
  COMPLETE: 7,
};

const hasValue = (value: string): value is ProgressValue => Object.prototype.hasOwnProperty.call(STEP_BY_VALUE, value);

/** Step index 0-7 of a progress value; anything unknown is the first step. */
export function progressStep(value: string | null | undefined): number {
  return value != null && hasValue(value) ? STEP_BY_VALUE[value] : 0;
}

// The notes leave COMPLETE unlabelled; 'Funded' is the product's wording for the last step.
const LABELS = [
  'Basic Info',
  'Select Offer',
  'Provide More Info',
  'Link Income Sources',
  'Verify Identity',
  'Sign Documents',
  null, // notary: depends on status.manualNotary
  'Funded',
] as const;

const notaryLabel = (manualNotary: boolean): string => (manualNotary ? 'Schedule Notary Session' : 'Talk to eNotary');

/** Label of the step of `value`; the notary step reads differently when a manual notary is used. */
export function progressLabel(value: string | null | undefined, manualNotary: boolean): string {
  const step = progressStep(value);
  return LABELS[step] ?? notaryLabel(manualNotary);
}

/** The 8 steps of the borrower sidebar, in order. */
export function PROGRESS_STEPS(manualNotary: boolean): ProgressStepInfo[] {
  const values: ProgressValue[] = [
    'INITIAL',
    'PRODUCT_SELECT',
    'MORE_INFO',
    'LINK_INCOME',
    'ID_UPLOAD',
    'SIGNING',
    manualNotary ? 'MANUAL_NOTARY' : 'ENOTARY',
    'COMPLETE',
  ];
  return values.map((value) => ({ step: progressStep(value), value, label: progressLabel(value, manualNotary) }));
}

export const CO_BORROWER_STEPS: readonly ProgressStepInfo[] = [
  { step: 0, value: 'INITIAL', label: 'Identity verification' },
  { step: 1, value: 'ENOTARY', label: 'Talk to eNotary' },
];

/** Step of the co-borrower sidebar: only ENOTARY is past the first step. */
export function coBorrowerProgressStep(value: string | null | undefined): number {
  return value === 'ENOTARY' ? 1 : 0;
}

const PROGRESS_BY_FLOW_STATE: Record<FlowState, ProgressValue> = {
  profile: 'INITIAL',
  ssnCredit: 'INITIAL',
  errorCredit: 'INITIAL',
  incorrectPin: 'INITIAL',
  noCredit: 'INITIAL',
  noProperty: 'INITIAL',
  datatreeError: 'INITIAL',
  uwReview: 'INITIAL',
  liens: 'INITIAL',
  delinquency: 'INITIAL',
  declined: 'INITIAL',
  dtiDeclined: 'INITIAL',
  creditScoreDeclined: 'INITIAL',
  product: 'PRODUCT_SELECT',
  assetDepletion: 'PRODUCT_SELECT',
  moreProfile: 'MORE_INFO',
  hmda: 'MORE_INFO',
  waitSummary: 'MORE_INFO',
  appSummary: 'MORE_INFO',
  incomeReview: 'LINK_INCOME',
  manualPaystubUpload: 'LINK_INCOME',
  emplVerify: 'LINK_INCOME',
  ach: 'ID_UPLOAD',
  autopay: 'ID_UPLOAD',
  manualAutopay: 'ID_UPLOAD',
  docVerify: 'ID_UPLOAD',
  bpo: 'ID_UPLOAD',
  bpoProcessing: 'ID_UPLOAD',
  documents: 'ID_UPLOAD',
  waitSign: 'SIGNING',
  sign: 'SIGNING',
  codeed: 'SIGNING',
  waitMerchant: 'SIGNING',
  lienAttestation: 'SIGNING',
  waitNotary: 'ENOTARY',
  notary: 'ENOTARY',
  insurance: 'ENOTARY',
  waitFund: 'COMPLETE',
  complete: 'COMPLETE',
};

/** Progress value shown for a client flow state (unknown states: INITIAL). */
export function progressForFlowState(flowState: FlowState | null | undefined): ProgressValue {
  // hasOwnProperty: a state string from outside must not hit Object.prototype keys.
  return flowState && Object.prototype.hasOwnProperty.call(PROGRESS_BY_FLOW_STATE, flowState)
    ? PROGRESS_BY_FLOW_STATE[flowState]
    : 'INITIAL';
}
