// The root saga: each concern runs in a keep-alive wrapper, so one crash cannot stop the others.
import { all, call, spawn } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { applicationLoadingSaga } from './applicationLoading';
import { authSaga } from './auth';
import { dashboardSaga } from './dashboard';
import { logError } from './effects';
import { loginSaga } from './login';
import { registerSaga } from './register';
import { sessionSaga } from './session';

export type Entry = 'app' | 'outside';

export interface RootSagaOptions {
  entry: Entry;
}

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

export function* rootSaga({ entry }: RootSagaOptions): SagaIterator<void> {
  const shared = [keepAlive('session', sessionSaga), keepAlive('auth', authSaga, entry)];
  const perEntry =
    entry === 'app'
      ? [keepAlive('application loading', applicationLoadingSaga), keepAlive('register', registerSaga)]
      : [keepAlive('login', loginSaga), keepAlive('dashboard', dashboardSaga)];
  yield all([...shared, ...perEntry]);
}
