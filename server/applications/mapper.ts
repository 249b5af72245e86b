// The application's wire view (`Application`, src/domain/types.ts) built from its row and property address: the one
// mapper between what the database keeps and what the app reads.
import { blankApplicationFields, type Application, type SaleStatus } from '../../src/domain/types';
import { esignConsentVersion, esignReconsentNeeded } from '../../src/domain/esign';
import { BoundedMap } from '../boundedMap';
import type { AddressesTable, ApplicationsTable } from '../db/schema';

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

export function parseStoredFields(row: ApplicationsTable): StoredFields {
  return { ...blankApplicationData(), ...(JSON.parse(row.data) as Partial<StoredFields>) };
}
