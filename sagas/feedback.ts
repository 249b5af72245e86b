// Feedback to the CEO: send it, and answer the modal's form through the promise bridge.
import { call, put, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { sendCeoFeedback, type CeoFeedback } from '../src/api/feedback';
import { feedbackSubmitted } from '../store/feedback';
import { formFailed, formSucceeded } from '../store/form';
import { submitWithRetry } from './retry';

export function toCeoFeedback(payload: ReturnType<typeof feedbackSubmitted>['payload']): CeoFeedback {
  return {
    ...(payload.applicationUuid ? { applicationUuid: payload.applicationUuid } : {}),
    topic: payload.topic,
    message: payload.message.trim(),
    marketingConsent: payload.marketingConsent === 'true',
    pathname: payload.pathname,
    productType: 'HELOC',
  };
}

export function* onFeedbackSubmitted(action: ReturnType<typeof feedbackSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  try {
    // The request id is the Idempotency-Key (kept with the modal's draft): a dropped answer is sent again.
    yield call(submitWithRetry, 'feedback', sendCeoFeedback, toCeoFeedback(action.payload), requestId);
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    // The server's own words are shown inline in the modal.
    yield put(formFailed({ requestId, formError: toApiError(e).message }));
  }
}

export function* feedbackSaga(): SagaIterator<void> {
  yield takeLeading(feedbackSubmitted.type, onFeedbackSubmitted);
}
