// Waiting screens of closing: while the complete screen is open its closing status (rescission, recording,
// funding) is refreshed every few seconds until the line is funded; while a hold screen is open (bpo/hold,
// bpo/waiting, payoff/hold) the next-step router is asked again every few seconds, the fallback for a stage push
// that never came. Each watch stops when its screen is left (or the borrower signs out).
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { SagaIterator, Task } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { getClosingStatus, type ClosingStatusAnswer } from '../src/api/closing';
import { toApiError } from '../src/api/client';
import {
  closingWatchStarted,
  closingWatchStopped,
  journeyResourceFailed,
  journeyResourceLoaded,
} from '../store/journey';
import { sessionCleared } from '../store/session';
import { nextStepRequested, selectPollingStatus } from '../store/stage';
import { logError, sleep } from './effects';

/** Sandbox business days last about 2 s: a refresh every 3 s shows each step soon after it is done. */
export const CLOSING_STATUS_POLL_MS = 3000;
/** How often a hold screen asks the router again when no stage push came. */
export const HOLD_CHECK_MS = 5000;

/** Refreshes the closing status of `uuid` until it is complete (or the watch is cancelled). */
export function* watchClosingStatus(uuid: string): SagaIterator<void> {
  let reported = false;
  for (;;) {
    try {
      const data: ClosingStatusAnswer = yield call(getClosingStatus, uuid);
      yield put(journeyResourceLoaded({ uuid, resource: 'closingStatus', data }));
      // Nothing more will change once the line is funded or cancelled.
      if (data.complete || data.stage === 'CANCELLED') return;
    } catch (e) {
      // The screen keeps what it showed and says the refresh failed; the next try may work.
      yield put(journeyResourceFailed({ uuid, resource: 'closingStatus', error: toApiError(e) }));
      if (!reported) {
        reported = true;
        yield call(logError, 'closing status: refresh failed', e);
      }
    }
    yield call(sleep, CLOSING_STATUS_POLL_MS);
  }
}

/** Asks the next-step router about `uuid` every HOLD_CHECK_MS, unless a run is polling already. */
export function* watchHold(uuid: string): SagaIterator<void> {
  for (;;) {
    yield call(sleep, HOLD_CHECK_MS);
    const polling: string = yield select(selectPollingStatus);
    if (polling !== 'polling') yield put(nextStepRequested({ uuid, reason: 'entered' }));
  }
}

/** One watch at a time: the screen the borrower is on. */
export function* closingStatusSaga(): SagaIterator<void> {
  let task: Task | null = null;
  let watched: string | null = null;
  for (;;) {
    const action: UnknownAction = yield take([closingWatchStarted.type, closingWatchStopped.type, sessionCleared.type]);
    // A stop for another application's watch (an old screen unmounting late) leaves the current one running.
    if (closingWatchStopped.match(action) && action.payload.uuid !== watched) continue;
    if (task?.isRunning()) yield cancel(task);
    task = null;
    watched = null;
    if (closingWatchStarted.match(action)) {
      const { uuid, watch } = action.payload;
      watched = uuid;
      task = yield fork(watch === 'complete' ? watchClosingStatus : watchHold, uuid);
    }
  }
}
