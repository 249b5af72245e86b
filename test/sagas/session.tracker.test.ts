import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getTrackerProfile, patchTrackerProfile } from '../../src/api/application';
import { createFtSession } from '../../src/api/telemetry';
import { getIdentity } from '../../src/api/identity';
import { establishSession } from '../../sagas/session';
import { sessionEstablished } from '../../store/session';
import { TEST_IDENTITY } from '../utils/renderWithProviders';

const key = { uuid: 's', epoch: 1, trackerUuid: 'local-tracker' };

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.localStorage.setItem('jwt', 'Bearer t');
});

describe('tracker profile', () => {
  it('PATCHes the profile with the local tracker and the identity when it has none', async () => {
    await expectSaga(establishSession)
      .provide([
        [matchers.call.fn(createFtSession), key],
        [matchers.call.fn(getIdentity), TEST_IDENTITY],
        [matchers.call.fn(getTrackerProfile), { optimizelyProfileUuid: null }],
        [matchers.call.fn(patchTrackerProfile), { optimizelyProfileUuid: 'local-tracker' }],
      ])
      .call(patchTrackerProfile, 'local-tracker', TEST_IDENTITY.uuid)
      .put(sessionEstablished({ sessionKey: key, authenticated: true, identity: TEST_IDENTITY }))
      .run();
    expect(window.sessionStorage.getItem('uuid')).toBe('s');
    expect(window.sessionStorage.getItem('epoch')).toBe('1');
    expect(window.localStorage.getItem('trackerUuid')).toBe('local-tracker');
  });

  it('does not PATCH when the profile already has a tracker', async () => {
    await expectSaga(establishSession)
      .provide([
        [matchers.call.fn(createFtSession), key],
        [matchers.call.fn(getIdentity), TEST_IDENTITY],
        [matchers.call.fn(getTrackerProfile), { optimizelyProfileUuid: 'server-tracker' }],
        [matchers.call.fn(patchTrackerProfile), { optimizelyProfileUuid: 'x' }],
      ])
      .not.call.fn(patchTrackerProfile)
      .put.like({ action: { type: sessionEstablished.type } })
      .run();
  });

  it('a failing tracker lookup does not stop the session', async () => {
    await expectSaga(establishSession)
      .provide([
        [matchers.call.fn(createFtSession), key],
        [matchers.call.fn(getIdentity), TEST_IDENTITY],
        [matchers.call.fn(getTrackerProfile), throwError(new Error('down'))],
      ])
      .not.call.fn(patchTrackerProfile)
      .put(sessionEstablished({ sessionKey: key, authenticated: true, identity: TEST_IDENTITY }))
      .run();
  });

  it('a refused token leaves the session established but signed out', async () => {
    await expectSaga(establishSession)
      .provide([
        [matchers.call.fn(createFtSession), key],
        [matchers.call.fn(getIdentity), throwError({ status: 401, message: 'unauthenticated.', data: null } as never)],
      ])
      .not.call.fn(getTrackerProfile)
      .put(sessionEstablished({ sessionKey: key, authenticated: false, identity: null }))
      .run();
  });
});
