// Database connection: SQLite (better-sqlite3, WAL, foreign keys) by default, PostgreSQL for postgres URLs.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Compilable,
  type CompiledQuery,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { Pool } from 'pg';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../config';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The name the server's PostgreSQL connections carry (pg_stat_activity.application_name). */
export const PG_APPLICATION_NAME = 'heloc-server';

export interface CreateDbOptions {
  limits?: Partial<DatabaseLimits>;
  /** A pooled connection failed while idle (dropped by the server, a proxy or the network): it is logged here and
   * the pool makes a new one on the next checkout. Without a listener pg's error would end the process. */
  onPoolError?: (err: Error) => void;
}

export function createDb(
  databaseUrl: string,
  schema?: string,
  options: CreateDbOptions = {},
): { db: Db; dialect: Dialect } {
  if (isPostgresUrl(databaseUrl)) {
    if (schema && !/^[a-z_][a-z0-9_]*$/i.test(schema)) throw new Error(`Invalid schema name ${schema}`);
    const limits = { ...DEFAULT_DATABASE_LIMITS, ...options.limits };
    // search_path as a startup option applies to every pooled connection, with no race on first use.
    const pool = new Pool({
      connectionString: databaseUrl,
      max: limits.poolSize,
      // Never wait forever: for a connection (database down), for a statement on the server, or for an answer
      // that never comes back over a cut link (the client's own query timeout, a little after the server's).
      connectionTimeoutMillis: limits.connectTimeoutMs,
      statement_timeout: limits.statementTimeoutMs,
      query_timeout: limits.statementTimeoutMs + 2_000,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
      keepAlive: true,
      application_name: PG_APPLICATION_NAME,
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    const onPoolError =
      options.onPoolError ?? ((err: Error) => console.error('PostgreSQL pooled connection lost', err));
    pool.on('error', (err) => onPoolError(err));
    // A connection can also fail while checked out between two queries (Kysely takes a connection, then sends
    // its query; a transaction holds one across several): pg then emits 'error' on the client itself, which
    // would end the process unheard. The query fails (a 503), and the pool drops the unusable client on release.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    directReaders.set(db, preparedReader(pool));
    return { db, dialect: 'postgres' };
  }
  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A file database also gets a reading connection for the compiled reads (an in-memory one cannot be shared).
  const commits: CommitCount = { count: 0 };
  const reader = file === ':memory:' ? null : sqliteReader(file, commits);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, commits, () => reader?.close()) }),
  });
  if (reader) directReaders.set(db, reader.read);
  return { db, dialect: 'sqlite' };
}

/**
 * Runs a compiled read (compiledRead) without Kysely's executor. Each is as isolated as Kysely's own path: it sees
 * committed rows only.
 */
type DirectReader = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]> | unknown[];
const directReaders = new WeakMap<Db, DirectReader>();

/**
 * PostgreSQL: each compiled read is a named prepared statement, so the database parses and plans it once per
 * connection instead of on every request (on a busy instance that planning costs more than the read).
 */
