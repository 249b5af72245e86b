// Migration 0020 carries a database of the schema before it (the application as JSON text in `applications.data`)
// over to the application in columns and tables, on both dialects: seeded as that schema had it, migrated, then
// read by today's code; and back down again.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { Client } from 'pg';
import { createDb, migrateToLatest, type Db } from '../../server/db';
import { migrationProvider } from '../../server/db/migrations';
import { loadApplicationJson, applicationRow } from '../../server/applications/repository';
import { APPLICATION_FIELD_COLUMNS } from '../../server/applications/mapper';
import { dialects } from './helpers';
import { PG_URL } from './processes';

const BEFORE = '0019_change_notices';
const AT = '2026-11-02T10:00:00.000Z';

const ids = {
  borrower: '11111111-1111-4111-8111-111111111111',
  coOwner: '22222222-2222-4222-8222-222222222222',
  address: '33333333-3333-4333-8333-333333333333',
  full: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  bare: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  account: '44444444-4444-4444-8444-444444444444',
  autopay: '55555555-5555-4555-8555-555555555555',
  docId: '66666666-6666-4666-8666-666666666666',
  docPaystub: '77777777-7777-4777-8777-777777777777',
  docUnlisted: '88888888-8888-4888-8888-888888888888',
  income1: '99999999-9999-4999-8999-999999999991',
  income2: '99999999-9999-4999-8999-999999999992',
  signer: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  pendingSigner: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
};

