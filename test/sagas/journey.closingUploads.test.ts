// The identity and insurance uploads through the journey saga: the held file re-attached to the multipart post,
// the router asked to take the server's first settled answer (an unreadable ID comes back to
// IDENTITY_VERIFICATION; a homeowners page with flood insurance still to come stays on TRUST_AND_INSURANCE), and
// a file refused by its content failing the form with the server's words.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { ApiError } from '../../src/api/client';
import { journeyApi } from '../../src/api/journey';
import { onStepSubmitted } from '../../sagas/journey';
import { claimFiles, formFailed, formSucceeded, holdFiles } from '../../store/form';
import { journeyStepFailed, journeyStepSubmitted } from '../../store/journey';
import { nextStepRequested, stagePolled, stageSettled } from '../../store/stage';
import { makeApplication } from '../fixtures/application';
import { rootReducer, flowTestState, UUID } from './support/flowStore';

function stateAt(stage: string) {
  const state = flowTestState({ application: { status: { checklistStatus: stage } } });
  return rootReducer(
    state,
    stagePolled({ applicationUuid: UUID, stage, status: { checklistStatus: stage }, attempt: 1 }),
  );
}

const settled = (stage: string) => stageSettled({ applicationUuid: UUID, stage, source: 'poll' });

const REFUSED: ApiError = {
  status: 400,
  message: 'This file type is not allowed.',
  data: { errors: ['This file type is not allowed'] },
};

describe('identity and insurance uploads', () => {
  it('uploadIdDocument posts the ID type with the held file, and takes the verifier’s answer as it comes', async () => {
    const file = new File(['\x89PNG'], 'license.png', { type: 'image/png' });
    holdFiles('id-1', { file });
    const answer = makeApplication({ uuid: UUID, status: { checklistStatus: 'WAITING_FOR_ID_VERIFICATION' } });
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        {
          uuid: UUID,
          step: 'uploadIdDocument',
          values: { idType: 'DRIVERS_LICENSE_FRONT', file: '[file license.png, 4 bytes]' },
        },
        'id-1',
      ),
    )
      .withReducer(rootReducer, stateAt('IDENTITY_VERIFICATION'))
      .provide([[matchers.call.fn(journeyApi.uploadIdDocument), answer]])
      .call.like({
        fn: journeyApi.uploadIdDocument,
        // Like, not exact: the upload's progress listener follows (sagas/uploadProgress.ts).
        args: [UUID, { idType: 'DRIVERS_LICENSE_FRONT', file }, 'id-1'],
      })
      .put(formSucceeded({ requestId: 'id-1' }))
      // Back at IDENTITY_VERIFICATION after a failed check is an answer, not a stage still to move.
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: null }))
      .dispatch(settled('IDENTITY_VERIFICATION'))
      .run();
    expect(claimFiles('id-1')).toEqual({});
  });

  it('uploadInsurance posts the type with the held file, and takes TRUST_AND_INSURANCE as an answer', async () => {
    const file = new File(['%PDF-1.7'], 'declarations.pdf', { type: 'application/pdf' });
    holdFiles('ins-1', { file });
    await expectSaga(
      onStepSubmitted,
      journeyStepSubmitted(
        {
          uuid: UUID,
          step: 'uploadInsurance',
          values: { type: 'HAZARD_INSURANCE', file: '[file declarations.pdf, 8 bytes]' },
        },
        'ins-1',
      ),
    )
      .withReducer(rootReducer, stateAt('TRUST_AND_INSURANCE'))
      .provide([[matchers.call.fn(journeyApi.uploadInsurance), makeApplication({ uuid: UUID })]])
      .call.like({
        fn: journeyApi.uploadInsurance,
        // Like, not exact: the upload's progress listener follows (sagas/uploadProgress.ts).
        args: [UUID, { type: 'HAZARD_INSURANCE', file }, 'ins-1'],
      })
      .put(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: null }))
      .dispatch(settled('TRUST_AND_INSURANCE'))
      .run();
  });

  it.each([
    ['uploadIdDocument', 'IDENTITY_VERIFICATION', { idType: 'PASSPORT_FRONT' }],
    ['uploadInsurance', 'TRUST_AND_INSURANCE', { type: 'FLOOD_INSURANCE' }],
  ] as const)(
    '%s: a file refused by its content fails the form with that message and routes nowhere',
    async (step, stage, fields) => {
      holdFiles(`${step}-x`, { file: new File(['MZ'], 'renamed.pdf', { type: 'application/pdf' }) });
      const result = await expectSaga(
        onStepSubmitted,
        journeyStepSubmitted({ uuid: UUID, step, values: fields }, `${step}-x`),
      )
        .withReducer(rootReducer, stateAt(stage))
        .provide([[matchers.call.fn(journeyApi[step]), throwError(REFUSED as unknown as Error)]])
        .put(journeyStepFailed({ uuid: UUID, step, error: REFUSED }))
        .not.put.actionType(nextStepRequested.type)
        .run();
      const failed = result.effects.put.map((e) => e.payload.action).find((a) => formFailed.match(a));
      expect(failed?.payload.formError).toBe('This file type is not allowed.');
    },
  );
});
