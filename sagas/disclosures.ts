// Disclosures: load the list when the screen opens, fetch a document's PDF on request (bytes into the
// module cache, never the store), and acknowledge through the form bridge.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import {
  acknowledgeDisclosures,
  fetchDisclosureHtml,
  fetchDisclosurePdf,
  listDisclosures,
  type Disclosure,
} from '../src/api/disclosures';
import {
  cacheDisclosureHtml,
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
    try {
      // The HTML version is offered beside the PDF; without it the PDF is still shown.
      const html: string = yield call(fetchDisclosureHtml, uuid, type);
      yield call(cacheDisclosureHtml, uuid, type, html);
    } catch {
      // The viewer then offers the PDF and its download only.
    }
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
