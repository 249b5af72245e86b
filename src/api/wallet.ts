// /service-wallet: the shared app's profile card, account list and notifications.
import { api } from './client';

export interface WalletAccount {
  name: string;
  address: string;
}

/** GET .../account/access: who is signed in to the shared app, and how their wallet is authorised. */
export interface WalletAccess {
  account: WalletAccount;
  authorizedWallet: { authorizationType: string } | null;
}

export type NotificationStatus = 'UNREAD' | 'READ';

export interface NotificationCta {
  title: string;
  redirectPath: string;
}

export interface WalletNotification {
  uuid: string;
  title: string;
  description: string;
  created: string; // ISO
  status: NotificationStatus;
  walletAddress: string;
  ctas: NotificationCta[];
}

export interface AccountListItem {
  account: WalletAccount;
  authorizedWallets: { address: string }[];
  notifications: WalletNotification[];
}

const BASE = '/service-wallet/secure/api/v4';

export async function getAccountAccess(): Promise<WalletAccess> {
  return (await api().get<WalletAccess>(`${BASE}/account/access`)).data;
}

export async function getAccounts(): Promise<AccountListItem[]> {
  return (await api().get<AccountListItem[]>(`${BASE}/account`)).data;
}

export async function setNotificationStatus(uuid: string, status: NotificationStatus): Promise<void> {
  await api().patch(`${BASE}/notifications/${encodeURIComponent(uuid)}`, { status }, { expectBody: false });
}
