// One concern's saga in a keep-alive wrapper, so that one crash cannot stop the others.
import { call, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { logError } from './effects';

/** A crash is logged and the concern starts again; a saga that returns normally stays finished. */
export function keepAlive<A extends unknown[]>(name: string, saga: (...args: A) => SagaIterator<void>, ...args: A) {
  return spawn(function* keptAlive(): SagaIterator<void> {
    for (;;) {
      try {
        yield call(saga, ...args);
        return;
      } catch (e) {
        yield call(logError, `${name} crashed; restarting`, e);
      }
    }
  });
}
