// The complete screen's refresh and the hold screens' re-check (sagas/closingStatus.ts): the closing status is
// loaded at once and every 3 s until the line is funded; a hold screen asks the router again every 5 s unless it is
// polling already; each stops when its screen is left. Time comes from call(sleep), provided here.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { getClosingStatus, type ClosingStatusAnswer } from '../../src/api/closing';
import { CLOSING_STATUS_POLL_MS, closingStatusSaga, HOLD_CHECK_MS } from '../../sagas/closingStatus';
import { logError, sleep } from '../../sagas/effects';
import {
  closingWatchStarted,
  closingWatchStopped,
  journeyReducer,
  journeyResourceFailed,
  selectJourneyResource,
} from '../../store/journey';
import { nextStepRequested, stageReducer, stagePolled, stageSettled } from '../../store/stage';

const UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const OTHER = 'bbbbbbbb-bbbb-4ccc-8ddd-eeeeeeeeeeee';

const status = (over: Partial<ClosingStatusAnswer> = {}): ClosingStatusAnswer => ({
  stage: 'RESCISSION',
  amount: 75_000,
  loanNumber: null,
  rescissionEndsAt: '2026-03-05T23:59:00.000Z',
  rescissionDeadline: '2026-03-05',
  rescissionTimeZone: 'UTC',
  fundedAt: null,
  steps: [
    { name: 'RESCISSION', done: false },
    { name: 'RECORDING', done: false },
    { name: 'FUNDING', done: false },
  ],
  complete: false,
  ...over,
});

const reducer = combineReducers({ journey: journeyReducer, stage: stageReducer });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<void>(() => undefined);

interface Harness {
  loads: number;
  sleeps: number[];
  answers: (ClosingStatusAnswer | Error)[];
  /** How many waits end (the rest never do). */
  ticks: number;
}

function run(h: Harness, schedule: (dispatch: (a: unknown) => void) => Promise<void>, ms = 300) {
  const saga = expectSaga(closingStatusSaga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === getClosingStatus) {
          const answer = h.answers[Math.min(h.loads, h.answers.length - 1)];
          h.loads += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        }
        if (effect.fn === sleep) {
          h.sleeps.push(effect.args[0] as number);
          if (h.ticks > 0) {
            h.ticks -= 1;
            return undefined;
          }
          return never();
        }
        if (effect.fn === logError) return undefined;
        return next();
      },
    });
  const started = saga.silentRun(ms);
  void schedule((a) => saga.dispatch(a as never));
  return started;
}

describe('closing status refresh (complete screen)', () => {
  it('loads at once and every 3 s, and stops once the line is funded', async () => {
    const funded = status({ stage: 'COMPLETE', complete: true, loanNumber: 'HL-1' });
    const h: Harness = {
      loads: 0,
      sleeps: [],
      answers: [status(), status({ stage: 'RECORDING' }), funded],
      ticks: 10,
    };
    const result = await run(h, async (dispatch) => {
      dispatch(closingWatchStarted({ uuid: UUID, watch: 'complete' }));
    });
    // Rescission, recording, funded: then no more loads although time went on.
    expect(h.loads).toBe(3);
    expect(h.sleeps).toEqual([CLOSING_STATUS_POLL_MS, CLOSING_STATUS_POLL_MS]);
    expect(CLOSING_STATUS_POLL_MS).toBe(3000);
    expect(selectJourneyResource(result.storeState, UUID, 'closingStatus')).toMatchObject({
      status: 'loaded',
      data: { complete: true, loanNumber: 'HL-1' },
    });
  });

  it('a failed refresh is reported and the next one tried', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [new Error('network down'), status()], ticks: 1 };
    const result = await run(h, async (dispatch) => {
      dispatch(closingWatchStarted({ uuid: UUID, watch: 'complete' }));
    });
    const failed = (result.effects.put ?? []).filter((e) => journeyResourceFailed.match(e.payload.action));
    expect(failed).toHaveLength(1);
    expect(h.loads).toBe(2);
    expect(selectJourneyResource(result.storeState, UUID, 'closingStatus')).toMatchObject({
      status: 'loaded',
      data: { stage: 'RESCISSION' },
    });
  });

  it('stops when the screen is left', async () => {
    let release: () => void = () => undefined;
    const h = { loads: 0 };
    const saga = expectSaga(closingStatusSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === getClosingStatus) {
            h.loads += 1;
            return status();
          }
          if (effect.fn === sleep) return new Promise<void>((resolve) => (release = resolve));
          return next();
        },
      });
    const done = saga.silentRun(300);
    saga.dispatch(closingWatchStarted({ uuid: UUID, watch: 'complete' }));
    await wait(30);
    saga.dispatch(closingWatchStopped({ uuid: UUID }));
    await wait(30);
    // The 3 s pass after the borrower left: nothing is loaded.
    release();
    await done;
    expect(h.loads).toBe(1);
  });

  it('a late stop from another application’s screen does not stop this one', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [status()], ticks: 0 };
    let release: () => void = () => undefined;
    const saga = expectSaga(closingStatusSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === getClosingStatus) {
            h.loads += 1;
            return status();
          }
          if (effect.fn === sleep) return new Promise<void>((resolve) => (release = resolve));
          return next();
        },
      });
    const done = saga.silentRun(300);
    saga.dispatch(closingWatchStarted({ uuid: UUID, watch: 'complete' }));
    await wait(30);
    saga.dispatch(closingWatchStopped({ uuid: OTHER }));
    await wait(30);
    release();
    await done;
    expect(h.loads).toBe(2);
  });
});

