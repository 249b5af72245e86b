// The co-owner's eNotary session (heloc-signer/sign), like the borrower's: start it, answer the identity questions
// (a third wrong try ends it), then sign the deed with the location asked first. The session's state is the notary
// slice's, under the co-owner's application; the signed deed answers with their record and the documents follow.
import { push } from 'connected-react-router';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError, type ApiError } from '../src/api/client';
import type { Coordinates } from '../src/api/geolocation';
import {
  acceptSignerNotarySession,
  answerSignerNotaryQuestions,
  startSignerNotarySession,
  type SignerNotarySession,
} from '../src/api/signer';
import { signerPath } from '../src/domain/signerRouting';
import type { SignerSelf } from '../src/domain/signers';
import { formFailed, formSucceeded } from '../store/form';
import {
  notaryAnswersRejected,
  notaryIdentityConfirmed,
  notarySessionStartFailed,
  notarySessionStarted,
} from '../store/notary';
import {
  signerLoaded,
  type SignerResource,
  forgetSignerPdfs,
  selectSignerSelf,
  signerDeedSignRequested,
  signerNotaryAnswersSubmitted,
  signerNotarySessionStartRequested,
} from '../store/signer';
import { processingFinished, processingStarted, type ProcessingStartedPayload } from '../store/ui';
import { logError } from './effects';
import { locate } from './locate';
import { loadSelf } from './signer';

/** The server's answer to a third wrong try: the session is over. */
const SESSION_ENDED = /start a new session/i;

export const SIGNER_DEED_PROCESSING: ProcessingStartedPayload = {
  title: 'Signing your deed',
  messages: ['Sending your signature to the notary…', 'The notary is reviewing your deed…'],
};

/** The notary slice keeps one session per application: the co-owner's is under theirs. */
function* sessionKey(): SagaIterator<string> {
  const { data }: SignerResource<SignerSelf> = yield select(selectSignerSelf);
  return data?.applicationUuid ?? '';
}

/** A 409: the deed is not ready, or signed already. The record is loaded again and the screen follows it. */
function* afterConflict(error: ApiError): SagaIterator<void> {
  if (error.status === 409) yield call(loadSelf);
  else if (![0, 400, 401].includes(error.status)) yield call(logError, 'signer: notary', error);
}

export function* onSessionStartRequested({
  payload: { requestId },
}: ReturnType<typeof signerNotarySessionStartRequested>): SagaIterator<void> {
  const uuid: string = yield call(sessionKey);
  try {
    const started: SignerNotarySession = yield call(startSignerNotarySession, requestId);
    yield put(notarySessionStarted({ uuid, sessionId: started.sessionId, questions: started.questions }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error = toApiError(e);
    yield put(notarySessionStartFailed({ uuid, error }));
    yield put(formFailed({ requestId, formError: error.message }));
    yield call(afterConflict, error);
  }
}

export function* onAnswersSubmitted({
  payload: { sessionId, answers, requestId },
}: ReturnType<typeof signerNotaryAnswersSubmitted>): SagaIterator<void> {
  const uuid: string = yield call(sessionKey);
  try {
    yield call(answerSignerNotaryQuestions, { sessionId, answers }, requestId);
    yield put(notaryIdentityConfirmed({ uuid, sessionId }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error = toApiError(e);
    const ended = (error.status === 400 || error.status === 409) && SESSION_ENDED.test(error.message);
    yield put(notaryAnswersRejected({ sessionId, error, ended }));
    yield put(formFailed({ requestId, formError: error.message }));
  }
}

export function* onDeedSignRequested({
  payload: { sessionId, requestId },
}: ReturnType<typeof signerDeedSignRequested>): SagaIterator<void> {
  // Refused or unavailable: the screen shows 'Why We Need Your Location' with Try again; nothing is posted.
  const where: Coordinates | null = yield call(locate, requestId);
  if (!where) return;
  yield put(processingStarted(SIGNER_DEED_PROCESSING));
  try {
    const self: SignerSelf = yield call(
      acceptSignerNotarySession,
      { sessionId, latitude: where.latitude, longitude: where.longitude },
      requestId,
    );
    // The deed read before signing is not the signed one.
    yield call(forgetSignerPdfs);
    yield put(signerLoaded({ resource: 'self', data: self }));
    yield put(formSucceeded({ requestId }));
    yield put(push(signerPath('documents')));
  } catch (e) {
    const error = toApiError(e);
    yield put(formFailed({ requestId, formError: error.message }));
    yield call(afterConflict, error);
  } finally {
    yield put(processingFinished());
  }
}

export function* signerNotarySaga(): SagaIterator<void> {
  // One at a time: a double click starts one session, sends the answers once, asks for the location once.
  yield takeLeading(signerNotarySessionStartRequested.type, onSessionStartRequested);
  yield takeLeading(signerNotaryAnswersSubmitted.type, onAnswersSubmitted);
  yield takeLeading(signerDeedSignRequested.type, onDeedSignRequested);
}
