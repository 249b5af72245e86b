import { testSaga, expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push } from 'connected-react-router';
import { fetchStage, type StageAnswer } from '../../src/api/application';
import { runNextStep, selectNextStepTarget, selectSearch } from '../../sagas/nextStep';
import { logError, sleep } from '../../sagas/effects';
import { stagePollFailed, stagePolled, stageSettled } from '../../store/stage';
import { flowTestState, rootReducer, UUID } from './support/flowStore';

const answer = (stage: string, status: StageAnswer['status'] = {}): StageAnswer => ({ stage, status });
const polled = (stage: string, attempt: number, status: StageAnswer['status'] = {}) =>
  stagePolled({ applicationUuid: UUID, stage, status, attempt });

/** Answers the stage calls in order, the last one repeating; counts the calls and records the sleeps. */
function scriptedServer(stages: string[]) {
  const sleeps: number[] = [];
  let calls = 0;
  const provider = {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === fetchStage) {
        const stage = stages[Math.min(calls, stages.length - 1)];
        calls += 1;
        return answer(stage);
      }
      if (effect.fn === sleep) {
        sleeps.push(effect.args[0] as number);
        return undefined;
      }
      return next();
    },
  };
  return { provider, sleeps, calls: () => calls };
}

describe('next-step router: stage polling', () => {
  it('polls a waiting stage with back-off, then settles and navigates (exact order)', () => {
    const waiting = answer('WAITING_FOR_INITIAL_OFFERS');
    const settled = answer('OFFER_SELECTION', { liensComplete: true });
    const target = { path: `/${UUID}/product/select`, state: null };
    testSaga(runNextStep, UUID, 'HMDA')
      .next()
      .call(fetchStage, UUID)
      .next(waiting)
      .put(polled('WAITING_FOR_INITIAL_OFFERS', 1))
      .next()
      .call(sleep, 1000)
      .next()
      .call(fetchStage, UUID)
      .next(waiting)
      .put(polled('WAITING_FOR_INITIAL_OFFERS', 2))
      .next()
      .call(sleep, 2000)
      .next()
      .call(fetchStage, UUID)
      .next(settled)
      .put(polled('OFFER_SELECTION', 3, { liensComplete: true }))
      .next()
      .put(stageSettled({ applicationUuid: UUID, stage: 'OFFER_SELECTION', source: 'poll' }))
      .next()
      .select(selectNextStepTarget, UUID, 'OFFER_SELECTION')
      .next(target)
      // The current query, for the pop-webchat parameter that travels with the move.
      .select(selectSearch)
      .next('?pop-webchat=1')
      .put(push(`/${UUID}/product/select?pop-webchat=1`))
      .next()
      .isDone();
  });

  it('accepts a terminal stage at once: one call, no delay, straight to its screen', async () => {
    const server = scriptedServer(['DECLINED']);
    await expectSaga(runNextStep, UUID, 'DECLINED')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(stageSettled({ applicationUuid: UUID, stage: 'DECLINED', source: 'poll' }))
      .put(push(`/${UUID}/error/decline`))
      .run();
    expect(server.calls()).toBe(1);
    expect(server.sleeps).toEqual([]);
  });

  it('gives up on a waiting stage after 14 tries and routes to error/timeout', async () => {
    const server = scriptedServer(['WAITING_FOR_SOFT_CREDIT']);
    const { storeState } = await expectSaga(runNextStep, UUID, 'HMDA')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(polled('WAITING_FOR_SOFT_CREDIT', 14))
      .put(stageSettled({ applicationUuid: UUID, stage: 'UNKNOWN', source: 'poll' }))
      .put(push(`/${UUID}/error/timeout`))
      .run();
    expect(server.calls()).toBe(14);
    // Doubling from 1 s, capped at 5 s, between the 14 tries.
    expect(server.sleeps).toEqual([1000, 2000, 4000, ...Array(10).fill(5000)]);
    expect(storeState.stage).toMatchObject({ settled: 'UNKNOWN', current: 'WAITING_FOR_SOFT_CREDIT', attempts: 14 });
  });

  it('keeps GEN_NOTE_SIGNING when it never settles (its own wait screen, not the timeout)', async () => {
    const server = scriptedServer(['GEN_NOTE_SIGNING']);
    await expectSaga(runNextStep, UUID, 'NOTE_SIGNING')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(stageSettled({ applicationUuid: UUID, stage: 'GEN_NOTE_SIGNING', source: 'poll' }))
      .put(push(`/${UUID}/review-app/signdocs`))
      .run();
    expect(server.calls()).toBe(14);
  });

  it('polls an unmoved non-waiting stage 7 times, then accepts it as it is', async () => {
    const server = scriptedServer(['HMDA']);
    await expectSaga(runNextStep, UUID, 'HMDA')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(polled('HMDA', 7))
      .put(stageSettled({ applicationUuid: UUID, stage: 'HMDA', source: 'poll' }))
      .put(push(`/${UUID}/start/hmda`))
      .run();
    expect(server.calls()).toBe(7);
    expect(server.sleeps).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it('accepts the moved stage as soon as the server has moved on', async () => {
    const server = scriptedServer(['HMDA', 'HMDA', 'GEN_SUMMARY_DISCLOSURE']);
    await expectSaga(runNextStep, UUID, 'HMDA')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(push(`/${UUID}/start/app-summary`))
      .run();
    expect(server.calls()).toBe(3);
    expect(server.sleeps).toEqual([1000, 2000]);
  });

  it('accepts a different non-waiting stage on the first try', async () => {
    const server = scriptedServer(['INCOME_VERIFICATION']);
    await expectSaga(runNextStep, UUID, 'GEN_SUMMARY_DISCLOSURE')
      .withReducer(rootReducer, flowTestState())
      .provide([server.provider])
      .put(push(`/${UUID}/income/review`))
      .run();
    expect(server.calls()).toBe(1);
  });

  it('does not navigate when the borrower is already on the settled screen', async () => {
    const server = scriptedServer(['INCOME_VERIFICATION']);
    const result = await expectSaga(runNextStep, UUID, null)
      .withReducer(rootReducer, flowTestState({ path: `/${UUID}/income/review` }))
      .provide([server.provider])
      .put(stageSettled({ applicationUuid: UUID, stage: 'INCOME_VERIFICATION', source: 'poll' }))
      .run();
    expect(result.effects.put?.map((e) => e.payload.action.type)).not.toContain('@@router/CALL_HISTORY_METHOD');
  });

  it('stops and records the failure when the stage cannot be read', async () => {
    const error = { status: 500, message: 'Something went wrong.', data: null };
    const { storeState } = await expectSaga(runNextStep, UUID, null)
      .withReducer(rootReducer, flowTestState())
      .provide([
        [matchers.call.fn(fetchStage), throwError(error as unknown as Error)],
        [matchers.call.fn(logError), null],
      ])
      .put(stagePollFailed({ applicationUuid: UUID, error }))
      .call(logError, 'next step: stage poll failed', error)
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .run();
    expect(storeState.stage.polling).toBe('failed');
  });
});