describe('hold re-check (bpo/hold, payoff/hold)', () => {
  it('asks the router again every 5 s while the screen is open', async () => {
    const sleeps: number[] = [];
    const releases: (() => void)[] = [];
    const saga = expectSaga(closingStatusSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === sleep) {
            sleeps.push(effect.args[0] as number);
            return new Promise<void>((resolve) => releases.push(resolve));
          }
          return next();
        },
      });
    const done = saga.silentRun(300);
    saga.dispatch(closingWatchStarted({ uuid: UUID, watch: 'hold' }));
    await wait(20);
    releases[0]();
    await wait(20);
    // The router's run ends (the stage has not moved): 5 s later it is asked again.
    saga.dispatch(stageSettled({ applicationUuid: UUID, stage: 'NAV_BPO_PROCESSING', source: 'poll' }));
    releases[1]();
    await wait(20);
    const result = await done;
    const asked = (result.effects.put ?? []).filter((e) => nextStepRequested.match(e.payload.action));
    expect(asked.map((e) => e.payload.action.payload)).toEqual([
      { uuid: UUID, reason: 'entered' },
      { uuid: UUID, reason: 'entered' },
    ]);
    expect(sleeps).toEqual([HOLD_CHECK_MS, HOLD_CHECK_MS, HOLD_CHECK_MS]);
    expect(HOLD_CHECK_MS).toBe(5000);
  });

  it('does not ask while the router is polling already', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [status()], ticks: 0 };
    let release: () => void = () => undefined;
    const saga = expectSaga(closingStatusSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === sleep) return new Promise<void>((resolve) => (release = resolve));
          return next();
        },
      });
    const done = saga.silentRun(200);
    // A run is polling (started by the screen's entry).
    saga.dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }));
    saga.dispatch(stagePolled({ applicationUuid: UUID, stage: 'NAV_BPO_PROCESSING', status: {}, attempt: 1 }));
    saga.dispatch(closingWatchStarted({ uuid: UUID, watch: 'hold' }));
    await wait(20);
    release();
    const result = await done;
    const asked = (result.effects.put ?? []).filter((e) => nextStepRequested.match(e.payload.action));
    expect(asked).toEqual([]);
    expect(h.loads).toBe(0);
  });

  it('asks again once the router has settled', async () => {
    let release: () => void = () => undefined;
    const saga = expectSaga(closingStatusSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === sleep) return new Promise<void>((resolve) => (release = resolve));
          return next();
        },
      });
    const done = saga.silentRun(200);
    saga.dispatch(nextStepRequested({ uuid: UUID, reason: 'entered' }));
    saga.dispatch(stageSettled({ applicationUuid: UUID, stage: 'NAV_BPO_PROCESSING', source: 'poll' }));
    saga.dispatch(closingWatchStarted({ uuid: UUID, watch: 'hold' }));
    await wait(20);
    release();
    const result = await done;
    const asked = (result.effects.put ?? []).filter((e) => nextStepRequested.match(e.payload.action));
    expect(asked.map((e) => e.payload.action.payload)).toEqual([{ uuid: UUID, reason: 'entered' }]);
  });
});
