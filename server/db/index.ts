// Database connection: SQLite (better-sqlite3, WAL, foreign keys) by default, PostgreSQL for postgres URLs.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  SqliteDialect,
  type Compilable,
  type CompiledQuery,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from '../config';
import { ChangeClock, tablesRead, watchStatements } from './changes';
import { changeListenerName, listenForChanges, type ChangeListener } from './changeListener';
import { migrationProvider } from './migrations';
import { SchemaPostgresDialect } from './schemaIntrospector';
import type { Database } from './schema';
import { BoundedMap } from '../boundedMap';

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
    const connection = {
      connectionString: databaseUrl,
      // Never wait forever for a connection (database down).
      connectionTimeoutMillis: limits.connectTimeoutMs,
      keepAlive: true,
      application_name: PG_APPLICATION_NAME,
      options: schema ? `-c search_path=${schema}` : undefined,
    };
    const pool = new Pool({
      ...connection,
      max: limits.poolSize,
      // Nor for a statement on the server, or for an answer that never comes back over a cut link (the client's
      // own query timeout, a little after the server's).
      statement_timeout: limits.statementTimeoutMs,
      query_timeout: limits.statementTimeoutMs + 2_000,
      idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
    });
    const onPoolError =
      options.onPoolError ?? ((err: Error) => console.error('PostgreSQL pooled connection lost', err));
    pool.on('error', (err) => onPoolError(err));
    // A connection can also fail while checked out between two queries (Kysely takes a connection, then sends
    // its query; a transaction holds one across several): pg then emits 'error' on the client itself, which
    // would end the process unheard. The query fails (a 503), and the pool drops the unusable client on release.
    // The backends of this pool's connections: the change listener skips their notices (counted already).
    const ownBackends = new Set<number>();
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      ownBackends.add(backendOf(client));
    });
    pool.on('remove', (client) => ownBackends.delete(backendOf(client)));
    // Kept reads: this process's writes are counted as they run, other instances' from the change notices, whose
    // listener starts with the first compiled read (a database that never runs one holds no extra connection).
    const clock = new ChangeClock();
    clock.notice(null);
    let listener: ChangeListener | null = null;
    const db = new Kysely<Database>({
      dialect: new SchemaPostgresDialect(
        {
          pool: watchedPool(pool, clock, async () => {
            await listener?.close();
            listener = null;
          }),
        },
        schema,
      ),
    });
    const read = keptReads(clock, preparedReader(pool));
    directReaders.set(db, (text, parameters) => {
      listener ??= listenForChanges(
        // Probed after 10 s of silence: a link cut without a reset is found, and nothing kept meanwhile.
        { ...connection, application_name: changeListenerName(schema), keepAliveInitialDelayMillis: 10_000 },
        clock,
        (err) => onPoolError(err),
        (processId) => ownBackends.has(processId),
      );
      return read(text, parameters);
    });
    return { db, dialect: 'postgres' };
  }
  const file = databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // A file database also gets a reading connection for the compiled reads (an in-memory one cannot be shared).
  const clock = new ChangeClock();
  const reader = file === ':memory:' ? null : sqliteReader(file, clock);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, clock, () => reader?.close()) }),
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

/** The server process behind a pooled connection (PostgreSQL's BackendKeyData, known once it has connected). */
function backendOf(client: PoolClient): number {
  return (client as PoolClient & { processID: number }).processID;
}

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

/** How many answers of a compiled read are kept (per statement), the oldest dropped first. */
export const READ_RESULTS_KEPT = 1000;
/** How often the SQLite reader looks for commits made by another process (PRAGMA data_version). */
export const OUTSIDE_COMMITS_CHECK_MS = 100;
/**
 * The longest a kept read's rows are answered without reading again. Changes are counted as they happen; this only
 * bounds how long a notice lost on the way (a link to the database cut without a reset) could go unnoticed.
 */
export const KEPT_READ_MAX_AGE_MS = 2_000;

interface KeptRows {
  version: number;
  until: number;
  rows: unknown[];
}

/**
 * Keeps each compiled read's rows until a table it read changes (ChangeClock), so a page polling its application
 * costs no round trip to the database until something has changed: even the cheapest read costs more than the
 * rest of the request. The version is taken before the read runs, so rows read while a change was being made are
 * never kept past it. Kept rows are frozen: callers get the same objects every time.
 */
function keptReads(clock: ChangeClock, run: DirectReader): DirectReader {
  const statements = new Map<string, { tables: string[] | null; kept: BoundedMap<string, KeptRows> }>();
  return (text, parameters) => {
    let entry = statements.get(text);
    if (!entry) {
      entry = { tables: tablesRead(text), kept: new BoundedMap(READ_RESULTS_KEPT) };
      statements.set(text, entry);
    }
    const { tables, kept } = entry;
    if (!tables || !clock.keeps(tables)) return run(text, parameters);
    const version = clock.versionOf(tables);
    const now = Date.now();
    const key =
      parameters.length === 1 && typeof parameters[0] === 'string' ? parameters[0] : JSON.stringify(parameters);
    const found = kept.get(key);
    if (found && found.version === version && found.until > now) return found.rows;
    const keep = (rows: unknown[]): unknown[] => {
      const frozen = rows.map((row) => Object.freeze(row));
      kept.set(key, { version, until: now + KEPT_READ_MAX_AGE_MS, rows: frozen });
      return frozen;
    };
    const rows = run(text, parameters);
    return Array.isArray(rows) ? keep(rows) : rows.then(keep);
  };
}

