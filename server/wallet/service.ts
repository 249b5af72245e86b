// Wallet rules: creating notifications (the welcome one, the stage-change notice with its mail), the caller's
// account and the wallets they may act for, and marking their notifications read or unread.
import { randomUUID } from 'node:crypto';
import type { Stage } from '../../src/domain/stages';
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
import { ACTION_STAGES, toNotification, walletAddressFor, type NotificationStatus } from './model';
import {
  findIdentityName,
  findNoticeRecipient,
  findOwnNotification,
  insertNotification,
  insertOutboxMessage,
  listNotifications,
  setNotificationStatus,
} from './repository';

/** The part of a pipeline stage change (server/pipeline/types.ts StageChange) a notice needs. */
export interface StageChangeNotice {
  applicationUuid: string;
  to: Stage;
}

/** Owners hold the key of their own wallet (the only kind this platform issues). */
const AUTHORIZATION_TYPE = 'OWNER';

export async function createNotification(
  db: Db,
  input: { identityUuid: string; title: string; description: string; ctas: NotificationCta[] },
): Promise<WalletNotification> {
  const row: NotificationsTable = {
    uuid: randomUUID(),
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

/**
 * A notification for the borrower when their application reaches a stage they must act on, and the same notice as
 * mail in the outbox (sent over SMTP when SMTP_URL is set, server/mail); null otherwise. `linkOrigin` gives the
 * origin the mail's link points to for the application's organisation.
 */
export async function notifyStageChange(
  db: Db,
  change: StageChangeNotice,
  linkOrigin: (orgCode: string) => string,
): Promise<WalletNotification | null> {
  const action = ACTION_STAGES[change.to];
  if (!action) return null;
  const application = await findNoticeRecipient(db, change.applicationUuid);
  if (!application) return null;
  const redirectPath = `/account/heloc/${change.applicationUuid}`;
  return db.transaction().execute(async (trx) => {
    const url = `${linkOrigin(application.org_code)}${redirectPath}`;
    await insertOutboxMessage(trx, {
      uuid: randomUUID(),
      org_code: application.org_code,
      application_uuid: change.applicationUuid,
      to_email: application.email,
      subject: action.title,
      body: [`Hello ${application.first_name},`, '', action.description, '', `${action.cta}: ${url}`].join('\n'),
      action_url: url,
      kind: 'NOTICE',
      created_at: nowIso(),
    });
    return createNotification(trx, {
      identityUuid: application.borrower_uuid,
      title: action.title,
      description: action.description,
      ctas: [{ title: action.cta, redirectPath }],
    });
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
