// The line is funded (COMPLETE) while the borrower watches the complete screen: the next-step router, which
// sends COMPLETE to the app root (the dashboard), leaves them there to read it. Elsewhere COMPLETE still goes to root.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { push } from 'connected-react-router';
import { fetchStage, type StageAnswer } from '../../src/api/application';
import { nextStepSaga } from '../../sagas/nextStep';
import { nextStepRequested, stagePushed } from '../../store/stage';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const COMPLETE: StageAnswer = { stage: 'COMPLETE', status: { checklistStatus: 'COMPLETE' } };
const NAVIGATION = '@@router/CALL_HISTORY_METHOD';

describe('next-step router at COMPLETE', () => {
  it('keeps a borrower on the complete screen when the stage push says the line is funded', async () => {
    const { storeState } = await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/complete` }))
      .dispatch(stagePushed({ applicationUuid: UUID, from: 'FUNDING_DECISION', to: 'COMPLETE', at: '' }))
      .not.put.like({ action: { type: NAVIGATION } })
      .silentRun(50);
    expect(storeState.stage).toMatchObject({ settled: 'COMPLETE', source: 'push' });
  });

  it('keeps them there on entering the complete screen of a funded line', async () => {
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/complete` }))
      .provide([[matchers.call.fn(fetchStage), COMPLETE]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .not.put.like({ action: { type: NAVIGATION } })
      .silentRun(50);
  });

  it('sends a borrower on any other screen to the root', async () => {
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/insurance/upload` }))
      .provide([[matchers.call.fn(fetchStage), COMPLETE]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .put(push('/'))
      .silentRun(50);
  });
});
