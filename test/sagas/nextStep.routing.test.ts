import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { LOCATION_CHANGE, push, replace } from 'connected-react-router';
import { all, fork } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { fetchStage, getApplication, type StageAnswer } from '../../src/api/application';
import { getProfile } from '../../src/api/profile';
import { flowSaga } from '../../sagas/flow';
import { nextStepSaga } from '../../sagas/nextStep';
import { leaveTo, sleep } from '../../sagas/effects';
import { applicationLoaded } from '../../store/applications';
import { nextStepRequested, selectApplicationView, stagePushed, stageSettled } from '../../store/stage';
import { makeApplication, makeProfile } from '../fixtures/application';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

function* routerWithFlow(): SagaIterator<void> {
  yield all([fork(flowSaga), fork(nextStepSaga)]);
}

const never = () => new Promise<never>(() => {});
const locationChange = (pathname: string) => ({
  type: LOCATION_CHANGE,
  payload: {
    location: { pathname, search: '', hash: '', state: undefined, key: 'k' },
    action: 'PUSH',
    isFirstRendering: false,
  },
});
// push and replace both put this action type.
const NAVIGATION = '@@router/CALL_HISTORY_METHOD';

describe('next-step router: routing', () => {
  it('remembers from=signing/intro for offer selection with a VERIFIED_OFFER sub-decision', async () => {
    const answer: StageAnswer = {
      stage: 'OFFER_SELECTION',
      status: { uwDecision: 'APPROVED', uwSubDecision: 'VERIFIED_OFFER' },
    };
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/signing/intro` }))
      .provide([[matchers.call.fn(fetchStage), answer]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'NOTE_SIGNING' }))
      .put(push(`/${UUID}/product/select`, { from: 'signing/intro', decision: 'APPROVED' }))
      .silentRun(50);
  });

  it('carries pop-webchat (and nothing else) on its router moves', async () => {
    const answer: StageAnswer = { stage: 'OFFER_SELECTION', status: { uwSubDecision: 'INITIAL_OFFER' } };
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/start/hmda?pop-webchat=true&step=2` }))
      .provide([[matchers.call.fn(fetchStage), answer]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'HMDA' }))
      .put(push(`/${UUID}/product/select?pop-webchat=true`))
      .silentRun(50);
  });

  it('sends a plain offer selection without the memory', async () => {
    const answer: StageAnswer = { stage: 'OFFER_SELECTION', status: { uwSubDecision: 'INITIAL_OFFER' } };
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState())
      .provide([[matchers.call.fn(fetchStage), answer]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'HMDA' }))
      .put(push(`/${UUID}/product/select`))
      .silentRun(50);
  });

  it('re-routes a DECLINE decision to the decline screen from any page', async () => {
    const declined = makeApplication({ status: { uwDecision: 'DECLINE', liensComplete: true } });
    const { storeState } = await expectSaga(routerWithFlow)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/bank/disburse` }))
      .dispatch(applicationLoaded(declined))
      .put(replace(`/${UUID}/error/decline`))
      // No stage poll was needed for it.
      .not.call.fn(fetchStage)
      .silentRun(50);
    expect(storeState.flow.current).toBe('declined');
  });

  it('picks the DTI decline screen when the decline is a DTI one', async () => {
    const declined = makeApplication({ status: { uwDecision: 'DECLINE', dtiDecline: true } });
    await expectSaga(routerWithFlow)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/product/select` }))
      .dispatch(applicationLoaded(declined))
      .put(replace(`/${UUID}/error/income`))
      .silentRun(50);
  });

  it('leaves a declined borrower on document/disclosures', async () => {
    const declined = makeApplication({ status: { uwDecision: 'DECLINE' } });
    const { storeState } = await expectSaga(routerWithFlow)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/document/disclosures` }))
      .dispatch(applicationLoaded(declined))
      .not.put.actionType(NAVIGATION)
      .silentRun(50);
    expect(storeState.flow.current).toBe('declined');
  });

  it('sends a declined borrower back when they open another page', async () => {
    const declined = makeApplication({ status: { uwDecision: 'DECLINE' } });
    await expectSaga(routerWithFlow)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/document/disclosures` }))
      .dispatch(applicationLoaded(declined))
      .dispatch(locationChange(`/${UUID}/bank/disburse`))
      .put(replace(`/${UUID}/error/decline`))
      .silentRun(50);
  });

  it('uses a pushed stage at once and stops polling for that run', async () => {
    let stageCalls = 0;
    const { storeState } = await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState())
      .provide({
        call(effect, next) {
          if (effect.fn === fetchStage) {
            stageCalls += 1;
            return { stage: 'WAITING_FOR_INITIAL_OFFERS', status: {} };
          }
          // The back-off never ends by itself here: only the push can settle the run.
          if (effect.fn === sleep) return never();
          return next();
        },
      })
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted', previousStage: 'HMDA' }))
      .delay(20)
      .dispatch(
        stagePushed({ applicationUuid: UUID, from: 'WAITING_FOR_INITIAL_OFFERS', to: 'OFFER_SELECTION', at: 'now' }),
      )
      .put(stageSettled({ applicationUuid: UUID, stage: 'OFFER_SELECTION', source: 'push' }))
      .put(push(`/${UUID}/product/select`))
      .silentRun(80);
    // The run's one try, then one ask for the pushed stage's status (still a waiting stage here: the push wins).
    expect(stageCalls).toBe(2);
    expect(storeState.stage).toMatchObject({ settled: 'OFFER_SELECTION', source: 'push' });
  });

  it('asks for the status with a push, so a screen that hangs on it moves on (signing/intro, documents ready)', async () => {
    const preparing = { checklistStatus: 'GEN_CLOSING_DISCLOSURE', disclosurelistClosingReady: false };
    const ready: StageAnswer = {
      stage: 'NOTE_SIGNING',
      status: { checklistStatus: 'NOTE_SIGNING', disclosurelistClosingReady: true },
    };
    const { storeState } = await expectSaga(routerWithFlow)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/signing/intro`, application: { status: preparing } }))
      .provide([[matchers.call.fn(fetchStage), ready]])
      .dispatch(stagePushed({ applicationUuid: UUID, from: 'GEN_CLOSING_DISCLOSURE', to: 'NOTE_SIGNING', at: 'now' }))
      .put(stageSettled({ applicationUuid: UUID, stage: 'NOTE_SIGNING', source: 'push' }))
      .not.put.actionType(NAVIGATION)
      .silentRun(50);
    expect(selectApplicationView(storeState, UUID)?.status.disclosurelistClosingReady).toBe(true);
  });

  /** A push from NAV_BPO_PROCESSING to INCOME_VERIFICATION on bpo/hold, with GET stage answering `answer`. */
  const pushOnBpoHold = (answer: StageAnswer | ReturnType<typeof throwError>) =>
    expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/bpo/hold` }))
      .provide([[matchers.call.fn(fetchStage), answer]])
      .dispatch(
        stagePushed({ applicationUuid: UUID, from: 'NAV_BPO_PROCESSING', to: 'INCOME_VERIFICATION', at: 'now' }),
      );

  it('routes on the push when the answer is still on the stage the push left', async () => {
    await pushOnBpoHold({ stage: 'NAV_BPO_PROCESSING', status: {} })
      .put(stageSettled({ applicationUuid: UUID, stage: 'INCOME_VERIFICATION', source: 'push' }))
      .put(push(`/${UUID}/income/review`))
      .silentRun(50);
  });

  it('routes on the push alone when its status cannot be read', async () => {
    await pushOnBpoHold(throwError(new Error('offline')))
      .put(push(`/${UUID}/income/review`))
      .silentRun(50);
  });

  it('routes on a push for the current application even with no run under way', async () => {
    await pushOnBpoHold({ stage: 'INCOME_VERIFICATION', status: {} })
      .put(push(`/${UUID}/income/review`))
      .silentRun(50);
  });

  it('ignores a push for another application, and a pushed waiting stage', async () => {
    const other = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/bpo/hold` }))
      .dispatch(stagePushed({ applicationUuid: other, from: 'HMDA', to: 'INCOME_VERIFICATION', at: 'now' }))
      .dispatch(stagePushed({ applicationUuid: UUID, from: 'HMDA', to: 'WAITING_FOR_AVM_DATA', at: 'now' }))
      .not.put.actionType(NAVIGATION)
      .silentRun(50);
  });

  it('sends the borrower to the dashboard when the profile is missing', async () => {
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ application: null, profile: null }))
      .provide([
        [matchers.call.fn(getApplication), makeApplication()],
        [matchers.call.fn(getProfile), null],
        [matchers.call.fn(leaveTo), null],
      ])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .call(leaveTo, '/dashboard')
      .not.call.fn(fetchStage)
      .silentRun(50);
  });

  it('loads a missing application first; after a submission an unmoved stage is polled again', async () => {
    const application = makeApplication({ status: { checklistStatus: 'HMDA' } });
    const stages = ['HMDA', 'GEN_SUMMARY_DISCLOSURE'];
    let calls = 0;
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ application: null, profile: null }))
      .provide([
        [matchers.call.fn(getApplication), application],
        [matchers.call.fn(getProfile), makeProfile()],
        [matchers.call.fn(sleep), null],
        {
          call(effect, next) {
            if (effect.fn !== fetchStage) return next();
            calls += 1;
            return { stage: stages[Math.min(calls - 1, stages.length - 1)], status: {} };
          },
        },
      ])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'submitted' }))
      .put(applicationLoaded(application))
      .put(push(`/${UUID}/start/app-summary`))
      .silentRun(50);
    // The borrower was on HMDA (the loaded application's stage) before submitting.
    expect(calls).toBe(2);
  });

  it('takes the first answer on entering a route', async () => {
    await expectSaga(nextStepSaga)
      .withReducer(rootReducer, flowTestState({ application: { status: { checklistStatus: 'HMDA' } } }))
      .provide([[matchers.call.fn(fetchStage), { stage: 'HMDA', status: {} }]])
      .dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }))
      .put(push(`/${UUID}/start/hmda`))
      .not.call.fn(sleep)
      .silentRun(50);
  });
});
