// Lazy features: the slices and sagas a group of screens needs, loaded with those screens and not with the first
// route (DESIGN section 13). One mechanism for all of them: a screen (or the route watcher) asks for a feature
// with featureNeeded; the feature injector (sagas/features.ts) loads the feature's chunk once, injects its slices
// into the root reducer (RTK's combineSlices(...).inject, store/rootReducer.ts), runs its sagas, and says so with
// featureStarted. Screens that dispatch a feature's events render under <FeatureGate feature=...>
// (src/connected/FeatureGate.tsx), so no event is dispatched before its saga listens. See docs/ARCHITECTURE.md.
import { createAction, createSlice, type Reducer } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';

/**
 * journey: the /{uuid} screens' routing, flow, stage push, steps and disclosures (sagas/features/journey.ts).
 * closing: the closing areas' sagas (conditions, notary, closing status, cancellation, vendor links).
 * signer: the co-owner's area under /heloc-signer. chat: the web chat, once it is opened or must resume.
 */
export type FeatureName = 'journey' | 'closing' | 'signer' | 'chat';
export const FEATURE_NAMES: readonly FeatureName[] = ['journey', 'closing', 'signer', 'chat'];

export type FeatureStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface FeatureRequest {
  name: FeatureName;
  /** chat: the visitor clicked the launcher, so the window opens once the sagas listen. */
  open?: boolean;
}

/** Ask for a feature: loads and starts it once (again after a failure); a no-op once it is loading or ready. */
export const featureNeeded = createAction<FeatureRequest>('features/needed');
/** The feature's slices are in the root reducer (this action gives them their initial state). */
export const featureLoaded = createAction<{ name: FeatureName }>('features/loaded');
/** The feature's sagas listen: its screens may render. */
export const featureStarted = createAction<{ name: FeatureName }>('features/started');
/** Its chunk could not be loaded; featureNeeded asks again. */
export const featureFailed = createAction<{ name: FeatureName }>('features/failed');

/** A slice a feature brings: a reducer under its own key, injected into the root reducer. */
export interface LazySlice {
  reducerPath: string;
  reducer: Reducer;
}

/** What a feature's chunk exports (sagas/features/*.ts): its slices, and its sagas by name (each runs once). */
export interface FeatureModule {
  slices: readonly LazySlice[];
  sagas: Readonly<Record<string, (request: FeatureRequest) => SagaIterator<void>>>;
}

export type FeaturesState = Record<FeatureName, FeatureStatus>;

export const initialFeaturesState: FeaturesState = { journey: 'idle', closing: 'idle', signer: 'idle', chat: 'idle' };

const slice = createSlice({
  name: 'features',
  initialState: initialFeaturesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(featureNeeded, (state, { payload }) => {
        if (state[payload.name] === 'idle' || state[payload.name] === 'failed') state[payload.name] = 'loading';
      })
      .addCase(featureStarted, (state, { payload }) => {
        state[payload.name] = 'ready';
      })
      .addCase(featureFailed, (state, { payload }) => {
        state[payload.name] = 'failed';
      });
  },
});

export const featuresReducer = slice.reducer;

export const selectFeatureStatus = (state: { features: FeaturesState }, name: FeatureName): FeatureStatus =>
  state.features[name];

/** Preloaded state for a store whose features are all ready (tests that run no sagas). */
export const allFeaturesReady: FeaturesState = { journey: 'ready', closing: 'ready', signer: 'ready', chat: 'ready' };
