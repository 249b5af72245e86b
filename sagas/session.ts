// Session set-up on boot: telemetry session (3 tries), tracker id, and who is signed in.
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createFtSession, type FtSessionInput, type SessionKey } from '../src/api/telemetry';
import { getIdentity } from '../src/api/identity';
import { getTrackerProfile, patchTrackerProfile, type TrackerProfile } from '../src/api/application';
import type { Identity } from '../src/domain/types';
import { appBooted } from '../store/events';
import {
  sessionEstablished,
  sessionEstablishing,
  sessionFailed,
  sessionRetryRequested,
  sessionSignedIn,
  selectTrackerUuid,
} from '../store/session';
import { getLocal, logError, setLocal, setSessionItem, STORAGE_KEYS } from './effects';
import { retry } from './retry';

export const SESSION_TRIES = 3;
export const SESSION_FAILED_MESSAGE = 'An error occurred while establishing a session, retries failed.';
export const APP_VERSION = '0.1.0';

export function sessionPayload(trackerUuid: string | null): FtSessionInput {
  return {
    platform: 'WEB',
    libVersion: APP_VERSION,
    referrer: document.referrer,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    windowWidth: window.innerWidth,
    windowHeight: window.innerHeight,
    appVersion: APP_VERSION,
    ...(trackerUuid ? { trackerUuid } : {}),
  };
}

/** Tracker ids follow the person: if their profile has none yet, give it ours. Failures are only logged. */
export function* syncTracker(trackerUuid: string | null, identityUuid: string): SagaIterator<void> {
  if (!trackerUuid) return;
  try {
    const profile: TrackerProfile = yield call(getTrackerProfile);
    if (!profile.optimizelyProfileUuid) yield call(patchTrackerProfile, trackerUuid, identityUuid);
  } catch (e) {
    yield call(logError, 'tracker profile', e);
  }
}

export function* establishSession(): SagaIterator<void> {
  yield put(sessionEstablishing());
  const storedTracker: string | null = yield call(getLocal, STORAGE_KEYS.trackerUuid);
  const payload: FtSessionInput = yield call(sessionPayload, storedTracker);
  let key: SessionKey;
  try {
    // The generic retry helper with the session's own count: 3 tries, 1 s then 2 s between them.
    key = yield call(retry, { attempts: SESSION_TRIES, label: 'session' }, createFtSession, payload);
  } catch {
    yield put(sessionFailed({ status: 500, message: SESSION_FAILED_MESSAGE, data: null }));
    return;
  }
  yield call(setSessionItem, STORAGE_KEYS.sessionUuid, key.uuid);
  yield call(setSessionItem, STORAGE_KEYS.sessionEpoch, String(key.epoch));
  yield call(setLocal, STORAGE_KEYS.trackerUuid, key.trackerUuid);

  let identity: Identity | null = null;
  const jwt: string | null = yield call(getLocal, STORAGE_KEYS.jwt);
  if (jwt) {
    try {
      identity = yield call(getIdentity);
    } catch (e) {
      // A refused token was already removed by the client; carry on signed out.
      yield call(logError, 'identity', e);
    }
  }
  if (identity) yield call(syncTracker, key.trackerUuid, identity.uuid);
  yield put(sessionEstablished({ sessionKey: key, authenticated: identity !== null, identity }));
}

function* onSignedIn(action: ReturnType<typeof sessionSignedIn>): SagaIterator<void> {
  const trackerUuid: string | null = yield select(selectTrackerUuid);
  yield call(syncTracker, trackerUuid, action.payload.identity.uuid);
}

export function* sessionSaga(): SagaIterator<void> {
  yield takeLatest([appBooted.type, sessionRetryRequested.type], establishSession);
  yield takeEvery(sessionSignedIn.type, onSignedIn);
}
