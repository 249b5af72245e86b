// The closing screens' sagas stay out of the first route's JavaScript (DESIGN section 13): the first closing area
// to mount asks for them (closingSagasNeeded) and waits to render its screens until they run, so no screen's first
// event is dispatched before its saga listens. A failed load can be asked for again (the area offers a retry).
import { all, call, put, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { closingSagasFailed, closingSagasNeeded, closingSagasStarted } from '../store/ui';
import { logError } from './effects';
import { keepAlive } from './keepAlive';

export type ClosingSagas = (typeof import('./closingSagas'))['CLOSING_SAGAS'];

export async function loadClosingSagas(): Promise<ClosingSagas> {
  return (await import(/* webpackChunkName: "closing-sagas" */ './closingSagas')).CLOSING_SAGAS;
}

export function* closingLoaderSaga(): SagaIterator<void> {
  for (;;) {
    yield take(closingSagasNeeded.type);
    let sagas: ClosingSagas;
    try {
      sagas = yield call(loadClosingSagas);
    } catch (e) {
      yield call(logError, 'closing sagas unavailable', e);
      yield put(closingSagasFailed());
      continue;
    }
    yield all(Object.entries(sagas).map(([name, saga]) => keepAlive(name, saga)));
    yield put(closingSagasStarted());
    return;
  }
}
