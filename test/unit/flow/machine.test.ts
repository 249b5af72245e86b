import { FLOW_STATES, TRANSITIONS, transition, type FlowEvent, type FlowState } from '../../../src/domain/flow/machine';
import { INITIAL_FLOW_STATE } from '../../../src/domain/flow/initial';

// Copied from spec core-journey section 4, so a drift in the implementation fails here.
const SPEC_STATES =
  'profile, ssnCredit, errorCredit, incorrectPin, noCredit, noProperty, datatreeError, uwReview, assetDepletion, liens, product, moreProfile, hmda, waitSummary, appSummary, docVerify, documents, manualPaystubUpload, incomeReview, emplVerify, waitMerchant, lienAttestation, autopay, manualAutopay, ach, waitSign, sign, codeed, waitNotary, notary, insurance, waitFund, declined, dtiDeclined, creditScoreDeclined, delinquency, complete, bpo, bpoProcessing';

const SPEC_TRANSITIONS = `
softCreditNoMatch: profile/liens/product -> ssnCredit
creditLocked, creditFrozen: any -> errorCredit
creditIncorrectPin: any -> incorrectPin
softCreditNoCredit: any -> noCredit
repullSoftCredit: profile -> product
propertyNoMatch: any -> noProperty
datatreeNoMatch: any -> datatreeError
lienInfo: profile -> liens
underwrite: any -> product
assetDepletionDtiDecline: product -> assetDepletion
selectProduct: product -> moreProfile
addProfileInfo: moreProfile -> hmda
addHmdaInfo: hmda -> waitSummary
summarySigning: waitSummary -> appSummary
summarySigned: appSummary -> incomeReview
incomeVerified: incomeReview -> ach
disbursementAch: autopay/ach -> docVerify
idDocsUploaded: docVerify -> waitSign
bpoEscalate: docVerify/incomeReview -> bpo
bpoProcessWaiting: any -> bpoProcessing
idReUpload: any -> docVerify
adHocDocRequired: any -> documents
incomePartialVerified: any -> manualPaystubUpload
manualDisburseSetup: any -> autopay
manualDisburseManualPay: any -> docVerify
merchantReviewed: any -> lienAttestation
lienAttestation: any -> waitSign
employerVerification: any -> emplVerify
noteSigning: waitSign -> sign
signed: sign -> codeed
coDeedConfirmed: codeed -> waitNotary
deedSigning: any -> notary
enotarySigned, manualEnotarySigned: notary -> insurance
insuranceConfirmed: insurance -> waitFund
finish: any -> waitFund
inactive, decline: any -> declined
dtiDecline: any -> dtiDeclined
creditScoreDecline: any -> creditScoreDeclined
delinquencyReview: any -> delinquency
fund: any -> complete
`;

type Row = { from: FlowState[] | 'any'; to: FlowState };

function parseSpecTable(text: string): Record<string, Row> {
  const table: Record<string, Row> = {};
  for (const line of text.trim().split('\n')) {
    const match = /^(.+): (.+) -> (\w+)$/.exec(line.trim());
    if (!match) throw new Error(`Unparsable spec line: ${line}`);
    const [, names, from, to] = match;
    for (const name of names.split(', ')) {
      table[name] = { from: from === 'any' ? 'any' : (from.split('/') as FlowState[]), to: to as FlowState };
    }
  }
  return table;
}

const EXPECTED = parseSpecTable(SPEC_TRANSITIONS);
const EXPECTED_EVENTS = Object.keys(EXPECTED) as FlowEvent[];

describe('flow states', () => {
  it('lists the spec states in the spec order', () => {
    expect(FLOW_STATES).toEqual(SPEC_STATES.split(', '));
    expect(FLOW_STATES).toHaveLength(39);
    expect(new Set(FLOW_STATES).size).toBe(FLOW_STATES.length);
  });

  it('starts at profile', () => {
    expect(INITIAL_FLOW_STATE).toBe('profile');
    expect(FLOW_STATES[0]).toBe('profile');
  });
});

describe('transition table', () => {
  it('has the 43 named transitions of the spec and no other', () => {
    expect(EXPECTED_EVENTS).toHaveLength(43);
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...EXPECTED_EVENTS].sort());
  });

  it('matches the spec table exactly', () => {
    expect(TRANSITIONS).toEqual(EXPECTED);
  });

  it('only names known states', () => {
    for (const { from, to } of Object.values(TRANSITIONS)) {
      expect(FLOW_STATES).toContain(to);
      if (from !== 'any') for (const s of from) expect(FLOW_STATES).toContain(s);
    }
  });

  it('keeps the paired events separate', () => {
    expect(TRANSITIONS.creditLocked).toEqual({ from: 'any', to: 'errorCredit' });
    expect(TRANSITIONS.creditFrozen).toEqual({ from: 'any', to: 'errorCredit' });
    expect(TRANSITIONS.enotarySigned).toEqual({ from: ['notary'], to: 'insurance' });
    expect(TRANSITIONS.manualEnotarySigned).toEqual({ from: ['notary'], to: 'insurance' });
    expect(TRANSITIONS.inactive).toEqual({ from: 'any', to: 'declined' });
    expect(TRANSITIONS.decline).toEqual({ from: 'any', to: 'declined' });
  });
});

// Derived from the literal spec table, not from the implementation.
const allowed: [FlowEvent, FlowState, FlowState][] = [];
const refused: [FlowEvent, FlowState][] = [];
for (const event of EXPECTED_EVENTS) {
  const { from, to } = EXPECTED[event];
  for (const state of FLOW_STATES) {
    if (from === 'any' || from.includes(state)) allowed.push([event, state, to]);
    else refused.push([event, state]);
  }
}

describe('transition()', () => {
  it('covers every restricted event with at least one refusal', () => {
    const restricted = EXPECTED_EVENTS.filter((e) => EXPECTED[e].from !== 'any');
    expect(restricted).toHaveLength(19);
    for (const event of restricted) expect(refused.some(([e]) => e === event)).toBe(true);
  });

  it.each(allowed)('%s from %s goes to %s', (event, state, to) => {
    expect(transition(state, event)).toBe(to);
  });

  it.each(refused)('%s is refused from %s', (event, state) => {
    expect(transition(state, event)).toBeNull();
  });

  it.each(['toString', 'nope', 'constructor'])('refuses an unknown event %s', (event) => {
    expect(transition('profile', event as FlowEvent)).toBeNull();
  });
});
