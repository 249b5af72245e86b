// Feature decisions for this visitor, fetched once the session is established, and what they decide:
// the maintenance page, the exit survey, the identity service and the applications' base URLs.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { FlagDecision } from '../src/api/optimize';
import type { LegacyIdentity } from '../src/api/identity';
import { APPLICATION_NAME, FLAG_KEYS, isExitSurveyRoute, type IdentityService } from '../src/domain/flags';

/** Flag keys the client reads. */
export const FLAGS = {
  ceoFeedback: 'fe-heloc-ceo-feedback',
  portfolioManager: 'fe-portfolio-manager',
  ...FLAG_KEYS,
} as const;

/** Who the identity lookup found, and through which service (shared-surfaces section 4). */
export interface UserLookup {
  service: IdentityService;
  user: LegacyIdentity;
}

export interface FlagsState {
  decisions: Record<string, FlagDecision>;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
  /** Application name → base URL for links to it ('' = relative to this site). */
  baseUrls: Record<string, string>;
  user: UserLookup | null;
  userError: ApiError | null;
}

export const initialFlagsState: FlagsState = {
  decisions: {},
  status: 'idle',
  error: null,
  baseUrls: {},
  user: null,
  userError: null,
};

const slice = createSlice({
  name: 'flags',
  initialState: initialFlagsState,
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
    baseUrlResolved: (state, action: PayloadAction<{ applicationName: string; baseUrl: string }>) => {
      state.baseUrls[action.payload.applicationName] = action.payload.baseUrl;
    },
    userLookedUp: (state, action: PayloadAction<UserLookup>) => {
      state.user = action.payload;
      state.userError = null;
    },
    userLookupFailed: (state, action: PayloadAction<ApiError>) => {
      state.user = null;
      state.userError = action.payload;
    },
  },
});

export const {
  requested: flagsRequested,
  loaded: flagsLoaded,
  failed: flagsFailed,
  baseUrlResolved,
  userLookedUp,
  userLookupFailed,
} = slice.actions;
export const flagsReducer = slice.reducer;

type WithFlags = { flags: FlagsState };
export const selectFlagsStatus = (state: WithFlags) => state.flags.status;
/** Off until the decision says otherwise (also when the call failed). */
export const selectFlag = (state: WithFlags, key: string): boolean => state.flags.decisions[key]?.flagEnabled === true;
export const selectFlagVariables = (state: WithFlags, key: string): Record<string, unknown> | null =>
  state.flags.decisions[key]?.variables ?? null;
/**
 * Nothing has been decided yet: the first decision call has not answered (or not even left, while the session is
 * being established). Guards wait on this, or a flagged route would show its screen, or redirect, first.
 */
export const selectFlagsPending = (state: WithFlags): boolean =>
  (state.flags.status === 'idle' || state.flags.status === 'loading') &&
  Object.keys(state.flags.decisions).length === 0;
/** The fe-heloc-maintenance decision as stored (a stable reference for components). */
export const selectMaintenanceDecision = (state: WithFlags): FlagDecision | null =>
  state.flags.decisions[FLAG_KEYS.maintenance] ?? null;
export const selectExitSurveyEnabledFor = (state: WithFlags, pathname: string): boolean =>
  selectFlag(state, FLAG_KEYS.exitSurvey) && isExitSurveyRoute(pathname);
/** The base URL for links to an application, '' (relative) until the lookup says otherwise. */
export const selectBaseUrl = (state: WithFlags, applicationName: string = APPLICATION_NAME): string =>
  state.flags.baseUrls[applicationName] ?? '';
export const selectUserLookup = (state: WithFlags) => state.flags.user;
