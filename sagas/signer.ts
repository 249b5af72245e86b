// The co-owner's account and record (/heloc-signer): sign-in and the invitation (choosing a password), the record
// that says where they stand (loaded on resume and by each screen, watched while they wait for the borrower or for
// the ID check), the ID upload and the documents. Navigation is by replace/push, like the journey's.
import { replace } from 'connected-react-router';
import { call, put, race, select, take, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { toApiError, type ApiError } from '../src/api/client';
import { getIdentity } from '../src/api/identity';
import {
  acceptSignerInvitation,
  fetchSignerDocumentHtml,
  fetchSignerDocumentPdf,
  getSignerApplication,
  getSignerDocuments,
  getSignerInvitation,
  getSignerSelf,
  signerSignIn,
  uploadSignerIdDocument,
  acknowledgeSignerNotice,
  signerEsignConsent,
  type SignerEsignConsentBody,
} from '../src/api/signer';
import { CHOOSE_FILE } from '../src/domain/documents';
import type { PrivateLabel } from '../src/domain/org';
import { signerNextPath, signerPath, signInDestination, waitingForDeed } from '../src/domain/signerRouting';
import type { SignerDocument, SignerInvitation, SignerSelf } from '../src/domain/signers';
import type { Application, Identity } from '../src/domain/types';
import { claimFiles, claimSecrets, formFailed, formSucceeded } from '../store/form';
import { sessionSignedIn } from '../store/session';
import {
  signerLoaded,
  signerLoadFailed,
  signerLoadStarted,
  type SignerResource,
  cacheSignerHtml,
  cacheSignerPdf,
  getSignerHtml,
  getSignerPdf,
  selectSignerApplication,
  selectSignerSelf,
  signerDocumentOpened,
  signerDocumentsRequested,
  signerNoticeAcknowledgeSubmitted,
  signerEsignConsentSubmitted,
  signerIdentityDocumentSubmitted,
  signerInvitationAccepted,
  signerInvitationRequested,
  signerResumeEntered,
  signerSelfRequested,
  signerSignInSubmitted,
  signerWatchStarted,
  signerWatchStopped,
  type SignerWatch,
} from '../store/signer';
import { processingFinished, type ProcessingStartedPayload } from '../store/ui';
import { leaveTo, logError, sleep } from './effects';
import { formFailureFor, uploadFailureFor } from './shared';
import { withUploadProgress } from './uploadProgress';

/** How often the intro asks whether the deed is ready while the borrower has not signed yet. */
export const SIGNER_DEED_POLL_MS = 5_000;
/** How often the identity screen asks whether the ID has been checked. */
export const SIGNER_IDENTITY_POLL_MS = 2_000;

/** The modal once the photo has gone out (its upload's progress shows in the drop zone before). */
export const SIGNER_ID_PROCESSING: ProcessingStartedPayload = {
  title: 'Checking your ID',
  messages: ['Reading your ID…', 'Sending it for verification…'],
};

const selectOrgCode = (state: { org: PrivateLabel }) => state.org.organizationCode;

/** Failures worth a log line: not the expected ones (signed out, offline, not a co-owner). */
const EXPECTED = new Set([0, 401, 404]);

/** Loads the application once per co-owner record, for the navigation's role checks; a failure is only logged. */
export function* loadSignerApplication(applicationUuid: string): SagaIterator<void> {
  const known: Application | null = yield select(selectSignerApplication);
  if (known?.uuid === applicationUuid) return;
  try {
    const application: Application = yield call(getSignerApplication, applicationUuid);
    yield put(signerLoaded({ resource: 'application', data: application }));
  } catch (e) {
    yield put(signerLoadFailed({ resource: 'application', error: toApiError(e) }));
    yield call(logError, 'signer: application', e);
  }
}

/** Loads the co-owner's record; null when it could not be had (the store says why). */
export function* loadSelf(): SagaIterator<SignerSelf | null> {
  yield put(signerLoadStarted({ resource: 'self' }));
  try {
    const self: SignerSelf = yield call(getSignerSelf);
    yield put(signerLoaded({ resource: 'self', data: self }));
    yield call(loadSignerApplication, self.applicationUuid);
    return self;
  } catch (e) {
    const error: ApiError = toApiError(e);
    yield put(signerLoadFailed({ resource: 'self', error }));
    if (!EXPECTED.has(error.status)) yield call(logError, 'signer: record', e);
    return null;
  }
}

/** heloc-signer/resume: to the screen the record asks for; a 404 (not a co-owner) stays to say so. */
export function* onResumeEntered(): SagaIterator<void> {
  const self: SignerSelf | null = yield call(loadSelf);
  if (self) {
    yield put(replace(signerNextPath(self)));
    return;
  }
  const { error }: SignerResource<SignerSelf> = yield select(selectSignerSelf);
  // 401 is the auth saga's (back to the login); 404 is the resume page's own message.
  if (error && error.status !== 401 && error.status !== 404) yield put(replace(signerPath('error')));
}

export function* onSelfRequested({ payload }: ReturnType<typeof signerSelfRequested>): SagaIterator<void> {
  const { status }: SignerResource<SignerSelf> = yield select(selectSignerSelf);
  if (!payload?.force && (status === 'loaded' || status === 'loading')) return;
  yield call(loadSelf);
}

/** Whether the watched answer has come: the deed is ready (or more), or the ID check is over. */
function settled(watch: SignerWatch, self: SignerSelf): boolean {
  if (self.applicationState === 'CANCELLED') return true;
  return watch === 'deed' ? !waitingForDeed(self) : self.identity.status !== 'PENDING';
}

/**
 * Asks again every few seconds until the answer comes, then moves the co-owner on (to `returnTo`, or where the
 * record says). An ID that could not be verified stays on the screen, which asks for a new photo.
 */
export function* watchSelf(watch: SignerWatch, returnTo?: string): SagaIterator<void> {
  const interval = watch === 'deed' ? SIGNER_DEED_POLL_MS : SIGNER_IDENTITY_POLL_MS;
  for (;;) {
    yield call(sleep, interval);
    const self: SignerSelf | null = yield call(loadSelf);
    if (!self || !settled(watch, self)) continue;
    if (watch === 'identity' && self.identity.status === 'FAILED_VERIFICATION') return;
    const cancelled = self.applicationState === 'CANCELLED';
    yield put(replace(cancelled || !returnTo ? signerNextPath(self) : returnTo));
    return;
  }
}

export function* onWatchStarted({ payload: { watch, returnTo } }: ReturnType<typeof signerWatchStarted>) {
  yield race({
    watched: call(watchSelf, watch, returnTo),
    stopped: take((a: Action) => {
      const action = a as UnknownAction;
      return signerWatchStopped.match(action) && action.payload.watch === watch;
    }),
  });
}

/** Signed in (the client kept the token): who it is, then the redirect-back target or the resume page. */
export function* completeSignIn(requestId: string, redirectUrl: string | null): SagaIterator<void> {
  const identity: Identity = yield call(getIdentity);
  yield put(sessionSignedIn({ identity }));
  yield put(formSucceeded({ requestId }));
  const destination = signInDestination(redirectUrl);
  if (destination.kind === 'leave') yield call(leaveTo, destination.to);
  else yield put(replace(destination.to));
}

export function* onSignInSubmitted({
  payload: { email, redirectUrl, requestId },
}: ReturnType<typeof signerSignInSubmitted>): SagaIterator<void> {
  try {
    const { password = '' }: Record<string, string> = yield call(claimSecrets, requestId);
    const orgCode: string = yield select(selectOrgCode);
    yield call(signerSignIn, { email, password }, orgCode);
    yield call(completeSignIn, requestId, redirectUrl);
  } catch (e) {
    // 401 'Invalid email or password': the server's words, above the button.
    yield put(formFailed({ requestId, formError: toApiError(e).message }));
  }
}

export function* onInvitationRequested({
  payload: { token },
}: ReturnType<typeof signerInvitationRequested>): SagaIterator<void> {
  yield put(signerLoadStarted({ resource: 'invitation', fresh: true }));
  try {
    const invitation: SignerInvitation = yield call(getSignerInvitation, token);
    yield put(signerLoaded({ resource: 'invitation', data: invitation }));
  } catch (e) {
    yield put(signerLoadFailed({ resource: 'invitation', error: toApiError(e) }));
  }
}

export function* onInvitationAccepted({
  payload: { token, agreeToTerms, esignAccessConfirmed, esignConsent, requestId },
}: ReturnType<typeof signerInvitationAccepted>): SagaIterator<void> {
  try {
    const { password = '', confirmPassword = '' }: Record<string, string> = yield call(claimSecrets, requestId);
    yield call(
      acceptSignerInvitation,
      token,
      { password, confirmPassword, agreeToTerms, esignAccessConfirmed, esignConsent },
      requestId,
    );
    yield call(completeSignIn, requestId, null);
  } catch (e) {
    // 400 field errors on their fields; 409 (used already, or the email has an account) above the button.
    yield put(formFailureFor(requestId, toApiError(e)));
  }
}

export function* onIdentityDocumentSubmitted({
  payload: { idType, requestId },
}: ReturnType<typeof signerIdentityDocumentSubmitted>): SagaIterator<void> {
  const files: Record<string, Blob> = yield call(claimFiles, requestId);
  const file = files.file;
  if (!file) {
    yield put(formFailed({ requestId, errors: { file: CHOOSE_FILE } }));
    return;
  }
  try {
    // The modal opens once the photo has gone out; until then the drop zone shows the upload's progress.
    const self: SignerSelf = yield call(
      withUploadProgress,
      requestId,
      SIGNER_ID_PROCESSING,
      uploadSignerIdDocument,
      idType,
      file,
      requestId,
    );
    // PENDING now: the screen says the ID is being checked and watches for the answer.
    yield put(signerLoaded({ resource: 'self', data: self }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    const error = toApiError(e);
    yield put(formFailed(uploadFailureFor(requestId, error)));
    // The ID is verified already (another tab): the record says where to go.
    if (error.status === 409) yield call(loadSelf);
    else if (![400, 401, 413].includes(error.status)) yield call(logError, 'signer: ID upload failed', e);
  } finally {
    yield put(processingFinished());
  }
}

export function* loadDocuments(): SagaIterator<void> {
  yield put(signerLoadStarted({ resource: 'documents' }));
  try {
    const documents: SignerDocument[] = yield call(getSignerDocuments);
    yield put(signerLoaded({ resource: 'documents', data: documents }));
  } catch (e) {
    yield put(signerLoadFailed({ resource: 'documents', error: toApiError(e) }));
  }
}

/** The PDF for the viewer and its HTML version: fetched once and kept outside the store. */
export function* onDocumentOpened({ payload: { type } }: ReturnType<typeof signerDocumentOpened>): SagaIterator<void> {
  yield put(signerLoadStarted({ resource: 'pdf', fresh: true }));
  try {
    const cached: Blob | undefined = yield call(getSignerPdf, type);
    if (!cached) {
      const bytes: ArrayBuffer = yield call(fetchSignerDocumentPdf, type);
      yield call(cacheSignerPdf, type, bytes);
    }
    if (!(yield call(getSignerHtml, type))) {
      try {
        const html: string = yield call(fetchSignerDocumentHtml, type);
        yield call(cacheSignerHtml, type, html);
      } catch {
        // The viewer then offers the PDF and its download only.
      }
    }
    yield put(signerLoaded({ resource: 'pdf', data: type }));
  } catch (e) {
    yield put(signerLoadFailed({ resource: 'pdf', error: toApiError(e) }));
  }
}

/** E-SIGN consent again: the answer is the co-owner's record, which no longer asks. */
export function* onEsignConsent({
  payload: { requestId, esignAccessConfirmed, esignConsent },
}: ReturnType<typeof signerEsignConsentSubmitted>): SagaIterator<void> {
  try {
    // The dialog's form checked both with the route's own schema (esignConsentSchema): the contract's body.
    const self: SignerSelf = yield call(
      signerEsignConsent,
      { esignAccessConfirmed, esignConsent } as SignerEsignConsentBody,
      requestId,
    );
    yield put(signerLoaded({ resource: 'self', data: self }));
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    yield put(formFailureFor(requestId, toApiError(e)));
  }
}

/** Receipt of the notice of right to cancel, recorded on the server; the list then shows when. */
export function* onNoticeAcknowledged({
  payload: { requestId },
}: ReturnType<typeof signerNoticeAcknowledgeSubmitted>): SagaIterator<void> {
  try {
    yield call(acknowledgeSignerNotice, requestId);
    yield call(loadDocuments);
    yield put(formSucceeded({ requestId }));
  } catch (e) {
    yield put(formFailureFor(requestId, toApiError(e)));
  }
}

export function* signerSaga(): SagaIterator<void> {
  // A double click signs in, accepts or uploads once.
  yield takeLeading(signerSignInSubmitted.type, onSignInSubmitted);
  yield takeLeading(signerInvitationAccepted.type, onInvitationAccepted);
  yield takeLeading(signerIdentityDocumentSubmitted.type, onIdentityDocumentSubmitted);
  yield takeLatest(signerInvitationRequested.type, onInvitationRequested);
  yield takeLatest(signerResumeEntered.type, onResumeEntered);
  yield takeEvery(signerSelfRequested.type, onSelfRequested);
  yield takeLatest(signerWatchStarted.type, onWatchStarted);
  yield takeLatest(signerDocumentsRequested.type, loadDocuments);
  yield takeLatest(signerDocumentOpened.type, onDocumentOpened);
  yield takeLeading(signerNoticeAcknowledgeSubmitted.type, onNoticeAcknowledged);
  yield takeLeading(signerEsignConsentSubmitted.type, onEsignConsent);
}
