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

/** `?principal=` on a page: the wallet the shared app acts as (shared-surfaces section 7, account/access). */
export function principalOf(search: string | null | undefined): string | null {
  const value = new URLSearchParams((search ?? '').replace(/^\?/, '')).get('principal')?.trim();
  return value ? value : null;
}

/** `principal`: the wallet address to act as (Switch Accounts, or `?principal=` on a shared-app page). */
export async function getAccountAccess(principal?: string | null): Promise<WalletAccess> {
  const params = principal ? { principal } : undefined;
  return (await api().get<WalletAccess>(`${BASE}/account/access`, { params })).data;
}

export async function getAccounts(): Promise<AccountListItem[]> {
  return (await api().get<AccountListItem[]>(`${BASE}/account`)).data;
}

export async function setNotificationStatus(uuid: string, status: NotificationStatus): Promise<void> {
  await api().patch(`${BASE}/notifications/${encodeURIComponent(uuid)}`, { status }, { expectBody: false });
}
