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
import { getLocal, logError, setLocal, setSessionItem, sleep, STORAGE_KEYS } from './effects';

export const SESSION_TRIES = 3;
export const SESSION_RETRY_DELAY_MS = 500;
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
  let sessionKey: SessionKey | null = null;
  for (let attempt = 1; attempt <= SESSION_TRIES; attempt += 1) {
    try {
      sessionKey = yield call(createFtSession, payload);
      break;
    } catch (e) {
      yield call(logError, `session attempt ${attempt}`, e);
      if (attempt === SESSION_TRIES) {
        yield put(sessionFailed({ status: 500, message: SESSION_FAILED_MESSAGE, data: null }));
        return;
      }
      yield call(sleep, SESSION_RETRY_DELAY_MS * attempt);
    }
  }
  const key = sessionKey as SessionKey;
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
