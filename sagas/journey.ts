// The journey's submissions, start/profile to a submitted application: each posts through the form bridge with
// its request id as the Idempotency-Key, shows the processing modal while the server moves on, and hands over to
// the next-step router, which polls the stage and routes to the screen for it. Field errors from the server
// land on their fields; a step the server has moved past (409) routes the borrower to where it stands.
import { call, put, race, select, take, takeEvery, takeLeading, delay } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { toApiError } from '../src/api/client';
import { getAdverseAction, getLiens, getOffers, journeyApi, type JourneyStep } from '../src/api/journey';
import { getProfile } from '../src/api/profile';
import {
  getBpo,
  getClosingStatus,
  getDebtPayoff,
  getIdentityVerification,
  getIncome,
  getInsuranceRequirements,
  getNotary,
} from '../src/api/closing';
import type { Application, Profile } from '../src/domain/types';
import { applicationLoaded } from '../store/applications';
import { claimFiles, claimSecrets, formSucceeded } from '../store/form';
import {
  journeyResourceFailed,
  journeyResourceLoaded,
  journeyResourceRequested,
  journeyStepFailed,
  journeyStepSubmitted,
  journeyStepSucceeded,
  type ResourceName,
  type Resources,
} from '../store/journey';
import { profileLoaded } from '../store/profile';
import { nextStepRequested, stagePollFailed, stageSettled } from '../store/stage';
import { processingFinished, processingStarted, type ProcessingStartedPayload } from '../store/ui';
import { logError } from './effects';
import { submitWithRetry } from './retry';
import { withUploadProgress } from './uploadProgress';
import { formFailureFor } from './shared';
import { selectPreviousStage, SETTLE_WAIT_MS } from './settle';

/** What the processing modal says while each step's answer is worked out. */
export const STEP_PROCESSING: Record<JourneyStep, ProcessingStartedPayload> = {
  submitProfile: {
    title: 'Checking your rates',
    messages: [
      'Confirming your property…',
      'Finding your home’s value…',
      'Running a soft credit check (no effect on your score)…',
      'Looking up your existing liens…',
    ],
  },
  submitCreditSsn: {
    title: 'Finding your credit file',
    messages: ['Running the soft credit check again…', 'Matching your credit file…'],
  },
  retryCredit: {
    title: 'Checking your credit again',
    messages: ['Contacting the credit bureau…', 'Running the soft credit check…'],
  },
  submitLiens: {
    title: 'Building your offers',
    messages: ['Confirming your liens…', 'Calculating your available equity…', 'Pricing your offers…'],
  },
  submitAssets: {
    title: 'Updating your offers',
    messages: ['Counting your assets…', 'Pricing your offers…'],
  },
  selectOffer: { title: 'Saving your offer', messages: ['Saving your offer…'] },
  submitContact: { title: 'Saving your details', messages: ['Saving your contact details…'] },
  submitHmda: {
    title: 'Preparing your documents',
    messages: ['Saving your answers…', 'Preparing your disclosures…', 'Preparing your application summary…'],
  },
  submitEsignConsent: { title: 'Saving your consent', messages: ['Saving your consent…'] },
  submitApplication: {
    title: 'Submitting your application',
    messages: ['Submitting your application…', 'Running the credit check…', 'Reviewing your application…'],
  },
  submitIncomeSources: { title: 'Saving your income', messages: ['Saving your income sources…'] },
  completeIncomeLink: {
    title: 'Verifying your income',
    messages: ['Reading your income records…', 'Comparing them with your application…', 'Updating your offer…'],
  },
  // The upload steps' modal opens once the file has gone out (sagas/uploadProgress.ts): it says what follows.
  uploadIncomeDocument: {
    title: 'Checking your document',
    messages: ['Reading your document…', 'Checking your income…'],
  },
  submitEmployer: { title: 'Saving your employer', messages: ['Saving your employer’s details…'] },
  completeBankLink: {
    title: 'Linking your account',
    messages: ['Linking your account…', 'Checking the account with your bank…'],
  },
  submitDisburseAccount: {
    title: 'Saving your account',
    messages: ['Saving your account…', 'Checking the account with your bank…'],
  },
  submitAutopay: { title: 'Saving your payment choice', messages: ['Saving how you will pay…'] },
  uploadIdDocument: {
    title: 'Verifying your identity',
    messages: ['Reading your ID…', 'Verifying your identity…'],
  },
  orderBpo: { title: 'Ordering the valuation', messages: ['Ordering the broker price opinion…'] },
  acceptBpoValuation: { title: 'Saving your answer', messages: ['Accepting the valuation…', 'Ordering title…'] },
  orderValuation: {
    title: 'Ordering the valuation',
    messages: ['Ordering the residential evaluation…', 'Valuing your home…'],
  },
  signDocuments: {
    title: 'Signing your documents',
    messages: ['Signing your closing disclosure and note…', 'Preparing your deed…'],
  },
  acceptNotarySession: {
    title: 'Completing your notary session',
    messages: ['Sending your signature to the notary…', 'The notary is reviewing your deed…'],
  },
  requestManualNotary: { title: 'Reserving your notary', messages: ['Reserving your notary appointment…'] },
  uploadInsurance: {
    title: 'Checking your insurance',
    messages: ['Reading your declarations page…', 'Checking your coverage…'],
  },
  submitDebtPayoffReview: { title: 'Saving your choices', messages: ['Saving the debts to pay off…'] },
  submitDebtPayoffAttestation: {
    title: 'Saving your authorization',
    messages: ['Saving your authorization…', 'Preparing your closing disclosure…'],
  },
};

