// The application in real columns and tables instead of the `data` JSON text (the client's wire type):
// - its scalar fields and its status flags are columns of `applications`;
// - its consents and income sources are rows of `application_consents` and `income_sources`;
// - its list of documents is the `list_position` of its rows in `documents` (null: kept, not listed);
// - its disbursement account's view is its `bank_accounts` row (`masked_number` added);
// - its co-owners on the loan are the accepted rows of `heloc_signers`, which the JSON only repeated.
// Existing applications are carried over from their JSON, then the column is dropped. The lists below are this
// migration's own snapshot of the fields, not the mapper's: a later migration must not change what this one did.
import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { addChangeNotices } from '../changeListener';

type Kind = 'bool' | 'text' | 'number';
type FieldColumn = readonly [field: string, column: string, kind: Kind];

/** Application fields held in a column: the JSON field, its column, its kind. */
const FIELDS: readonly FieldColumn[] = [
  ['term', 'term', 'number'],
  ['amount', 'amount', 'number'],
  ['rate', 'rate', 'number'],
  ['payType', 'pay_type', 'text'],
  ['hasHmda', 'has_hmda', 'bool'],
  ['coDeedStatus', 'co_deed_status', 'text'],
  ['requestedManualNotaryTime', 'requested_manual_notary_time', 'text'],
  ['isCrypto', 'is_crypto', 'bool'],
  ['loanNumber', 'loan_number', 'text'],
  ['adjustedHomeAmount', 'adjusted_home_amount', 'number'],
  ['uwCalculatedDrawAmount', 'uw_calculated_draw_amount', 'number'],
  ['additionalSignerVersion', 'additional_signer_version', 'text'],
  ['isBroker', 'is_broker', 'bool'],
  ['fullStoryLink', 'full_story_link', 'text'],
];

/** Fields never null: their columns have a default. */
const NOT_NULL: Record<string, number> = { term: 0, amount: 0, rate: 0, has_hmda: 0, is_crypto: 0, is_broker: 0 };

const STATUS_BOOLS = [
  'liensComplete',
  'inquiryAttestNeeded',
  'inquiryAttestComplete',
  'manualPaystubUpload',
  'manualPaystubTasksComplete',
  'disclosurelistSummaryReady',
  'disclosurelistSummaryComplete',
  'disclosurelistClosingReady',
  'disclosurelistClosingComplete',
  'disclosurelistNotaryReady',
  'disclosurelistNotaryComplete',
  'primaryParticipantAcceptComplete',
  'manualDeedSigningComplete',
  'employmentVerificationNeeded',
  'propertyComplete',
  'datatreeNoMatch',
  'creditFrozenWithPin',
  'dtiDecline',
  'creditScoreDecline',
  'waitingOnFloodCert',
  'manualNotary',
  'condition',
  'creditScoreNoticeReady',
  'adverseActionNoticeReady',
  'fmvAcknowledgmentReady',
  'fmvAcknowledgmentSigned',
];
const STATUS_TEXTS = [
  'uwDecision',
  'uwSubDecision',
  'giactAccountStatus',
  'bpo',
  'title',
  'debtPayoff',
  'texasNoticeProvidedAt',
  'applicationDisclosuresProvidedAt',
  'texasApplicationAt',
  'attorneyReview',
  'notaryWaitingUntil',
  'texasEarliestClosingDate',
];

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Status flags: `status_` and the flag in snake case (`status_liens_complete`). */
const STATUS: readonly FieldColumn[] = [
  ...STATUS_BOOLS.map((f) => [f, `status_${snake(f)}`, 'bool'] as const),
  ...STATUS_TEXTS.map((f) => [f, `status_${snake(f)}`, 'text'] as const),
];

/** Fields whose value is an object reduced to one column. */
const REFERENCES: readonly FieldColumn[] = [
  ['assetDepletion', 'asset_depletion_complete', 'bool'],
  ['insurance', 'insurance_complete', 'bool'],
  ['referrer', 'referrer_uuid', 'text'],
  ['disburseAccount', 'disburse_account_uuid', 'text'],
  ['autopayAccount', 'autopay_account_uuid', 'text'],
];

const TYPES: Record<Kind, 'integer' | 'text' | 'double precision'> = {
  bool: 'integer',
  text: 'text',
  number: 'double precision',
};

const NOTICED = ['application_consents', 'income_sources', 'documents', 'bank_accounts'];
const onPostgres = (db: { getExecutor(): { adapter: unknown } }) => db.getExecutor().adapter instanceof PostgresAdapter;

type Json = Record<string, unknown>;
type AnyDb = Kysely<Record<string, Json>>;

