// The application's wire view (`Application`, src/domain/types.ts) built from its columns, its rows in other tables
// and its property address, and the columns written back from its fields: the one mapper between what the
// database keeps and what the app reads.
import {
  blankApplicationFields,
  type Application,
  type ApplicationStatus,
  type ConsentType,
  type EmploymentType,
  type PayType,
  type SaleStatus,
} from '../../src/domain/types';
import { esignConsentVersion, esignReconsentNeeded } from '../../src/domain/esign';
import { BoundedMap } from '../boundedMap';
import type { AddressesTable, ApplicationsTable } from '../db/schema';

/** The first server stage of a new application. */
export const INITIAL_STAGE = 'BASIC_INFO';

/** The application fields its service reads and changes (the rest are its identity, property and audit). */
export type StoredFields = Omit<
  Application,
  'uuid' | 'selectedPropertyUuid' | 'property' | 'saleStatus' | 'auditFields'
>;

export function blankApplicationData(): StoredFields {
  return { status: { checklistStatus: INITIAL_STAGE }, ...blankApplicationFields() };
}

/**
 * What the application keeps in other tables, as its reads bring it (repository.ts): its consents, income sources
 * and listed documents in order, its accepted co-owners (heloc_signers), and its disbursement account's view.
 */
export interface ApplicationChildren {
  consents: { type: string; created_date: string | null; version: number | null; access_confirmed_at: string | null }[];
  incomeSources: { uuid: string; employment_type: string; annual_income: number }[];
  documents: { uuid: string; type: string }[];
  signers: { identity_uuid: string }[];
  disburseAccount: { uuid: string; routing_number: string; mask: string; masked_number: string | null } | null;
}

export const noChildren = (): ApplicationChildren => ({
  consents: [],
  incomeSources: [],
  documents: [],
  signers: [],
  disburseAccount: null,
});

type Kind = 'bool' | 'text' | 'number';
type ColumnOf = readonly [column: keyof ApplicationsTable, kind: Kind];

/** Fields kept as they are in one column each. */
const FIELD_COLUMNS = {
  term: ['term', 'number'],
  amount: ['amount', 'number'],
  rate: ['rate', 'number'],
  payType: ['pay_type', 'text'],
  hasHmda: ['has_hmda', 'bool'],
  coDeedStatus: ['co_deed_status', 'text'],
  requestedManualNotaryTime: ['requested_manual_notary_time', 'text'],
  isCrypto: ['is_crypto', 'bool'],
  loanNumber: ['loan_number', 'text'],
  adjustedHomeAmount: ['adjusted_home_amount', 'number'],
  uwCalculatedDrawAmount: ['uw_calculated_draw_amount', 'number'],
  additionalSignerVersion: ['additional_signer_version', 'text'],
  isBroker: ['is_broker', 'bool'],
  fullStoryLink: ['full_story_link', 'text'],
} as const satisfies Partial<Record<keyof StoredFields, ColumnOf>>;

