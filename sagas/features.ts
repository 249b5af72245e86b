// The feature injector: the one way a lazy feature's slices and sagas join the store (store/features.ts says
// what a feature is; docs/ARCHITECTURE.md where new code goes). On featureNeeded it loads the feature's chunk
// once, injects its slices into the root reducer (combineSlices(...).inject, handed in through the saga
// context), runs each of its sagas once under keepAlive (a registry by name, so a saga two features share, or a
// second request, never runs twice) and puts featureStarted. A failed load puts featureFailed and may be asked
// for again. The route watcher asks for the feature a page's path needs as soon as the path is known, so the
// feature's chunk loads beside the screen's instead of after it.
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import type { SagaIterator } from 'redux-saga';
import { call, getContext, put, select, spawn, takeEvery } from 'redux-saga/effects';
import { uuidFromPath } from '../src/domain/guards';
import {
  featureFailed,
  featureLoaded,
  featureNeeded,
  featureStarted,
  type FeatureModule,
  type FeatureName,
  type FeatureRequest,
  type LazySlice,
} from '../store/features';
import { logError } from './effects';
import { keepAlive } from './keepAlive';

/** The saga context key under which makeStore hands in the root reducer's inject. */
export const INJECT_SLICE = 'injectSlice';
export type InjectSlice = (slice: LazySlice) => void;

export type FeatureLoaders = Record<FeatureName, () => Promise<FeatureModule>>;

/** Each feature is a chunk of its own; the chat's is shared with its widget. */
export const FEATURE_LOADERS: FeatureLoaders = {
  journey: async () => (await import(/* webpackChunkName: "feature-journey" */ './features/journey')).feature,
  closing: async () => (await import(/* webpackChunkName: "feature-closing" */ './features/closing')).feature,
  signer: async () => (await import(/* webpackChunkName: "feature-signer" */ './features/signer')).feature,
  chat: async () => (await import(/* webpackChunkName: "chat" */ './features/chat')).feature,
};

export function* featureInjectorSaga(loaders: FeatureLoaders = FEATURE_LOADERS): SagaIterator<void> {
  const inject: InjectSlice | undefined = yield getContext(INJECT_SLICE);
  /** Features loading or started; a failed one leaves, so that it can be asked for again. */
  const requested = new Set<FeatureName>();
  /** Sagas running, by name: none runs twice. */
  const running = new Set<string>();

  function* load(request: FeatureRequest): SagaIterator<void> {
    const { name } = request;
    let feature: FeatureModule;
    try {
      feature = yield call(loaders[name]);
    } catch (e) {
      requested.delete(name);
      yield call(logError, `feature ${name} unavailable`, e);
      yield put(featureFailed({ name }));
      return;
    }
    if (!inject && feature.slices.length > 0) throw new Error(`feature ${name}: no injectSlice in the saga context`);
    for (const slice of feature.slices) inject?.(slice);
    // The new slices get their initial state before any of the feature's sagas reads it.
    yield put(featureLoaded({ name }));
    for (const [sagaName, saga] of Object.entries(feature.sagas)) {
      if (running.has(sagaName)) continue;
      running.add(sagaName);
      yield keepAlive(sagaName, saga, request);
    }
    yield put(featureStarted({ name }));
  }

  yield takeEvery(featureNeeded.type, function* onFeatureNeeded(action: ReturnType<typeof featureNeeded>) {
    if (requested.has(action.payload.name)) return;
    requested.add(action.payload.name);
    // Spawned: a crash while loading one feature does not stop the injector.
    yield spawn(load, action.payload);
  });
}

/** The feature a page needs from its path on: the /{uuid} screens and Plaid's return need the journey's. */
export function featureForPath(pathname: string): FeatureName | null {
  if (pathname === '/heloc-signer' || pathname.startsWith('/heloc-signer/')) return 'signer';
  if (uuidFromPath(pathname) || pathname === '/plaid-oauth-success') return 'journey';
  return null;
}

function* requestFor(pathname: string | undefined): SagaIterator<void> {
  const name = pathname ? featureForPath(pathname) : null;
  if (name) yield put(featureNeeded({ name }));
}

/** Asks for the feature of the page at start and on every navigation (the app's entry only). */
export function* featureRoutesSaga(): SagaIterator<void> {
  const pathname: string | undefined = yield select(
    (state: { router?: { location?: { pathname?: string } } }) => state.router?.location?.pathname,
  );
  yield call(requestFor, pathname);
  yield takeEvery(LOCATION_CHANGE, function* onLocationChange(action: LocationChangeAction) {
    yield call(requestFor, action.payload.location.pathname);
  });
}
