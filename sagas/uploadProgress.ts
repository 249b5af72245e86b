// An upload's progress, from axios to the drop zone: the request's onUploadProgress listener emits into an
// eventChannel, and a reader forked beside the request puts `upload/progressed` under the submission's request id
// (the drop zone holding the file reads it: store/ui.ts). The processing modal ("Checking your file…") opens only
// once every byte has gone out, so the borrower watches the real percentage first; the progress is cleared when
// the request answers or fails (the file stays chosen in the form, ready to send again). A module of its own: the
// journey, closing and signer features all upload, and none may import another's sagas.
import { buffers, eventChannel, END, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import type { UploadProgress, UploadProgressListener } from '../src/api/closing';
import { processingStarted, uploadProgressCleared, uploadProgressed, type ProcessingStartedPayload } from '../store/ui';

export interface UploadProgressChannel {
  channel: EventChannel<UploadProgress>;
  /** Handed to the API call as its onProgress. */
  listener: UploadProgressListener;
}

/** A channel fed by the returned listener; only the latest progress matters, so older events are dropped. */
export function uploadProgressChannel(): UploadProgressChannel {
  let emit: ((progress: UploadProgress | END) => void) | null = null;
  const channel = eventChannel<UploadProgress>((emitter) => {
    emit = emitter;
    return () => {
      emit = null;
    };
  }, buffers.sliding<UploadProgress>(1));
  return { channel, listener: (progress) => emit?.(progress) };
}

/** Whether the processing modal has been opened for this upload (shared by the reader and the request). */
interface ModalShown {
  shown: boolean;
}

/** Puts each progress under `requestId`; opens the processing modal once the whole body has gone out. */
export function* reportUploadProgress(
  requestId: string,
  channel: EventChannel<UploadProgress>,
  processing: ProcessingStartedPayload,
  modal: ModalShown,
): SagaIterator<void> {
  for (;;) {
    const { loaded, total }: UploadProgress = yield take(channel);
    yield put(uploadProgressed({ requestId, loaded, total }));
    if (!modal.shown && total > 0 && loaded >= total) {
      modal.shown = true;
      yield put(processingStarted(processing));
    }
  }
}

/**
 * Calls `fn(...args, listener)` (an upload API call, or submitWithRetry around one) with the drop zone's progress
 * wired in, and returns its answer. A call that answers without reporting the whole body sent (an adapter with no
 * upload events) opens the processing modal on its answer, so what follows it (the router settling) is covered as
 * before. The caller puts processingFinished, as it always has.
 */
export function* withUploadProgress(
  requestId: string,
  processing: ProcessingStartedPayload,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any saga or API call, called with args
  fn: (...args: any[]) => unknown,
  ...args: unknown[]
): SagaIterator<unknown> {
  const { channel, listener }: UploadProgressChannel = yield call(uploadProgressChannel);
  const modal: ModalShown = { shown: false };
  const reader: Task = yield fork(reportUploadProgress, requestId, channel, processing, modal);
  try {
    const answer: unknown = yield call(fn, ...args, listener);
    if (!modal.shown) {
      modal.shown = true;
      yield put(processingStarted(processing));
    }
    return answer;
  } finally {
    channel.close();
    yield cancel(reader);
    yield put(uploadProgressCleared({ requestId }));
  }
}
