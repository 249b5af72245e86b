// Signing and notary: the borrower's location asked when they sign (the note, then the deed before the notary),
// the eNotary session (start it, answer the identity questions) and the co-deed status. Signing and the deed's
// acceptance are journey steps: once the location is in, the request goes on as journeyStepSubmitted with the
// same request id, and the journey saga posts it, shows the processing modal and routes on.
import { push } from 'connected-react-router';
import { call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError, type ApiError } from '../src/api/client';
import {
  answerNotaryQuestions,
  getCoDeedStatus,
  resendSignerInvitation,
  startNotarySession,
  type CoDeedStatusAnswer,
  type NotaryQuestion,
} from '../src/api/closing';
import { browserTimeZone, type Coordinates } from '../src/api/geolocation';
import { SIGNED_DOCUMENTS } from '../src/domain/documents';
import { formFailed, formSucceeded } from '../store/form';
import { journeyStepSubmitted } from '../store/journey';
import {
  coDeedFailed,
  coDeedLoaded,
  coDeedStatusRequested,
  coDeedWatchStarted,
  coDeedWatchStopped,
  invitationResendFailed,
  invitationResendRequested,
  invitationResent,
  notaryAcceptRequested,
  notaryAnswersRejected,
  notaryAnswersSubmitted,
  notaryIdentityConfirmed,
  notarySessionStartFailed,
  notarySessionStarted,
  notarySessionStartRequested,
  selectCoDeed,
  signDocumentsRequested,
} from '../store/notary';
import { sleep } from './effects';
import { locate } from './locate';
import type { SignerSummary } from '../src/domain/signers';
import { nextStepRequested } from '../store/stage';

/** The server's answer to a third wrong try: the session is over. */
const SESSION_ENDED = /start a new session/i;

export { locate };

export function* signDocuments({ payload: { uuid, requestId } }: ReturnType<typeof signDocumentsRequested>) {
  const where: Coordinates | null = yield call(locate, requestId);
  if (!where) return;
  // The zone goes with the signature: the rescission deadline is counted in it (none: the property's zone).
  const timeZone: string | null = yield call(browserTimeZone);
  yield put(
    journeyStepSubmitted(
      {
        uuid,
        step: 'signDocuments',
        values: {
          documents: [...SIGNED_DOCUMENTS],
          latitude: where.latitude,
          longitude: where.longitude,
          ...(timeZone ? { timeZone } : {}),
        },
      },
      requestId,
    ),
  );
}

export function* acceptDeed({ payload: { uuid, sessionId, requestId } }: ReturnType<typeof notaryAcceptRequested>) {
  const where: Coordinates | null = yield call(locate, requestId);
  if (!where) return;
  yield put(
    journeyStepSubmitted(
      {
        uuid,
        step: 'acceptNotarySession',
        values: { sessionId, latitude: where.latitude, longitude: where.longitude },
      },
      requestId,
    ),
  );
}

export function* startSession({
  payload: { uuid, navigate, requestId },
}: ReturnType<typeof notarySessionStartRequested>): SagaIterator<void> {
  try {
    const started: { sessionId: string; questions: NotaryQuestion[] } = yield call(startNotarySession, uuid, requestId);
    yield put(notarySessionStarted({ uuid, sessionId: started.sessionId, questions: started.questions }));
    yield put(formSucceeded({ requestId }));
    if (navigate) yield put(push(`/${uuid}/notary/session`));
  } catch (e) {
    const error: ApiError = toApiError(e);
    yield put(notarySessionStartFailed({ uuid, error }));
    yield put(formFailed({ requestId, formError: error.message }));
    // 409: eNotary is not permitted, or the deed is not ready: the router knows where the borrower stands.
    if (error.status === 409) yield put(nextStepRequested({ uuid, reason: 'entered' }));
  }
}