/**
 * PostgreSQL: the pool as Kysely sees it, each connection's statements counted on the clock once they have run
 * (watchStatements). `onEnd` runs when Kysely is destroyed, before the pool ends.
 */
function watchedPool(pool: Pool, clock: ChangeClock, onEnd: () => Promise<void>): PostgresPool {
  // One wrapper per pooled connection, made on its first checkout: a transaction never outlives a checkout, and
  // Kysely keeps its own connection object per client, so a new wrapper per checkout would only make new ones.
  const watched = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => {
    const watch = watchStatements(clock);
    return {
      query(...args: unknown[]) {
        const first = args[0];
        const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
        const result = (client.query as (...a: unknown[]) => unknown)(...args);
        if (typeof text !== 'string') return result;
        if (!(result instanceof Promise)) {
          watch(text);
          return result;
        }
        return result.then(
          (value: unknown) => {
            watch(text);
            return value;
          },
          (err: unknown) => {
            watch(text);
            throw err;
          },
        );
      },
      release: (destroy?: boolean) => client.release(destroy),
    } as PostgresPoolClient;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = watched.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        watched.set(client, wrapper);
      }
      return wrapper;
    },
    async end() {
      await onEnd();
      await pool.end();
    },
  };
}

/**
 * SQLite: compiled reads run on a second connection, opened on first use and kept read-only. A read on the
 * main connection waits behind Kysely's lock while any transaction is open (a submission, a pipeline job); in WAL
 * mode this one reads the last committed state at once, and answers synchronously.
 *
 * SQLite is served by one process (server/app.ts), which counts its own writes as they run (withStatementCache),
 * so its reads are kept (keptReads) until a table they read changes. Another process's commits (an operator's fix
 * by hand) are seen through `PRAGMA data_version` within OUTSIDE_COMMITS_CHECK_MS, as everything changed.
 */
function sqliteReader(file: string, clock: ChangeClock): { read: DirectReader; close(): void } {
  let connection: SQLite.Database | null = null;
  let dataVersion: SQLite.Statement | null = null;
  let outsideVersion: unknown = null;
  let outsideCheckedAt = 0;
  const statements = new Map<string, SQLite.Statement>();
  const kept = keptReads(clock, (text, parameters) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = connection!.prepare(text);
      statements.set(text, statement);
    }
    return statement.all(parameters as unknown[]);
  });
  return {
    read(text, parameters) {
      if (!connection) {
        connection = new SQLite(file, { fileMustExist: true });
        connection.pragma('query_only = ON');
        dataVersion = connection.prepare('PRAGMA data_version').pluck();
      }
      const now = Date.now();
      if (now - outsideCheckedAt >= OUTSIDE_COMMITS_CHECK_MS) {
        outsideCheckedAt = now;
        const version = dataVersion!.get();
        if (version !== outsideVersion) {
          outsideVersion = version;
          clock.changedEverything();
        }
      }
      // Synchronous from here on: no write of this process can fall between the version and the read.
      return kept(text, parameters);
    },
    close() {
      connection?.close();
      connection = null;
      dataVersion = null;
      statements.clear();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; preparing costs more than running our small queries, so prepared
 * statements are reused by SQL text (SQLite re-prepares one itself if the schema changes under it). Every
 * statement but a SELECT is counted on the clock once it has run (watchStatements, for the kept reads).
 */
function withStatementCache(sqlite: SQLite.Database, clock: ChangeClock, onClose: () => void): SqliteDatabase {
  // Most recently used last (each use sets it again), so the oldest is evicted first.
  const statements = new BoundedMap<string, SqliteStatement>(STATEMENT_CACHE_SIZE);
  // One writing connection: one watcher follows its transactions.
  const watch = watchStatements(clock);
  const watched = (text: string, statement: SQLite.Statement): SqliteStatement => ({
    reader: statement.reader,
    all(parameters) {
      try {
        return statement.all(parameters as unknown[]);
      } finally {
        watch(text);
      }
    },
    run(parameters) {
      try {
        return statement.run(parameters as unknown[]);
      } finally {
        watch(text);
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
      if (!statement) {
        const prepared = sqlite.prepare(text);
        statement = /^\s*select\b/i.test(text) && prepared.readonly ? prepared : watched(text, prepared);
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
 * Rows the direct reader has at hand (kept, or read by SQLite's synchronous driver) come back as they are, not in a
 * promise, so the busiest route can answer without waiting a tick; anything else comes as a promise.
 */
export function compiledRead<R>(
  build: (db: Db, slot: (index: number) => string) => Compilable<R>,
): (db: Db, ...values: unknown[]) => R[] | Promise<R[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<R>; slots: (number | null)[] }>();
  return (db, ...values) => {
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
    if (direct) return direct(query.sql, parameters) as R[] | Promise<R[]>;
    return db.executeQuery<R>({ ...query, parameters }).then((result) => result.rows);
  };
}

export function nowIso(): string {
  return new Date().toISOString();
}
