// Signing and notary: where the borrower's location stands (asked when they sign the note and the deed), the
// eNotary session in progress (its id and identity questions; the answers stay in the form, the answer key on the
// server) and the co-deed status shown on signing/additional. Plain data only; no secrets.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { NotaryQuestion } from '../src/api/closing';
import type { LocationFailure } from '../src/api/geolocation';
import type { CoDeedStatus, SignerSummary } from '../src/domain/signers';
import { sessionCleared } from './session';

export type LocationStatus = 'idle' | 'locating' | 'found' | 'failed';

export interface LocationState {
  status: LocationStatus;
  failure: LocationFailure | null;
}

export type NotarySessionStatus = 'none' | 'starting' | 'questions' | 'confirmed' | 'ended' | 'failed';

export interface NotarySessionState {
  applicationUuid: string | null;
  sessionId: string | null;
  questions: NotaryQuestion[];
  status: NotarySessionStatus;
  /** Why starting or answering failed (a 409 when eNotary is not permitted, a network failure). */
  error: ApiError | null;
}

/** A re-sent invitation: in flight, sent, or refused (too soon after the last one). */
export interface InvitationResendState {
  status: 'sending' | 'sent' | 'failed';
  error: ApiError | null;
  /** The request in flight (a second click while it is out is ignored). */
  requestId: string | null;
}

export interface CoDeedState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  coDeedStatus: CoDeedStatus | null;
  /** Every co-owner on the title and where they stand. */
  signers: SignerSummary[];
  error: ApiError | null;
  /** By co-owner uuid. */
  resends: Record<string, InvitationResendState>;
}

export interface NotaryState {
  location: LocationState;
  session: NotarySessionState;
  coDeed: CoDeedState;
}

const noSession: NotarySessionState = {
  applicationUuid: null,
  sessionId: null,
  questions: [],
  status: 'none',
  error: null,
};

export const initialNotaryState: NotaryState = {
  location: { status: 'idle', failure: null },
  session: noSession,
  coDeed: { status: 'idle', coDeedStatus: null, signers: [], error: null, resends: {} },
};

// --- Requests from the screens (useSubmit request creators: the saga answers through the form bridge) ------------

