// The wallet (docs/API.md "Wallet"): the borrower marks a notification read or unread.
import { notificationStatusSchema } from '../validation/wallet';
import { contract } from './contract';

export const WALLET = {
  notificationStatus: contract('PATCH', '/service-wallet/secure/api/v4/notifications/:uuid', notificationStatusSchema),
} as const;
