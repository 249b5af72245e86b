// The application's rows: reading, inserting and changing an application and its property address (Kysely only;
// the wire view is built by ./mapper.ts).
import { randomUUID } from 'node:crypto';
import { SqliteAdapter, type Updateable } from 'kysely';
import type { Address, Application, IncomeSource, SaleStatus } from '../../src/domain/types';
import type { Db } from '../db';
import { compiledRead, nowIso } from '../db';
import type { AddressesTable, ApplicationsTable } from '../db/schema';
import { recordApplied } from '../security/idempotency';
import { blankApplicationData, INITIAL_STAGE, parseStoredFields, toApplication, type StoredFields } from './mapper';

export async function loadApplicationJson(db: Db, row: ApplicationsTable): Promise<Application> {
  const address = row.property_uuid
    ? await db.selectFrom('addresses').selectAll().where('uuid', '=', row.property_uuid).executeTakeFirst()
    : undefined;
  return toApplication(row, address);
}

/**
 * The application `uuid` and its property address in one round trip (GET application, the busiest read): the
 * row and the address, or undefined when there is no such application.
 */
const applicationWithProperty = compiledRead((db, slot) =>
  db
    .selectFrom('applications as a')
    .leftJoin('addresses as p', 'p.uuid', 'a.property_uuid')
    .selectAll('a')
    .select([
      'p.uuid as p_uuid',
      'p.identity_uuid as p_identity_uuid',
      'p.street1 as p_street1',
      'p.street2 as p_street2',
      'p.city as p_city',
      'p.state as p_state',
      'p.zip as p_zip',
      'p.ownership as p_ownership',
      'p.created_at as p_created_at',
    ])
    .where('a.uuid', '=', slot(0)),
);

export function findApplicationWithProperty(
  db: Db,
  uuid: string,
): ApplicationAndProperty | undefined | Promise<ApplicationAndProperty | undefined> {
  const rows = applicationWithProperty(db, uuid);
  // Rows at hand (compiledRead) are answered at once: GET application then costs no tick.
  return Array.isArray(rows) ? applicationAndProperty(rows[0]) : rows.then((read) => applicationAndProperty(read[0]));
}

function applicationAndProperty(found: ApplicationWithPropertyRow | undefined): ApplicationAndProperty | undefined {
  if (!found) return undefined;
  // A kept read (SQLite, server/db) hands back the same frozen row until something is committed: split it once.
  const split = splitRows.get(found);
  if (split) return split;
  const result = splitApplicationRow(found);
  if (Object.isFrozen(found)) {
    // Shared by every request until the next commit: nobody may change it.
    Object.freeze(result.row);
    if (result.address) Object.freeze(result.address);
    splitRows.set(found, Object.freeze(result));
  }
  return result;
}

type ApplicationWithPropertyRow = Awaited<ReturnType<typeof applicationWithProperty>>[number];
type ApplicationAndProperty = { row: ApplicationsTable; address: AddressesTable | undefined };
const splitRows = new WeakMap<ApplicationWithPropertyRow, ApplicationAndProperty>();

function splitApplicationRow(found: ApplicationWithPropertyRow): ApplicationAndProperty {
  const { p_uuid, p_identity_uuid, p_street1, p_street2, p_city, p_state, p_zip, p_ownership, p_created_at, ...row } =
    found;
  const address: AddressesTable | undefined =
    p_uuid === null
      ? undefined
      : {
          uuid: p_uuid,
          identity_uuid: p_identity_uuid!,
          street1: p_street1!,
          street2: p_street2,
          city: p_city!,
          state: p_state!,
          zip: p_zip!,
          ownership: p_ownership,
          created_at: p_created_at!,
        };
  return { row: row as ApplicationsTable, address };
}

export interface NewApplicationInput {
  borrowerUuid: string;
  orgCode: string;
  property: Address;
  saleStatus: SaleStatus;
  incomeSources?: Omit<IncomeSource, 'uuid'>[];
  referrerUuid?: string | null;
  cause: string;
}

