// /service-wallet: the shared app's profile card, account list and notifications.
import type { NotificationStatus } from '../domain/validation/wallet';
import type { AccountListItem, WalletAccess } from '../domain/contracts/wire/wallet';
import { api } from './client';

export type { NotificationStatus } from '../domain/validation/wallet';
export type {
  AccountListItem,
  NotificationCta,
  WalletAccess,
  WalletAccount,
  WalletNotification,
} from '../domain/contracts/wire/wallet';

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
