// Conditions while a conditions screen is open: loaded on entry, again every 60 s and when the window regains focus,
// and no more once the screen closes. Time comes from call(sleep), provided here; focus is the real window event.
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { Condition } from '../../src/api/conditions';
import { getConditions } from '../../src/api/conditions';
import { CONDITIONS_REFETCH_MS, conditionsSaga } from '../../sagas/conditions';
import { logError, sleep } from '../../sagas/effects';
import {
  conditionsLoadFailed,
  conditionsReducer,
  conditionsReloadRequested,
  conditionsScreenEntered,
  conditionsScreenLeft,
  selectConditionsStatus,
  selectOpenConditions,
} from '../../store/conditions';
import { nextStepRequested } from '../../store/stage';

const UUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

const condition = (over: Partial<Condition> = {}): Condition => ({
  uuid: '11111111-2222-4333-8444-555555555555',
  categoryEnum: 'GENERIC_DOCUMENT_REQUEST',
  created: '2026-01-02T10:00:00.000Z',
  notes: null,
  commentsToBorrower: 'Please upload a recent bank statement showing your name and address.',
  requestDocuments: true,
  xtraData: { numDocsRequired: 1, docsReceived: 0 },
  actionNeeded: 'Upload a recent bank statement',
  resolvedAt: null,
  ...over,
});

const reducer = combineReducers({ conditions: conditionsReducer });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = () => new Promise<void>(() => undefined);

interface Harness {
  loads: number;
  sleeps: number[];
  answers: (Condition[] | Error)[];
  /** How many 60 s waits end (the rest never do). */
  elapsedMinutes: number;
}

function run(h: Harness, schedule: (dispatch: (a: unknown) => void) => Promise<void>) {
  const saga = expectSaga(conditionsSaga)
    .withReducer(reducer)
    .provide({
      call(effect, next) {
        if (effect.fn === getConditions) {
          const answer = h.answers[Math.min(h.loads, h.answers.length - 1)];
          h.loads += 1;
          if (answer instanceof Error) throw answer;
          return answer;
        }
        if (effect.fn === sleep) {
          h.sleeps.push(effect.args[0] as number);
          if (h.elapsedMinutes > 0) {
            h.elapsedMinutes -= 1;
            return undefined;
          }
          return never();
        }
        if (effect.fn === logError) return undefined;
        return next();
      },
    });
  const started = saga.silentRun(400);
  // expectSaga's store is reachable through dispatch only once it runs.
  void schedule((a) => saga.dispatch(a as never));
  return started;
}

afterEach(() => jest.restoreAllMocks());