/** signing/sign: sign the closing disclosure and the note; the saga asks for the location first. */
export const signDocumentsRequested = createAction(
  'signing/signRequested',
  (values: { uuid: string }, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** notary/intro or notary/session: start an eNotary session (identity questions). */
export const notarySessionStartRequested = createAction(
  'notary/sessionStartRequested',
  (values: { uuid: string; navigate?: boolean }, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** notary/session: the identity answers. */
export const notaryAnswersSubmitted = createAction(
  'notary/answersSubmitted',
  (values: { uuid: string; sessionId: string; answers: Record<string, string> }, requestId: string) => ({
    payload: { ...values, requestId },
  }),
);

/** notary/session: sign the deed before the notary; the saga asks for the location first. */
export const notaryAcceptRequested = createAction(
  'notary/acceptRequested',
  (values: { uuid: string; sessionId: string }, requestId: string) => ({ payload: { ...values, requestId } }),
);

/** signing/additional's retry: load the co-deed status of application `uuid` once. */
export const coDeedStatusRequested = createAction<{ uuid: string }>('signing/coDeedStatusRequested');

/** signing/additional is open: keep the co-deed status fresh until every co-owner has signed, then route on. */
export const coDeedWatchStarted = createAction<{ uuid: string }>('signing/coDeedWatchStarted');
export const coDeedWatchStopped = createAction<{ uuid: string }>('signing/coDeedWatchStopped');

/** signing/additional: send a co-owner's invitation again. */
export const invitationResendRequested = createAction<{ uuid: string; signerUuid: string; requestId: string }>(
  'signing/invitationResendRequested',
);

const slice = createSlice({
  name: 'notary',
  initialState: initialNotaryState,
  reducers: {
    locationRequested: (state) => {
      state.location = { status: 'locating', failure: null };
    },
    locationFound: (state) => {
      // Where the borrower is goes with the submission, not into the store.
      state.location = { status: 'found', failure: null };
    },
    locationFailed: (state, action: PayloadAction<{ failure: LocationFailure }>) => {
      state.location = { status: 'failed', failure: action.payload.failure };
    },
    sessionStarted: (
      state,
      action: PayloadAction<{ uuid: string; sessionId: string; questions: NotaryQuestion[] }>,
    ) => {
      const { uuid, sessionId, questions } = action.payload;
      state.session = { applicationUuid: uuid, sessionId, questions, status: 'questions', error: null };
    },
    sessionStartFailed: (state, action: PayloadAction<{ uuid: string; error: ApiError }>) => {
      state.session = {
        ...noSession,
        applicationUuid: action.payload.uuid,
        status: 'failed',
        error: action.payload.error,
      };
    },
    identityConfirmed: (state, action: PayloadAction<{ uuid: string; sessionId: string }>) => {
      if (state.session.sessionId === action.payload.sessionId) {
        state.session.status = 'confirmed';
        state.session.error = null;
      }
    },
    answersRejected: (state, action: PayloadAction<{ sessionId: string; error: ApiError; ended: boolean }>) => {
      if (state.session.sessionId !== action.payload.sessionId) return;
      state.session.error = action.payload.error;
      if (action.payload.ended) state.session.status = 'ended';
    },
    coDeedLoaded: (state, action: PayloadAction<{ coDeedStatus: CoDeedStatus | null; signers: SignerSummary[] }>) => {
      const { coDeedStatus, signers } = action.payload;
      state.coDeed = { ...state.coDeed, status: 'loaded', coDeedStatus, signers, error: null };
    },
    invitationResent: (state, action: PayloadAction<{ signer: SignerSummary }>) => {
      const { signer } = action.payload;
      state.coDeed.signers = state.coDeed.signers.map((s) => (s.uuid === signer.uuid ? signer : s));
      state.coDeed.resends[signer.uuid] = { status: 'sent', error: null, requestId: null };
    },
    invitationResendFailed: (state, action: PayloadAction<{ signerUuid: string; error: ApiError }>) => {
      state.coDeed.resends[action.payload.signerUuid] = {
        status: 'failed',
        error: action.payload.error,
        requestId: null,
      };
    },
    coDeedFailed: (state, action: PayloadAction<{ error: ApiError }>) => {
      state.coDeed = { ...state.coDeed, status: 'failed', error: action.payload.error };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(notarySessionStartRequested, (state, action) => {
        state.session = { ...noSession, applicationUuid: action.payload.uuid, status: 'starting' };
      })
      .addCase(coDeedStatusRequested, (state) => {
        if (state.coDeed.status !== 'loaded') state.coDeed.status = 'loading';
        state.coDeed.error = null;
      })
      .addCase(coDeedWatchStarted, (state) => {
        if (state.coDeed.status !== 'loaded') state.coDeed.status = 'loading';
      })
      .addCase(invitationResendRequested, (state, action) => {
        const { signerUuid, requestId } = action.payload;
        if (state.coDeed.resends[signerUuid]?.status === 'sending') return;
        state.coDeed.resends[signerUuid] = { status: 'sending', error: null, requestId };
      })
      .addCase(sessionCleared, () => initialNotaryState);
  },
});

export const {
  locationRequested,
  locationFound,
  locationFailed,
  sessionStarted: notarySessionStarted,
  sessionStartFailed: notarySessionStartFailed,
  identityConfirmed: notaryIdentityConfirmed,
  answersRejected: notaryAnswersRejected,
  coDeedLoaded,
  coDeedFailed,
  invitationResent,
  invitationResendFailed,
} = slice.actions;
export const notaryReducer = slice.reducer;

type WithNotary = { notary: NotaryState };
export const selectLocation = (state: WithNotary) => state.notary.location;
export const selectCoDeed = (state: WithNotary) => state.notary.coDeed;
/** The eNotary session of application `uuid` (none when the one in the store is another application's). */
export const selectNotarySession = (state: WithNotary, uuid: string): NotarySessionState =>
  state.notary.session.applicationUuid === uuid ? state.notary.session : noSession;
