// UI state shared across screens: the loader, toasts, the processing modal and the uploads' progress.
import { createAction, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const MAX_TOASTS = 5;
/** The processing modal's default timeout (shared-surfaces: 30,000 ms). */
export const PROCESSING_TIMEOUT_MS = 30_000;

export interface ProcessingState {
  active: boolean;
  title: string | null;
  /** Shown in turn, evenly spaced over the timeout; empty means the modal's defaults. */
  messages: string[];
  timeoutMs: number;
}

export interface ProcessingStartedPayload {
  title?: string;
  messages?: string[];
  timeoutMs?: number;
}

export const processingStarted = createAction('processing/started', (payload: ProcessingStartedPayload = {}) => ({
  payload,
}));
export const processingFinished = createAction('processing/finished');

export interface Toast {
  id: string;
  variant: 'info' | 'success' | 'warning' | 'error';
  message: string;
}

/** How much of an upload's body has gone out, by the submission's request id (sagas/uploadProgress.ts). */
export interface UploadProgressState {
  loaded: number;
  total: number;
}

export const uploadProgressed = createAction<{ requestId: string } & UploadProgressState>('upload/progressed');
/** The upload answered (or failed): its drop zone stops showing progress. */
export const uploadProgressCleared = createAction<{ requestId: string }>('upload/progressCleared');

export interface UiState {
  loading: { fetching: boolean; transitioning: boolean; message: string | null };
  toasts: Toast[];
  processing: ProcessingState;
  uploads: Record<string, UploadProgressState>;
}

export const initialUiState: UiState = {
  loading: { fetching: false, transitioning: false, message: null },
  toasts: [],
  processing: { active: false, title: null, messages: [], timeoutMs: PROCESSING_TIMEOUT_MS },
  uploads: {},
};

const slice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    loadingChanged: (state, action: PayloadAction<Partial<UiState['loading']>>) => {
      state.loading = { ...state.loading, ...action.payload };
    },
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.toasts.push(action.payload);
        // The spec shows at most five: the oldest go first.
        if (state.toasts.length > MAX_TOASTS) state.toasts.splice(0, state.toasts.length - MAX_TOASTS);
      },
      prepare: (toast: Omit<Toast, 'id'>) => ({ payload: { ...toast, id: nanoid() } }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(processingStarted, (state, { payload }) => {
        state.processing = {
          active: true,
          title: payload.title ?? null,
          messages: payload.messages ?? [],
          timeoutMs: payload.timeoutMs && payload.timeoutMs > 0 ? payload.timeoutMs : PROCESSING_TIMEOUT_MS,
        };
      })
      .addCase(processingFinished, (state) => {
        state.processing.active = false;
      })
      .addCase(uploadProgressed, (state, { payload: { requestId, loaded, total } }) => {
        state.uploads[requestId] = { loaded, total };
      })
      .addCase(uploadProgressCleared, (state, { payload: { requestId } }) => {
        delete state.uploads[requestId];
      });
  },
});

export const { loadingChanged, toastShown, toastDismissed } = slice.actions;
export const uiReducer = slice.reducer;
export const selectLoading = (state: { ui: UiState }) => state.ui.loading;
export const selectToasts = (state: { ui: UiState }) => state.ui.toasts;
export const selectProcessing = (state: { ui: UiState }) => state.ui.processing;
export const selectUploadProgress = (state: { ui: UiState }, requestId: string | undefined) =>
  requestId === undefined ? undefined : state.ui.uploads[requestId];
