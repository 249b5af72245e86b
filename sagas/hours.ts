// Operating hours: the support line's weekly hours for the footer (fetched once per page load).
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { getDisplayHours, type OperatingHours } from '../src/api/hours';
import { toApiError } from '../src/api/client';
import { footerMounted } from '../store/footer';
import { phoneHoursFailed, phoneHoursLoaded, phoneHoursRequested, selectPhoneHoursStatus } from '../store/hours';

export function* loadPhoneHours(): SagaIterator<void> {
  const status: string = yield select(selectPhoneHoursStatus);
  if (status === 'loaded' || status === 'loading') return;
  yield put(phoneHoursRequested());
  try {
    const hours: OperatingHours = yield call(getDisplayHours, 'OPS_PHONE');
    yield put(phoneHoursLoaded(hours));
  } catch (e) {
    yield put(phoneHoursFailed(toApiError(e)));
  }
}

export function* hoursSaga(): SagaIterator<void> {
  yield takeLeading(footerMounted.type, loadPhoneHours);
}
