// Cancelling the line during the rescission period (the complete screen's "Cancel my line"): one post, whatever
// the clicks (takeLeading; the form request's id is the Idempotency-Key, so a retry replays the first answer),
// then the next-step router takes the borrower to the screen for CANCELLED. A refusal (the right ended meanwhile)
// refreshes the closing status at once, so the screen stops offering what the server refused.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { browserTimeZone } from '../src/api/browser';
import { toApiError } from '../src/api/client';
import { cancelRescission, getClosingStatus, type ClosingStatusAnswer } from '../src/api/closing';
import type { Application } from '../src/domain/types';
import { applicationLoaded } from '../store/applications';
import { formFailed, formSucceeded } from '../store/form';
import { journeyResourceLoaded, rescissionCancelRequested } from '../store/journey';
import { nextStepRequested } from '../store/stage';
import { logError } from './effects';

export function* onRescissionCancelRequested({
  payload,
}: ReturnType<typeof rescissionCancelRequested>): SagaIterator<void> {
  const { uuid, requestId } = payload;
  try {
    // The server reads the deadline in the borrower's zone at signing; the browser's is only its fallback.
    const timeZone: string | undefined = yield call(browserTimeZone);
    const application: Application = yield call(cancelRescission, uuid, timeZone ? { timeZone } : {}, requestId);
    yield put(applicationLoaded(application));
    yield put(formSucceeded({ requestId }));
    yield put(nextStepRequested({ uuid, reason: 'submitted', previousStage: 'RESCISSION' }));
  } catch (e) {
    const error = toApiError(e);
    yield put(formFailed({ requestId, formError: error.message }));
    if (error.status === 409) {
      try {
        const data: ClosingStatusAnswer = yield call(getClosingStatus, uuid);
        yield put(journeyResourceLoaded({ uuid, resource: 'closingStatus', data }));
      } catch {
        // The complete screen's own refresh tries again in a few seconds.
      }
    } else if (error.status !== 400 && error.status !== 401) {
      yield call(logError, 'rescission cancel failed', e);
    }
  }
}

export function* rescissionCancelSaga(): SagaIterator<void> {
  yield takeLeading(rescissionCancelRequested.type, onRescissionCancelRequested);
}
