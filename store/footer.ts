// Footer data fetched at run time: the organisation's licensed states (the state-licenses call).
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';

export interface FooterState {
  licensedStates: string[] | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

const initialState: FooterState = { licensedStates: null, status: 'idle', error: null };

/** The footer was shown: its sagas fetch licensed states and phone hours once. */
export const footerMounted = createAction('footer/mounted');

const slice = createSlice({
  name: 'footer',
  initialState,
  reducers: {
    statesRequested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    statesLoaded: (state, action: PayloadAction<string[]>) => {
      state.status = 'loaded';
      state.licensedStates = action.payload;
    },
    statesFailed: (state, action: PayloadAction<ApiError>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const {
  statesRequested: footerStatesRequested,
  statesLoaded: footerStatesLoaded,
  statesFailed: footerStatesFailed,
} = slice.actions;
export const footerReducer = slice.reducer;

type WithFooter = { footer: FooterState };
export const selectFooterStatus = (state: WithFooter) => state.footer.status;
export const selectLicensedStatesLoaded = (state: WithFooter) => state.footer.licensedStates;
