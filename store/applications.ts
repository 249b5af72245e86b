// HELOC applications, normalised by uuid, plus the one the borrower is on.
import { createAction, createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { Application } from '../src/domain/types';
import { sessionCleared } from './session';

const adapter = createEntityAdapter<Application, string>({ selectId: (a) => a.uuid });

export interface ApplicationsState extends EntityState<Application, string> {
  currentUuid: string | null;
  /** 'loading' while the list (dashboard) or the current application is being fetched. */
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

const initialState: ApplicationsState = adapter.getInitialState({ currentUuid: null, status: 'idle', error: null });

export const dashboardEntered = createAction('dashboard/entered');
export const settingsEntered = createAction('settings/entered');

const slice = createSlice({
  name: 'application',
  initialState,
  reducers: {
    loadStarted: (state, action: PayloadAction<{ uuid: string | null }>) => {
      state.status = 'loading';
      state.error = null;
      if (action.payload.uuid) state.currentUuid = action.payload.uuid;
    },
    loaded: (state, action: PayloadAction<Application>) => {
      adapter.upsertOne(state, action.payload);
      state.currentUuid = action.payload.uuid;
      state.status = 'loaded';
    },
    listLoaded: (state, action: PayloadAction<Application[]>) => {
      adapter.setAll(state, action.payload);
      state.status = 'loaded';
    },
    loadFailed: (state, action: PayloadAction<ApiError>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    created: (state, action: PayloadAction<Application>) => {
      adapter.upsertOne(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  loadStarted: applicationLoadStarted,
  loaded: applicationLoaded,
  listLoaded: applicationsListLoaded,
  loadFailed: applicationLoadFailed,
  created: applicationCreated,
} = slice.actions;
export const applicationsReducer = slice.reducer;

type WithApplications = { applications: ApplicationsState };
const entitySelectors = adapter.getSelectors((state: WithApplications) => state.applications);
export const selectAllApplications = entitySelectors.selectAll;
export const selectApplicationById = entitySelectors.selectById;
export const selectCurrentUuid = (state: WithApplications) => state.applications.currentUuid;
export const selectCurrentApplication = (state: WithApplications) => {
  const uuid = state.applications.currentUuid;
  return uuid ? (state.applications.entities[uuid] ?? null) : null;
};
export const selectApplicationsStatus = (state: WithApplications) => state.applications.status;
export const selectApplicationsError = (state: WithApplications) => state.applications.error;
