// Operating hours of the support line (OPS_PHONE), as the server sends them (Pacific time).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { OperatingHours } from '../src/api/hours';

export interface HoursState {
  phone: OperatingHours | null;
  phoneStatus: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

const initialState: HoursState = { phone: null, phoneStatus: 'idle', error: null };

const slice = createSlice({
  name: 'hours',
  initialState,
  reducers: {
    phoneRequested: (state) => {
      state.phoneStatus = 'loading';
      state.error = null;
    },
    phoneLoaded: (state, action: PayloadAction<OperatingHours>) => {
      state.phoneStatus = 'loaded';
      state.phone = action.payload;
    },
    phoneFailed: (state, action: PayloadAction<ApiError>) => {
      state.phoneStatus = 'failed';
      state.error = action.payload;
    },
  },
});

export const {
  phoneRequested: phoneHoursRequested,
  phoneLoaded: phoneHoursLoaded,
  phoneFailed: phoneHoursFailed,
} = slice.actions;
export const hoursReducer = slice.reducer;

type WithHours = { hours: HoursState };
export const selectPhoneHours = (state: WithHours) => state.hours.phone;
export const selectPhoneHoursStatus = (state: WithHours) => state.hours.phoneStatus;
