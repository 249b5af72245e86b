// Sandbox bank link and account check. The link page (/sandbox/bank-link) offers two accounts; the account
// check answers PENDING_REVIEW for account numbers ending in 0000 and VERIFIED otherwise.
import type { BankVendor, LinkedBankAccount } from '../pipeline/vendors/bank';
import { VendorError } from '../pipeline/vendors/subject';

export const SANDBOX_BANK_ACCOUNTS: Record<string, LinkedBankAccount> = {
  checking: {
    routingNumber: '011000015',
    accountNumber: '000123456789',
    accountType: 'CHECKING',
    name: 'Sandbox Checking',
  },
  savings: {
    routingNumber: '021000021',
    accountNumber: '000987650000',
    accountType: 'SAVINGS',
    name: 'Sandbox Savings',
  },
};

export function sandboxBankToken(applicationUuid: string, accountId: string): string {
  return `sandbox-bank-${accountId}-${applicationUuid}`;
}

export function createSandboxBankVendor(): BankVendor {
  return {
    linkUrl: (applicationUuid) => `/sandbox/bank-link?application=${encodeURIComponent(applicationUuid)}`,
    async exchangePublicToken({ applicationUuid, publicToken }) {
      const id = Object.keys(SANDBOX_BANK_ACCOUNTS).find(
        (key) => sandboxBankToken(applicationUuid, key) === publicToken,
      );
      if (!id) throw new VendorError('The bank link could not be completed: link the account again');
      return { ...SANDBOX_BANK_ACCOUNTS[id]! };
    },
    async checkAccount({ accountNumber }) {
      return accountNumber.endsWith('0000') ? 'PENDING_REVIEW' : 'VERIFIED';
    },
  };
}
