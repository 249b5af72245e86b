// What sagas of every entry share with the journey's application loading, without loading it: the wait for the
// telemetry session, and where a borrower without an application goes.
import { select, take } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { selectSessionStatus, sessionEstablished } from '../store/session';

export const DASHBOARD_PATH = '/dashboard';

export function* waitForSession(): SagaIterator<void> {
  const status: string = yield select(selectSessionStatus);
  if (status !== 'established') yield take(sessionEstablished.type);
}
