// The documents' rows (Kysely only): the acknowledgements of generated disclosures, the copies given with the
// application, the decision history the credit notices are read from, their outbox mail, and what a document
// prints about the borrower, their account and the co-owners on title.
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type {
  DisclosureAcknowledgementsTable,
  GivenDisclosuresTable,
  IdentitiesTable,
  OutboxMessagesTable,
} from '../db/schema';

/** One acknowledgement of `type` by `identityUuid`; the first one is kept, a repeat writes nothing. */
export async function insertAcknowledgement(
  db: Db,
  {
    applicationUuid,
    type,
    identityUuid,
    at,
  }: { applicationUuid: string; type: string; identityUuid: string; at: string },
): Promise<void> {
  await db
    .insertInto('disclosure_acknowledgements')
    .values({
      uuid: randomUUID(),
      application_uuid: applicationUuid,
      type,
      identity_uuid: identityUuid,
      acknowledged_at: at,
    })
    .onConflict((oc) => oc.columns(['application_uuid', 'type', 'identity_uuid']).doNothing())
    .execute();
}

/** When `identityUuid` acknowledged `type` on the application, or null. */
export async function acknowledgedAt(
  db: Db,
  applicationUuid: string,
  type: string,
  identityUuid: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('disclosure_acknowledgements')
    .select('acknowledged_at')
    .where('application_uuid', '=', applicationUuid)
    .where('type', '=', type)
    .where('identity_uuid', '=', identityUuid)
    .executeTakeFirst();
  return row?.acknowledged_at ?? null;
}

/** Every acknowledgement one identity made on the application. */
export async function acknowledgementsOf(
  db: Db,
  applicationUuid: string,
  identityUuid: string,
): Promise<Pick<DisclosureAcknowledgementsTable, 'type' | 'acknowledged_at'>[]> {
  return db
    .selectFrom('disclosure_acknowledgements')
    .select(['type', 'acknowledged_at'])
    .where('application_uuid', '=', applicationUuid)
    .where('identity_uuid', '=', identityUuid)
    .execute();
}

/** The copy of `type` given with the application (still sealed), if one is kept. */
export async function givenDisclosure(
  db: Db,
  applicationUuid: string,
  type: string,
): Promise<GivenDisclosuresTable | undefined> {
  return db
    .selectFrom('given_disclosures')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .where('type', '=', type)
    .executeTakeFirst();
}

/** The types of the copies kept for the application. */
export async function givenDisclosureTypes(db: Db, applicationUuid: string): Promise<string[]> {
  const rows = await db
    .selectFrom('given_disclosures')
    .select('type')
    .where('application_uuid', '=', applicationUuid)
    .execute();
  return rows.map((r) => r.type);
}

/** Keeps a given copy (sealed by the caller), unless one of its type is kept already. */
export async function insertGivenDisclosure(db: Db, row: GivenDisclosuresTable): Promise<void> {
  await db
    .insertInto('given_disclosures')
    .values(row)
    .onConflict((oc) => oc.columns(['application_uuid', 'type']).doNothing())
    .execute();
}

/** The state of the property address, or undefined when there is no such address. */
export async function propertyState(db: Db, propertyUuid: string): Promise<{ state: string | null } | undefined> {
  return db.selectFrom('addresses').select('state').where('uuid', '=', propertyUuid).executeTakeFirst();
}

/** Where the borrower's mail goes and the name it is addressed to (the identity must exist). */
export async function identityContact(
  db: Db,
  uuid: string,
): Promise<Pick<IdentitiesTable, 'email' | 'first_name' | 'last_name'>> {
  return db
    .selectFrom('identities')
    .select(['email', 'first_name', 'last_name'])
    .where('uuid', '=', uuid)
    .executeTakeFirstOrThrow();
}

/** The application's bank account of that uuid (routing number, mask and type), if it is the application's. */
export async function bankAccountOf(db: Db, accountUuid: string, applicationUuid: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['routing_number', 'mask', 'account_type'])
    .where('uuid', '=', accountUuid)
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
}

/** The latest move of the application to `stage` whose cause starts with one of the prefixes, if any. */
export async function latestStageEntry(
  db: Db,
  applicationUuid: string,
  stage: string,
  causePrefixes: readonly string[],
): Promise<{ at: string; cause: string } | undefined> {
  return db
    .selectFrom('stage_history')
    .select(['at', 'cause'])
    .where('application_uuid', '=', applicationUuid)
    .where('to_stage', '=', stage)
    .where((eb) => eb.or(causePrefixes.map((prefix) => eb('cause', 'like', `${prefix}%`))))
    .orderBy('at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();
}

/** The stage-history entries with one of these causes, oldest first (those up to `until` when given). */
export async function stageEntriesWithCause(
  db: Db,
  applicationUuid: string,
  causes: readonly string[],
  until?: string,
): Promise<{ at: string; cause: string }[]> {
  let query = db
    .selectFrom('stage_history')
    .select(['at', 'cause'])
    .where('application_uuid', '=', applicationUuid)
    .where('cause', 'in', [...causes]);
  if (until) query = query.where('at', '<=', until);
  return query.orderBy('at').orderBy('uuid').execute();
}

/** Whether a message with this subject was queued for the application at or after `since`. */
export async function hasOutboxMessageSince(
  db: Db,
  applicationUuid: string,
  subject: string,
  since: string,
): Promise<boolean> {
  const sent = await db
    .selectFrom('outbox_messages')
    .select('uuid')
    .where('application_uuid', '=', applicationUuid)
    .where('subject', '=', subject)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return sent !== undefined;
}

/** Queues a message in the outbox (server/mail sends it). */
export async function insertOutboxMessage(
  db: Db,
  message: Omit<Insertable<OutboxMessagesTable>, 'uuid'>,
): Promise<void> {
  await db
    .insertInto('outbox_messages')
    .values({ uuid: randomUUID(), ...message })
    .execute();
}

/** The applications declined (updated) since `since` that have no message with this subject at all. */
export async function declinedWithoutMessage(db: Db, since: string, subject: string): Promise<{ uuid: string }[]> {
  return db
    .selectFrom('applications')
    .select('uuid')
    .where('stage', '=', 'DECLINED')
    .where('updated_at', '>=', since)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('outbox_messages')
            .select('outbox_messages.uuid')
            .whereRef('outbox_messages.application_uuid', '=', 'applications.uuid')
            .where('outbox_messages.subject', '=', subject),
        ),
      ),
    )
    .execute();
}
