import { waitFor } from '@testing-library/react';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import { getLiens, getOffers, journeyApi, type JourneyStep } from '../../src/api/journey';
import { getProfile } from '../../src/api/profile';
import { formFailureFor, journeySaga, loadResource, onStepSubmitted, STEP_PROCESSING } from '../../sagas/journey';
import { applicationLoaded } from '../../store/applications';
import { claimSecrets, formFailed, formSucceeded, holdSecrets, SECRET_HELD } from '../../store/form';
import {
  journeyResourceFailed,
  journeyResourceRequested,
  journeyStepFailed,
  journeyStepSubmitted,
  journeyStepSucceeded,
} from '../../store/journey';
import { profileLoaded } from '../../store/profile';
import { nextStepRequested, stagePolled, stageSettled } from '../../store/stage';
import { processingFinished, processingStarted, toastShown } from '../../store/ui';
import { logError, sleep } from '../../sagas/effects';
import { CONNECTION_LOST_TOAST } from '../../sagas/retry';
import { makeApplication, makeProfile } from '../fixtures/application';
import { flowTestState, rootReducer, UUID } from './support/flowStore';
import { installRoutes } from '../components/support/mswServer';
import { makeTestStore } from '../utils/renderWithProviders';

const HELOC = '/service-application/api/v1/application/heloc';

const STEPS: [JourneyStep, unknown, string][] = [
  [
    'submitProfile',
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1980-01-02',
      ownership: 'SOLE',
      softCreditConsent: true,
      esignConsent: true,
    },
    'BASIC_INFO',
  ],
  ['submitCreditSsn', { ssn: SECRET_HELD }, 'CREDIT_NO_MATCH'],
  ['submitLiens', { confirmed: true }, 'LIEN_VERIFICATION'],
  ['submitAssets', { attestation: true }, 'ASSETS_PREQUAL'],
  ['selectOffer', { term: 10, amount: 50_000 }, 'OFFER_SELECTION'],
  ['submitContact', { phone: '5551234567', ssn: SECRET_HELD, hardCreditConsent: true }, 'COLLECT_ADDITIONAL_INFO'],
  ['submitHmda', { ethnicity: 'Not Hispanic or Latino', race: 'Asian', sex: 'Female' }, 'HMDA'],
  ['submitApplication', {}, 'APP_SUBMISSION'],
];

const PROFILE_STEPS = ['submitProfile', 'submitCreditSsn', 'submitContact'];

function stateAt(stage: string) {
  const state = flowTestState({ application: { status: { checklistStatus: stage } } });
  return rootReducer(
    state,
    stagePolled({ applicationUuid: UUID, stage, status: { checklistStatus: stage }, attempt: 1 }),
  );
}