function columnValue(value: unknown, kind: Kind): unknown {
  if (value === undefined || value === null) return null;
  if (kind === 'bool') return value ? 1 : 0;
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? value : null;
}

/** The columns of one application's JSON. */
function columnsOf(data: Json): Json {
  const columns: Json = {};
  for (const [field, column, kind] of FIELDS) {
    const value = columnValue(data[field], kind);
    columns[column] = value ?? (column in NOT_NULL ? NOT_NULL[column] : null);
  }
  const status = (data.status ?? {}) as Json;
  for (const [field, column, kind] of STATUS) columns[column] = columnValue(status[field], kind);
  const ref = (field: string, key: string) => (data[field] as Json | null | undefined)?.[key];
  columns.asset_depletion_complete = columnValue(ref('assetDepletion', 'complete'), 'bool');
  columns.insurance_complete = columnValue(ref('insurance', 'complete'), 'bool');
  columns.referrer_uuid = columnValue(ref('referrer', 'referrerUuid'), 'text');
  columns.disburse_account_uuid = columnValue(ref('disburseAccount', 'uuid'), 'text');
  columns.autopay_account_uuid = columnValue(ref('autopayAccount', 'uuid'), 'text') || null;
  return columns;
}

async function carryOver(db: AnyDb, uuid: string, data: Json): Promise<void> {
  await db.updateTable('applications').set(columnsOf(data)).where('uuid', '=', uuid).execute();
  const consents = Array.isArray(data.consents) ? (data.consents as Json[]) : [];
  for (const [position, consent] of consents.entries()) {
    await db
      .insertInto('application_consents')
      .values({
        application_uuid: uuid,
        position,
        type: String(consent.type),
        created_date: columnValue(consent.createdDate, 'text'),
        version: columnValue(consent.version, 'number'),
        access_confirmed_at: columnValue(consent.accessConfirmedAt, 'text'),
      } as Json)
      .execute();
  }
  const sources = Array.isArray(data.incomeSources) ? (data.incomeSources as Json[]) : [];
  for (const [position, source] of sources.entries()) {
    await db
      .insertInto('income_sources')
      .values({
        uuid: String(source.uuid),
        application_uuid: uuid,
        position,
        employment_type: String(source.employmentType),
        annual_income: columnValue(source.annualIncome, 'number') ?? 0,
      } as Json)
      .execute();
  }
  const documents = Array.isArray(data.documents) ? (data.documents as Json[]) : [];
  for (const [position, document] of documents.entries()) {
    if (typeof document.uuid !== 'string') continue; // a list entry without its file: nothing to point at
    await db
      .updateTable('documents')
      .set({ list_position: position } as Json)
      .where('uuid', '=', document.uuid)
      .where('application_uuid', '=', uuid)
      .execute();
  }
  const account = data.disburseAccount as Json | null | undefined;
  if (account && typeof account.uuid === 'string' && typeof account.accountNumber === 'string') {
    await db
      .updateTable('bank_accounts')
      .set({ masked_number: account.accountNumber } as Json)
      .where('uuid', '=', account.uuid)
      .execute();
  }
}

/** The JSON text of one application, from its columns and rows (the way back down). */
async function jsonOf(db: AnyDb, row: Json): Promise<string> {
  const data: Json = {};
  for (const [field, column, kind] of FIELDS) {
    // A field never set stays absent, as it was in the JSON (fullStoryLink).
    if (field === 'fullStoryLink' && row[column] === null) continue;
    data[field] = kind === 'bool' ? Boolean(row[column]) : row[column];
  }
  const status: Json = { checklistStatus: row.stage };
  for (const [field, column, kind] of STATUS) {
    if (row[column] !== null && row[column] !== undefined)
      status[field] = kind === 'bool' ? Boolean(row[column]) : row[column];
  }
  data.status = status;
  const flag = (value: unknown) => (value === null || value === undefined ? null : { complete: Boolean(value) });
  data.assetDepletion = flag(row.asset_depletion_complete);
  data.insurance = flag(row.insurance_complete);
  data.referrer = row.referrer_uuid ? { referrerUuid: row.referrer_uuid } : null;
  data.autopayAccount = row.autopay_account_uuid ? { uuid: row.autopay_account_uuid } : null;
  const uuid = String(row.uuid);
  const account = row.disburse_account_uuid
    ? await db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('uuid', '=', String(row.disburse_account_uuid))
        .executeTakeFirst()
    : undefined;
  data.disburseAccount = account
    ? {
        uuid: account.uuid,
        routingNumber: account.routing_number,
        mask: account.mask,
        accountNumber: account.masked_number,
      }
    : null;
  const consents = await db
    .selectFrom('application_consents')
    .selectAll()
    .where('application_uuid', '=', uuid)
    .orderBy('position')
    .execute();
  data.consents = consents.map((c) => ({
    type: c.type,
    ...(c.created_date !== null ? { createdDate: c.created_date } : {}),
    ...(c.version !== null ? { version: c.version } : {}),
    ...(c.access_confirmed_at !== null ? { accessConfirmedAt: c.access_confirmed_at } : {}),
  }));
  const sources = await db
    .selectFrom('income_sources')
    .selectAll()
    .where('application_uuid', '=', uuid)
    .orderBy('position')
    .execute();
  data.incomeSources = sources.map((s) => ({
    uuid: s.uuid,
    employmentType: s.employment_type,
    annualIncome: s.annual_income,
  }));
  const documents = await db
    .selectFrom('documents')
    .select(['uuid', 'type'])
    .where('application_uuid', '=', uuid)
    .where('list_position', 'is not', null)
    .orderBy('list_position')
    .execute();
  data.documents = documents;
  const signers = await db
    .selectFrom('heloc_signers')
    .select('identity_uuid')
    .where('application_uuid', '=', uuid)
    .where('accepted_at', 'is not', null)
    .where('identity_uuid', 'is not', null)
    .orderBy('position')
    .execute();
  data.helocSigners = signers.map((s) => ({ identityUuid: s.identity_uuid }));
  return JSON.stringify(data);
}