/** Every status flag but the stage (the `stage` column), one column each; null is a flag not set. */
const STATUS_COLUMNS = {
  liensComplete: ['status_liens_complete', 'bool'],
  uwDecision: ['status_uw_decision', 'text'],
  uwSubDecision: ['status_uw_sub_decision', 'text'],
  inquiryAttestNeeded: ['status_inquiry_attest_needed', 'bool'],
  inquiryAttestComplete: ['status_inquiry_attest_complete', 'bool'],
  manualPaystubUpload: ['status_manual_paystub_upload', 'bool'],
  manualPaystubTasksComplete: ['status_manual_paystub_tasks_complete', 'bool'],
  giactAccountStatus: ['status_giact_account_status', 'text'],
  bpo: ['status_bpo', 'text'],
  title: ['status_title', 'text'],
  disclosurelistSummaryReady: ['status_disclosurelist_summary_ready', 'bool'],
  disclosurelistSummaryComplete: ['status_disclosurelist_summary_complete', 'bool'],
  disclosurelistClosingReady: ['status_disclosurelist_closing_ready', 'bool'],
  disclosurelistClosingComplete: ['status_disclosurelist_closing_complete', 'bool'],
  disclosurelistNotaryReady: ['status_disclosurelist_notary_ready', 'bool'],
  disclosurelistNotaryComplete: ['status_disclosurelist_notary_complete', 'bool'],
  primaryParticipantAcceptComplete: ['status_primary_participant_accept_complete', 'bool'],
  manualDeedSigningComplete: ['status_manual_deed_signing_complete', 'bool'],
  employmentVerificationNeeded: ['status_employment_verification_needed', 'bool'],
  propertyComplete: ['status_property_complete', 'bool'],
  datatreeNoMatch: ['status_datatree_no_match', 'bool'],
  creditFrozenWithPin: ['status_credit_frozen_with_pin', 'bool'],
  dtiDecline: ['status_dti_decline', 'bool'],
  creditScoreDecline: ['status_credit_score_decline', 'bool'],
  waitingOnFloodCert: ['status_waiting_on_flood_cert', 'bool'],
  manualNotary: ['status_manual_notary', 'bool'],
  condition: ['status_condition', 'bool'],
  debtPayoff: ['status_debt_payoff', 'text'],
  creditScoreNoticeReady: ['status_credit_score_notice_ready', 'bool'],
  adverseActionNoticeReady: ['status_adverse_action_notice_ready', 'bool'],
  texasNoticeProvidedAt: ['status_texas_notice_provided_at', 'text'],
  applicationDisclosuresProvidedAt: ['status_application_disclosures_provided_at', 'text'],
  texasApplicationAt: ['status_texas_application_at', 'text'],
  attorneyReview: ['status_attorney_review', 'text'],
  notaryWaitingUntil: ['status_notary_waiting_until', 'text'],
  texasEarliestClosingDate: ['status_texas_earliest_closing_date', 'text'],
  fmvAcknowledgmentReady: ['status_fmv_acknowledgment_ready', 'bool'],
  fmvAcknowledgmentSigned: ['status_fmv_acknowledgment_signed', 'bool'],
} as const satisfies Record<Exclude<keyof ApplicationStatus, 'checklistStatus'>, ColumnOf>;

/** Every column mapper and migration 0020 agree on (the migration test holds the database to it). */
export const APPLICATION_FIELD_COLUMNS: readonly string[] = [
  ...Object.values(FIELD_COLUMNS).map(([column]) => column),
  ...Object.values(STATUS_COLUMNS).map(([column]) => column),
  'asset_depletion_complete',
  'insurance_complete',
  'referrer_uuid',
  'disburse_account_uuid',
  'autopay_account_uuid',
];

/** The columns an application's fields are written to. */
export type ApplicationColumns = Partial<Omit<ApplicationsTable, 'uuid' | 'borrower_uuid' | 'org_code' | 'created_at'>>;

function fromColumn(value: unknown, kind: Kind): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'bool') return Boolean(Number(value));
  if (kind === 'number') return Number(value);
  return value;
}

function toColumn(value: unknown, kind: Kind): string | number | null {
  if (value === null || value === undefined) return null;
  if (kind === 'bool') return value ? 1 : 0;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return String(value);
}

const read = (row: ApplicationsTable, column: keyof ApplicationsTable) =>
  (row as unknown as Record<string, unknown>)[column];

/** The application's status: the stage column is the checklist status; the flags set, and only those. */
export function statusOf(row: ApplicationsTable): ApplicationStatus {
  const status: Record<string, unknown> = { checklistStatus: row.stage };
  for (const [flag, [column, kind]] of Object.entries(STATUS_COLUMNS)) {
    const value = fromColumn(read(row, column), kind);
    if (value !== null) status[flag] = value;
  }
  return status as ApplicationStatus;
}

const completion = (value: number | null | undefined) =>
  value === null || value === undefined ? null : { complete: Boolean(Number(value)) };