describe('journey submissions', () => {
  it.each(STEPS)(
    '%s posts with the request id as idempotency key, stores the answer, resolves the form and asks the router',
    async (step, values, stage) => {
      const requestId = `req-${step}`;
      if (JSON.stringify(values).includes(SECRET_HELD)) holdSecrets(requestId, { ssn: '123456789' });
      const answer = makeApplication({ uuid: UUID, status: { checklistStatus: 'NEXT' } });
      const profile = makeProfile({ hasSsn: true });
      const expectedBody = values && typeof values === 'object' ? { ...values } : undefined;
      if (expectedBody && 'ssn' in expectedBody) (expectedBody as { ssn: string }).ssn = '123456789';
      const run = expectSaga(onStepSubmitted, journeyStepSubmitted({ uuid: UUID, step, values }, requestId))
        .withReducer(rootReducer, stateAt(stage))
        .provide([
          [matchers.call.fn(journeyApi[step]), answer],
          [matchers.call.fn(getProfile), profile],
        ])
        .put(processingStarted(STEP_PROCESSING[step]))
        .call(journeyApi[step] as never, UUID, expectedBody, requestId)
        .put(applicationLoaded(answer))
        .put(journeyStepSucceeded({ uuid: UUID, step }))
        .put(formSucceeded({ requestId }))
        .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: stage }))
        .put(processingFinished())
        .dispatch(stageSettled({ applicationUuid: UUID, stage: 'NEXT', source: 'poll' }));
      const result = await (
        PROFILE_STEPS.includes(step) ? run.put(profileLoaded(profile)) : run.not.call.fn(getProfile)
      ).run();
      expect(result.storeState.journey.byApplication[UUID].submitting).toBeNull();
      // The secret was claimed once: nothing is left to claim.
      expect(claimSecrets(requestId)).toEqual({});
    },
  );

  it('keeps the processing modal up until the router settles on this application', async () => {
    const { store } = makeTestStore({ path: `/${UUID}/liens`, authenticated: true });
    store.dispatch(applicationLoaded(makeApplication({ uuid: UUID })));
    const { calls } = installRoutes({ [`POST ${HELOC}/${UUID}/liens`]: { data: makeApplication({ uuid: UUID }) } });
    const task = store.runSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitLiens', values: { confirmed: true } }, 'r1'),
    );
    await waitFor(() => expect(store.getState().journey.byApplication[UUID].submitting).toBeNull());
    expect(store.getState().ui.processing.active).toBe(true);
    // Another application's settle does not end this one's wait.
    store.dispatch(stageSettled({ applicationUuid: 'other', stage: 'X', source: 'poll' }));
    expect(store.getState().ui.processing.active).toBe(true);
    store.dispatch(stageSettled({ applicationUuid: UUID, stage: 'OFFER_SELECTION', source: 'poll' }));
    await task.toPromise();
    expect(store.getState().ui.processing.active).toBe(false);
    expect(calls).toEqual([`POST ${HELOC}/${UUID}/liens`]);
  });

  it.each(STEPS)('%s: a 400 puts the field errors on their fields and fails the step', async (step, values, stage) => {
    const error: ApiError = {
      status: 400,
      message: 'amount: The amount must be at least $15,000.',
      data: { errors: ['amount: The amount must be at least $15,000'] },
    };
    const { storeState } = await expectSaga(onStepSubmitted, journeyStepSubmitted({ uuid: UUID, step, values }, 'r'))
      .withReducer(rootReducer, stateAt(stage))
      .provide([[matchers.call.fn(journeyApi[step]), throwError(error as unknown as Error)]])
      .put(journeyStepFailed({ uuid: UUID, step, error }))
      .put(formFailed({ requestId: 'r', errors: { amount: 'The amount must be at least $15,000' } }))
      .put(processingFinished())
      .not.put.actionType(formSucceeded.type)
      .not.put.actionType(nextStepRequested.type)
      .run();
    expect(storeState.journey.byApplication[UUID].lastError).toEqual(error);
  });

  it('a 409 (the server moved on) shows the message and lets the router take the borrower to where it stands', async () => {
    const message = 'This step is not open: the application is at OFFER_SELECTION';
    const error: ApiError = { status: 409, message, data: { message } };
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitLiens', values: { confirmed: true } }, 'r'),
    )
      .withReducer(rootReducer, stateAt('LIEN_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.submitLiens), throwError(error as unknown as Error)]])
      .put(formFailed({ requestId: 'r', formError: message }))
      .put(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .put(processingFinished())
      .run();
  });

  it('a network failure is retried under the same key (5 attempts, 1 s doubling), then keeps the borrower on the form', async () => {
    const error: ApiError = { status: 0, message: 'Network Error', data: null };
    const keys: unknown[] = [];
    const sleeps: number[] = [];
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitHmda', values: { ethnicity: 'x' } }, 'r'),
    )
      .withReducer(rootReducer, stateAt('HMDA'))
      .provide({
        call(effect, next) {
          if (effect.fn === journeyApi.submitHmda) {
            keys.push(effect.args[2]);
            throw error;
          }
          if (effect.fn === sleep) {
            sleeps.push(effect.args[0] as number);
            return undefined;
          }
          if (effect.fn === logError) return undefined;
          return next();
        },
      })
      .put.actionType(toastShown.type)
      .put(formFailed({ requestId: 'r', formError: 'Network Error' }))
      .not.put.actionType(nextStepRequested.type)
      .not.put.actionType(applicationLoaded.type)
      .put(processingFinished())
      .run();
    expect(keys).toEqual(['r', 'r', 'r', 'r', 'r']);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
  });

  it('a dropped answer is sent again with the same key, and the replayed answer moves the borrower on', async () => {
    const keys: unknown[] = [];
    let attempts = 0;
    const { effects } = await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitHmda', values: { ethnicity: 'x' } }, 'r2'),
    )
      .withReducer(rootReducer, stateAt('HMDA'))
      .provide({
        call(effect, next) {
          if (effect.fn === journeyApi.submitHmda) {
            keys.push(effect.args[2]);
            attempts += 1;
            if (attempts === 1) throw { status: 0, message: 'Network Error', data: null };
            return makeApplication({ uuid: UUID });
          }
          if (effect.fn === sleep || effect.fn === logError) return undefined;
          return next();
        },
      })
      .put(formSucceeded({ requestId: 'r2' }))
      .silentRun(100);
    expect(keys).toEqual(['r2', 'r2']);
    const toasts = (effects.put ?? [])
      .map((p: { payload: { action: { type: string; payload: { message?: string } } } }) => p.payload.action)
      .filter((a: { type: string }) => a.type === toastShown.type);
    expect(toasts.map((t: { payload: { message?: string } }) => t.payload.message)).toEqual([CONNECTION_LOST_TOAST]);
  });

  it('takes the leading submission only: a double click posts once', async () => {
    const submit = () => journeyStepSubmitted({ uuid: UUID, step: 'submitAssets', values: { attestation: true } }, 'r');
    const { effects } = await expectSaga(journeySaga)
      .withReducer(rootReducer, stateAt('ASSETS_PREQUAL'))
      .provide([[matchers.call.fn(journeyApi.submitAssets), makeApplication({ uuid: UUID })]])
      .dispatch(submit())
      .dispatch(submit())
      .silentRun(50);
    const posts = (effects.call ?? []).filter(
      (e: { payload: { fn: unknown } }) => e.payload.fn === journeyApi.submitAssets,
    );
    expect(posts).toHaveLength(1);
  });
});

