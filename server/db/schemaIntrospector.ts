// What Kysely's migrator asks of the database on PostgreSQL, answered from the server's own schema only.
//
// Kysely's own PostgreSQL introspector reads every column of every table of every schema (with
// pg_get_serial_sequence), to answer the migrator's one question: does kysely_migration exist? A schema dropped
// by someone else meanwhile (another application in the database; the test suites, whose two workers drop each
// file's schema while the other starts its own) failed that read with "schema … does not exist", and the
// migration with it. Without a schema named, its answer also counted another schema's kysely_migration as ours.
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  type QueryExecutorProvider,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/** Tables and views by name in `schema` (the connection's current schema when none is named); no columns. */
export class SchemaTablesIntrospector implements DatabaseIntrospector {
  constructor(
    private readonly db: QueryExecutorProvider,
    private readonly schema: string | undefined,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`SELECT nspname AS name FROM pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  /** Only names: the migrator reads nothing else, and the columns' lookups are what met dropped schemas. */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      SELECT c.relname AS name, n.nspname AS schema, c.relkind AS kind
      FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = coalesce(${this.schema ?? null}::text, current_schema()) AND c.relkind IN ('r', 'p', 'v', 'm')
    `.execute(this.db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v' || r.kind === 'm', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** Kysely's PostgreSQL dialect, introspecting only the server's schema. */
export class SchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly schema: string | undefined,
  ) {
    super(config);
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaTablesIntrospector(db, this.schema);
  }
}