/** Inserts the property address, the application and its first stage-history row; call inside a transaction. */
export async function insertApplication(trx: Db, input: NewApplicationInput): Promise<string> {
  const at = nowIso();
  const addressUuid = randomUUID();
  const applicationUuid = randomUUID();
  await trx
    .insertInto('addresses')
    .values({
      uuid: addressUuid,
      identity_uuid: input.borrowerUuid,
      street1: input.property.street1,
      street2: input.property.street2 || null,
      city: input.property.city,
      state: input.property.state,
      zip: input.property.zip,
      ownership: null,
      created_at: at,
    })
    .execute();
  const data: StoredFields = {
    ...blankApplicationData(),
    incomeSources: (input.incomeSources ?? []).map((s) => ({ uuid: randomUUID(), ...s })),
    referrer: input.referrerUuid ? { referrerUuid: input.referrerUuid.toLowerCase() } : null,
  };
  await trx
    .insertInto('applications')
    .values({
      uuid: applicationUuid,
      borrower_uuid: input.borrowerUuid,
      org_code: input.orgCode,
      stage: INITIAL_STAGE,
      property_uuid: addressUuid,
      sale_status: input.saleStatus,
      data: JSON.stringify(data),
      created_at: at,
      updated_at: at,
    })
    .execute();
  await trx
    .insertInto('stage_history')
    .values({
      uuid: randomUUID(),
      application_uuid: applicationUuid,
      at,
      from_stage: null,
      to_stage: INITIAL_STAGE,
      cause: input.cause,
    })
    .execute();
  return applicationUuid;
}

/** The application row, locked for the rest of the transaction `trx`. */
export async function lockApplicationRow(trx: Db, uuid: string): Promise<ApplicationsTable> {
  const select = trx.selectFrom('applications').selectAll().where('uuid', '=', uuid);
  // PostgreSQL locks the row; SQLite has no FOR UPDATE and serialises write transactions itself.
  const locking = trx.getExecutor().adapter instanceof SqliteAdapter ? select : select.forUpdate();
  return locking.executeTakeFirstOrThrow();
}

/**
 * Read-modify-write of an application's stored fields inside a transaction, so two submissions cannot
 * overwrite each other's changes. `change` returns the new fields (it must not mutate its argument).
 */
export async function updateStoredFields(
  db: Db,
  uuid: string,
  change: (current: StoredFields, row: ApplicationsTable) => StoredFields,
): Promise<StoredFields> {
  return db.transaction().execute((trx) => changeStoredFields(trx, uuid, change));
}

/** updateStoredFields inside the caller's transaction `trx`, for a save that writes more than the application. */
export async function changeStoredFields(
  trx: Db,
  uuid: string,
  change: (current: StoredFields, row: ApplicationsTable) => StoredFields,
): Promise<StoredFields> {
  const row = await lockApplicationRow(trx, uuid);
  const next = change(parseStoredFields(row), row);
  await trx
    .updateTable('applications')
    .set({ data: JSON.stringify(next), updated_at: nowIso() })
    .where('uuid', '=', uuid)
    .execute();
  // A borrower's keyed submission saving its step: its key is marked applied with the save (issue 19).
  await recordApplied(trx, uuid);
  return next;
}

/** The state of an address (null when there is no such address). */
export async function addressState(db: Db, addressUuid: string): Promise<string | null> {
  const address = await db.selectFrom('addresses').select('state').where('uuid', '=', addressUuid).executeTakeFirst();
  return address?.state ?? null;
}

/** The loan number assigned to the application, if any. */
export async function findLoanNumber(db: Db, applicationUuid: string): Promise<string | null> {
  const row = await db
    .selectFrom('loan_numbers')
    .select('loan_number')
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row?.loan_number ?? null;
}

/**
 * Records a loan number for the application unless either key is taken: the application got its number meanwhile,
 * or the number is another application's. The caller reads back which.
 */
