// The exit survey shown before logging out on some screens (shared-surfaces sections 2 and 4).
import { createAction, createSlice } from '@reduxjs/toolkit';
import type { ExitSurveyReason } from '../src/domain/flags';

export interface ExitSurveyState {
  open: boolean;
  /** Set by `exitSurvey/disabled`: logout then skips the survey until it is reset. */
  disabled: boolean;
}

const initialState: ExitSurveyState = { open: false, disabled: false };

/** The borrower answered; the survey then closes like any other close. */
export const exitSurveySubmitted = createAction<{ reason: ExitSurveyReason; comment: string }>('exitSurvey/submitted');

const slice = createSlice({
  name: 'exitSurvey',
  initialState,
  reducers: {
    opened: (state) => {
      state.open = true;
    },
    closed: (state) => {
      state.open = false;
    },
    disabled: (state) => {
      state.open = false;
      state.disabled = true;
    },
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(exitSurveySubmitted, (state) => {
      state.open = false;
    });
  },
});

export const {
  opened: exitSurveyOpened,
  closed: exitSurveyClosed,
  disabled: exitSurveyDisabled,
  reset: exitSurveyReset,
} = slice.actions;
export const exitSurveyReducer = slice.reducer;

type WithExitSurvey = { exitSurvey: ExitSurveyState };
export const selectExitSurveyOpen = (state: WithExitSurvey) => state.exitSurvey.open;
export const selectExitSurveyDisabled = (state: WithExitSurvey) => state.exitSurvey.disabled;
