// /service-wallet: the shared app's profile card, account list and notifications.
import type { AnswerOf, BodyOf, WALLET } from '../domain/contracts';
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
export async function getAccountAccess(principal?: string | null): Promise<AnswerOf<typeof WALLET.access>> {
  const params = principal ? { principal } : undefined;
  return (await api().get<AnswerOf<typeof WALLET.access>>(`${BASE}/account/access`, { params })).data;
}

export async function getAccounts(): Promise<AnswerOf<typeof WALLET.accounts>> {
  return (await api().get<AnswerOf<typeof WALLET.accounts>>(`${BASE}/account`)).data;
}

/** The notification as it now stands is the answer, which is not read. */
export async function setNotificationStatus(
  uuid: string,
  status: BodyOf<typeof WALLET.notificationStatus>['status'],
): Promise<void> {
  await api().patch(
    `${BASE}/notifications/${encodeURIComponent(uuid)}`,
    { status } satisfies BodyOf<typeof WALLET.notificationStatus>,
    { expectBody: false },
  );
}
