// The co-owner's (additional signer's) area under /heloc-signer: what the signer services answered, each as a
// resource (data, status, error). Only this slice is in the root reducer, so it stays small: the area's events,
// selectors and the PDF cache are in store/signerEvents.ts, which loads with the area and its sagas.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { SignerDocument, SignerInvitation, SignerSelf } from '../src/domain/signers';
import type { Application } from '../src/domain/types';
import { sessionCleared } from './session';

export interface SignerResources {
  /** The signed-in co-owner's own record. */
  self: SignerSelf;
  /** The application as a co-owner sees it (redacted): the navigation recognises a co-owner by it. */
  application: Application;
  /** The invitation on the login page (?invitation=). */
  invitation: SignerInvitation;
  documents: SignerDocument[];
  /** The document whose PDF is cached for the viewer (the bytes stay out of the store). */
  pdf: SignerDocument['type'];
}

export type SignerResourceName = keyof SignerResources;

export interface SignerResource<T> {
  data: T | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

export type SignerState = { [K in SignerResourceName]: SignerResource<SignerResources[K]> };

const idle = { data: null, status: 'idle', error: null } as const;

export const initialSignerState: SignerState = {
  self: idle,
  application: idle,
  invitation: idle,
  documents: idle,
  pdf: idle,
};

export type SignerLoadedPayload = {
  [K in SignerResourceName]: { resource: K; data: SignerResources[K] };
}[SignerResourceName];

const slice = createSlice({
  name: 'signer',
  initialState: initialSignerState,
  reducers: {
    // A reload keeps what is shown (polling the record must not blank the screen); `fresh` starts from nothing.
    loadStarted: (state, { payload }: PayloadAction<{ resource: SignerResourceName; fresh?: boolean }>) => {
      const r = state[payload.resource];
      if (payload.fresh) r.data = null;
      if (r.data === null) r.status = 'loading';
      r.error = null;
    },
    loaded: (state, { payload }: PayloadAction<SignerLoadedPayload>) => {
      state[payload.resource] = { data: payload.data, status: 'loaded', error: null } as never;
    },
    loadFailed: (state, { payload }: PayloadAction<{ resource: SignerResourceName; error: ApiError }>) => {
      const r = state[payload.resource];
      r.status = 'failed';
      r.error = payload.error;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialSignerState);
  },
});

export const { loadStarted: signerLoadStarted, loaded: signerLoaded, loadFailed: signerLoadFailed } = slice.actions;
export const signerReducer = slice.reducer;
