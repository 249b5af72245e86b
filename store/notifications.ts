// The shared app's profile card, account list and notifications, shown in the top navigation.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../src/api/client';
import type { AccountListItem, NotificationStatus, WalletAccess } from '../src/api/wallet';
import { sessionCleared } from './session';

export interface NotificationsState {
  access: WalletAccess | null;
  accounts: AccountListItem[];
  /** The account the profile card shows (Switch Accounts); null: the first. */
  activeAddress: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  error: ApiError | null;
}

const initialState: NotificationsState = {
  access: null,
  accounts: [],
  activeAddress: null,
  status: 'idle',
  error: null,
};

/** The navigation was shown to a signed-in user: load profile card and accounts (once; the list never goes stale). */
export const navMounted = createAction('nav/mounted');
export const notificationStatusToggled = createAction<{ uuid: string; status: NotificationStatus }>(
  'notifications/statusToggled',
);

const slice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    requested: (state) => {
      state.status = 'loading';
      state.error = null;
    },
    loaded: (state, action: PayloadAction<{ access: WalletAccess | null; accounts: AccountListItem[] }>) => {
      state.status = 'loaded';
      state.access = action.payload.access;
      state.accounts = action.payload.accounts;
    },
    failed: (state, action: PayloadAction<ApiError>) => {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** Applied at once (and undone by the saga if the server refuses). */
    statusChanged: (state, action: PayloadAction<{ uuid: string; status: NotificationStatus }>) => {
      for (const item of state.accounts) {
        for (const n of item.notifications) if (n.uuid === action.payload.uuid) n.status = action.payload.status;
      }
    },
    accountSwitched: (state, action: PayloadAction<string>) => {
      state.activeAddress = action.payload;
    },
    /** The profile card for the account switched to (GET account/access?principal=). */
    accessLoaded: (state, action: PayloadAction<WalletAccess | null>) => {
      state.access = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  requested: notificationsRequested,
  loaded: notificationsLoaded,
  failed: notificationsFailed,
  statusChanged: notificationStatusChanged,
  accountSwitched,
  accessLoaded: walletAccessLoaded,
} = slice.actions;
export const notificationsReducer = slice.reducer;

type WithNotifications = { notifications: NotificationsState };
export const selectWalletAccess = (state: WithNotifications) => state.notifications.access;
export const selectAccounts = (state: WithNotifications) => state.notifications.accounts;
export const selectNotificationsStatus = (state: WithNotifications) => state.notifications.status;
export const selectActiveAccount = (state: WithNotifications): AccountListItem | null => {
  const { accounts, activeAddress } = state.notifications;
  return accounts.find((a) => a.account.address === activeAddress) ?? accounts[0] ?? null;
};
export const selectUnreadCount = (state: WithNotifications) =>
  state.notifications.accounts.reduce((sum, a) => sum + a.notifications.filter((n) => n.status === 'UNREAD').length, 0);
