// The bank screens' rules: an account is checked with the bank vendor, then kept (its number encrypted, only the
// mask and last four digits shown) with the application pointing at it, in one transaction: an account is never
// saved without the application pointing at it, nor the other way round.
import { randomUUID } from 'node:crypto';
import { accountMask } from '../../../src/domain/bank';
import type { BankAccount } from '../../../src/domain/types';
import { nowIso, type Db } from '../../db';
import type { AccountCheckStatus, BankVendor } from '../../pipeline/vendors/bank';
import type { VendorSubject } from '../../pipeline/vendors/subject';
import { encrypt, maskLast4 } from '../../security/crypto';
import { changeStoredFields } from '../../applications/repository';
import type { StoredFields } from '../../applications/mapper';
import { insertBankAccount } from '../repository';

export interface NewAccount {
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  source: 'LINK' | 'MANUAL';
}

export interface BankAccountDeps {
  db: Db;
  bank: Pick<BankVendor, 'checkAccount'>;
  encryptionKey: string;
}

async function saveAccount(
  { db, bank, encryptionKey }: BankAccountDeps,
  applicationUuid: string,
  subject: VendorSubject,
  account: NewAccount,
  change: (current: StoredFields, view: BankAccount, check: AccountCheckStatus) => StoredFields,
): Promise<void> {
  const check = await bank.checkAccount({
    subject,
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
  });
  const uuid = randomUUID();
  const mask = accountMask(account.accountNumber);
  const view = { uuid, routingNumber: account.routingNumber, mask, accountNumber: maskLast4(account.accountNumber) };
  await db.transaction().execute(async (trx) => {
    await insertBankAccount(trx, {
      uuid,
      application_uuid: applicationUuid,
      source: account.source,
      routing_number: account.routingNumber,
      account_encrypted: encrypt(account.accountNumber, encryptionKey),
      mask,
      masked_number: view.accountNumber,
      account_type: account.accountType,
      check_status: check,
      created_at: nowIso(),
    });
    await changeStoredFields(trx, applicationUuid, (current) => change(current, view, check));
  });
}

/** The disbursement account; a new one resets an autopay that pointed at the old one. */
export function setDisbursementAccount(
  deps: BankAccountDeps,
  applicationUuid: string,
  subject: VendorSubject,
  account: NewAccount,
): Promise<void> {
  return saveAccount(deps, applicationUuid, subject, account, (current, view, check) => {
    const autopayWasDisbursement = current.autopayAccount?.uuid === current.disburseAccount?.uuid;
    return {
      ...current,
      disburseAccount: view,
      autopayAccount: autopayWasDisbursement ? null : current.autopayAccount,
      payType: autopayWasDisbursement ? null : current.payType,
      status: { ...current.status, giactAccountStatus: check },
    };
  });
}

/** Autopay from an account of its own. */
export function setAutopayAccount(
  deps: BankAccountDeps,
  applicationUuid: string,
  subject: VendorSubject,
  account: NewAccount,
): Promise<void> {
  return saveAccount(deps, applicationUuid, subject, account, (current, view) => ({
    ...current,
    payType: 'AUTOPAY',
    autopayAccount: { uuid: view.uuid },
  }));
}
