import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { isNetworkFailure, retry, retryDelay, RETRY_ATTEMPTS } from '../../sagas/retry';
import { logError, sleep } from '../../sagas/effects';

const networkError = { status: 0, message: 'Network Error', data: null };

function provideSleeps(sleeps: number[]) {
  return {
    call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
      if (effect.fn === sleep) {
        sleeps.push(effect.args[0] as number);
        return undefined;
      }
      if (effect.fn === logError) return undefined;
      return next();
    },
  };
}

describe('the generic retry helper (5 attempts, 1 s doubling)', () => {
  it('waits 1, 2, 4, 8 s between five attempts, then throws the last failure', async () => {
    const sleeps: number[] = [];
    const fn = jest.fn(() => Promise.reject(networkError));
    let thrown: unknown = null;
    function* saga(): SagaIterator<void> {
      try {
        yield call(retry, {}, fn);
      } catch (e) {
        thrown = e;
      }
    }
    await expectSaga(saga).provide(provideSleeps(sleeps)).run();
    expect(RETRY_ATTEMPTS).toBe(5);
    expect(fn).toHaveBeenCalledTimes(5);
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
    expect(thrown).toBe(networkError);
  });

  it('answers as soon as an attempt succeeds, with the same arguments every time', async () => {
    const sleeps: number[] = [];
    const fn = jest.fn().mockRejectedValueOnce(networkError).mockResolvedValueOnce('ok');
    let answer: unknown = null;
    function* saga(): SagaIterator<void> {
      answer = yield call(retry, { shouldRetry: isNetworkFailure }, fn, 'a', 1);
    }
    await expectSaga(saga).provide(provideSleeps(sleeps)).run();
    expect(answer).toBe('ok');
    expect(fn.mock.calls).toEqual([
      ['a', 1],
      ['a', 1],
    ]);
    expect(sleeps).toEqual([1000]);
  });

  it('does not retry what shouldRetry refuses (an answer from the server)', async () => {
    const fn = jest.fn(() => Promise.reject({ status: 400, message: 'Bad', data: null }));
    function* saga(): SagaIterator<void> {
      try {
        yield call(retry, { shouldRetry: isNetworkFailure }, fn);
      } catch {
        // expected
      }
    }
    await expectSaga(saga).provide(provideSleeps([])).run();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(retryDelay(3)).toBe(4000);
  });
});