describe('formFailureFor', () => {
  it('keeps messages that name no field as the form error', () => {
    const error: ApiError = {
      status: 400,
      message: 'Something is off, amount: Too big.',
      data: { errors: ['Something is off', 'amount: Too big'] },
    };
    expect(formFailureFor('r', error).payload).toEqual({
      requestId: 'r',
      errors: { amount: 'Too big' },
      formError: 'Something is off, amount: Too big.',
    });
  });

  it('nests dotted paths for nested fields', () => {
    const error: ApiError = {
      status: 400,
      message: 'property.zip: Enter a 5-digit ZIP code.',
      data: { errors: ['property.zip: Enter a 5-digit ZIP code'] },
    };
    expect(formFailureFor('r', error).payload.errors).toEqual({ property: { zip: 'Enter a 5-digit ZIP code' } });
  });
});

describe('journey resources', () => {
  const liens = {
    liens: [{ position: 1, lender: 'First Bank', balance: 250_000, monthlyPayment: 1_500 }],
    homeValue: 650_000,
    liensComplete: false,
    inquiryAttestNeeded: false,
    inquiryAttestComplete: false,
    recentInquiries: 0,
  };

  it('loads what a screen shows into the store, per application', async () => {
    const { storeState } = await expectSaga(loadResource, journeyResourceRequested({ uuid: UUID, resource: 'liens' }))
      .withReducer(rootReducer, flowTestState())
      .provide([[matchers.call.fn(getLiens), liens]])
      .call(getLiens, UUID)
      .run();
    expect(storeState.journey.byApplication[UUID].liens).toEqual({ status: 'loaded', data: liens, error: null });
  });

  it('keeps the failure for the screen to offer a retry', async () => {
    const error: ApiError = { status: 0, message: 'Network Error', data: null };
    const { storeState } = await expectSaga(loadResource, journeyResourceRequested({ uuid: UUID, resource: 'offers' }))
      .withReducer(rootReducer, flowTestState())
      .provide([[matchers.call.fn(getOffers), throwError(error as unknown as Error)]])
      .put(journeyResourceFailed({ uuid: UUID, resource: 'offers', error }))
      .run();
    expect(storeState.journey.byApplication[UUID].offers.status).toBe('failed');
  });
});

describe('field errors in lists', () => {
  it("puts 'liens[1].balance: …' on the second lien's balance", () => {
    const error: ApiError = {
      status: 400,
      message: 'liens[1].balance: The balance cannot be negative.',
      data: { errors: ['liens[1].balance: The balance cannot be negative'] },
    };
    expect(formFailureFor('r', error).payload.errors).toEqual({
      liens: [undefined, { balance: 'The balance cannot be negative' }],
    });
  });
});
