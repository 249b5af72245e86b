// Conditions (spec: "refetched every 60 s and on focus"): while a conditions screen is open, load the borrower's
// open conditions, then again every 60 s and whenever the window regains focus; stop when the screen closes.
// The answers (a document, a phone number) go through the form bridge; a refused one puts the service's message
// on its field, and the answer that resolves a condition hands over to the next-step router.
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, delay, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { toApiError } from '../src/api/client';
import {
  getConditions,
  submitConditionPhoneNumber,
  uploadConditionDocument,
  type Condition,
  type ConditionAnswer,
  type ConditionDocumentAnswer,
} from '../src/api/conditions';
import { CHOOSE_FILE } from '../src/domain/documents';
import {
  conditionDocumentSubmitted,
  conditionDocumentUploaded,
  conditionPhoneNumberSaved,
  conditionPhoneNumberSubmitted,
  conditionsLoaded,
  conditionsLoadFailed,
  conditionsLoadStarted,
  conditionsReloadRequested,
  conditionsScreenEntered,
  conditionsScreenLeft,
  conditionSubmissionFailed,
} from '../store/conditions';
import { claimFiles, formFailed, formSucceeded } from '../store/form';
import { nextStepRequested, stagePollFailed, stageSettled } from '../store/stage';
import { processingFinished, processingStarted, type ProcessingStartedPayload } from '../store/ui';
import { logError, sleep } from './effects';
import {
  CONDITIONS_REFETCH_MS,
  formFailureFor,
  nowIso,
  UPLOAD_PROCESSING,
  uploadFailureFor,
  windowFocusChannel,
} from './shared';

export { CONDITIONS_REFETCH_MS, nowIso, UPLOAD_PROCESSING, uploadFailureFor, windowFocusChannel };
import { selectPreviousStage, SETTLE_WAIT_MS } from './settle';
import { submitWithRetry } from './retry';
import { withUploadProgress } from './uploadProgress';

export const PHONE_PROCESSING: ProcessingStartedPayload = {
  title: 'Saving your phone number',
  messages: ['Saving your phone number…'],
};

/** Loads the open conditions of `uuid`; null when the load failed (the screen offers to try again). */
export function* loadConditions(uuid: string): SagaIterator<Condition[] | null> {
  yield put(conditionsLoadStarted({ uuid }));
  try {
    const conditions: Condition[] = yield call(getConditions, uuid);
    const at: string = yield call(nowIso);
    yield put(conditionsLoaded({ uuid, conditions, at }));
    return conditions;
  } catch (e) {
    const error = toApiError(e);
    yield put(conditionsLoadFailed({ uuid, error }));
    if (error.status !== 401 && error.status !== 0) yield call(logError, 'conditions: load failed', e);
    return null;
  }
}

const reloadFor =
  (uuid: string) =>
  (action: Action): boolean =>
    conditionsReloadRequested.match(action as UnknownAction) &&
    (action as ReturnType<typeof conditionsReloadRequested>).payload.uuid === uuid;

/**
 * While a conditions screen of `uuid` is open: load, then wait for 60 s, the window's focus or a reload, and load
 * again. When nothing is (any longer) open, the next-step router is asked where the borrower goes now.
 */
export function* watchConditions(uuid: string): SagaIterator<void> {
  const focus: EventChannel<true> = yield call(windowFocusChannel);
  let hadOpen: boolean | null = null;
  try {
    for (;;) {
      const conditions: Condition[] | null = yield call(loadConditions, uuid);
      if (conditions) {
        const open = conditions.some((c) => !c.resolvedAt);
        if (!open && hadOpen !== false) yield put(nextStepRequested({ uuid, reason: 'entered' }));
        hadOpen = open;
      }
      yield race({
        timer: call(sleep, CONDITIONS_REFETCH_MS),
        focus: take(focus),
        reload: take(reloadFor(uuid)),
      });
    }
  } finally {
    focus.close();
  }
}

const settledFor =
  (uuid: string) =>
  (action: Action): boolean => {
    const a = action as UnknownAction;
    return (stageSettled.match(a) || stagePollFailed.match(a)) && a.payload.applicationUuid === uuid;
  };

