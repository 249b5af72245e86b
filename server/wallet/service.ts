// Wallet rules: creating notifications (the welcome one; the stage-change notice with its mail is
// stageNoticesService.ts), the caller's account and the wallets they may act for, and marking their notifications
// read or unread.
import { randomUUID } from 'node:crypto';
import { nowIso, type Db } from '../db';
import type { NotificationsTable } from '../db/schema';
import { HttpError, notFound } from '../http';
import type {
  AccountListItem,
  NotificationCta,
  WalletAccess,
  WalletAccount,
  WalletNotification,
} from '../../src/domain/contracts/wire/wallet';
import { toNotification, walletAddressFor, type NotificationStatus } from './model';
import {
  findIdentityName,
  findOwnNotification,
  insertNotification,
  listNotifications,
  setNotificationStatus,
} from './repository';

/** Owners hold the key of their own wallet (the only kind this platform issues). */
const AUTHORIZATION_TYPE = 'OWNER';

/** A new notification; `uuid` when the caller must know it beforehand (else a random one). */
export async function createNotification(
  db: Db,
  input: { identityUuid: string; title: string; description: string; ctas: NotificationCta[]; uuid?: string },
): Promise<WalletNotification> {
  const row: NotificationsTable = {
    uuid: input.uuid ?? randomUUID(),
    identity_uuid: input.identityUuid,
    wallet_address: walletAddressFor(input.identityUuid),
    title: input.title,
    description: input.description,
    status: 'UNREAD',
    ctas: JSON.stringify(input.ctas),
    created_at: nowIso(),
  };
  await insertNotification(db, row);
  return toNotification(row);
}

/** Registration calls this inside its transaction, so every new identity starts with one notification. */
export function createWelcomeNotification(
  db: Db,
  identityUuid: string,
  applicationUuid: string,
): Promise<WalletNotification> {
  return createNotification(db, {
    identityUuid,
    title: 'Welcome! Your HELOC application is started',
    description: 'Pick up where you left off at any time: your progress is saved as you go.',
    ctas: [{ title: 'Continue application', redirectPath: `/account/heloc/${applicationUuid}` }],
  });
}

export async function accountOf(db: Db, identityUuid: string): Promise<WalletAccount> {
  const row = await findIdentityName(db, identityUuid);
  if (!row) throw new HttpError(401, 'unauthenticated');
  return { name: `${row.first_name} ${row.last_name}`.trim(), address: walletAddressFor(identityUuid) };
}

/** The caller's account, when `principal` (if given) is a wallet they may act for; else 404. */
export async function accountAccess(db: Db, identityUuid: string, principal: unknown): Promise<WalletAccess> {
  const account = await accountOf(db, identityUuid);
  // A principal is a wallet the caller may act for: only their own here.
  if (typeof principal === 'string' && principal !== '' && principal.toLowerCase() !== account.address) {
    throw notFound();
  }
  return { account, authorizedWallet: { authorizationType: AUTHORIZATION_TYPE } };
}

/** The caller's account with its wallets and notifications, newest first. */
export async function accountsOf(db: Db, identityUuid: string): Promise<AccountListItem[]> {
  const account = await accountOf(db, identityUuid);
  const rows = await listNotifications(db, identityUuid);
  return [
    {
      account,
      authorizedWallets: [{ address: account.address }],
      notifications: rows.map(toNotification),
    },
  ];
}

/** The caller's notification `uuid` (a valid uuid); someone else's is answered like an unknown one (404). */
export async function ownNotification(db: Db, identityUuid: string, uuid: string): Promise<NotificationsTable> {
  const row = await findOwnNotification(db, uuid.toLowerCase(), identityUuid);
  if (!row) throw notFound();
  return row;
}

export async function markNotification(
  db: Db,
  row: NotificationsTable,
  status: NotificationStatus,
): Promise<WalletNotification> {
  await setNotificationStatus(db, row.uuid, status);
  return toNotification({ ...row, status });
}