export function* answerQuestions({
  payload: { uuid, sessionId, answers, requestId },
}: ReturnType<typeof notaryAnswersSubmitted>): SagaIterator<void> {
  try {
    yield call(answerNotaryQuestions, uuid, { sessionId, answers }, requestId);
    yield put(notaryIdentityConfirmed({ uuid, sessionId }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error: ApiError = toApiError(e);
    const ended = (error.status === 400 || error.status === 409) && SESSION_ENDED.test(error.message);
    yield put(notaryAnswersRejected({ sessionId, error, ended }));
    yield put(formFailed({ requestId, formError: error.message }));
  }
}

/** How often signing/additional asks whether the co-owners have signed. */
export const CO_DEED_POLL_MS = 5_000;

/** Loads the co-deed status; true once every co-owner has signed (the router then moves the borrower on). */
export function* loadCoDeedStatus({ payload: { uuid } }: { payload: { uuid: string } }): SagaIterator<boolean> {
  try {
    const answer: CoDeedStatusAnswer = yield call(getCoDeedStatus, uuid);
    yield put(coDeedLoaded({ coDeedStatus: answer.coDeedStatus, signers: answer.signers }));
    if (answer.coDeedStatus !== 'COMPLETE') return false;
    yield put(nextStepRequested({ uuid, reason: 'entered' }));
    return true;
  } catch (e) {
    yield put(coDeedFailed({ error: toApiError(e) }));
    return false;
  }
}

function* reloadCoDeedStatus(action: ReturnType<typeof coDeedStatusRequested>): SagaIterator<void> {
  yield call(loadCoDeedStatus, action);
}

function* pollCoDeed(action: ReturnType<typeof coDeedWatchStarted>): SagaIterator<void> {
  for (;;) {
    const complete: boolean = yield call(loadCoDeedStatus, action);
    if (complete) return;
    yield call(sleep, CO_DEED_POLL_MS);
  }
}

/** While signing/additional is open: who has signed, every few seconds, until all have or the screen closes. */
export function* watchCoDeed(action: ReturnType<typeof coDeedWatchStarted>): SagaIterator<void> {
  yield race({
    poll: call(pollCoDeed, action),
    stop: call(untilWatchStopped, action.payload.uuid),
  });
}

function* untilWatchStopped(uuid: string): SagaIterator<void> {
  for (;;) {
    const stopped: ReturnType<typeof coDeedWatchStopped> = yield take(coDeedWatchStopped.type);
    if (stopped.payload.uuid === uuid) return;
  }
}

export function* resendInvitation({
  payload: { uuid, signerUuid, requestId },
}: ReturnType<typeof invitationResendRequested>): SagaIterator<void> {
  try {
    const signer: SignerSummary = yield call(resendSignerInvitation, uuid, signerUuid, requestId);
    yield put(invitationResent({ signer }));
  } catch (e) {
    yield put(invitationResendFailed({ signerUuid, error: toApiError(e) }));
  }
}

/** One re-send per co-owner at a time: a double click sends once. */
function* resendUnlessSending(action: ReturnType<typeof invitationResendRequested>): SagaIterator<void> {
  const { resends } = (yield select(selectCoDeed)) as ReturnType<typeof selectCoDeed>;
  const pending = resends[action.payload.signerUuid];
  if (pending?.status === 'sending' && pending.requestId !== action.payload.requestId) return;
  yield call(resendInvitation, action);
}

export function* notarySaga(): SagaIterator<void> {
  // One at a time: a double click asks for the location, or starts a session, once.
  yield takeLeading(signDocumentsRequested.type, signDocuments);
  yield takeLeading(notaryAcceptRequested.type, acceptDeed);
  yield takeLeading(notarySessionStartRequested.type, startSession);
  yield takeLeading(notaryAnswersSubmitted.type, answerQuestions);
  yield takeLatest(coDeedStatusRequested.type, reloadCoDeedStatus);
  yield takeLatest(coDeedWatchStarted.type, watchCoDeed);
  yield takeEvery(invitationResendRequested.type, resendUnlessSending);
}