/** Steps that change the profile (name, date of birth, ownership, SSN on file): the flow reads it. */
const PROFILE_STEPS: ReadonlySet<JourneyStep> = new Set(['submitProfile', 'submitCreditSsn', 'submitContact']);

/**
 * Steps after which the stage may rightly stay where it is (new income sources; a partial income link asks for
 * paystubs on the same stage): the router takes the server's first answer instead of waiting for a move.
 */
const STAGE_MAY_STAY: ReadonlySet<JourneyStep> = new Set([
  'submitEsignConsent',
  'submitIncomeSources',
  'completeIncomeLink',
  // The manual notary is reserved on MANUAL_DEED_SIGNING, which holds until the signed deed is back.
  'requestManualNotary',
  // The ID upload moves to WAITING_FOR_ID_VERIFICATION before it answers; an unreadable ID comes back to
  // IDENTITY_VERIFICATION, which is the verifier's answer, not a stage that has yet to move.
  'uploadIdDocument',
  // The last required insurance page moves the stage before the upload answers; any other keeps it on
  // TRUST_AND_INSURANCE (flood insurance still to come).
  'uploadInsurance',
  // The bank steps advance the pipeline before they answer; a changed account at AUTOPAY_ACCOUNT keeps the stage.
  'completeBankLink',
  'submitDisburseAccount',
]);

const LOADERS: { [K in ResourceName]: (uuid: string) => Promise<Resources[K]> } = {
  liens: getLiens,
  offers: getOffers,
  adverseAction: getAdverseAction,
  income: getIncome,
  identityVerification: getIdentityVerification,
  bpo: getBpo,
  notary: getNotary,
  insuranceRequirements: getInsuranceRequirements,
  closingStatus: getClosingStatus,
  debtPayoff: getDebtPayoff,
};

/** The final-form answer to a failed submission: field errors on their fields, the rest above the button. */
export { formFailureFor };

const settledFor =
  (uuid: string) =>
  (action: Action): boolean => {
    const a = action as UnknownAction;
    return (stageSettled.match(a) || stagePollFailed.match(a)) && a.payload.applicationUuid === uuid;
  };

export function* onStepSubmitted({ payload }: ReturnType<typeof journeyStepSubmitted>): SagaIterator<void> {
  const { uuid, step, values, requestId } = payload;
  const previousStage: string | null = yield select(selectPreviousStage, uuid);
  const secrets: Record<string, string> = yield call(claimSecrets, requestId);
  const files: Record<string, Blob> = yield call(claimFiles, requestId);
  const uploading = Object.keys(files).length > 0;
  // An upload shows its progress in the drop zone first: the modal opens once the file has gone out.
  if (!uploading) yield put(processingStarted(STEP_PROCESSING[step]));
  try {
    const body = values && typeof values === 'object' ? { ...values, ...secrets, ...files } : undefined;
    const send = journeyApi[step] as (...args: unknown[]) => Promise<Application>;
    const label = `journey: ${step}`;
    // A dropped answer is sent again under the same Idempotency-Key (the request id): the server replays it.
    const application: Application = uploading
      ? yield call(
          withUploadProgress,
          requestId,
          STEP_PROCESSING[step],
          submitWithRetry,
          label,
          send,
          uuid,
          body,
          requestId,
        )
      : yield call(submitWithRetry, label, send, uuid, body, requestId);
    if (PROFILE_STEPS.has(step)) {
      const profile: Profile | null = yield call(getProfile);
      if (profile) yield put(profileLoaded(profile));
    }
    yield put(applicationLoaded(application));
    yield put(journeyStepSucceeded({ uuid, step }));
    yield put(formSucceeded({ requestId }));
    yield put(
      nextStepRequested({ uuid, reason: 'submitted', previousStage: STAGE_MAY_STAY.has(step) ? null : previousStage }),
    );
    yield race({ settled: take(settledFor(uuid)), timeout: delay(SETTLE_WAIT_MS) });
  } catch (e) {
    const error = toApiError(e);
    yield put(journeyStepFailed({ uuid, step, error }));
    yield put(formFailureFor(requestId, error));
    if (error.status === 409) {
      // The server has moved on (another tab, or a vendor answer): show the borrower where it stands.
      yield put(nextStepRequested({ uuid, reason: 'entered' }));
    } else if (error.status !== 400 && error.status !== 401) {
      yield call(logError, `journey: ${step} failed`, e);
    }
  } finally {
    yield put(processingFinished());
  }
}

export function* loadResource({ payload: { uuid, resource } }: ReturnType<typeof journeyResourceRequested>) {
  try {
    const data: Resources[typeof resource] = yield call(LOADERS[resource] as (u: string) => Promise<unknown>, uuid);
    yield put(journeyResourceLoaded({ uuid, resource, data } as Parameters<typeof journeyResourceLoaded>[0]));
  } catch (e) {
    yield put(journeyResourceFailed({ uuid, resource, error: toApiError(e) }));
  }
}

export function* journeySaga(): SagaIterator<void> {
  // One submission at a time: a double click, or Enter pressed twice, posts once.
  yield takeLeading(journeyStepSubmitted.type, onStepSubmitted);
  yield takeEvery(journeyResourceRequested.type, loadResource);
}