describe('conditions refetch', () => {
  it('loads on entry and again every 60 s while the screen is open', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [[condition()]], elapsedMinutes: 2 };
    const result = await run(h, async (dispatch) => {
      dispatch(conditionsScreenEntered({ uuid: UUID }));
    });
    // Entry, then after each of the two minutes that passed; the third wait is still running.
    expect(h.loads).toBe(3);
    expect(h.sleeps).toEqual([CONDITIONS_REFETCH_MS, CONDITIONS_REFETCH_MS, CONDITIONS_REFETCH_MS]);
    expect(CONDITIONS_REFETCH_MS).toBe(60_000);
    expect(selectOpenConditions(result.storeState, UUID).map((c) => c.uuid)).toEqual([condition().uuid]);
  });

  it('loads again when the window regains focus, and not after the screen is left', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [[condition()]], elapsedMinutes: 0 };
    const removed = jest.spyOn(window, 'removeEventListener');
    const focusRemoved = () => removed.mock.calls.filter(([type]) => type === 'focus').length;
    await run(h, async (dispatch) => {
      dispatch(conditionsScreenEntered({ uuid: UUID }));
      await wait(30);
      expect(h.loads).toBe(1);
      expect(focusRemoved()).toBe(0);
      window.dispatchEvent(new Event('focus'));
      await wait(30);
      expect(h.loads).toBe(2);
      dispatch(conditionsScreenLeft({ uuid: UUID }));
      await wait(30);
      // The focus channel was closed with the watcher (its listener removed): focus no longer loads anything.
      expect(focusRemoved()).toBe(1);
      window.dispatchEvent(new Event('focus'));
      await wait(30);
    });
    expect(h.loads).toBe(2);
  });

  it('stops the 60 s refetch when the screen is left', async () => {
    let release: () => void = () => undefined;
    const h = { loads: 0 };
    const saga = expectSaga(conditionsSaga)
      .withReducer(reducer)
      .provide({
        call(effect, next) {
          if (effect.fn === getConditions) {
            h.loads += 1;
            return [condition()];
          }
          if (effect.fn === sleep) return new Promise<void>((resolve) => (release = resolve));
          return next();
        },
      });
    const done = saga.silentRun(300);
    saga.dispatch(conditionsScreenEntered({ uuid: UUID }));
    await wait(30);
    saga.dispatch(conditionsScreenLeft({ uuid: UUID }));
    await wait(30);
    // The minute passes after the borrower left: nothing is loaded.
    release();
    await done;
    expect(h.loads).toBe(1);
  });

  it('leaving another application’s screen does not stop this one', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [[condition()]], elapsedMinutes: 0 };
    await run(h, async (dispatch) => {
      dispatch(conditionsScreenEntered({ uuid: UUID }));
      await wait(20);
      dispatch(conditionsScreenLeft({ uuid: 'ffffffff-bbbb-4ccc-8ddd-eeeeeeeeeeee' }));
      await wait(20);
      window.dispatchEvent(new Event('focus'));
    });
    expect(h.loads).toBe(2);
  });

  it('when nothing is open the router is asked where to go, once, not on every refetch', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [[]], elapsedMinutes: 2 };
    const result = await run(h, async (dispatch) => dispatch(conditionsScreenEntered({ uuid: UUID })));
    expect(h.loads).toBe(3);
    const requests = result.effects.put?.filter((e) => nextStepRequested.match(e.payload.action)) ?? [];
    expect(requests.map((e) => e.payload.action.payload)).toEqual([{ uuid: UUID, reason: 'entered' }]);
  });

  it('asks the router again once the last open condition is gone', async () => {
    const h: Harness = { loads: 0, sleeps: [], answers: [[condition()], []], elapsedMinutes: 1 };
    const result = await run(h, async (dispatch) => dispatch(conditionsScreenEntered({ uuid: UUID })));
    const requests = result.effects.put?.filter((e) => nextStepRequested.match(e.payload.action)) ?? [];
    expect(requests).toHaveLength(1);
    expect(selectOpenConditions(result.storeState, UUID)).toEqual([]);
  });

  it('a failed first load shows as failed; the borrower’s retry loads again', async () => {
    const failure = Object.assign(new Error('status 500'), { status: 500, message: 'Try later.', data: null });
    const h: Harness = { loads: 0, sleeps: [], answers: [failure, [condition()]], elapsedMinutes: 0 };
    let loadsBeforeRetry = 0;
    const result = await run(h, async (dispatch) => {
      dispatch(conditionsScreenEntered({ uuid: UUID }));
      await wait(30);
      loadsBeforeRetry = h.loads;
      dispatch(conditionsReloadRequested({ uuid: UUID }));
    });
    expect(loadsBeforeRetry).toBe(1);
    const failed = result.effects.put?.filter((e) => conditionsLoadFailed.match(e.payload.action)) ?? [];
    expect(failed.map((e) => e.payload.action.payload)).toEqual([
      { uuid: UUID, error: { status: 500, message: 'Try later.', data: null } },
    ]);
    expect(h.loads).toBe(2);
    expect(selectConditionsStatus(result.storeState, UUID)).toBe('loaded');
  });

  it('a failed refetch keeps the conditions shown', async () => {
    const failure = Object.assign(new Error('Network Error'), { status: 0, message: 'Network Error', data: null });
    const h: Harness = { loads: 0, sleeps: [], answers: [[condition()], failure], elapsedMinutes: 1 };
    const result = await run(h, async (dispatch) => dispatch(conditionsScreenEntered({ uuid: UUID })));
    expect(h.loads).toBe(2);
    expect(selectConditionsStatus(result.storeState, UUID)).toBe('loaded');
    expect(selectOpenConditions(result.storeState, UUID)).toHaveLength(1);
  });
});
