// The journey from start/profile to a submitted application: the borrower's submissions (events carrying a form
// requestId, never a secret: see holdSecrets) and what the screens read from the server (liens, offers, the
// adverse action notice), per application.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { JourneyStep, LiensAnswer, OffersAnswer } from '../src/api/journey';
import type {
  BpoAnswer,
  ClosingStatusAnswer,
  IdentityVerificationAnswer,
  IncomeAnswer,
  InsuranceRequirementsAnswer,
  NotaryAnswer,
} from '../src/api/closing';
import type { AdverseActionNotice } from '../src/domain/adverseAction';
import type { DebtPayoffAnswer } from '../src/domain/payoff';
import { sessionCleared } from './session';

export interface StepSubmittedPayload {
  uuid: string;
  step: JourneyStep;
  /** The form's values; secret fields hold SECRET_HELD and travel beside the action. */
  values: unknown;
  requestId: string;
}

/** A journey submission (one at a time: the saga takes the leading one, so a double click posts once). */
export const journeyStepSubmitted = createAction(
  'journey/stepSubmitted',
  (values: Omit<StepSubmittedPayload, 'requestId'>, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** useSubmit's request creator for `step` of application `uuid`. */
export const submitStep =
  (uuid: string, step: JourneyStep) =>
  <V>(values: V, requestId: string) =>
    journeyStepSubmitted({ uuid, step, values }, requestId);

export type VendorLink =
  { vendor: 'income'; type: 'PAYROLL' | 'BANK' } | { vendor: 'bank'; purpose: 'DISBURSEMENT' | 'AUTOPAY' };

/**
 * The borrower chose to link income or a bank account: the saga asks the server for the vendor's page and leaves
 * for it (the vendor returns to income/pointserv-callback or plaid-oauth-success). A form request (useSubmit).
 */
export const vendorLinkRequested = createAction(
  'journey/vendorLinkRequested',
  (values: { uuid: string; link: VendorLink }, requestId: string) => ({ payload: { ...values, requestId } }),
);

/**
 * The borrower confirmed "Cancel my line" on the complete screen during the rescission period: the saga posts it
 * (the requestId is the Idempotency-Key) and, once cancelled, hands over to the next-step router. A form request
 * (useSubmit), so the screen learns the outcome.
 */
export const rescissionCancelRequested = createAction(
  'journey/rescissionCancelRequested',
  (values: { uuid: string }, requestId: string) => ({ payload: { ...values, requestId } }),
);

export interface Resources {
  liens: LiensAnswer;
  offers: OffersAnswer;
  adverseAction: AdverseActionNotice;
  income: IncomeAnswer;
  identityVerification: IdentityVerificationAnswer;
  bpo: BpoAnswer;
  notary: NotaryAnswer;
  insuranceRequirements: InsuranceRequirementsAnswer;
  closingStatus: ClosingStatusAnswer;
  debtPayoff: DebtPayoffAnswer;
}

export const RESOURCE_NAMES: readonly ResourceName[] = [
  'liens',
  'offers',
  'adverseAction',
  'income',
  'identityVerification',
  'bpo',
  'notary',
  'insuranceRequirements',
  'closingStatus',
  'debtPayoff',
];
export type ResourceName = keyof Resources;

/** A screen that shows `resource` was entered: the saga (re)loads it. */
export const journeyResourceRequested = createAction<{ uuid: string; resource: ResourceName }>(
  'journey/resourceRequested',
);

/**
 * A waiting screen is open (sagas/closingStatus.ts): 'complete' refreshes the closing status until the line is
 * funded; 'hold' asks the next-step router again every few seconds (bpo/hold, bpo/waiting, payoff/hold).
 */
export const closingWatchStarted = createAction<{ uuid: string; watch: 'complete' | 'hold' }>(
  'journey/closingWatchStarted',
);
/** The waiting screen was left: its watch stops. */
export const closingWatchStopped = createAction<{ uuid: string }>('journey/closingWatchStopped');

export interface ResourceState<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: T | null;
  error: ApiError | null;
}

export type ApplicationJourney = { [K in ResourceName]: ResourceState<Resources[K]> } & {
  /** The step being submitted now, if any. */
  submitting: JourneyStep | null;
  /** The last submission's failure, for screens that show it outside the form. */
  lastError: ApiError | null;
};

export interface JourneyState {
  byApplication: Record<string, ApplicationJourney>;
}

const idle = <T>(): ResourceState<T> => ({ status: 'idle', data: null, error: null });
const emptyEntry = (): ApplicationJourney =>
  ({
    ...Object.fromEntries(RESOURCE_NAMES.map((name) => [name, idle()])),
    submitting: null,
    lastError: null,
  }) as ApplicationJourney;

function entry(state: JourneyState, uuid: string): ApplicationJourney {
  state.byApplication[uuid] ??= emptyEntry();
  return state.byApplication[uuid];
}

type Loaded = { [K in ResourceName]: { uuid: string; resource: K; data: Resources[K] } }[ResourceName];

const slice = createSlice({
  name: 'journey',
  initialState: { byApplication: {} } as JourneyState,
  reducers: {
    resourceLoaded: (state, action: PayloadAction<Loaded>) => {
      const { uuid, resource, data } = action.payload;
      const e = entry(state, uuid);
      (e[resource] as ResourceState<unknown>) = { status: 'loaded', data, error: null };
    },
    resourceFailed: (state, action: PayloadAction<{ uuid: string; resource: ResourceName; error: ApiError }>) => {
      const { uuid, resource, error } = action.payload;
      const r = entry(state, uuid)[resource];
      r.status = 'failed';
      r.error = error;
    },
    stepSucceeded: (state, action: PayloadAction<{ uuid: string; step: JourneyStep }>) => {
      const e = entry(state, action.payload.uuid);
      e.submitting = null;
      e.lastError = null;
    },
    stepFailed: (state, action: PayloadAction<{ uuid: string; step: JourneyStep; error: ApiError }>) => {
      const e = entry(state, action.payload.uuid);
      e.submitting = null;
      e.lastError = action.payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(journeyResourceRequested, (state, action) => {
        const r = entry(state, action.payload.uuid)[action.payload.resource];
        // Keep what is shown while it reloads; only a first load shows as loading.
        if (r.status !== 'loaded') r.status = 'loading';
        r.error = null;
      })
      .addCase(journeyStepSubmitted, (state, action) => {
        const e = entry(state, action.payload.uuid);
        e.submitting = action.payload.step;
        e.lastError = null;
      })
      .addCase(sessionCleared, () => ({ byApplication: {} }));
  },
});

export const {
  resourceLoaded: journeyResourceLoaded,
  resourceFailed: journeyResourceFailed,
  stepSucceeded: journeyStepSucceeded,
  stepFailed: journeyStepFailed,
} = slice.actions;
export const journeyReducer = slice.reducer;

type WithJourney = { journey: JourneyState };
const EMPTY = emptyEntry();
export const selectJourney = (state: WithJourney, uuid: string): ApplicationJourney =>
  state.journey.byApplication[uuid] ?? EMPTY;
export const selectJourneyResource = <K extends ResourceName>(
  state: WithJourney,
  uuid: string,
  resource: K,
): ResourceState<Resources[K]> => selectJourney(state, uuid)[resource] as ResourceState<Resources[K]>;
