// The wallet (docs/API.md "Wallet"): the borrower's account, and their notifications marked read or unread.
import { notificationStatusSchema } from '../validation/wallet';
import { contract, json } from './contract';

const BASE = '/service-wallet/secure/api/v4';

export const WALLET = {
  access: contract('GET', `${BASE}/account/access`, null, json('WalletAccess')),
  accounts: contract('GET', `${BASE}/account`, null, json('WalletAccounts')),
  notificationStatus: contract(
    'PATCH',
    `${BASE}/notifications/:uuid`,
    notificationStatusSchema,
    json('WalletNotification'),
  ),
} as const;