/** An application well along the closing, as the JSON column held it (every kind of field set). */
const FULL_DATA = {
  status: {
    checklistStatus: 'OLD_STAGE_IGNORED',
    liensComplete: true,
    uwDecision: 'SELECT',
    uwSubDecision: null,
    inquiryAttestNeeded: false,
    giactAccountStatus: 'PASS',
    bpo: 'BPO_NOT_REQUIRED',
    debtPayoff: 'COMPLETE',
    texasNoticeProvidedAt: '2026-10-01T12:00:00.000Z',
    texasEarliestClosingDate: '2026-10-13',
    attorneyReview: 'APPROVED',
    fmvAcknowledgmentSigned: true,
  },
  consents: [
    { type: 'SOFT_CREDIT', createdDate: '2026-10-01T12:00:00.000Z' },
    {
      type: 'ESIGN',
      createdDate: '2026-10-01T12:00:01.000Z',
      version: 2,
      accessConfirmedAt: '2026-10-01T12:00:00.500Z',
    },
  ],
  term: 30,
  amount: 85000.5,
  rate: 8.25,
  documents: [
    { uuid: ids.docPaystub, type: 'PAYSTUB' },
    { uuid: ids.docId, type: 'ID_FRONT' },
  ],
  incomeSources: [
    { uuid: ids.income1, employmentType: 'SALARIED', annualIncome: 120000 },
    { uuid: ids.income2, employmentType: 'RETIRED', annualIncome: 18000.75 },
  ],
  disburseAccount: { uuid: ids.account, routingNumber: '011000015', mask: '6789', accountNumber: '*****6789' },
  autopayAccount: { uuid: ids.autopay },
  payType: 'AUTOPAY',
  hasHmda: true,
  assetDepletion: { complete: false },
  insurance: { complete: true },
  coDeedStatus: 'IN_PROGRESS',
  requestedManualNotaryTime: '2026-10-20T15:00:00.000Z',
  isCrypto: false,
  loanNumber: 'HL-0000123',
  adjustedHomeAmount: 450000,
  uwCalculatedDrawAmount: null,
  additionalSignerVersion: 'v1',
  helocSigners: [{ identityUuid: ids.coOwner }],
  referrer: { referrerUuid: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee' },
  isBroker: true,
  fullStoryLink: 'https://app.fullstory.com/ui/ABC/session/123',
};

async function seedBeforeColumns(db: Db): Promise<void> {
  const identity = (uuid: string, email: string, type: string) =>
    sql`INSERT INTO identities (uuid, org_code, email, password_hash, type, first_name, last_name, created_at, updated_at)
        VALUES (${uuid}, 'figure', ${email}, 'x', ${type}, 'Pat', 'Lee', ${AT}, ${AT})`.execute(db);
  await identity(ids.borrower, 'pat@example.com', 'BORROWER');
  await identity(ids.coOwner, 'sam@example.com', 'CO_DEEDER');
  await sql`INSERT INTO addresses (uuid, identity_uuid, street1, street2, city, state, zip, ownership, created_at)
      VALUES (${ids.address}, ${ids.borrower}, '1 Elm St', null, 'Austin', 'TX', '78701', 'SOLE', ${AT})`.execute(db);
  const application = (uuid: string, stage: string, data: string) =>
    sql`INSERT INTO applications (uuid, borrower_uuid, org_code, stage, property_uuid, sale_status, data, created_at, updated_at)
        VALUES (${uuid}, ${ids.borrower}, 'figure', ${stage}, ${ids.address}, 'NOT_SELLING', ${data}, ${AT}, ${AT})`.execute(
      db,
    );
  await application(ids.full, 'CO_DEED', JSON.stringify(FULL_DATA));
  // An early application of an older build: only the fields it wrote then.
  await application(
    ids.bare,
    'BASIC_INFO',
    JSON.stringify({ status: { checklistStatus: 'BASIC_INFO' }, consents: [] }),
  );
  for (const [uuid, type] of [
    [ids.docPaystub, 'PAYSTUB'],
    [ids.docId, 'ID_FRONT'],
    [ids.docUnlisted, 'ID_FRONT'],
  ]) {
    await sql`INSERT INTO documents (uuid, application_uuid, type, filename, mime, size, content, created_at)
        VALUES (${uuid}, ${ids.full}, ${type}, 'f.pdf', 'application/pdf', 3, ${Buffer.from('pdf')}, ${AT})`.execute(
      db,
    );
  }
  for (const uuid of [ids.account, ids.autopay]) {
    await sql`INSERT INTO bank_accounts (uuid, application_uuid, source, routing_number, account_encrypted, mask, account_type, check_status, created_at)
        VALUES (${uuid}, ${ids.full}, 'MANUAL', '011000015', 'sealed', '6789', 'CHECKING', 'PASS', ${AT})`.execute(db);
  }
  const signer = (uuid: string, position: number, email: string, identityUuid: string | null) =>
    sql`INSERT INTO heloc_signers (uuid, application_uuid, org_code, first_name, last_name, email, position, identity_uuid,
          invitation_token_hash, invited_at, last_sent_at, send_count, accepted_at, identity_status, created_at, updated_at)
        VALUES (${uuid}, ${ids.full}, 'figure', 'Sam', 'Lee', ${email}, ${position}, ${identityUuid},
          ${randomBytes(32).toString('hex')}, ${AT}, ${AT}, 1, ${identityUuid ? AT : null}, 'NOT_STARTED', ${AT}, ${AT})`.execute(
      db,
    );
  await signer(ids.signer, 1, 'sam@example.com', ids.coOwner);
  await signer(ids.pendingSigner, 2, 'kim@example.com', null);
}

/** A database of `dialect` migrated up to the schema before 0020 and seeded as that schema had it. */
async function seededBefore(dialect: string): Promise<{ db: Db; schema?: string; migrator: Migrator }> {
  let url = path.join(mkdtempSync(path.join(os.tmpdir(), 'heloc-migrate-')), 'heloc.sqlite');
  let schema: string | undefined;
  if (dialect === 'postgres') {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new Client({ connectionString: PG_URL! });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    url = PG_URL!;
  }
  const { db } = createDb(url, schema);
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateTo(BEFORE);
  if (error) throw error;
  await seedBeforeColumns(db);
  return { db, schema, migrator };
}

async function dispose(db: Db, schema: string | undefined): Promise<void> {
  await db.destroy();
  if (schema) {
    const admin = new Client({ connectionString: PG_URL! });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

describe.each(dialects)('migration 0020: the application in columns and tables (%s)', (dialect) => {
  let db: Db;
  let schema: string | undefined;
  let migrator: Migrator;

  beforeAll(async () => {
    ({ db, schema, migrator } = await seededBefore(dialect));
    await migrateToLatest(db, schema);
  });

  afterAll(() => dispose(db, schema));

  it('reads a carried-over application exactly as the JSON column had it', async () => {
    const application = await loadApplicationJson(db, await applicationRow(db, ids.full));
    const { checklistStatus: _old, uwSubDecision: _unset, ...flags } = FULL_DATA.status;
    void [_old, _unset];
    expect(application).toEqual({
      ...FULL_DATA,
      // The stage column is the checklist status; a flag set to null is a flag not set.
      status: { checklistStatus: 'CO_DEED', ...flags },
      uuid: ids.full,
      selectedPropertyUuid: ids.address,
      property: { uuid: ids.address, street1: '1 Elm St', street2: null, city: 'Austin', state: 'TX', zip: '78701' },
      saleStatus: 'NOT_SELLING',
      auditFields: { createdDate: AT },
      esignReconsentRequired: expect.any(Boolean),
    });
  });

  it('gives an application of an older build the defaults of the fields it never wrote', async () => {
    const application = await loadApplicationJson(db, await applicationRow(db, ids.bare));
    expect(application).toMatchObject({
      status: { checklistStatus: 'BASIC_INFO' },
      consents: [],
      term: 0,
      amount: 0,
      documents: [],
      incomeSources: [],
      disburseAccount: null,
      autopayAccount: null,
      helocSigners: [],
      hasHmda: false,
      referrer: null,
    });
  });

  it('has every column the mapper writes, and no JSON copy of the application', async () => {
    const row = (await db
      .selectFrom('applications')
      .selectAll()
      .where('uuid', '=', ids.full)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    for (const column of APPLICATION_FIELD_COLUMNS) expect(Object.keys(row)).toContain(column);
    expect(Object.keys(row)).not.toContain('data');
    // Kept, not listed: the unlisted document's bytes stay for audit.
    const unlisted = await db
      .selectFrom('documents')
      .select('list_position')
      .where('uuid', '=', ids.docUnlisted)
      .executeTakeFirstOrThrow();
    expect(unlisted.list_position).toBeNull();
  });

  it('goes back down to the JSON column with the same application, and up again', async () => {
    const before = await loadApplicationJson(db, await applicationRow(db, ids.full));
    const { error: down } = await migrator.migrateTo(BEFORE);
    expect(down).toBeUndefined();
    const { data } = await sql<{ data: string }>`SELECT data FROM applications WHERE uuid = ${ids.full}`
      .execute(db)
      .then((r) => r.rows[0]);
    const { checklistStatus: _old, uwSubDecision: _unset, ...flags } = FULL_DATA.status;
    void [_old, _unset];
    expect(JSON.parse(data)).toEqual({ ...FULL_DATA, status: { checklistStatus: 'CO_DEED', ...flags } });
    await migrateToLatest(db, schema);
    expect(await loadApplicationJson(db, await applicationRow(db, ids.full))).toEqual(before);
  });
});

/** Whether 0020's table and column exist, and the JSON column it drops, read from the database's catalogue. */
async function schemaOf(db: Db, dialect: string) {
  const columns =
    dialect === 'postgres'
      ? await sql<{ table_name: string; column_name: string }>`
          SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema()`.execute(
          db,
        )
      : await sql<{ table_name: string; column_name: string }>`
          SELECT m.name AS table_name, p.name AS column_name FROM sqlite_master m, pragma_table_info(m.name) p
          WHERE m.type = 'table'`.execute(db);
  const has = (table: string, column?: string) =>
    columns.rows.some((r) => r.table_name === table && (column === undefined || r.column_name === column));
  return {
    consentsTable: has('application_consents'),
    termColumn: has('applications', 'term'),
    dataColumn: has('applications', 'data'),
  };
}

describe.each(dialects)('migration 0020 that cannot carry an application over (%s)', (dialect) => {
  it('changes nothing, and carries everything over once the application is mended', async () => {
    const { db, schema } = await seededBefore(dialect);
    try {
      // A row no JSON parser reads: the migration stops, and must not leave half a schema behind.
      await sql`UPDATE applications SET data = ${'{"status": {'} WHERE uuid = ${ids.bare}`.execute(db);
      await expect(migrateToLatest(db, schema)).rejects.toThrow(/0020_application_columns/);
      const columns = await sql<{ data: string }>`SELECT data FROM applications WHERE uuid = ${ids.full}`.execute(db);
      expect(JSON.parse(columns.rows[0].data)).toEqual(FULL_DATA);
      // The schema as the catalogue has it: no table or column of 0020, and 0020 not recorded as run.
      expect(await schemaOf(db, dialect)).toEqual({ consentsTable: false, termColumn: false, dataColumn: true });
      const ran = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
      expect(ran.rows.map((r) => r.name)).not.toContain('0020_application_columns');

      await sql`UPDATE applications SET data = ${'{}'} WHERE uuid = ${ids.bare}`.execute(db);
      await migrateToLatest(db, schema);
      const application = await loadApplicationJson(db, await applicationRow(db, ids.full));
      expect(application.consents).toEqual(FULL_DATA.consents);
      expect(application.documents).toEqual(FULL_DATA.documents);
    } finally {
      await dispose(db, schema);
    }
  });
});
