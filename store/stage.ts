// The server stage as the next-step router sees it: the last answer, how polling goes, and where it sent the borrower.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { Application, ApplicationStatus } from '../src/domain/types';
import { applicationLoaded, selectApplicationById, selectCurrentApplication } from './applications';
import { sessionCleared } from './session';

export type PollingStatus = 'idle' | 'polling' | 'settled' | 'failed';

export interface StageState {
  applicationUuid: string | null;
  /** The last stage the server reported (poll or push). */
  current: string | null;
  /** What the last run settled on; may be UNKNOWN when a waiting stage never moved. */
  settled: string | null;
  /**
   * The application status from the last poll, fresher than the loaded application until the application is
   * loaded again (see selectApplicationView).
   */
  status: ApplicationStatus | null;
  polling: PollingStatus;
  /** Tries made by the current (or last) run. */
  attempts: number;
  source: 'poll' | 'push' | null;
  error: ApiError | null;
}

export const initialStageState: StageState = {
  applicationUuid: null,
  current: null,
  settled: null,
  status: null,
  polling: 'idle',
  attempts: 0,
  source: null,
  error: null,
};

export interface NextStepRequest {
  uuid: string;
  /**
   * 'submitted': after a submission, when the server may not have moved yet (an unmoved stage is polled again);
   * 'entered': on entering an application route, where the first answer is taken as it is.
   */
  reason: 'submitted' | 'entered';
  /** The stage the borrower was on before the submission; defaults to the last known one. */
  previousStage?: string | null;
}

/**
 * Dispatched after each submission and on entering an application route: the router polls the stage and
 * moves the borrower to the screen for it.
 */
export const nextStepRequested = createAction<NextStepRequest>('nextStep/requested');

export interface StagePushedPayload {
  applicationUuid: string;
  from: string | null;
  to: string;
  at: string;
}

const slice = createSlice({
  name: 'stage',
  initialState: initialStageState,
  reducers: {
    polled: (
      state,
      action: PayloadAction<{ applicationUuid: string; stage: string; status: ApplicationStatus; attempt: number }>,
    ) => {
      const { applicationUuid, stage, status, attempt } = action.payload;
      state.applicationUuid = applicationUuid;
      state.current = stage;
      state.status = status;
      state.attempts = attempt;
      state.polling = 'polling';
      state.error = null;
    },
    pollFailed: (state, action: PayloadAction<{ applicationUuid: string; error: ApiError }>) => {
      state.applicationUuid = action.payload.applicationUuid;
      state.polling = 'failed';
      state.error = action.payload.error;
    },
    settled: (state, action: PayloadAction<{ applicationUuid: string; stage: string; source: 'poll' | 'push' }>) => {
      state.applicationUuid = action.payload.applicationUuid;
      state.settled = action.payload.stage;
      state.source = action.payload.source;
      state.polling = 'settled';
    },
    pushed: (state, action: PayloadAction<StagePushedPayload>) => {
      if (state.applicationUuid !== action.payload.applicationUuid) {
        state.applicationUuid = action.payload.applicationUuid;
        state.status = null;
      }
      state.current = action.payload.to;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(nextStepRequested, (state, action) => {
        if (state.applicationUuid !== action.payload.uuid) {
          Object.assign(state, initialStageState, { applicationUuid: action.payload.uuid });
        }
        state.polling = 'polling';
        state.attempts = 0;
        state.error = null;
      })
      // A freshly loaded application carries its own, newer status.
      .addCase(applicationLoaded, (state, action) => {
        if (state.applicationUuid === action.payload.uuid) state.status = null;
      })
      .addCase(sessionCleared, () => initialStageState);
  },
});

export const {
  polled: stagePolled,
  pollFailed: stagePollFailed,
  settled: stageSettled,
  pushed: stagePushed,
} = slice.actions;
export const stageReducer = slice.reducer;

type WithStage = { stage: StageState };
export const selectStage = (state: WithStage) => state.stage;
export const selectPollingStatus = (state: WithStage) => state.stage.polling;

/** The last stage known for `uuid`, or null when the router has not heard of that application. */
export const selectKnownStage = (state: WithStage, uuid: string): string | null =>
  state.stage.applicationUuid === uuid ? state.stage.current : null;

type WithStageAndApplications = WithStage & Parameters<typeof selectCurrentApplication>[0];

const selectApplicationFor = (state: WithStageAndApplications, uuid?: string | null): Application | null =>
  uuid === undefined ? selectCurrentApplication(state) : uuid ? (selectApplicationById(state, uuid) ?? null) : null;

/**
 * Application `uuid` (default: the current one) with the freshest status: the one from the last poll, which is
 * newer than the loaded application until that is loaded again. Memoised, so components may use it too.
 */
export const selectApplicationView = createSelector(
  [selectApplicationFor, (state: WithStage) => state.stage.status, (state: WithStage) => state.stage.applicationUuid],
  (application, status, stageUuid): Application | null => {
    if (!application || !status || stageUuid !== application.uuid) return application;
    return { ...application, status };
  },
);
