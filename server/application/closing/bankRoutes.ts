// Bank screens: the disbursement account (linked or typed in) and autopay (same account, another one, or
// manual payments). Account numbers are encrypted at rest; only the last four digits leave the server.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountMask } from '../../../src/domain/bank';
import type { BankAccount } from '../../../src/domain/types';
import { nowIso } from '../../db';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import type { AccountCheckStatus } from '../../pipeline/vendors/bank';
import type { VendorSubject } from '../../pipeline/vendors/subject';
import { encrypt, maskLast4 } from '../../security/crypto';
import { changeStoredFields, updateStoredFields } from '../../applications/repository';
import type { StoredFields } from '../../applications/mapper';
import {
  BASE,
  applicationStep,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  requireStage,
  submitHooks,
  vendorCall,
} from './common';
import { type ClosingServices } from '../../deps';
import { bodyOf } from '../../openapi';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import { insertBankAccount } from '../repository';

interface NewAccount {
  routingNumber: string;
  accountNumber: string;
  accountType: string;
  source: 'LINK' | 'MANUAL';
}

export async function bankRoutes(app: FastifyInstance, deps: RouteDeps, { vendors }: ClosingServices): Promise<void> {
  const { db, config } = deps;
  const submit = submitHooks(deps);

  /**
   * The vendor's check of the account, then the account's row and the application's change to it in one
   * transaction: an account is never saved without the application pointing at it, nor the other way round.
   */
  async function saveAccount(
    applicationUuid: string,
    subject: VendorSubject,
    account: NewAccount,
    change: (current: StoredFields, view: BankAccount, check: AccountCheckStatus) => StoredFields,
  ): Promise<void> {
    const check = await vendors.bank.checkAccount({
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
        account_encrypted: encrypt(account.accountNumber, config.encryptionKey),
        mask,
        masked_number: view.accountNumber,
        account_type: account.accountType,
        check_status: check,
        created_at: nowIso(),
      });
      await changeStoredFields(trx, applicationUuid, (current) => change(current, view, check));
    });
  }

  async function setDisbursement(applicationUuid: string, subject: VendorSubject, account: NewAccount): Promise<void> {
    await saveAccount(applicationUuid, subject, account, (current, view, check) => ({
      ...current,
      disburseAccount: view,
      // A new disbursement account resets an autopay that pointed at the old one.
      autopayAccount: current.autopayAccount?.uuid === current.disburseAccount?.uuid ? null : current.autopayAccount,
      payType: current.autopayAccount?.uuid === current.disburseAccount?.uuid ? null : current.payType,
      status: { ...current.status, giactAccountStatus: check },
    }));
  }

  async function setAutopay(applicationUuid: string, subject: VendorSubject, account: NewAccount): Promise<void> {
    await saveAccount(applicationUuid, subject, account, (current, view) => ({
      ...current,
      payType: 'AUTOPAY',
      autopayAccount: { uuid: view.uuid },
    }));
  }

  app.post(
    `${BASE}/bank/link`,
    {
      ...submit,
      schema: doc('Start linking a bank account (the vendor page URL)', [400, 401, 404, 409], {
        contract: CLOSING.bankLink,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.bankLink>> => {
      const row = memberApplication(request);
      requireStage(row, ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT']);
      const input = bodyOf(request, CLOSING.bankLink);
      const url = vendors.bank.linkUrl(row.uuid);
      return { linkUrl: `${url}&purpose=${encodeURIComponent(input.purpose)}` };
    },
  );

  // plaid-oauth-success posts the public token the bank link page returned.
  applicationStep(app, deps, submit, {
    contract: CLOSING.bankLinkComplete,
    summary: 'Complete a bank link with the public token the vendor page returned',
    stages: (input) =>
      input.purpose === 'AUTOPAY' ? ['AUTOPAY_ACCOUNT'] : ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    act: async (row, input) => {
      const linked = await vendorCall(() =>
        vendors.bank.exchangePublicToken({ applicationUuid: row.uuid, publicToken: input.publicToken }),
      );
      const subject = await loadSubject(db, row);
      const account: NewAccount = { ...linked, source: 'LINK' };
      if (input.purpose === 'AUTOPAY') await setAutopay(row.uuid, subject, account);
      else await setDisbursement(row.uuid, subject, account);
      return `borrower:bank-link-${input.purpose.toLowerCase()}`;
    },
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.manualAccount,
    summary: 'Set the disbursement account by routing and account number',
    stages: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      await setDisbursement(row.uuid, subject, {
        routingNumber: input.routingNumber,
        accountNumber: input.accountNumber,
        accountType: input.accountType,
        source: 'MANUAL',
      });
      return 'borrower:bank-disburse';
    },
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.autopay,
    summary: 'Choose autopay from the same account, another account, or manual payments',
    stages: ['AUTOPAY_ACCOUNT'],
    act: async (row, input) => {
      const current = await freshApplication(db, row.uuid);
      if (input.choice === 'MANUAL') {
        await updateStoredFields(db, row.uuid, (data) => ({ ...data, payType: 'MANUAL', autopayAccount: null }));
      } else if (input.choice === 'SAME') {
        const disburse = current.disburseAccount?.uuid;
        if (!disburse) throw new HttpError(409, 'Add the disbursement account first');
        await updateStoredFields(db, row.uuid, (data) => ({
          ...data,
          payType: 'AUTOPAY',
          autopayAccount: { uuid: disburse },
        }));
      } else {
        const subject = await loadSubject(db, row);
        await setAutopay(row.uuid, subject, {
          routingNumber: input.routingNumber ?? '',
          accountNumber: input.accountNumber ?? '',
          accountType: input.accountType ?? 'CHECKING',
          source: 'MANUAL',
        });
      }
      return `borrower:autopay-${input.choice.toLowerCase()}`;
    },
  });
}
