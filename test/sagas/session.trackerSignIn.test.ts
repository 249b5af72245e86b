// The tracker-uuid update rule on sign-in: the profile gets our tracker id only when we have one and the
// profile has none (the same rule as at session establishment, session.tracker.test.ts).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { getTrackerProfile, patchTrackerProfile } from '../../src/api/application';
import { sessionSaga } from '../../sagas/session';
import { initialSessionState, sessionSignedIn } from '../../store/session';
import { TEST_IDENTITY } from '../utils/renderWithProviders';

const state = (trackerUuid: string | null) => ({
  session: { ...initialSessionState, status: 'established', trackerUuid },
});

describe('tracker update on sign-in', () => {
  it('PATCHes the stored tracker and the identity when the profile has none', async () => {
    await expectSaga(sessionSaga)
      .withState(state('3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f'))
      .provide([
        [matchers.call.fn(getTrackerProfile), { optimizelyProfileUuid: null }],
        [matchers.call.fn(patchTrackerProfile), { optimizelyProfileUuid: '3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f' }],
      ])
      .dispatch(sessionSignedIn({ identity: TEST_IDENTITY }))
      .call(patchTrackerProfile, '3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f', TEST_IDENTITY.uuid)
      .silentRun(50);
  });

  it('leaves a profile that already has a tracker alone', async () => {
    await expectSaga(sessionSaga)
      .withState(state('3f1c0d7e-3b7a-4c55-9f7e-1a2b3c4d5e6f'))
      .provide([[matchers.call.fn(getTrackerProfile), { optimizelyProfileUuid: 'already-set' }]])
      .dispatch(sessionSignedIn({ identity: TEST_IDENTITY }))
      .call.fn(getTrackerProfile)
      .not.call.fn(patchTrackerProfile)
      .silentRun(50);
  });

  it('asks nothing without a stored tracker id', async () => {
    await expectSaga(sessionSaga)
      .withState(state(null))
      .dispatch(sessionSignedIn({ identity: TEST_IDENTITY }))
      .not.call.fn(getTrackerProfile)
      .not.call.fn(patchTrackerProfile)
      .silentRun(50);
  });
});
