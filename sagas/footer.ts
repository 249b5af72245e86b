// Footer: the organisation's licensed states, fetched once when the footer first shows.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { getStateLicenses } from '../src/api/application';
import { toApiError } from '../src/api/client';
import {
  footerMounted,
  footerStatesFailed,
  footerStatesLoaded,
  footerStatesRequested,
  selectFooterStatus,
} from '../store/footer';

export function* loadLicensedStates(): SagaIterator<void> {
  const status: string = yield select(selectFooterStatus);
  if (status === 'loaded' || status === 'loading') return;
  yield put(footerStatesRequested());
  try {
    const states: string[] = yield call(getStateLicenses);
    yield put(footerStatesLoaded(states));
  } catch (e) {
    yield put(footerStatesFailed(toApiError(e)));
  }
}

export function* footerSaga(): SagaIterator<void> {
  yield takeLeading(footerMounted.type, loadLicensedStates);
}
