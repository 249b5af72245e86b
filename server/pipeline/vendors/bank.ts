// Bank accounts: linking through the vendor's page (a public token exchanged for the account) and the
// account check (giactAccountStatus).
import type { VendorSubject } from './subject';

export interface LinkedBankAccount {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
  name: string;
}

export type AccountCheckStatus = 'VERIFIED' | 'PENDING_REVIEW';

export interface BankVendor {
  linkUrl(applicationUuid: string): string;
  /** Throws VendorError for a token it did not issue for this application. */
  exchangePublicToken(input: { applicationUuid: string; publicToken: string }): Promise<LinkedBankAccount>;
  checkAccount(input: {
    subject: VendorSubject;
    routingNumber: string;
    accountNumber: string;
  }): Promise<AccountCheckStatus>;
}
