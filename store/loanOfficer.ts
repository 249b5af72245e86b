// Loan originators by uuid, with the time each was fetched: the card's data is fresh for 10 minutes.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { OriginatorDisplayInfo } from '../src/api/leadPortal';

export const LOAN_OFFICER_STALE_MS = 10 * 60 * 1000;

export interface LoanOfficerEntry {
  info: OriginatorDisplayInfo | null;
  status: 'loading' | 'loaded' | 'failed';
  /** Epoch ms of the last successful fetch. */
  fetchedAt: number | null;
  error: ApiError | null;
}

export interface LoanOfficerState {
  byUuid: Record<string, LoanOfficerEntry>;
}

/** A card wants this originator; the saga fetches only when missing or stale. */
export const loanOfficerRequested = createAction<{ uuid: string }>('loanOfficer/requested');

const slice = createSlice({
  name: 'loanOfficer',
  initialState: { byUuid: {} } as LoanOfficerState,
  reducers: {
    fetchStarted: (state, action: PayloadAction<{ uuid: string }>) => {
      const previous = state.byUuid[action.payload.uuid];
      state.byUuid[action.payload.uuid] = {
        info: previous?.info ?? null,
        fetchedAt: previous?.fetchedAt ?? null,
        status: 'loading',
        error: null,
      };
    },
    loaded: (state, action: PayloadAction<{ uuid: string; info: OriginatorDisplayInfo; fetchedAt: number }>) => {
      const { uuid, info, fetchedAt } = action.payload;
      state.byUuid[uuid] = { info, fetchedAt, status: 'loaded', error: null };
    },
    failed: (state, action: PayloadAction<{ uuid: string; error: ApiError }>) => {
      const entry = state.byUuid[action.payload.uuid];
      state.byUuid[action.payload.uuid] = {
        info: entry?.info ?? null,
        fetchedAt: entry?.fetchedAt ?? null,
        status: 'failed',
        error: action.payload.error,
      };
    },
  },
});

export const {
  fetchStarted: loanOfficerFetchStarted,
  loaded: loanOfficerLoaded,
  failed: loanOfficerFailed,
} = slice.actions;
export const loanOfficerReducer = slice.reducer;

type WithLoanOfficer = { loanOfficer: LoanOfficerState };
export const selectLoanOfficerEntry = (state: WithLoanOfficer, uuid: string | null): LoanOfficerEntry | null =>
  uuid ? (state.loanOfficer.byUuid[uuid] ?? null) : null;

/** Pure: whether an entry must be (re)fetched at `now`. A fetch in flight is not repeated. */
export function needsLoanOfficerFetch(entry: LoanOfficerEntry | null | undefined, now: number): boolean {
  if (!entry) return true;
  if (entry.status === 'loading') return false;
  if (entry.fetchedAt === null) return true;
  return now - entry.fetchedAt >= LOAN_OFFICER_STALE_MS;
}