function preparedReader(pool: Pool): DirectReader {
  const names = new Map<string, string>();
  let generation = 0;
  const nameOf = (sql: string): string => {
    let name = names.get(sql);
    if (!name) {
      name = `heloc_${generation}_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
      names.set(sql, name);
    }
    return name;
  };
  return async (sql, parameters) => {
    const values = [...parameters];
    try {
      return (await pool.query({ name: nameOf(sql), text: sql, values })).rows as unknown[];
    } catch (err) {
      // 0A000 "cached plan must not change result type": another instance's migration changed a table under a
      // statement prepared here. The statements are prepared again under new names.
      if ((err as { code?: unknown }).code !== '0A000') throw err;
      generation += 1;
      names.clear();
      return (await pool.query({ name: nameOf(sql), text: sql, values })).rows as unknown[];
    }
  };
}

/** How many answers of compiled reads the SQLite reader keeps (per statement), the oldest dropped first. */
export const READ_RESULTS_KEPT = 1000;
/** How often the SQLite reader looks for commits made by another process (PRAGMA data_version). */
export const OUTSIDE_COMMITS_CHECK_MS = 100;

/**
 * SQLite's commits in this process: counted after every statement that writes or ends a transaction on the
 * writing connection, and once for any other process's commits the reader has noticed.
 */
interface CommitCount {
  count: number;
}

/**
 * SQLite: compiled reads run on a second connection, opened on first use and kept read-only. A read on the
 * main connection waits behind Kysely's lock while any transaction is open (a submission, a pipeline job); in WAL
 * mode this one reads the last committed state at once, and answers synchronously.
 *
 * Its answers are kept until anything is committed. SQLite is served by one process (server/app.ts), which counts
 * its own commits as they happen (withStatementCache), so a page polling its application reads the file only
 * after something has changed: even opening a read on the file costs more than the rest of the request. Another
 * process's commits (an operator's fix by hand) are seen through `PRAGMA data_version` within
 * OUTSIDE_COMMITS_CHECK_MS. The rows kept are frozen: callers get the same objects every time.
 */
function sqliteReader(file: string, commits: CommitCount): { read: DirectReader; close(): void } {
  let connection: SQLite.Database | null = null;
  let dataVersion: SQLite.Statement | null = null;
  let outsideVersion: unknown = null;
  let outsideCheckedAt = 0;
  const statements = new Map<string, { statement: SQLite.Statement; kept: Map<string, KeptRows> }>();
  return {
    read(sql, parameters) {
      if (!connection) {
        connection = new SQLite(file, { fileMustExist: true });
        connection.pragma('query_only = ON');
        dataVersion = connection.prepare('PRAGMA data_version').pluck();
      }
      let entry = statements.get(sql);
      if (!entry) {
        entry = { statement: connection.prepare(sql), kept: new Map() };
        statements.set(sql, entry);
      }
      const now = Date.now();
      if (now - outsideCheckedAt >= OUTSIDE_COMMITS_CHECK_MS) {
        outsideCheckedAt = now;
        const version = dataVersion!.get();
        if (version !== outsideVersion) {
          outsideVersion = version;
          commits.count += 1;
        }
      }
      // Synchronous from here on: no commit of this process can fall between the count and the read.
      const version = commits.count;
      const key =
        parameters.length === 1 && typeof parameters[0] === 'string' ? parameters[0] : JSON.stringify(parameters);
      const kept = entry.kept.get(key);
      if (kept && kept.version === version) return kept.rows;
      const rows = entry.statement.all(parameters as unknown[]).map((row) => Object.freeze(row));
      if (kept) entry.kept.delete(key);
      else if (entry.kept.size >= READ_RESULTS_KEPT) entry.kept.delete(entry.kept.keys().next().value as string);
      entry.kept.set(key, { version, rows });
      return rows;
    },
    close() {
      connection?.close();
      connection = null;
      dataVersion = null;
      statements.clear();
    },
  };
}

interface KeptRows {
  version: number;
  rows: unknown[];
}

const STATEMENT_CACHE_SIZE = 500;
/** Statements SQLite calls read-only that end a transaction, and so make its writes visible to other connections. */
const ENDS_TRANSACTION = /^\s*(commit|end|release|rollback)\b/i;

/**
 * Kysely prepares every query afresh; preparing costs more than running our small queries, so prepared
 * statements are reused by SQL text (SQLite re-prepares one itself if the schema changes under it). A statement
 * that writes, or ends a transaction, counts a commit once it has run (`commits`, for the reader's kept answers).
 */
function withStatementCache(sqlite: SQLite.Database, commits: CommitCount, onClose: () => void): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const counted = (statement: SQLite.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters as unknown[]);
      } finally {
        commits.count += 1;
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters as unknown[]);
      } finally {
        commits.count += 1;
      }
    },
    iterate: (parameters) => statement.iterate(parameters as unknown[]),
  });
  return {
    close: () => {
      onClose();
      sqlite.close();
    },
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last, so the oldest is evicted first.
        statements.delete(text);
      } else {
        const prepared = sqlite.prepare(text);
        statement = prepared.readonly && !ENDS_TRANSACTION.test(text) ? prepared : counted(prepared);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * `schema` (PostgreSQL) keeps Kysely's own bookkeeping tables in that schema too: without it the migrator
 * looks for them across the whole search path and trips over another schema's half-made copy.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

const UNAVAILABLE_CODES = new Set([
  // Node's socket errors: refused, reset, timed out, broken pipe, unreachable.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (08xxx), the server shutting down or starting (57P0x), a statement or
  // lock wait cut by its timeout (57014 query_canceled, 55P03 lock_not_available), too many connections.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '55P03',
  '53300',
  // SQLite: the file is locked for longer than the busy timeout.
  'SQLITE_BUSY',
]);

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  /Connection ended unexpectedly/i,
  /terminating connection due to administrator command/i,
];

/**
 * The database could not be reached or did not answer in time: the request is answered 503 with Retry-After
 * (the caller may retry), never left hanging and never a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Unique-constraint violation on either dialect. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const SLOT = '\u0000slot:';

/**
 * A read (one SELECT) built and compiled once per database, then run with new values: the busiest reads skip
 * Kysely's query building and SQL compilation, which cost more than SQLite takes to answer them, and run on the
 * database's direct reader (a prepared statement on PostgreSQL, the reading connection on SQLite). `build`
 * receives `slot(i)`, a stand-in for the i-th value passed to the returned function; every other value in the
 * query stays as built. Inside a transaction (`db` a transaction) it runs through Kysely as usual.
 */
export function compiledRead<R>(
  build: (db: Db, slot: (index: number) => string) => Compilable<R>,
): (db: Db, ...values: unknown[]) => Promise<R[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: (number | null)[] }>();
  return async (db, ...values) => {
    let entry = compiled.get(db);
    if (!entry) {
      const query = build(db, (index) => `${SLOT}${index}`).compile();
      if (query.query.kind !== 'SelectQueryNode') throw new Error('compiledRead: only a SELECT may be compiled once');
      const slots = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(SLOT) ? Number(value.slice(SLOT.length)) : null,
      );
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((value, i) => {
      const slot = slots[i];
      return slot === null ? value : values[slot];
    });
    const direct = directReaders.get(db);
    if (direct) return (await direct(query.sql, parameters)) as R[];
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}
