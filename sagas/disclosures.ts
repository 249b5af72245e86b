// Disclosures: load the list when the screen opens, fetch a document's PDF on request (bytes into the
// module cache, never the store), and acknowledge through the form bridge.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { acknowledgeDisclosures, fetchDisclosurePdf, listDisclosures, type Disclosure } from '../src/api/disclosures';
import {
  cacheDisclosurePdf,
  disclosureDocumentFailed,
  disclosureDocumentLoaded,
  disclosureDocumentRequested,
  disclosuresAcknowledged,
  disclosuresAcknowledgeFailed,
  disclosuresAcknowledgeSubmitted,
  disclosuresEntered,
  disclosuresLoaded,
  disclosuresLoadFailed,
  disclosuresLoading,
  getDisclosurePdf,
  selectDisclosureDocument,
  type DocumentState,
} from '../store/disclosures';
import { formFailed, formSucceeded } from '../store/form';

export function* loadDisclosures({ payload: { uuid } }: ReturnType<typeof disclosuresEntered>): SagaIterator<void> {
  yield put(disclosuresLoading({ uuid }));
  try {
    const list: Disclosure[] = yield call(listDisclosures, uuid);
    yield put(disclosuresLoaded({ uuid, list }));
  } catch (e) {
    yield put(disclosuresLoadFailed({ uuid, error: toApiError(e) }));
  }
}

export function* loadDocument({
  payload: { uuid, type },
}: ReturnType<typeof disclosureDocumentRequested>): SagaIterator<void> {
  const known: DocumentState | undefined = yield select(selectDisclosureDocument, uuid, type);
  const cached: Blob | undefined = yield call(getDisclosurePdf, uuid, type);
  if (known?.ready && cached) return;
  try {
    const bytes: ArrayBuffer = yield call(fetchDisclosurePdf, uuid, type);
    yield call(cacheDisclosurePdf, uuid, type, bytes);
    yield put(disclosureDocumentLoaded({ uuid, type }));
  } catch (e) {
    yield put(disclosureDocumentFailed({ uuid, type, error: toApiError(e) }));
  }
}

export function* acknowledge({
  payload: { uuid, type, types, requestId },
}: ReturnType<typeof disclosuresAcknowledgeSubmitted>): SagaIterator<void> {
  try {
    const list: Disclosure[] = yield call(acknowledgeDisclosures, uuid, type, types);
    yield put(disclosuresAcknowledged({ uuid, type, list }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error = toApiError(e);
    yield put(disclosuresAcknowledgeFailed({ uuid, type, error }));
    yield put(formFailed({ requestId, formError: error.message }));
  }
}

export function* disclosuresSaga(): SagaIterator<void> {
  yield takeLatest(disclosuresEntered.type, loadDisclosures);
  yield takeEvery(disclosureDocumentRequested.type, loadDocument);
  // One acknowledgement at a time: a double click does not post twice.
  yield takeLeading(disclosuresAcknowledgeSubmitted.type, acknowledge);
}
