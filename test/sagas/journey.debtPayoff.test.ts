// The debt payoff submissions (merchant/review, merchant/lien-attestation) through the journey saga: what is
// posted where with which Idempotency-Key, the processing modal, the router asked to move on, an over-limit 400 on
// the debts field, a 409 re-routing, and the payoff read loaded for the screens. The posts are answered by the msw
// server of test/components/support (this file runs in the msw Jest project).
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { getDebtPayoff } from '../../src/api/closing';
import type { ApiError } from '../../src/api/client';
import { journeyApi } from '../../src/api/journey';
import type { DebtPayoffAnswer } from '../../src/domain/payoff';
import { loadResource, onStepSubmitted, STEP_PROCESSING } from '../../sagas/journey';
import { applicationLoaded } from '../../store/applications';
import { formFailed, formSucceeded } from '../../store/form';
import { journeyResourceRequested, journeyStepFailed, journeyStepSubmitted } from '../../store/journey';
import { nextStepRequested, stagePolled, stageSettled } from '../../store/stage';
import { processingFinished, processingStarted } from '../../store/ui';
import { makeApplication } from '../fixtures/application';
import { installRoutes, type FakeRequest } from '../components/support/mswServer';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const HELOC = '/service-application/api/v1/application/heloc';

function stateAt(stage: string) {
  return rootReducer(
    flowTestState({ application: { status: { checklistStatus: stage } } }),
    stagePolled({ applicationUuid: UUID, stage, status: { checklistStatus: stage }, attempt: 1 }),
  );
}

const STEPS = [
  ['submitDebtPayoffReview', { payoffDebtIds: ['tl-1', 'tl-4'] }, 'DEBT_PAYOFF_REVIEW', 'merchant/review'],
  [
    'submitDebtPayoffAttestation',
    { attestAccounts: true, authorizePayment: true, authorizeLienRelease: true },
    'DEBT_PAYOFF_ATTESTATION',
    'merchant/attestation',
  ],
] as const;

describe('debt payoff submissions', () => {
  it.each(STEPS)(
    '%s posts its body with the request id as Idempotency-Key, stores the answer and asks the router to move on',
    async (step, values, stage, path) => {
      const posted: { url?: string; body: unknown; key: unknown }[] = [];
      const answer = makeApplication({ uuid: UUID, status: { checklistStatus: 'NEXT' } });
      installRoutes({
        [`POST ${HELOC}/${UUID}/${path}`]: (request: FakeRequest) => {
          posted.push({
            url: request.url,
            body: JSON.parse(request.data as string),
            key: request.headers['Idempotency-Key'],
          });
          return { data: answer };
        },
      });
      await expectSaga(onStepSubmitted, journeyStepSubmitted({ uuid: UUID, step, values }, `req-${step}`))
        .withReducer(rootReducer, stateAt(stage))
        .put(processingStarted(STEP_PROCESSING[step]))
        .put(applicationLoaded(answer))
        .put(formSucceeded({ requestId: `req-${step}` }))
        .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: stage }))
        .put(processingFinished())
        .dispatch(stageSettled({ applicationUuid: UUID, stage: 'NEXT', source: 'poll' }))
        .run();
      expect(posted).toEqual([{ url: expect.stringContaining(path), body: values, key: `req-${step}` }]);
    },
  );

  it('an over-limit 400 lands on the debts field and does not move on', async () => {
    const message =
      'The debts you chose total $50,272.49, more than your initial draw of $49,505.00. Choose fewer debts.';
    const error: ApiError = {
      status: 400,
      message: `payoffDebtIds: ${message}`,
      data: { errors: [`payoffDebtIds: ${message}`] },
    };
    const step = 'submitDebtPayoffReview';
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step, values: { payoffDebtIds: ['tl-1', 'tl-2', 'tl-3', 'tl-4'] } }, 'r'),
    )
      .withReducer(rootReducer, stateAt('DEBT_PAYOFF_REVIEW'))
      .provide([[matchers.call.fn(journeyApi[step]), throwError(error as unknown as Error)]])
      .put(journeyStepFailed({ uuid: UUID, step, error }))
      .put(formFailed({ requestId: 'r', errors: { payoffDebtIds: message } }))
      .not.put.actionType(nextStepRequested.type)
      .put(processingFinished())
      .run();
  });

  it('a 409 (the attestation is no longer open) re-routes the borrower to where the application stands', async () => {
    const message = 'This step is not open: the application is at NOTE_SIGNING';
    const error: ApiError = { status: 409, message, data: { message } };
    const step = 'submitDebtPayoffAttestation';
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step, values: { attestAccounts: true, authorizePayment: true } }, 'r'),
    )
      .withReducer(rootReducer, stateAt('DEBT_PAYOFF_ATTESTATION'))
      .provide([[matchers.call.fn(journeyApi[step]), throwError(error as unknown as Error)]])
      .put(formFailed({ requestId: 'r', formError: message }))
      .put(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .run();
  });

  it('loads the payoff read for the merchant screens', async () => {
    const payoff: DebtPayoffAnswer = {
      initialDraw: 49_505,
      debts: [],
      selectedDebtIds: [],
      reviewed: false,
      attested: false,
      disburseAccountMask: '6789',
      paidAt: null,
    };
    const { storeState } = await expectSaga(
      loadResource,
      journeyResourceRequested({ uuid: UUID, resource: 'debtPayoff' }),
    )
      .withReducer(rootReducer, flowTestState())
      .provide([[matchers.call.fn(getDebtPayoff), payoff]])
      .call(getDebtPayoff, UUID)
      .run();
    expect(storeState.journey.byApplication[UUID].debtPayoff).toEqual({ status: 'loaded', data: payoff, error: null });
  });
});
