import { FLOW_STATES, type FlowState } from '../../src/domain/flow/machine';
import {
  CO_BORROWER_STEPS,
  PROGRESS_STEPS,
  coBorrowerProgressStep,
  progressForFlowState,
  progressLabel,
  progressStep,
} from '../../src/domain/progress';
import { PROGRESS_VALUES, type ProgressValue } from '../../src/domain/stages';

// Spec shared-surfaces section 4, progress sidebar table.
const TABLE: [ProgressValue, number, string, string][] = [
  ['INITIAL', 0, 'Basic Info', 'Basic Info'],
  ['PRODUCT_SELECT', 1, 'Select Offer', 'Select Offer'],
  ['MORE_INFO', 2, 'Provide More Info', 'Provide More Info'],
  ['LINK_INCOME', 3, 'Link Income Sources', 'Link Income Sources'],
  ['ID_UPLOAD', 4, 'Verify Identity', 'Verify Identity'],
  ['SIGNING', 5, 'Sign Documents', 'Sign Documents'],
  ['ENOTARY', 6, 'Talk to eNotary', 'Schedule Notary Session'],
  ['MANUAL_NOTARY', 6, 'Talk to eNotary', 'Schedule Notary Session'],
  ['COMPLETE', 7, 'Funded', 'Funded'],
];

describe('progressStep and progressLabel', () => {
  it('covers every progress value', () => {
    expect(TABLE.map(([v]) => v).sort()).toEqual([...PROGRESS_VALUES].sort());
  });

  it.each(TABLE)('%s is step %i, labelled %j (eNotary) / %j (manual notary)', (value, step, enotary, manual) => {
    expect(progressStep(value)).toBe(step);
    expect(progressLabel(value, false)).toBe(enotary);
    expect(progressLabel(value, true)).toBe(manual);
  });

  it.each([null, undefined, '', 'SOMETHING_ELSE', 'toString', 'initial'])('unknown value %j is step 0', (value) => {
    expect(progressStep(value)).toBe(0);
    expect(progressLabel(value, true)).toBe('Basic Info');
  });
});

describe('PROGRESS_STEPS', () => {
  it('lists the 8 eNotary steps in order', () => {
    expect(PROGRESS_STEPS(false)).toEqual([
      { step: 0, value: 'INITIAL', label: 'Basic Info' },
      { step: 1, value: 'PRODUCT_SELECT', label: 'Select Offer' },
      { step: 2, value: 'MORE_INFO', label: 'Provide More Info' },
      { step: 3, value: 'LINK_INCOME', label: 'Link Income Sources' },
      { step: 4, value: 'ID_UPLOAD', label: 'Verify Identity' },
      { step: 5, value: 'SIGNING', label: 'Sign Documents' },
      { step: 6, value: 'ENOTARY', label: 'Talk to eNotary' },
      { step: 7, value: 'COMPLETE', label: 'Funded' },
    ]);
  });

  it('uses the manual notary step when a manual notary is set', () => {
    const steps = PROGRESS_STEPS(true);
    expect(steps).toHaveLength(8);
    expect(steps[6]).toEqual({ step: 6, value: 'MANUAL_NOTARY', label: 'Schedule Notary Session' });
    expect(steps.map((s) => s.label)).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Schedule Notary Session',
      'Funded',
    ]);
  });
});

describe('co-borrower sidebar', () => {
  it('has two steps', () => {
    expect(CO_BORROWER_STEPS).toEqual([
      { step: 0, value: 'INITIAL', label: 'Identity verification' },
      { step: 1, value: 'ENOTARY', label: 'Talk to eNotary' },
    ]);
  });

  it.each([
    ['INITIAL', 0],
    ['ENOTARY', 1],
    ['PRODUCT_SELECT', 0],
    ['MANUAL_NOTARY', 0],
    ['COMPLETE', 0],
    [null, 0],
    ['bogus', 0],
  ] as const)('%s is step %i', (value, step) => {
    expect(coBorrowerProgressStep(value)).toBe(step);
  });
});

const BY_FLOW_STATE: [FlowState, ProgressValue][] = [
  ['profile', 'INITIAL'],
  ['ssnCredit', 'INITIAL'],
  ['errorCredit', 'INITIAL'],
  ['incorrectPin', 'INITIAL'],
  ['noCredit', 'INITIAL'],
  ['noProperty', 'INITIAL'],
  ['datatreeError', 'INITIAL'],
  ['uwReview', 'INITIAL'],
  ['liens', 'INITIAL'],
  ['delinquency', 'INITIAL'],
  ['declined', 'INITIAL'],
  ['dtiDeclined', 'INITIAL'],
  ['creditScoreDeclined', 'INITIAL'],
  ['product', 'PRODUCT_SELECT'],
  ['assetDepletion', 'PRODUCT_SELECT'],
  ['moreProfile', 'MORE_INFO'],
  ['hmda', 'MORE_INFO'],
  ['waitSummary', 'MORE_INFO'],
  ['appSummary', 'MORE_INFO'],
  ['incomeReview', 'LINK_INCOME'],
  ['manualPaystubUpload', 'LINK_INCOME'],
  ['emplVerify', 'LINK_INCOME'],
  ['ach', 'ID_UPLOAD'],
  ['autopay', 'ID_UPLOAD'],
  ['manualAutopay', 'ID_UPLOAD'],
  ['docVerify', 'ID_UPLOAD'],
  ['bpo', 'ID_UPLOAD'],
  ['bpoProcessing', 'ID_UPLOAD'],
  ['documents', 'ID_UPLOAD'],
  ['waitSign', 'SIGNING'],
  ['sign', 'SIGNING'],
  ['codeed', 'SIGNING'],
  ['waitMerchant', 'SIGNING'],
  ['lienAttestation', 'SIGNING'],
  ['waitNotary', 'ENOTARY'],
  ['notary', 'ENOTARY'],
  ['insurance', 'ENOTARY'],
  ['waitFund', 'COMPLETE'],
  ['complete', 'COMPLETE'],
];

describe('progressForFlowState', () => {
  it('has a row for every flow state', () => {
    expect(BY_FLOW_STATE.map(([s]) => s).sort()).toEqual([...FLOW_STATES].sort());
  });

  it.each(BY_FLOW_STATE)('%s -> %s', (state, value) => {
    expect(progressForFlowState(state)).toBe(value);
  });

  it.each([null, undefined, 'toString', 'bogus'])('unknown state %j -> INITIAL', (state) => {
    expect(progressForFlowState(state as FlowState | null | undefined)).toBe('INITIAL');
  });
});
