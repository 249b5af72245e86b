// The co-owner's conditions (the conditions service's path for additional signers), only while the flag
// fe-heloc-additional-signer-conditions is on: loaded while a conditions screen is open, again every 60 s and on
// window focus, like the borrower's. They live in the conditions slice under the application's uuid. A document goes
// through the form bridge; afterwards the co-owner is back on the dashboard, which loads the list afresh.
import { push } from 'connected-react-router';
import type { EventChannel, SagaIterator, Task } from 'redux-saga';
import { actionChannel, call, cancel, fork, put, race, select, take, takeLeading } from 'redux-saga/effects';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { toApiError } from '../src/api/client';
import type { ConditionDocumentAnswer } from '../src/api/conditions';
import { getSignerConditions, uploadSignerConditionDocument } from '../src/api/signer';
import { CHOOSE_FILE } from '../src/domain/documents';
import { SIGNER_CONDITIONS_PATH } from '../src/domain/signerRouting';
import type { Condition } from '../src/domain/types';
import {
  conditionDocumentUploaded,
  conditionsLoaded,
  conditionsLoadFailed,
  conditionsLoadStarted,
  conditionSubmissionFailed,
} from '../store/conditions';
import { FLAGS, selectFlag } from '../store/flags';
import { claimFiles, formFailed, formSucceeded } from '../store/form';
import {
  signerConditionDocumentSubmitted,
  signerConditionsEntered,
  signerConditionsLeft,
  signerConditionsReloadRequested,
  signerSelfRequested,
} from '../store/signer';
import { processingFinished } from '../store/ui';
import { CONDITIONS_REFETCH_MS, nowIso, UPLOAD_PROCESSING, uploadFailureFor, windowFocusChannel } from './shared';
import { withUploadProgress } from './uploadProgress';
import { logError, sleep } from './effects';

const selectConditionsEnabled = (state: Parameters<typeof selectFlag>[0]) =>
  selectFlag(state, FLAGS.additionalSignerConditions);

/** Loads the co-owner's conditions on `applicationUuid`; nothing is asked while the flag is off. */
export function* loadSignerConditions(applicationUuid: string): SagaIterator<Condition[] | null> {
  const enabled: boolean = yield select(selectConditionsEnabled);
  if (!enabled || !applicationUuid) return null;
  yield put(conditionsLoadStarted({ uuid: applicationUuid }));
  try {
    const conditions: Condition[] = yield call(getSignerConditions, applicationUuid);
    const at: string = yield call(nowIso);
    yield put(conditionsLoaded({ uuid: applicationUuid, conditions, at }));
    return conditions;
  } catch (e) {
    const error = toApiError(e);
    yield put(conditionsLoadFailed({ uuid: applicationUuid, error }));
    if (error.status !== 401 && error.status !== 0) yield call(logError, 'signer conditions: load failed', e);
    return null;
  }
}

/** While a conditions screen is open: load, then again after 60 s, on focus, or when asked. */
export function* watchSignerConditions(applicationUuid: string): SagaIterator<void> {
  const focus: EventChannel<true> = yield call(windowFocusChannel);
  try {
    for (;;) {
      yield call(loadSignerConditions, applicationUuid);
      yield race({
        timer: call(sleep, CONDITIONS_REFETCH_MS),
        focus: take(focus),
        reload: take((a: Action) => {
          const action = a as UnknownAction;
          return signerConditionsReloadRequested.match(action) && action.payload.applicationUuid === applicationUuid;
        }),
      });
    }
  } finally {
    focus.close();
  }
}

export function* onConditionDocumentSubmitted({
  payload: { applicationUuid, conditionUuid, requestId },
}: ReturnType<typeof signerConditionDocumentSubmitted>): SagaIterator<void> {
  const files: Record<string, Blob> = yield call(claimFiles, requestId);
  const file = files.file;
  if (!file) {
    yield put(formFailed({ requestId, errors: { file: CHOOSE_FILE } }));
    return;
  }
  try {
    // The modal opens once the file has gone out; until then the drop zone shows the upload's progress.
    const answer: ConditionDocumentAnswer = yield call(
      withUploadProgress,
      requestId,
      UPLOAD_PROCESSING,
      uploadSignerConditionDocument,
      applicationUuid,
      conditionUuid,
      file,
      requestId,
    );
    // Shown as answered at once; the dashboard loads the list afresh on the way back.
    yield put(
      conditionDocumentUploaded({ uuid: applicationUuid, condition: answer.condition, document: answer.document }),
    );
    yield put(formSucceeded({ requestId }));
    // The record counts the open requests (the intro shows them).
    yield put(signerSelfRequested({ force: true }));
    yield put(push(SIGNER_CONDITIONS_PATH));
  } catch (e) {
    const error = toApiError(e);
    yield put(conditionSubmissionFailed({ uuid: applicationUuid, conditionUuid, error }));
    yield put(formFailed(uploadFailureFor(requestId, error)));
    // Resolved already, or gone: the list shows what is open now.
    if (error.status === 409 || error.status === 404) {
      yield put(signerConditionsReloadRequested({ applicationUuid }));
    } else if (![400, 401, 413].includes(error.status)) {
      yield call(logError, 'signer conditions: upload failed', e);
    }
  } finally {
    yield put(processingFinished());
  }
}

export function* signerConditionsSaga(): SagaIterator<void> {
  // One document at a time: a double click posts once; a retried request replays (Idempotency-Key).
  yield takeLeading(signerConditionDocumentSubmitted.type, onConditionDocumentSubmitted);
  const screens = yield actionChannel([signerConditionsEntered.type, signerConditionsLeft.type]);
  let watcher: Task | null = null;
  let watched: string | null = null;
  for (;;) {
    const action: UnknownAction = yield take(screens);
    if (signerConditionsEntered.match(action)) {
      // Each screen entered loads afresh (and restarts the 60 s clock).
      if (watcher?.isRunning()) yield cancel(watcher);
      watched = action.payload.applicationUuid;
      watcher = yield fork(watchSignerConditions, watched);
    } else if (signerConditionsLeft.match(action) && action.payload.applicationUuid === watched) {
      if (watcher?.isRunning()) yield cancel(watcher);
      watcher = null;
      watched = null;
    }
  }
}
