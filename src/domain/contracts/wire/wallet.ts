// The answers of src/domain/contracts/wallet.ts's routes, by name (../answers.ts).
import type { NotificationStatus } from '../../validation/wallet';

export interface WalletAccount {
  name: string;
  address: string;
}

/** Who is signed in to the shared app, and how their wallet is authorised. */
export interface WalletAccess {
  account: WalletAccount;
  /** This server always sends one; the shared app's wallet service may not. */
  authorizedWallet: { authorizationType: string } | null;
}

export interface NotificationCta {
  title: string;
  redirectPath: string;
}

export interface WalletNotification {
  uuid: string;
  title: string;
  description: string;
  /** ISO date-time. */
  created: string;
  status: NotificationStatus;
  walletAddress: string;
  ctas: NotificationCta[];
}

export interface AccountListItem {
  account: WalletAccount;
  authorizedWallets: { address: string }[];
  /** Newest first. */
  notifications: WalletNotification[];
}

export interface WalletAnswers {
  WalletAccess: WalletAccess;
  WalletAccounts: AccountListItem[];
  WalletNotification: WalletNotification;
}