/** A condition was resolved: the pipeline moves on, and the router takes the borrower where it went. */
function* routeOnResolved(uuid: string, previousStage: string | null): SagaIterator<void> {
  yield put(nextStepRequested({ uuid, reason: 'submitted', previousStage }));
  yield race({ settled: take(settledFor(uuid)), timeout: delay(SETTLE_WAIT_MS) });
}

/** The condition is resolved already, or gone: show what is open now and let the router decide. */
function* afterStaleAnswer(uuid: string): SagaIterator<void> {
  yield put(conditionsReloadRequested({ uuid }));
  yield put(nextStepRequested({ uuid, reason: 'entered' }));
}

export function* onDocumentSubmitted({
  payload: { uuid, conditionUuid, requestId },
}: ReturnType<typeof conditionDocumentSubmitted>): SagaIterator<void> {
  const files: Record<string, Blob> = yield call(claimFiles, requestId);
  const file = files.file;
  if (!file) {
    yield put(formFailed({ requestId, errors: { file: CHOOSE_FILE } }));
    return;
  }
  const previousStage: string | null = yield select(selectPreviousStage, uuid);
  try {
    // A lost answer is sent again under the same Idempotency-Key: the document is counted once. The modal opens
    // once the file has gone out; until then the drop zone shows the upload's progress.
    const answer = (yield call(
      withUploadProgress,
      requestId,
      UPLOAD_PROCESSING,
      submitWithRetry,
      'conditions: upload',
      uploadConditionDocument,
      uuid,
      conditionUuid,
      file,
      requestId,
    )) as ConditionDocumentAnswer;
    yield put(conditionDocumentUploaded({ uuid, condition: answer.condition, document: answer.document }));
    yield put(formSucceeded({ requestId }));
    if (answer.condition.resolvedAt) yield call(routeOnResolved, uuid, previousStage);
  } catch (e) {
    const error = toApiError(e);
    yield put(conditionSubmissionFailed({ uuid, conditionUuid, error }));
    yield put(formFailed(uploadFailureFor(requestId, error)));
    if (error.status === 409 || error.status === 404) yield call(afterStaleAnswer, uuid);
    else if (![400, 401, 413].includes(error.status)) yield call(logError, 'conditions: upload failed', e);
  } finally {
    yield put(processingFinished());
  }
}

export function* onPhoneNumberSubmitted({
  payload: { uuid, conditionUuid, phoneNumber, requestId },
}: ReturnType<typeof conditionPhoneNumberSubmitted>): SagaIterator<void> {
  const previousStage: string | null = yield select(selectPreviousStage, uuid);
  yield put(processingStarted(PHONE_PROCESSING));
  try {
    const answer: ConditionAnswer = yield call(submitConditionPhoneNumber, uuid, conditionUuid, phoneNumber, requestId);
    yield put(conditionPhoneNumberSaved({ uuid, condition: answer.condition }));
    yield put(formSucceeded({ requestId }));
    yield call(routeOnResolved, uuid, previousStage);
  } catch (e) {
    const error = toApiError(e);
    yield put(conditionSubmissionFailed({ uuid, conditionUuid, error }));
    yield put(formFailureFor(requestId, error));
    if (error.status === 409 || error.status === 404) yield call(afterStaleAnswer, uuid);
    else if (error.status !== 400 && error.status !== 401) yield call(logError, 'conditions: phone number failed', e);
  } finally {
    yield put(processingFinished());
  }
}

export function* conditionsSaga(): SagaIterator<void> {
  // One answer at a time: a double click posts once; a retried request replays (Idempotency-Key).
  yield takeLeading(conditionDocumentSubmitted.type, onDocumentSubmitted);
  yield takeLeading(conditionPhoneNumberSubmitted.type, onPhoneNumberSubmitted);
  const screens = yield actionChannel([conditionsScreenEntered.type, conditionsScreenLeft.type]);
  let watcher: Task | null = null;
  let watched: string | null = null;
  for (;;) {
    const action: UnknownAction = yield take(screens);
    if (conditionsScreenEntered.match(action)) {
      // Each screen entered loads afresh (and restarts the 60 s clock).
      if (watcher?.isRunning()) yield cancel(watcher);
      watched = action.payload.uuid;
      watcher = yield fork(watchConditions, watched);
    } else if (conditionsScreenLeft.match(action) && action.payload.uuid === watched) {
      if (watcher?.isRunning()) yield cancel(watcher);
      watcher = null;
      watched = null;
    }
  }
}
