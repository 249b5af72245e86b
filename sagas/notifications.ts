// Navigation data of the shared app: profile card (wallet access), accounts and their notifications.
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { toApiError } from '../src/api/client';
import {
  getAccountAccess,
  getAccounts,
  principalOf,
  setNotificationStatus,
  type AccountListItem,
  type NotificationStatus,
  type WalletAccess,
} from '../src/api/wallet';
import {
  accountSwitched,
  navMounted,
  notificationStatusChanged,
  notificationStatusToggled,
  notificationsFailed,
  notificationsLoaded,
  notificationsRequested,
  selectAccounts,
  selectNotificationsStatus,
  walletAccessLoaded,
} from '../store/notifications';
import { selectIsAuthenticated } from '../store/session';
import { logError } from './effects';

const selectSearch = (state: { router?: { location?: { search?: string } } }): string =>
  state.router?.location?.search ?? '';

export function* loadNavigation(): SagaIterator<void> {
  const authenticated: boolean = yield select(selectIsAuthenticated);
  if (!authenticated) return; // visitors get a Login button and no notifications
  const status: string = yield select(selectNotificationsStatus);
  // The account list never goes stale (spec): one fetch per page load.
  if (status === 'loaded' || status === 'loading') return;
  yield put(notificationsRequested());
  try {
    const accounts: AccountListItem[] = yield call(getAccounts);
    let access: WalletAccess | null = null;
    try {
      const search: string = yield select(selectSearch);
      access = yield call(getAccountAccess, principalOf(search));
    } catch (e) {
      // The profile card degrades to the account name; the notifications still show.
      yield call(logError, 'wallet access', e);
    }
    yield put(notificationsLoaded({ access, accounts }));
  } catch (e) {
    yield put(notificationsFailed(toApiError(e)));
  }
}

function statusOf(accounts: AccountListItem[], uuid: string): NotificationStatus | null {
  for (const item of accounts) {
    const found = item.notifications.find((n) => n.uuid === uuid);
    if (found) return found.status;
  }
  return null;
}

export function* toggleStatus(action: ReturnType<typeof notificationStatusToggled>): SagaIterator<void> {
  const { uuid, status } = action.payload;
  const accounts: AccountListItem[] = yield select(selectAccounts);
  const previous = statusOf(accounts, uuid);
  if (previous === null || previous === status) return;
  yield put(notificationStatusChanged({ uuid, status }));
  try {
    yield call(setNotificationStatus, uuid, status);
  } catch (e) {
    yield call(logError, 'notification status', e);
    yield put(notificationStatusChanged({ uuid, status: previous }));
  }
}

/** Switch Accounts: the profile card is asked again for the chosen wallet (GET account/access?principal=). */
export function* switchAccount(action: ReturnType<typeof accountSwitched>): SagaIterator<void> {
  try {
    const access: WalletAccess = yield call(getAccountAccess, action.payload);
    yield put(walletAccessLoaded(access));
  } catch (e) {
    yield call(logError, 'wallet access', e);
    yield put(walletAccessLoaded(null));
  }
}

export function* notificationsSaga(): SagaIterator<void> {
  yield takeLatest(accountSwitched.type, switchAccount);
  yield takeLeading(navMounted.type, loadNavigation);
  yield takeEvery(notificationStatusToggled.type, toggleStatus);
}
