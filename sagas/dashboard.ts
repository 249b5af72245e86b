// The dashboard outside the app: the borrower's applications, starting a new one, settings data.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { createApplication, getAllApplications } from '../src/api/application';
import { getProfile } from '../src/api/profile';
import { toApiError } from '../src/api/client';
import { APP_BASENAME } from '../src/domain/guards';
import type { Application, Profile } from '../src/domain/types';
import {
  applicationCreated,
  applicationLoadFailed,
  applicationLoadStarted,
  applicationsListLoaded,
  dashboardEntered,
  settingsEntered,
} from '../store/applications';
import { formFailed, formSucceeded } from '../store/form';
import { selectBaseUrl } from '../store/flags';
import { profileLoaded } from '../store/profile';
import { startNewSubmitted } from '../store/register';
import { leaveTo, logError } from './effects';
import { waitForSession } from './sessionWait';

export function* loadDashboard(): SagaIterator<void> {
  yield call(waitForSession);
  yield put(applicationLoadStarted({ uuid: null }));
  try {
    const list: Application[] = yield call(getAllApplications);
    yield put(applicationsListLoaded(list));
  } catch (e) {
    yield put(applicationLoadFailed(toApiError(e)));
  }
}

export function* loadSettings(): SagaIterator<void> {
  yield call(waitForSession);
  try {
    const profile: Profile = yield call(getProfile);
    yield put(profileLoaded(profile));
  } catch (e) {
    yield call(logError, 'settings profile', e);
  }
}

export function* onStartNew(action: ReturnType<typeof startNewSubmitted>): SagaIterator<void> {
  const { requestId } = action.meta;
  try {
    const application: Application = yield call(createApplication, action.payload);
    yield put(applicationCreated(application));
    yield put(formSucceeded({ requestId }));
    const baseUrl: string = yield select(selectBaseUrl);
    yield call(leaveTo, `${baseUrl}${APP_BASENAME}/${application.uuid}/start/profile`);
  } catch (e) {
    yield put(formFailed({ requestId, formError: toApiError(e).message }));
  }
}

export function* dashboardSaga(): SagaIterator<void> {
  yield takeLatest(dashboardEntered.type, loadDashboard);
  yield takeLatest(settingsEntered.type, loadSettings);
  yield takeLeading(startNewSubmitted.type, onStartNew);
}
