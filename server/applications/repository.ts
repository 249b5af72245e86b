// The application's rows: reading, inserting and changing an application and its property address (Kysely only;
// the wire view is built by ./mapper.ts).
import { randomUUID } from 'node:crypto';
import { SqliteAdapter, sql, type RawBuilder, type Updateable } from 'kysely';
import type { Address, Application, IncomeSource, SaleStatus } from '../../src/domain/types';
import type { Db } from '../db';
import { compiledRead, nowIso } from '../db';
import type { AddressesTable, ApplicationsTable } from '../db/schema';
import { recordApplied } from '../security/idempotency';
import {
  blankApplicationData,
  columnsOf,
  INITIAL_STAGE,
  noChildren,
  storedFieldsOf,
  toApplication,
  type ApplicationChildren,
  type StoredFields,
} from './mapper';

/**
 * The application's rows in other tables, each as one JSON text column (so a read brings the whole application in
 * one round trip, on both dialects): its consents, income sources and listed documents in order, its accepted
 * co-owners, and its disbursement account. `application` names the applications row the subqueries follow.
 */
function childColumns(db: Db, application: string) {
  const pg = !(db.getExecutor().adapter instanceof SqliteAdapter);
  const agg = sql.raw(pg ? 'json_agg' : 'json_group_array');
  const obj = sql.raw(pg ? 'json_build_object' : 'json_object');
  const text = sql.raw(pg ? '::text' : '');
  const uuid = sql.ref(`${application}.uuid`);
  const list = (object: RawBuilder<unknown>, from: RawBuilder<unknown>, order: string) =>
    sql<string>`(select coalesce(${agg}(${object} order by ${sql.raw(order)})${text}, '[]') ${from})`;
  return [
    list(
      sql`${obj}('type', c.type, 'created_date', c.created_date, 'version', c.version, 'access_confirmed_at', c.access_confirmed_at)`,
      sql`from application_consents c where c.application_uuid = ${uuid}`,
      'c.position',
    ).as('consents_json'),
    list(
      sql`${obj}('uuid', i.uuid, 'employment_type', i.employment_type, 'annual_income', i.annual_income)`,
      sql`from income_sources i where i.application_uuid = ${uuid}`,
      'i.position',
    ).as('income_json'),
    list(
      sql`${obj}('uuid', d.uuid, 'type', d.type)`,
      sql`from documents d where d.application_uuid = ${uuid} and d.list_position is not null`,
      'd.list_position',
    ).as('documents_json'),
    list(
      sql`${obj}('identity_uuid', s.identity_uuid)`,
      sql`from heloc_signers s where s.application_uuid = ${uuid} and s.accepted_at is not null and s.identity_uuid is not null`,
      's.position',
    ).as('signers_json'),
    sql<
      string | null
    >`(select ${obj}('uuid', b.uuid, 'routing_number', b.routing_number, 'mask', b.mask, 'masked_number', b.masked_number)${text} from bank_accounts b where b.uuid = ${sql.ref(`${application}.disburse_account_uuid`)})`.as(
      'account_json',
    ),
  ];
}

/** The JSON text columns childColumns adds to a read. */
interface ChildrenJson {
  consents_json: string;
  income_json: string;
  documents_json: string;
  signers_json: string;
  account_json: string | null;
}

function childrenOf(found: ChildrenJson): ApplicationChildren {
  return {
    consents: JSON.parse(found.consents_json) as ApplicationChildren['consents'],
    incomeSources: JSON.parse(found.income_json) as ApplicationChildren['incomeSources'],
    documents: JSON.parse(found.documents_json) as ApplicationChildren['documents'],
    signers: JSON.parse(found.signers_json) as ApplicationChildren['signers'],
    disburseAccount: found.account_json
      ? (JSON.parse(found.account_json) as ApplicationChildren['disburseAccount'])
      : null,
  };
}

/** The application's rows in other tables (its row being read or locked already). */
export async function applicationChildren(db: Db, uuid: string): Promise<ApplicationChildren> {
  const found = await db
    .selectFrom('applications as a')
    .select(childColumns(db, 'a'))
    .where('a.uuid', '=', uuid)
    .executeTakeFirst();
  return found ? childrenOf(found) : noChildren();
}

/** The application's fields: its row's columns with its rows in other tables. */
export async function readStoredFields(db: Db, row: ApplicationsTable): Promise<StoredFields> {
  return storedFieldsOf(row, await applicationChildren(db, row.uuid));
}

export async function loadApplicationJson(db: Db, row: ApplicationsTable): Promise<Application> {
  const [address, children] = await Promise.all([
    row.property_uuid ? findAddress(db, row.property_uuid) : undefined,
    applicationChildren(db, row.uuid),
  ]);
  return toApplication(row, address, children);
}

/**
 * The application `uuid`, its property address and its rows elsewhere in one round trip (GET application, the
 * busiest read), or undefined when there is no such application.
 */
function wholeApplications(db: Db) {
  return db
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
    .select(childColumns(db, 'a'));
}

const applicationWithProperty = compiledRead((db, slot) => wholeApplications(db).where('a.uuid', '=', slot(0)));

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
/** An application as read whole: its row, property address and rows elsewhere, and every value the read brought. */
export interface ApplicationAndProperty {
  row: ApplicationsTable;
  address: AddressesTable | undefined;
  children: ApplicationChildren;
  /** The read's values in a fixed order: the same values make the same answer (mapper applicationJsonText). */
  inputs: readonly unknown[];
}
const splitRows = new WeakMap<ApplicationWithPropertyRow, ApplicationAndProperty>();

