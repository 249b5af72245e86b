import { testSaga } from 'redux-saga-test-plan';
import { createFtSession, type FtSessionInput } from '../../src/api/telemetry';
import { getIdentity } from '../../src/api/identity';
import {
  establishSession,
  SESSION_FAILED_MESSAGE,
  SESSION_RETRY_DELAY_MS,
  sessionPayload,
  syncTracker,
} from '../../sagas/session';
import { getLocal, logError, setLocal, setSessionItem, sleep } from '../../sagas/effects';
import { sessionEstablished, sessionEstablishing, sessionFailed } from '../../store/session';

const payload: FtSessionInput = {
  platform: 'WEB',
  libVersion: '0.1.0',
  referrer: '',
  screenWidth: 1,
  screenHeight: 1,
  windowWidth: 1,
  windowHeight: 1,
  appVersion: '0.1.0',
  trackerUuid: 'stored-tracker',
};
// The client rejects with a plain ApiError; testSaga's throw() is typed for Error.
const boom = { status: 0, message: 'Network Error', data: null } as unknown as Error;

describe('session establishment', () => {
  it('tries three times, then fails with status 500 and the spec message', () => {
    testSaga(establishSession)
      .next()
      .put(sessionEstablishing())
      .next()
      .call(getLocal, 'trackerUuid')
      .next('stored-tracker')
      .call(sessionPayload, 'stored-tracker')
      .next(payload)
      .call(createFtSession, payload)
      .throw(boom)
      .call(logError, 'session attempt 1', boom)
      .next()
      .call(sleep, SESSION_RETRY_DELAY_MS)
      .next()
      .call(createFtSession, payload)
      .throw(boom)
      .call(logError, 'session attempt 2', boom)
      .next()
      .call(sleep, SESSION_RETRY_DELAY_MS * 2)
      .next()
      .call(createFtSession, payload)
      .throw(boom)
      .call(logError, 'session attempt 3', boom)
      .next()
      .put(sessionFailed({ status: 500, message: SESSION_FAILED_MESSAGE, data: null }))
      .next()
      .isDone();
  });

  it('succeeds on a later try and stores uuid and epoch (session) and the tracker (local)', () => {
    const key = { uuid: 'sess-1', epoch: 1700000000, trackerUuid: 'stored-tracker' };
    testSaga(establishSession)
      .next()
      .put(sessionEstablishing())
      .next()
      .call(getLocal, 'trackerUuid')
      .next('stored-tracker')
      .call(sessionPayload, 'stored-tracker')
      .next(payload)
      .call(createFtSession, payload)
      .throw(boom)
      .call(logError, 'session attempt 1', boom)
      .next()
      .call(sleep, SESSION_RETRY_DELAY_MS)
      .next()
      .call(createFtSession, payload)
      .next(key)
      .call(setSessionItem, 'uuid', 'sess-1')
      .next()
      .call(setSessionItem, 'epoch', '1700000000')
      .next()
      .call(setLocal, 'trackerUuid', 'stored-tracker')
      .next()
      .call(getLocal, 'jwt')
      .next('Bearer t')
      .call(getIdentity)
      .next({ uuid: 'id-1' })
      .call(syncTracker, 'stored-tracker', 'id-1')
      .next()
      .put(sessionEstablished({ sessionKey: key, authenticated: true, identity: { uuid: 'id-1' } as never }))
      .next()
      .isDone();
  });

  it('is established signed out when there is no token', () => {
    const key = { uuid: 's', epoch: 2, trackerUuid: 'new-tracker' };
    testSaga(establishSession)
      .next()
      .put(sessionEstablishing())
      .next()
      .call(getLocal, 'trackerUuid')
      .next(null)
      .call(sessionPayload, null)
      .next(payload)
      .call(createFtSession, payload)
      .next(key)
      .call(setSessionItem, 'uuid', 's')
      .next()
      .call(setSessionItem, 'epoch', '2')
      .next()
      .call(setLocal, 'trackerUuid', 'new-tracker')
      .next()
      .call(getLocal, 'jwt')
      .next(null)
      .put(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .next()
      .isDone();
  });

  it('sends a stored tracker id along, and none when there is none', () => {
    expect(sessionPayload('t-1').trackerUuid).toBe('t-1');
    expect(sessionPayload(null)).not.toHaveProperty('trackerUuid');
    expect(sessionPayload(null).platform).toBe('WEB');
  });
});
