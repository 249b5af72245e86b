// Feature decisions: fetched once the session is established (and again when someone signs in).
import { call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { getDecisions, type FlagDecision } from '../src/api/optimize';
import type { PrivateLabel } from '../src/domain/org';
import { flagsFailed, flagsLoaded, flagsRequested } from '../store/flags';
import { selectSessionStatus, selectTrackerUuid, sessionEstablished, sessionSignedIn } from '../store/session';

const selectOrgCode = (state: { org: PrivateLabel }) => state.org.organizationCode;

export function* loadFlags(): SagaIterator<void> {
  const trackerId: string | null = yield select(selectTrackerUuid);
  if (!trackerId) return;
  const organization: string = yield select(selectOrgCode);
  yield put(flagsRequested());
  try {
    const decisions: Record<string, FlagDecision> = yield call(getDecisions, {
      trackerId,
      attributes: { organization },
    });
    yield put(flagsLoaded(decisions));
  } catch (e) {
    yield put(flagsFailed(toApiError(e)));
  }
}

export function* flagsSaga(): SagaIterator<void> {
  const status: string = yield select(selectSessionStatus);
  if (status !== 'established') yield take(sessionEstablished.type);
  yield call(loadFlags);
  yield takeLatest([sessionEstablished.type, sessionSignedIn.type], loadFlags);
}
