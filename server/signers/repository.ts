// Co-owner queries: heloc_signers rows (of an application, by uuid, identity or invitation hash) and their writes,
// the invitations' outbox messages, and what a co-owner's flows read or write elsewhere: the application row and
// its stored fields, the borrower's name, the property, the co-owner's new identity.
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db';
import type { HelocSignersTable, IdentitiesTable, OutboxMessagesTable } from '../db/schema';

/** A signer's row as it is now (after the route changed it). */
export async function reloadSigner(db: Db, signerUuid: string): Promise<HelocSignersTable> {
  return db.selectFrom('heloc_signers').selectAll().where('uuid', '=', signerUuid).executeTakeFirstOrThrow();
}

/** The accepted co-owner record an identity signs in as (one identity is made per accepted invitation). */
export async function signerForIdentity(db: Db, identityUuid: string): Promise<HelocSignersTable | undefined> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at', 'desc')
    .executeTakeFirst();
}

export async function signerByTokenHash(db: Db, hash: string): Promise<HelocSignersTable | undefined> {
  return db.selectFrom('heloc_signers').selectAll().where('invitation_token_hash', '=', hash).executeTakeFirst();
}

/** One co-owner of the application `applicationUuid`. */
export async function signerOfApplication(
  db: Db,
  signerUuid: string,
  applicationUuid: string,
): Promise<HelocSignersTable | undefined> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('uuid', '=', signerUuid)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
}

export async function insertSigner(trx: Db, row: HelocSignersTable): Promise<void> {
  await trx.insertInto('heloc_signers').values(row).execute();
}

export async function deleteSigners(trx: Db, signerUuids: string[]): Promise<void> {
  await trx.deleteFrom('heloc_signers').where('uuid', 'in', signerUuids).execute();
}

export async function updateSigner(db: Db, signerUuid: string, changes: Updateable<HelocSignersTable>): Promise<void> {
  await db.updateTable('heloc_signers').set(changes).where('uuid', '=', signerUuid).execute();
}

/** Applies the verifier's answer if the row is still PENDING on the same answer; whether this update applied it. */
export async function settlePendingIdentity(
  db: Db,
  signer: Pick<HelocSignersTable, 'uuid' | 'id_ready_at'>,
  status: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('heloc_signers')
    .set({ identity_status: status, updated_at: at })
    .where('uuid', '=', signer.uuid)
    .where('identity_status', '=', 'PENDING')
    .where('id_ready_at', '=', signer.id_ready_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Links the co-owner to their new identity if they have not accepted yet; whether this update linked them. */
export async function linkAcceptedSigner(
  trx: Db,
  signerUuid: string,
  changes: Updateable<HelocSignersTable>,
): Promise<boolean> {
  const linked = await trx
    .updateTable('heloc_signers')
    .set(changes)
    .where('uuid', '=', signerUuid)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(linked.numUpdatedRows) > 0;
}

export async function insertOutboxMessage(trx: Db, row: Insertable<OutboxMessagesTable>): Promise<void> {
  await trx.insertInto('outbox_messages').values(row).execute();
}

/** The outbox's newest `limit` messages, only those to `to` when it is not empty. */
export async function outboxMessages(db: Db, to: string, limit: number) {
  let query = db.selectFrom('outbox_messages').selectAll();
  if (to) query = query.where('to_email', '=', to);
  return query.orderBy('created_at', 'desc').orderBy('uuid', 'desc').limit(limit).execute();
}

export async function identityNames(
  db: Db,
  identityUuid: string,
): Promise<Pick<IdentitiesTable, 'first_name' | 'last_name'>> {
  return db
    .selectFrom('identities')
    .select(['first_name', 'last_name'])
    .where('uuid', '=', identityUuid)
    .executeTakeFirstOrThrow();
}
