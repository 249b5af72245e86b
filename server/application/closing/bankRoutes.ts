// Bank screens: the disbursement account (linked or typed in) and autopay (same account, another one, or
// manual payments). Account numbers are encrypted at rest; only the last four digits leave the server.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { updateStoredFields } from '../../applications/repository';
import { applicationStep, freshApplication, loadSubject, submitHooks, vendorCall, vendorLinkStart } from './common';
import { type ClosingServices } from '../../deps';
import { CLOSING } from '../../../src/domain/contracts';
import { setAutopayAccount, setDisbursementAccount, type NewAccount } from './bankService';

export async function bankRoutes(app: FastifyInstance, deps: RouteDeps, { vendors }: ClosingServices): Promise<void> {
  const { db, config } = deps;
  const submit = submitHooks(deps);

  const accounts = { db, bank: vendors.bank, encryptionKey: config.encryptionKey };

  vendorLinkStart(app, submit, {
    contract: CLOSING.bankLink,
    summary: 'Start linking a bank account (the vendor page URL)',
    stages: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    linkUrl: (row, input) => `${vendors.bank.linkUrl(row.uuid)}&purpose=${encodeURIComponent(input.purpose)}`,
  });

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
      if (input.purpose === 'AUTOPAY') await setAutopayAccount(accounts, row.uuid, subject, account);
      else await setDisbursementAccount(accounts, row.uuid, subject, account);
      return `borrower:bank-link-${input.purpose.toLowerCase()}`;
    },
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.manualAccount,
    summary: 'Set the disbursement account by routing and account number',
    stages: ['DISBURSEMENT_ACCOUNT', 'AUTOPAY_ACCOUNT'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      await setDisbursementAccount(accounts, row.uuid, subject, {
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
        await setAutopayAccount(accounts, row.uuid, subject, {
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
