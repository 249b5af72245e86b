// Loads the application (and profile) named by the URL whenever the route enters one.
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { getApplication } from '../src/api/application';
import { getProfile } from '../src/api/profile';
import { toApiError } from '../src/api/client';
import { uuidFromPath } from '../src/domain/guards';
import type { Application, Profile } from '../src/domain/types';
import {
  applicationLoadFailed,
  applicationLoadStarted,
  applicationLoaded,
  selectApplicationById,
} from '../store/applications';
import { profileLoaded, selectProfile } from '../store/profile';
import { selectIsAuthenticated } from '../store/session';
import type { RootState } from '../store';
import { leaveTo, setLocal, STORAGE_KEYS } from './effects';
import { DASHBOARD_PATH, waitForSession } from './sessionWait';

export { DASHBOARD_PATH, waitForSession };

export function* loadApplication(uuid: string): SagaIterator<void> {
  yield put(applicationLoadStarted({ uuid }));
  try {
    const application: Application | null = yield call(getApplication, uuid);
    const profile: Profile | null = yield call(getProfile);
    if (!application || !profile) {
      // Routing needs both; without them there is nothing to show here.
      yield call(leaveTo, DASHBOARD_PATH);
      return;
    }
    yield call(setLocal, STORAGE_KEYS.helocUuid, uuid);
    yield put(profileLoaded(profile));
    yield put(applicationLoaded(application));
  } catch (e) {
    const error = toApiError(e);
    yield put(applicationLoadFailed(error));
    // 401s are the auth saga's; a 404 (unknown or not yours) goes back to the dashboard.
    if (error.status === 404) yield call(leaveTo, DASHBOARD_PATH);
  }
}

function* onLocationChange(action: LocationChangeAction): SagaIterator<void> {
  const uuid = uuidFromPath(action.payload.location.pathname);
  if (!uuid) return;
  yield call(waitForSession);
  const authenticated: boolean = yield select(selectIsAuthenticated);
  if (!authenticated) return; // the route guards send the visitor to sign in
  const known: Application | undefined = yield select((s: RootState) => selectApplicationById(s, uuid));
  const profile: Profile | null = yield select(selectProfile);
  if (known && profile) return; // already loaded; stage polling (later) keeps it fresh
  yield call(loadApplication, uuid);
}

export function* applicationLoadingSaga(): SagaIterator<void> {
  yield takeLatest(LOCATION_CHANGE, onLocationChange);
}
