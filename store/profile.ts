// The signed-in borrower's profile.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile } from '../src/domain/types';
import { sessionCleared } from './session';

export interface ProfileState {
  data: Profile | null;
}

const slice = createSlice({
  name: 'profile',
  initialState: { data: null } as ProfileState,
  reducers: {
    loaded: (state, action: PayloadAction<Profile>) => {
      state.data = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      state.data = null;
    });
  },
});

export const { loaded: profileLoaded } = slice.actions;
export const profileReducer = slice.reducer;
export const selectProfile = (state: { profile: ProfileState }) => state.profile.data;