export async function insertLoanNumberUnlessTaken(
  db: Db,
  input: { loanNumber: string; applicationUuid: string; assignedAt: string },
): Promise<void> {
  await db
    .insertInto('loan_numbers')
    .values({ loan_number: input.loanNumber, application_uuid: input.applicationUuid, assigned_at: input.assignedAt })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The application row (it must exist). */
export async function applicationRow(db: Db, uuid: string): Promise<ApplicationsTable> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

/** The application row, or undefined when there is none. */
export async function findApplication(db: Db, uuid: string): Promise<ApplicationsTable | undefined> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Writes the application's stored fields as they are (the caller holds the row's lock and read it). */
export async function saveApplicationData(trx: Db, uuid: string, data: string, at: string): Promise<void> {
  await trx.updateTable('applications').set({ data, updated_at: at }).where('uuid', '=', uuid).execute();
}

/** The borrower's own application row (it must exist). */
export async function borrowerApplicationRow(db: Db, uuid: string, borrowerUuid: string): Promise<ApplicationsTable> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', uuid)
    .where('borrower_uuid', '=', borrowerUuid)
    .executeTakeFirstOrThrow();
}

/** The borrower's applications with the organisation, newest first, each with its property address. */
export async function borrowerApplications(
  db: Db,
  borrowerUuid: string,
  orgCode: string,
): Promise<ApplicationAndProperty[]> {
  const rows = await db
    .selectFrom('applications')
    .leftJoin('addresses', 'addresses.uuid', 'applications.property_uuid')
    .selectAll('applications')
    .select([
      'addresses.uuid as a_uuid',
      'addresses.identity_uuid as a_identity_uuid',
      'addresses.street1 as a_street1',
      'addresses.street2 as a_street2',
      'addresses.city as a_city',
      'addresses.state as a_state',
      'addresses.zip as a_zip',
      'addresses.ownership as a_ownership',
      'addresses.created_at as a_created_at',
    ])
    .where('applications.borrower_uuid', '=', borrowerUuid)
    .where('applications.org_code', '=', orgCode)
    .orderBy('applications.created_at', 'desc')
    .orderBy('applications.uuid', 'desc')
    .execute();
  return rows.map((r) => ({
    row: r,
    address: r.a_uuid
      ? {
          uuid: r.a_uuid,
          identity_uuid: r.a_identity_uuid ?? '',
          street1: r.a_street1 ?? '',
          street2: r.a_street2,
          city: r.a_city ?? '',
          state: r.a_state ?? '',
          zip: r.a_zip ?? '',
          ownership: r.a_ownership,
          created_at: r.a_created_at ?? '',
        }
      : undefined,
  }));
}

/** How the property is owned (start/profile's answer), null when not given or no such address. */
export async function propertyOwnership(db: Db, addressUuid: string): Promise<string | null> {
  const row = await db.selectFrom('addresses').select('ownership').where('uuid', '=', addressUuid).executeTakeFirst();
  return row?.ownership ?? null;
}

/** A corrected property address and its ownership (start/profile). */
export async function updateProperty(
  trx: Db,
  addressUuid: string,
  change: Pick<Updateable<AddressesTable>, 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'ownership'>,
): Promise<void> {
  await trx.updateTable('addresses').set(change).where('uuid', '=', addressUuid).execute();
}

export async function findAddress(db: Db, addressUuid: string): Promise<AddressesTable | undefined> {
  return db.selectFrom('addresses').selectAll().where('uuid', '=', addressUuid).executeTakeFirst();
}

/** The borrower's newest application with the organisation, if any. */
export async function latestBorrowerApplication(
  db: Db,
  borrowerUuid: string,
  orgCode: string,
): Promise<ApplicationsTable | undefined> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('borrower_uuid', '=', borrowerUuid)
    .where('org_code', '=', orgCode)
    .orderBy('created_at', 'desc')
    .orderBy('uuid', 'desc')
    .executeTakeFirst();
}
