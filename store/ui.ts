// UI state shared across screens: the loader and toasts.
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const MAX_TOASTS = 5;

export interface Toast {
  id: string;
  variant: 'info' | 'success' | 'warning' | 'error';
  message: string;
}

export interface UiState {
  loading: { fetching: boolean; transitioning: boolean; message: string | null };
  toasts: Toast[];
}

const initialState: UiState = {
  loading: { fetching: false, transitioning: false, message: null },
  toasts: [],
};

const slice = createSlice({
  name: 'ui',
  initialState,
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
});

export const { loadingChanged, toastShown, toastDismissed } = slice.actions;
export const uiReducer = slice.reducer;
export const selectLoading = (state: { ui: UiState }) => state.ui.loading;
export const selectToasts = (state: { ui: UiState }) => state.ui.toasts;