/** Every application row, a page at a time (a lender's database may hold many). */
async function eachApplication(db: AnyDb, visit: (row: Json) => Promise<void>): Promise<void> {
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '>', after)
      .orderBy('uuid')
      .limit(200)
      .execute();
    for (const row of page) await visit(row);
    if (page.length < 200) return;
    after = String(page[page.length - 1].uuid);
  }
}

/**
 * All of it or none: PostgreSQL's migrator runs it in its own transaction; SQLite's runs migrations without one
 * (Kysely), so a process killed half-way would leave columns added and applications not carried over.
 */
async function atomically(db: Kysely<unknown>, migrate: (db: AnyDb) => Promise<void>): Promise<void> {
  if (onPostgres(db)) await migrate(db as unknown as AnyDb);
  else await db.transaction().execute((trx) => migrate(trx as unknown as AnyDb));
}

export const applicationColumns: Migration = {
  up: (untyped: Kysely<unknown>) => atomically(untyped, up),
  down: (untyped: Kysely<unknown>) => atomically(untyped, down),
};

async function up(db: AnyDb): Promise<void> {
  for (const [, column, kind] of [...FIELDS, ...STATUS, ...REFERENCES]) {
    await db.schema
      .alterTable('applications')
      .addColumn(column, TYPES[kind], (c) => (column in NOT_NULL ? c.notNull().defaultTo(NOT_NULL[column]) : c))
      .execute();
  }
  await db.schema
    .createTable('application_consents')
    .addColumn('application_uuid', 'varchar(36)', (c) =>
      c.notNull().references('applications.uuid').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)')
    .addColumn('version', 'integer')
    .addColumn('access_confirmed_at', 'varchar(32)')
    .addPrimaryKeyConstraint('application_consents_pk', ['application_uuid', 'position'])
    .execute();
  await db.schema
    .createTable('income_sources')
    .addColumn('uuid', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('application_uuid', 'varchar(36)', (c) =>
      c.notNull().references('applications.uuid').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('employment_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('annual_income', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('income_sources_application').on('income_sources').column('application_uuid').execute();
  await db.schema.alterTable('documents').addColumn('list_position', 'integer').execute();
  await db.schema.alterTable('bank_accounts').addColumn('masked_number', 'varchar(64)').execute();

  await eachApplication(db, async (row) => carryOver(db, String(row.uuid), JSON.parse(String(row.data)) as Json));
  await db.schema.alterTable('applications').dropColumn('data').execute();
  if (onPostgres(db)) await addChangeNotices(db as unknown as Kysely<unknown>, NOTICED);
}

async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('applications')
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await eachApplication(db, async (row) => {
    await db
      .updateTable('applications')
      .set({ data: await jsonOf(db, row) })
      .where('uuid', '=', String(row.uuid))
      .execute();
  });
  if (onPostgres(db)) {
    for (const table of NOTICED) await sql`DROP TRIGGER IF EXISTS heloc_change_notice ON ${sql.id(table)}`.execute(db);
  }
  await db.schema.dropTable('income_sources').execute();
  await db.schema.dropTable('application_consents').execute();
  await db.schema.alterTable('documents').dropColumn('list_position').execute();
  await db.schema.alterTable('bank_accounts').dropColumn('masked_number').execute();
  for (const [, column] of [...FIELDS, ...STATUS, ...REFERENCES]) {
    await db.schema.alterTable('applications').dropColumn(column).execute();
  }
}
