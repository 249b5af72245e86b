// Migrating while someone else drops schemas in the same database (another application; the test suites' other
// worker, which drops each file's schema as it ends). Kysely's own introspector read every schema's columns to find
// its migration table, and a schema dropped meanwhile failed the migration; the server's reads its own schema only
// (server/db/schemaIntrospector.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { Client } from 'pg';
import { createDb, migrateToLatest } from '../../server/db';
import { SchemaTablesIntrospector } from '../../server/db/schemaIntrospector';
import { PG_URL } from './processes';

const onPostgres = PG_URL ? describe : describe.skip;
if (!PG_URL) console.log('PostgreSQL migration race not run: DATABASE_URL unset');

onPostgres('migrating on PostgreSQL while other schemas come and go', () => {
  let admin: Client;
  const made: string[] = [];
  const newSchema = async (prefix: string): Promise<string> => {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    made.push(name);
    await admin.query(`CREATE SCHEMA ${name}`);
    return name;
  };
  beforeAll(async () => {
    admin = new Client({ connectionString: PG_URL! });
    await admin.connect();
  });
  afterAll(async () => {
    for (const schema of made) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('migrates new schemas while two others are created and dropped without pause', async () => {
    const churns = [`churn_${randomBytes(6).toString('hex')}`, `churn_${randomBytes(6).toString('hex')}`];
    made.push(...churns);
    let stop = false;
    let drops = 0;
    // Tables with serial columns: the lookups of Kysely's own introspector that met a dropped schema.
    const columns = 'id serial primary key, a text, b text, c integer, d timestamptz';
    const others = churns.map(async (churn) => {
      const client = new Client({ connectionString: PG_URL! });
      await client.connect();
      try {
        while (!stop) {
          await client.query(`CREATE SCHEMA ${churn}`);
          for (const table of ['t1', 't2', 't3', 't4'])
            await client.query(`CREATE TABLE ${churn}.${table} (${columns})`);
          await client.query(`DROP SCHEMA ${churn} CASCADE`);
          drops += 1;
        }
      } finally {
        await client.end();
      }
    });
    try {
      for (let i = 0; i < 4; i += 1) {
        const schema = await newSchema('test');
        const { db } = createDb(PG_URL!, schema);
        try {
          await migrateToLatest(db, schema);
        } finally {
          await db.destroy();
        }
        const { rows } = await admin.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'applications'`,
          [schema],
        );
        expect(rows[0].n).toBe(1);
      }
    } finally {
      stop = true;
      await Promise.all(others);
    }
    expect(drops).toBeGreaterThan(0);
  });

  it("lists the named schema's tables, or the connection's current schema's, never another schema's", async () => {
    const ours = await newSchema('test');
    const theirs = await newSchema('test');
    await admin.query(`CREATE TABLE ${ours}.applications (id int)`);
    await admin.query(`CREATE VIEW ${ours}.open_applications AS SELECT id FROM ${ours}.applications`);
    await admin.query(`CREATE TABLE ${theirs}.kysely_migration (name text)`);
    const { db } = createDb(PG_URL!, ours);
    try {
      for (const introspector of [db.introspection, new SchemaTablesIntrospector(db, undefined)]) {
        const tables = await introspector.getTables();
        expect(tables.map((t) => [t.schema, t.name, t.isView]).sort()).toEqual([
          [ours, 'applications', false],
          [ours, 'open_applications', true],
        ]);
      }
      const schemas = await db.introspection.getSchemas();
      expect(schemas.map((s) => s.name)).toEqual(expect.arrayContaining([ours, theirs, 'public']));
      expect((await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0].s).toBe(ours);
    } finally {
      await db.destroy();
    }
  });
});
