// "Cancel my line" on the complete screen: one post per confirmation (a double click posts once), the browser's
// zone sent as the fallback, the next-step router handed the CANCELLED stage (which sends the borrower to the
// root, the dashboard); a refusal reaches the screen with the server's words and refreshes the closing status.
// The double click's posts go to the msw server of test/components/support (this file runs in the msw Jest project).
import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push } from 'connected-react-router';
import { all, call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { fetchStage } from '../../src/api/application';
import { browserTimeZone } from '../../src/api/browser';
import type { ApiError } from '../../src/api/client';
import { cancelRescission, getClosingStatus, type ClosingStatusAnswer } from '../../src/api/closing';
import { logError } from '../../sagas/effects';
import { nextStepSaga } from '../../sagas/nextStep';
import { rescissionCancelSaga } from '../../sagas/rescissionCancel';
import { applicationLoaded } from '../../store/applications';
import { formFailed, formSucceeded } from '../../store/form';
import { journeyResourceLoaded, rescissionCancelRequested } from '../../store/journey';
import { nextStepRequested } from '../../store/stage';
import { uiReducer } from '../../store/ui';
import { makeApplication } from '../fixtures/application';
import { holdRequests, installRoutes } from '../components/support/mswServer';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const CANCELLED = makeApplication({ uuid: UUID, status: { checklistStatus: 'CANCELLED' } });

const ENDED_MESSAGE = 'The right to cancel ended at midnight on Saturday, November 28, 2026, Mountain Time.';

const apiError = (status: number, message: string): ApiError & Error =>
  Object.assign(new Error(message), { status, message, data: { message } });

const STATUS_AFTER: ClosingStatusAnswer = {
  stage: 'RECORDING',
  amount: 75_000,
  loanNumber: null,
  rescissionEndsAt: '2026-11-29T07:00:00.000Z',
  rescissionDeadline: '2026-11-28',
  rescissionTimeZone: 'America/Denver',
  fundedAt: null,
  steps: [
    { name: 'RESCISSION', done: true },
    { name: 'RECORDING', done: false },
    { name: 'FUNDING', done: false },
  ],
  complete: false,
};

describe('rescission cancel saga', () => {
  it('posts with the browser’s zone and the request id as the key, then hands over to the router', async () => {
    await expectSaga(rescissionCancelSaga)
      .provide([
        [matchers.call.fn(browserTimeZone), 'America/Denver'],
        [matchers.call.fn(cancelRescission), CANCELLED],
      ])
      .dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-1'))
      .call(cancelRescission, UUID, { timeZone: 'America/Denver' }, 'req-1')
      .put(applicationLoaded(CANCELLED))
      .put(formSucceeded({ requestId: 'req-1' }))
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'RESCISSION' }))
      .silentRun(50);
  });

  it('sends no zone when the browser names none', async () => {
    await expectSaga(rescissionCancelSaga)
      .provide([
        [matchers.call.fn(browserTimeZone), undefined],
        [matchers.call.fn(cancelRescission), CANCELLED],
      ])
      .dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-2'))
      .call(cancelRescission, UUID, {}, 'req-2')
      .silentRun(50);
  });

  it('posts once for a double click: the second request waits for nothing', async () => {
    // A real store and middleware: takeLeading drops what arrives while the first post is out. The server holds
    // the post until the test is done, so it is still out when the second click comes.
    const CANCEL = `POST /service-application/api/v1/application/heloc/${UUID}/rescission/cancel`;
    const { calls } = installRoutes({ [CANCEL]: { data: CANCELLED } });
    const release = holdRequests(CANCEL);
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: combineReducers({ ui: uiReducer }),
      middleware: (getDefault) =>
        getDefault({ serializableCheck: false }).concat(sagaMiddleware as unknown as Middleware),
    });
    const task = sagaMiddleware.run(rescissionCancelSaga);
    store.dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-a'));
    store.dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-b'));
    try {
      await waitFor(() => expect(calls).not.toHaveLength(0));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toEqual([CANCEL]);
    } finally {
      task.cancel();
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('a refusal after the deadline: the server’s words for the screen, and the status refreshed at once', async () => {
    await expectSaga(rescissionCancelSaga)
      .provide([
        [matchers.call.fn(browserTimeZone), 'America/Denver'],
        [matchers.call.fn(cancelRescission), throwError(apiError(409, ENDED_MESSAGE))],
        [matchers.call.fn(getClosingStatus), STATUS_AFTER],
      ])
      .dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-3'))
      .put(formFailed({ requestId: 'req-3', formError: ENDED_MESSAGE }))
      .put(journeyResourceLoaded({ uuid: UUID, resource: 'closingStatus', data: STATUS_AFTER }))
      .not.put.like({ action: { type: nextStepRequested.type } })
      .not.call.fn(logError)
      .silentRun(50);
  });

  it('a server failure is reported and logged, and nothing moves', async () => {
    await expectSaga(rescissionCancelSaga)
      .provide([
        [matchers.call.fn(browserTimeZone), 'America/Denver'],
        [matchers.call.fn(cancelRescission), throwError(apiError(503, 'Service unavailable'))],
        [matchers.call.fn(logError), undefined],
      ])
      .dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-4'))
      .put(formFailed({ requestId: 'req-4', formError: 'Service unavailable' }))
      .call.fn(logError)
      .not.call.fn(getClosingStatus)
      .not.put.like({ action: { type: nextStepRequested.type } })
      .silentRun(50);
  });

  it('with the router: a cancelled line leaves the complete screen for the root (the dashboard)', async () => {
    function* both(): SagaIterator<void> {
      yield all([call(rescissionCancelSaga), call(nextStepSaga)]);
    }
    await expectSaga(both)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/complete` }))
      .provide([
        [matchers.call.fn(browserTimeZone), 'America/Denver'],
        [matchers.call.fn(cancelRescission), CANCELLED],
        [matchers.call.fn(fetchStage), { stage: 'CANCELLED', status: { checklistStatus: 'CANCELLED' } }],
      ])
      .dispatch(rescissionCancelRequested({ uuid: UUID }, 'req-5'))
      .put(push('/'))
      .silentRun(100);
  });
});
