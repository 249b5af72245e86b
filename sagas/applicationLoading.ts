// Loads the application (and profile) named by the URL whenever the route enters one.
import { LOCATION_CHANGE, type LocationChangeAction } from 'connected-react-router';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { getApplication } from '../src/api/application';
import { getProfile } from '../src/api/profile';
import { toApiError, type SessionReplay } from '../src/api/client';
import { putFullStoryLink, readSessionReplay } from '../src/api/sessionReplay';
import { uuidFromPath } from '../src/domain/guards';
import type { Application, Profile } from '../src/domain/types';
import {
  applicationLoadFailed,
  applicationLoadStarted,
  applicationLoaded,
  selectApplicationById,
} from '../store/applications';
import { profileLoaded, selectProfile } from '../store/profile';
import { loadingChanged } from '../store/ui';
import { selectIsAuthenticated } from '../store/session';
import type { RootState } from '../store/rootReducer';
import { leaveTo, logError, setLocal, STORAGE_KEYS } from './effects';
import { DASHBOARD_PATH, waitForSession } from './sessionWait';

export { DASHBOARD_PATH, waitForSession };

export const APPLICATION_LOADING_MESSAGE = 'Loading your application';

export function* loadApplication(uuid: string): SagaIterator<void> {
  yield put(applicationLoadStarted({ uuid }));
  // The full-screen loader (LoaderHost) covers the page while the application and profile are fetched.
  yield put(loadingChanged({ fetching: true, message: APPLICATION_LOADING_MESSAGE }));
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
  } finally {
    yield put(loadingChanged({ fetching: false, message: null }));
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

/**
 * Session replay: each application the borrower opens gets the recording's link, once per application and page
 * (only when session replay is on, i.e. the recorder has a session). A failure is only logged.
 */
export function* linkSessionReplay(
  linked: Set<string>,
  action: ReturnType<typeof applicationLoaded>,
): SagaIterator<void> {
  const uuid = action.payload.uuid;
  if (linked.has(uuid)) return;
  const replay: SessionReplay | null = yield call(readSessionReplay);
  if (!replay) return;
  linked.add(uuid);
  try {
    yield call(putFullStoryLink, uuid, replay.sessionUrl);
  } catch (e) {
    linked.delete(uuid);
    yield call(logError, 'full-story link', e);
  }
}

export function* applicationLoadingSaga(): SagaIterator<void> {
  yield takeLatest(LOCATION_CHANGE, onLocationChange);
  yield takeEvery(applicationLoaded.type, linkSessionReplay, new Set<string>());
}
