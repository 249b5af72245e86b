// The income submissions through the journey saga: the callback's held token, the paystub's held file, the
// stage that may stay (new sources, a partial link) and a refused file's message.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import { startIncomeLink } from '../../src/api/closing';
import { journeyApi } from '../../src/api/journey';
import { leaveTo } from '../../src/api/browser';
import { onStepSubmitted } from '../../sagas/journey';
import { onVendorLinkRequested } from '../../sagas/vendorLinks';
import { claimFiles, formFailed, formSucceeded, holdFiles, holdSecrets, SECRET_HELD } from '../../store/form';
import { journeyStepFailed, journeyStepSubmitted, vendorLinkRequested } from '../../store/journey';
import { nextStepRequested, stagePolled, stageSettled } from '../../store/stage';
import { makeApplication } from '../fixtures/application';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

function stateAt(stage: string) {
  const state = flowTestState({ application: { status: { checklistStatus: stage } } });
  return rootReducer(
    state,
    stagePolled({ applicationUuid: UUID, stage, status: { checklistStatus: stage }, attempt: 1 }),
  );
}

const settled = (stage: string) => stageSettled({ applicationUuid: UUID, stage, source: 'poll' });

describe('income submissions', () => {
  it('completeIncomeLink posts the held token and lets the router take the first stage answer', async () => {
    holdSecrets('cb-1', { token: 'vendor-token' });
    const answer = makeApplication({ uuid: UUID, status: { checklistStatus: 'INCOME_VERIFICATION' } });
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        { uuid: UUID, step: 'completeIncomeLink', values: { type: 'PAYROLL', token: SECRET_HELD } },
        'cb-1',
      ),
    )
      .withReducer(rootReducer, stateAt('INCOME_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.completeIncomeLink), answer]])
      .call(journeyApi.completeIncomeLink, UUID, { type: 'PAYROLL', token: 'vendor-token' }, 'cb-1')
      .put(formSucceeded({ requestId: 'cb-1' }))
      // A partial link leaves the stage at INCOME_VERIFICATION: no waiting for it to move.
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: null }))
      .dispatch(settled('INCOME_VERIFICATION'))
      .run();
  });

  it('submitIncomeSources lets the router take the first stage answer too', async () => {
    const body = { incomeSources: [{ employmentType: 'FULL_TIME', annualIncome: 90_000 }] };
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'submitIncomeSources', values: body }, 'src-1'),
    )
      .withReducer(rootReducer, stateAt('INCOME_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.submitIncomeSources), makeApplication({ uuid: UUID })]])
      .call(journeyApi.submitIncomeSources, UUID, body, 'src-1')
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: null }))
      .dispatch(settled('INCOME_VERIFICATION'))
      .run();
  });

  it('submitEmployer waits for the stage to move on from EMPLOYMENT_VERIFICATION', async () => {
    const body = { employerName: 'Acme Corp', employerPhone: '4155550123' };
    await expectSaga(onStepSubmitted, journeyStepSubmitted({ uuid: UUID, step: 'submitEmployer', values: body }, 'e-1'))
      .withReducer(rootReducer, stateAt('EMPLOYMENT_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.submitEmployer), makeApplication({ uuid: UUID })]])
      .call(journeyApi.submitEmployer, UUID, body, 'e-1')
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'EMPLOYMENT_VERIFICATION' }))
      .dispatch(settled('DISBURSEMENT_ACCOUNT'))
      .run();
  });

  it('uploadIncomeDocument re-attaches the held file', async () => {
    const file = new File(['%PDF-1.7'], 'paystub.pdf', { type: 'application/pdf' });
    holdFiles('up-1', { file });
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        {
          uuid: UUID,
          step: 'uploadIncomeDocument',
          values: { type: 'MANUAL_PAYSTUB', file: '[file paystub.pdf, 8 bytes]' },
        },
        'up-1',
      ),
    )
      .withReducer(rootReducer, stateAt('INCOME_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.uploadIncomeDocument), makeApplication({ uuid: UUID })]])
      .call.like({
        fn: journeyApi.uploadIncomeDocument,
        // Like, not exact: the upload's progress listener follows (sagas/uploadProgress.ts).
        args: [UUID, { type: 'MANUAL_PAYSTUB', file }, 'up-1'],
      })
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'INCOME_VERIFICATION' }))
      .dispatch(settled('DISBURSEMENT_ACCOUNT'))
      .run();
    expect(claimFiles('up-1')).toEqual({});
  });

  it('a file refused by its content fails the form with the server message and routes nowhere', async () => {
    holdFiles('up-2', { file: new File(['hello'], 'fake.png', { type: 'image/png' }) });
    const refused: ApiError = {
      status: 400,
      message: 'This file type is not allowed.',
      data: { errors: ['This file type is not allowed'] },
    };
    const result = await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted({ uuid: UUID, step: 'uploadIncomeDocument', values: { type: 'MANUAL_PAYSTUB' } }, 'up-2'),
    )
      .withReducer(rootReducer, stateAt('INCOME_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.uploadIncomeDocument), throwError(refused as unknown as Error)]])
      .put(journeyStepFailed({ uuid: UUID, step: 'uploadIncomeDocument', error: refused }))
      .not.put.actionType(nextStepRequested.type)
      .run();
    const failed = result.effects.put.map((e) => e.payload.action).find((a) => formFailed.match(a));
    expect(failed?.payload.formError).toMatch(/This file type is not allowed/);
  });

  it('an income link request asks the server for the vendor page and leaves for it', async () => {
    const linkUrl = `/sandbox/income-link?application=${UUID}&type=BANK`;
    await expectSaga(
      onVendorLinkRequested,
      vendorLinkRequested({ uuid: UUID, link: { vendor: 'income', type: 'BANK' } }, 'l-1'),
    )
      .provide([
        [matchers.call.fn(startIncomeLink), { linkUrl }],
        [matchers.call.fn(leaveTo), undefined],
      ])
      .call(startIncomeLink, UUID, 'BANK', 'l-1')
      .put(formSucceeded({ requestId: 'l-1' }))
      .call(leaveTo, linkUrl)
      .run();
  });
});
