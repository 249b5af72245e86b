// Loan originator card data: fetched when first wanted, then again only once 10 minutes old.
import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import { getLoanOriginator, type LoanOriginator } from '../src/api/leadPortal';
import {
  loanOfficerFailed,
  loanOfficerFetchStarted,
  loanOfficerLoaded,
  loanOfficerRequested,
  needsLoanOfficerFetch,
  selectLoanOfficerEntry,
  type LoanOfficerEntry,
} from '../store/loanOfficer';
import type { RootState } from '../store/rootReducer';

export function now(): number {
  return Date.now();
}

export function* fetchLoanOfficer(action: ReturnType<typeof loanOfficerRequested>): SagaIterator<void> {
  const { uuid } = action.payload;
  const entry: LoanOfficerEntry | null = yield select((s: RootState) => selectLoanOfficerEntry(s, uuid));
  const at: number = yield call(now);
  if (!needsLoanOfficerFetch(entry, at)) return;
  yield put(loanOfficerFetchStarted({ uuid }));
  try {
    const originator: LoanOriginator = yield call(getLoanOriginator, uuid);
    const fetchedAt: number = yield call(now);
    yield put(loanOfficerLoaded({ uuid, info: originator.originatorDisplayInfo, fetchedAt }));
  } catch (e) {
    yield put(loanOfficerFailed({ uuid, error: toApiError(e) }));
  }
}

export function* loanOfficerSaga(): SagaIterator<void> {
  yield takeEvery(loanOfficerRequested.type, fetchLoanOfficer);
}
