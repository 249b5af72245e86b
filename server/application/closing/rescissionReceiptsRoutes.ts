// Who has acknowledged receipt of their notice of right to cancel (Reg Z §1026.15(b), model form G-5): the
// borrower and every co-owner on title, each with the time on record. The borrower acknowledges through
// disclosures/RESCISSION_NOTICE/acknowledge, a co-owner through the signer's documents/RIGHT_TO_CANCEL/acknowledge.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import type { Db } from '../../db';
import type { ApplicationsTable } from '../../db/schema';
import { fullName, receiptAt, RIGHT_TO_CANCEL_COPIES } from '../../documents/rescissionReceiptsService';
import { signersOf } from '../../applications/coOwnersRepository';
import { BASE, doc, memberApplication, memberHooks } from './common';
import { identityRow } from '../../identities/repository';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import type { RescissionReceipt } from '../../../src/domain/contracts/wire/closing';

/** Everyone entitled to cancel: the borrower, then each co-owner in the order named, with their receipt. */
export async function rescissionReceipts(db: Db, application: ApplicationsTable): Promise<RescissionReceipt[]> {
  const [borrower, signers] = await Promise.all([
    identityRow(db, application.borrower_uuid),
    signersOf(db, application.uuid),
  ]);
  const people = [
    { person: 'BORROWER' as const, name: fullName(borrower), signerUuid: null, identity: borrower.uuid },
    ...signers.map((s) => ({
      person: 'CO_OWNER' as const,
      name: `${s.first_name} ${s.last_name}`,
      signerUuid: s.uuid,
      identity: s.identity_uuid,
    })),
  ];
  return Promise.all(
    people.map(async ({ identity, ...p }) => ({
      ...p,
      copies: RIGHT_TO_CANCEL_COPIES,
      acknowledgedAt: await receiptAt(db, application.uuid, identity),
    })),
  );
}

export async function rescissionReceiptRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  app.get(
    `${BASE}/rescission/receipts`,
    {
      ...memberHooks(deps),
      schema: doc('Who has acknowledged receipt of their notice of right to cancel, and when', [401, 404], {
        contract: CLOSING.rescissionReceipts,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.rescissionReceipts>> =>
      rescissionReceipts(db, memberApplication(request)),
  );
}
