// Feature decisions for this visitor, fetched once the session is established.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { FlagDecision } from '../src/api/optimize';

/** Flag keys the client reads. */
export const FLAGS = {
  ceoFeedback: 'fe-heloc-ceo-feedback',
  portfolioManager: 'fe-portfolio-manager',
} as const;

export interface FlagsState {
  decisions: Record<string, FlagDecision>;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

const initialState: FlagsState = { decisions: {}, status: 'idle', error: null };

const slice = createSlice({
  name: 'flags',
  initialState,
  reducers: {
    requested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    loaded: (state, action: PayloadAction<Record<string, FlagDecision>>) => {
      state.status = 'loaded';
      state.decisions = action.payload;
    },
    failed: (state, action: PayloadAction<ApiError>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { requested: flagsRequested, loaded: flagsLoaded, failed: flagsFailed } = slice.actions;
export const flagsReducer = slice.reducer;

type WithFlags = { flags: FlagsState };
export const selectFlagsStatus = (state: WithFlags) => state.flags.status;
/** Off until the decision says otherwise (also when the call failed). */
export const selectFlag = (state: WithFlags, key: string): boolean => state.flags.decisions[key]?.flagEnabled === true;
export const selectFlagVariables = (state: WithFlags, key: string): Record<string, unknown> | null =>
  state.flags.decisions[key]?.variables ?? null;
