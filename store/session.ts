// Session: telemetry session set-up, sign-in state and the tracker id.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { SessionKey } from '../src/api/telemetry';
import type { Identity } from '../src/domain/types';

export type SessionStatus = 'idle' | 'establishing' | 'established' | 'failed';

export interface SessionState {
  status: SessionStatus;
  error: ApiError | null;
  authenticated: boolean;
  identity: Identity | null;
  trackerUuid: string | null;
  sessionKey: SessionKey | null;
}

/** The signed-in session's end as the app knows it, and the warning before it (sagas/sessionExpiry.ts). */
export interface SessionExpiryState {
  /** When the session ends (ISO), null while signed out. */
  endsAt: string | null;
  /** Whether "Stay signed in" can extend it (false near the session's hard maximum). */
  extendable: boolean;
  /** The warning is open. */
  warning: boolean;
  /** Why the last refresh failed, shown in the warning. */
  refreshError: string | null;
}

export const initialExpiryState: SessionExpiryState = {
  endsAt: null,
  extendable: true,
  warning: false,
  refreshError: null,
};

export const initialSessionState: SessionState = {
  status: 'idle',
  error: null,
  authenticated: false,
  identity: null,
  trackerUuid: null,
  sessionKey: null,
};

export interface SessionEstablishedPayload {
  sessionKey: SessionKey;
  authenticated: boolean;
  identity: Identity | null;
}

/** The user asked to try establishing the session again after a failure. */
export const sessionRetryRequested = createAction('session/retryRequested');
/** An authenticated call was refused (401, or 403 unauthenticated / invalid signature). */
export const authFailed = createAction<ApiError>('auth/failed');
export const signOutClicked = createAction('auth/signOutClicked');
/** The expiry warning's answers. */
export const staySignedInClicked = createAction('session/staySignedInClicked');
export const signInAgainClicked = createAction('session/signInAgainClicked');

const slice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    establishing: (state) => {
      state.status = 'establishing';
      state.error = null;
    },
    established: (state, action: PayloadAction<SessionEstablishedPayload>) => {
      state.status = 'established';
      state.error = null;
      state.sessionKey = action.payload.sessionKey;
      state.trackerUuid = action.payload.sessionKey.trackerUuid;
      state.authenticated = action.payload.authenticated;
      state.identity = action.payload.identity;
    },
    failed: (state, action: PayloadAction<ApiError>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    signedIn: (state, action: PayloadAction<{ identity: Identity }>) => {
      state.authenticated = true;
      state.identity = action.payload.identity;
    },
    cleared: (state) => {
      state.authenticated = false;
      state.identity = null;
    },
  },
});

export const {
  establishing: sessionEstablishing,
  established: sessionEstablished,
  failed: sessionFailed,
  signedIn: sessionSignedIn,
  cleared: sessionCleared,
} = slice.actions;
export const sessionReducer = slice.reducer;

const expirySlice = createSlice({
  name: 'sessionExpiry',
  initialState: initialExpiryState,
  reducers: {
    known: (state, action: PayloadAction<{ endsAt: string; extendable: boolean } | null>) => {
      state.endsAt = action.payload?.endsAt ?? null;
      state.extendable = action.payload?.extendable ?? true;
    },
    warned: (state) => {
      state.warning = true;
      state.refreshError = null;
    },
    warningClosed: (state) => {
      state.warning = false;
      state.refreshError = null;
    },
    refreshStarted: (state) => {
      state.refreshError = null;
    },
    refreshFailed: (state, action: PayloadAction<string>) => {
      state.refreshError = action.payload;
    },
  },
  // Signed out: no session to time.
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialExpiryState),
});

export const {
  known: sessionExpiryKnown,
  warned: sessionExpiryWarned,
  warningClosed: sessionExpiryWarningClosed,
  refreshStarted: sessionRefreshStarted,
  refreshFailed: sessionRefreshFailed,
} = expirySlice.actions;
export const sessionExpiryReducer = expirySlice.reducer;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectSessionStatus = (state: WithSession) => state.session.status;
export const selectSessionError = (state: WithSession) => state.session.error;
export const selectIsAuthenticated = (state: WithSession) => state.session.authenticated;
export const selectIdentity = (state: WithSession) => state.session.identity;
export const selectTrackerUuid = (state: WithSession) => state.session.trackerUuid;
export const selectSessionExpiry = (state: { sessionExpiry: SessionExpiryState }) => state.sessionExpiry;