/** The application's fields from its row and its rows elsewhere. */
export function storedFieldsOf(row: ApplicationsTable, children: ApplicationChildren): StoredFields {
  const fields = blankApplicationData() as unknown as Record<string, unknown>;
  for (const [field, [column, kind]] of Object.entries(FIELD_COLUMNS)) {
    const value = fromColumn(read(row, column), kind);
    if (value !== null) fields[field] = value;
  }
  const account = children.disburseAccount;
  return {
    ...(fields as unknown as StoredFields),
    status: statusOf(row),
    payType: (row.pay_type as PayType | null) ?? null,
    assetDepletion: completion(row.asset_depletion_complete),
    insurance: completion(row.insurance_complete),
    referrer: row.referrer_uuid ? { referrerUuid: row.referrer_uuid } : null,
    autopayAccount: row.autopay_account_uuid ? { uuid: row.autopay_account_uuid } : null,
    disburseAccount: account
      ? {
          uuid: account.uuid,
          routingNumber: account.routing_number,
          mask: account.mask,
          accountNumber: account.masked_number ?? account.mask,
        }
      : null,
    consents: children.consents.map((c) => ({
      type: c.type as ConsentType,
      ...(c.created_date !== null ? { createdDate: c.created_date } : {}),
      ...(c.version !== null ? { version: Number(c.version) } : {}),
      ...(c.access_confirmed_at !== null ? { accessConfirmedAt: c.access_confirmed_at } : {}),
    })),
    incomeSources: children.incomeSources.map((s) => ({
      uuid: s.uuid,
      employmentType: s.employment_type as EmploymentType,
      annualIncome: Number(s.annual_income),
    })),
    documents: children.documents.map((d) => ({ uuid: d.uuid, type: d.type })),
    helocSigners: children.signers.map((s) => ({ identityUuid: s.identity_uuid })),
  };
}

/** The fields kept in other tables (ApplicationChildren): a read of the row alone does not have them. */
type ChildFields = 'consents' | 'incomeSources' | 'documents' | 'helocSigners' | 'disburseAccount';

/** The fields the application's row holds by itself (its amount, term, flags, status), for reads of the row alone. */
export function rowFieldsOf(row: ApplicationsTable): Omit<StoredFields, ChildFields> {
  const { consents, incomeSources, documents, helocSigners, disburseAccount, ...fields } = storedFieldsOf(
    row,
    noChildren(),
  );
  void [consents, incomeSources, documents, helocSigners, disburseAccount];
  return fields;
}

/**
 * The columns holding `fields` (the application row's own; consents, income sources, the document list and the
 * co-owners are rows elsewhere, written by the repository). The disbursement account is its uuid: the account's
 * view is its bank_accounts row.
 */
export function columnsOf(fields: StoredFields): ApplicationColumns {
  const columns: Record<string, unknown> = {};
  for (const [field, [column, kind]] of Object.entries(FIELD_COLUMNS)) {
    columns[column] = toColumn((fields as unknown as Record<string, unknown>)[field], kind);
  }
  for (const [flag, [column, kind]] of Object.entries(STATUS_COLUMNS)) {
    columns[column] = toColumn((fields.status as Record<string, unknown>)[flag], kind);
  }
  for (const notNull of ['term', 'amount', 'rate', 'has_hmda', 'is_crypto', 'is_broker']) columns[notNull] ??= 0;
  columns.asset_depletion_complete = fields.assetDepletion ? toColumn(fields.assetDepletion.complete, 'bool') : null;
  columns.insurance_complete = fields.insurance ? toColumn(fields.insurance.complete, 'bool') : null;
  columns.referrer_uuid = fields.referrer?.referrerUuid ?? null;
  columns.disburse_account_uuid = fields.disburseAccount?.uuid ?? null;
  columns.autopay_account_uuid = fields.autopayAccount?.uuid || null;
  return columns as ApplicationColumns;
}

export function toApplication(
  row: ApplicationsTable,
  address: AddressesTable | undefined,
  children: ApplicationChildren,
): Application {
  const application = storedFieldsOf(row, children) as Application;
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
const jsonTexts = new BoundedMap<string, { inputs: unknown[]; text: string }>(JSON_TEXT_MAX);

/**
 * `JSON.stringify(toApplication(...))`, kept while its inputs are the same: a page polls its application, and
 * building and serialising it cost more than reading it. `inputs` are every value the read brought (its row as
 * read, the children as their JSON text), so the rows are still read every time; only the rendering of identical
 * inputs is reused.
 */
export function applicationJsonText(uuid: string, inputs: readonly unknown[], render: () => Application): string {
  const known = jsonTexts.get(uuid);
  if (known && known.inputs.length === inputs.length && known.inputs.every((value, i) => value === inputs[i])) {
    return known.text;
  }
  const text = JSON.stringify(render());
  jsonTexts.set(uuid, { inputs: [...inputs], text });
  return text;
}