function splitApplicationRow(found: ApplicationWithPropertyRow): ApplicationAndProperty {
  const {
    p_uuid,
    p_identity_uuid,
    p_street1,
    p_street2,
    p_city,
    p_state,
    p_zip,
    p_ownership,
    p_created_at,
    consents_json,
    income_json,
    documents_json,
    signers_json,
    account_json,
    ...row
  } = found;
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
  const children = childrenOf({ consents_json, income_json, documents_json, signers_json, account_json });
  return { row: row as ApplicationsTable, address, children, inputs: Object.values(found) };
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
  const fields: StoredFields = {
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
      ...columnsOf(fields),
      created_at: at,
      updated_at: at,
    } as ApplicationsTable)
    .execute();
  await writeChildren(trx, applicationUuid, blankApplicationData(), fields);
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
  const current = await readStoredFields(trx, row);
  const next = change(current, row);
  await writeStoredFields(trx, uuid, current, next);
  // A borrower's keyed submission saving its step: its key is marked applied with the save (issue 19).
  await recordApplied(trx, uuid);
  return next;
}

/**
 * Writes the application's fields changed from `before` to `after` (the caller holds the row's lock and read
 * `before`): the row's columns, and the consents and income sources where they changed. A document leaves the list
 * here; one joins it only with its file (listDocument). The co-owners on the loan are the accepted heloc_signers
 * and the disbursement account's view its bank_accounts row: those are written where they are kept.
 */
export async function writeStoredFields(
  trx: Db,
  uuid: string,
  before: StoredFields,
  after: StoredFields,
  at: string = nowIso(),
): Promise<void> {
  await trx
    .updateTable('applications')
    .set({ ...columnsOf(after), updated_at: at })
    .where('uuid', '=', uuid)
    .execute();
  await writeChildren(trx, uuid, before, after);
}

async function writeChildren(trx: Db, uuid: string, before: StoredFields, after: StoredFields): Promise<void> {
  if (JSON.stringify(before.consents) !== JSON.stringify(after.consents)) {
    await trx.deleteFrom('application_consents').where('application_uuid', '=', uuid).execute();
    if (after.consents.length > 0) {
      await trx
        .insertInto('application_consents')
        .values(
          after.consents.map((c, position) => ({
            application_uuid: uuid,
            position,
            type: c.type,
            created_date: c.createdDate ?? null,
            version: c.version ?? null,
            access_confirmed_at: c.accessConfirmedAt ?? null,
          })),
        )
        .execute();
    }
  }
  if (JSON.stringify(before.incomeSources) !== JSON.stringify(after.incomeSources)) {
    await trx.deleteFrom('income_sources').where('application_uuid', '=', uuid).execute();
    if (after.incomeSources.length > 0) {
      await trx
        .insertInto('income_sources')
        .values(
          after.incomeSources.map((s, position) => ({
            uuid: s.uuid,
            application_uuid: uuid,
            position,
            employment_type: s.employmentType,
            annual_income: s.annualIncome,
          })),
        )
        .execute();
    }
  }
  const listed = new Set(after.documents.map((d) => d.uuid));
  const unlisted = before.documents.flatMap((d) => (d.uuid && !listed.has(d.uuid) ? [d.uuid] : []));
  const kept = new Set(before.documents.map((d) => d.uuid));
  if (after.documents.some((d) => !kept.has(d.uuid))) {
    throw new Error("A document joins the application's list with its file (listDocument), not as a field");
  }
  if (unlisted.length > 0) {
    await trx
      .updateTable('documents')
      .set({ list_position: null })
      .where('application_uuid', '=', uuid)
      .where('uuid', 'in', unlisted)
      .execute();
  }
}

/**
 * The next place in the application's list of documents, for a document stored with the application's row locked
 * (`trx`); the application is marked changed, and a keyed submission applied, with it.
 */
export async function nextListPosition(trx: Db, uuid: string): Promise<number> {
  await lockApplicationRow(trx, uuid);
  const last = await trx
    .selectFrom('documents')
    .select((eb) => eb.fn.max('list_position').as('last'))
    .where('application_uuid', '=', uuid)
    .executeTakeFirst();
  await trx.updateTable('applications').set({ updated_at: nowIso() }).where('uuid', '=', uuid).execute();
  await recordApplied(trx, uuid);
  const at = last?.last;
  return at === null || at === undefined ? 0 : Number(at) + 1;
}

/** The state of an address (null when there is no such address). */
export async function addressState(db: Db, addressUuid: string): Promise<string | null> {
  const address = await db.selectFrom('addresses').select('state').where('uuid', '=', addressUuid).executeTakeFirst();
  return address?.state ?? null;
}

/** The application row (it must exist). */
export async function applicationRow(db: Db, uuid: string): Promise<ApplicationsTable> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
}

/** The application row, or undefined when there is none. */
export async function findApplication(db: Db, uuid: string): Promise<ApplicationsTable | undefined> {
  return db.selectFrom('applications').selectAll().where('uuid', '=', uuid).executeTakeFirst();
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
  const rows = await wholeApplications(db)
    .where('a.borrower_uuid', '=', borrowerUuid)
    .where('a.org_code', '=', orgCode)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.uuid', 'desc')
    .execute();
  return rows.map(splitApplicationRow);
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
