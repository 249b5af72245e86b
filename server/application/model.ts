// Application rows ↔ the `Application` JSON the app reads (src/domain/types.ts).
import { randomUUID } from 'node:crypto';
import { SqliteAdapter } from 'kysely';
import {
  blankApplicationFields,
  type Address,
  type Application,
  type IncomeSource,
  type SaleStatus,
} from '../../src/domain/types';
import { BoundedMap } from '../boundedMap';
import type { Db } from '../db';
import { compiledRead, nowIso } from '../db';
import type { AddressesTable, ApplicationsTable } from '../db/schema';
import { recordApplied } from '../security/idempotency';

/** The first server stage of a new application. */
export const INITIAL_STAGE = 'BASIC_INFO';

/** The application fields kept in the `data` JSON column (the rest are columns or joined rows). */
export type StoredFields = Omit<
  Application,
  'uuid' | 'selectedPropertyUuid' | 'property' | 'saleStatus' | 'auditFields'
>;

export function blankApplicationData(): StoredFields {
  return { status: { checklistStatus: INITIAL_STAGE }, ...blankApplicationFields() };
}

import { esignConsentVersion, esignReconsentNeeded } from '../../src/domain/esign';

export function toApplication(row: ApplicationsTable, address: AddressesTable | undefined): Application {
  // Filled in on the fresh object parseStoredFields returns (the same fields in the same order as spreading it
  // into a new literal, which costs several times the JSON.parse on the busiest read).
  const application = parseStoredFields(row) as Application;
  // The stage column is the source of truth for the checklist status.
  application.status = { ...application.status, checklistStatus: row.stage };
  application.uuid = row.uuid;
  application.selectedPropertyUuid = row.property_uuid;
  application.property = address
    ? {
        uuid: address.uuid,
        street1: address.street1,
        street2: address.street2,
        city: address.city,
        state: address.state,
        zip: address.zip,
      }
    : null;
  application.saleStatus = (row.sale_status as SaleStatus | null) ?? null;
  application.auditFields = { createdDate: row.created_at };
  application.esignReconsentRequired = esignReconsentNeeded(esignConsentVersion(application.consents));
  return application;
}

/** How many applications' JSON text is kept for the busiest read (bounded: the oldest goes first). */
const JSON_TEXT_MAX = 2_000;
/** What toApplication reads from the row and its address, in a fixed order. */
const jsonInputs = (row: ApplicationsTable, address: AddressesTable | undefined): (string | null | undefined)[] => [
  row.data,
  row.stage,
  row.property_uuid,
  row.sale_status,
  row.created_at,
  address?.uuid,
  address?.street1,
  address?.street2,
  address?.city,
  address?.state,
  address?.zip,
];
const jsonTexts = new BoundedMap<string, { inputs: (string | null | undefined)[]; text: string }>(JSON_TEXT_MAX);

/**
 * `JSON.stringify(toApplication(row, address))`, kept while the inputs are the same: a page polls its application,
 * and parsing, rebuilding and serialising it cost more than reading it. The row is still read every time; only the
 * rendering of identical inputs is reused.
 */
export function applicationJsonText(row: ApplicationsTable, address: AddressesTable | undefined): string {
  const inputs = jsonInputs(row, address);
  const known = jsonTexts.get(row.uuid);
  if (known && known.inputs.every((value, i) => value === inputs[i])) return known.text;
  const text = JSON.stringify(toApplication(row, address));
  jsonTexts.set(row.uuid, { inputs, text });
  return text;
}

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

export function parseStoredFields(row: ApplicationsTable): StoredFields {
  return { ...blankApplicationData(), ...(JSON.parse(row.data) as Partial<StoredFields>) };
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
