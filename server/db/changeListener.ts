// PostgreSQL's change notices: a trigger on each noticed table (migration 0019) sends `schema.table` on
// CHANGES_CHANNEL when a transaction that changed it commits, whichever process or instance made the change, and
// this listener counts it on the instance's ChangeClock. While it is not listening (connecting, or its connection
// lost), the clock keeps nothing, so no instance answers from rows another one has changed.
import { Client, type ClientConfig } from 'pg';
import { sql, type Kysely } from 'kysely';
import type { ChangeClock } from './changes';

export const CHANGES_CHANNEL = 'heloc_changes';
const TRIGGER = 'heloc_change_notice';
/** Sent (as `schema.*`) when notices are added to tables: every listener reads its list of noticed tables again. */
const NOTICES_ADDED = '*';
const RECONNECT_MS = 1_000;

/** The listener's connection name (pg_stat_activity.application_name), one per schema. */
export function changeListenerName(schema: string | undefined): string {
  return `heloc-server-changes${schema ? ` ${schema}` : ''}`.slice(0, 63);
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * `ownBackend` tells the backends of this instance's own pooled connections: their writes were counted as they ran
 * (watchStatements), and counting their notice again, a moment after the commit, would only drop the rows read
 * since then for nothing.
 */
export function listenForChanges(
  config: ClientConfig,
  clock: ChangeClock,
  onError: (err: Error) => void,
  ownBackend: (processId: number) => boolean = () => false,
): ChangeListener {
  let client: Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let schema = '';

  async function readNoticed(c: Client): Promise<void> {
    const { rows } = await c.query<{ table: string }>(
      `SELECT event_object_table AS table FROM information_schema.triggers
        WHERE trigger_schema = current_schema() AND trigger_name = $1`,
      [TRIGGER],
    );
    clock.notice(new Set(rows.map((r) => r.table)));
  }

  function lost(c: Client, err?: Error): void {
    if (client !== c) return;
    client = null;
    clock.notice(null);
    if (err && !closed) onError(err);
    c.end().catch(() => undefined);
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    retry = null;
    if (closed) return;
    const c = new Client(config);
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const dot = message.payload.lastIndexOf('.');
      if (message.payload.slice(0, dot) !== schema) return;
      const table = message.payload.slice(dot + 1);
      if (table === NOTICES_ADDED) readNoticed(c).catch((err: Error) => lost(c, err));
      else if (!ownBackend(message.processId)) clock.changed(table);
    });
    try {
      await c.connect();
      schema = (await c.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0].schema;
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Listening first, then reading the list: a table given notices in between is not missed.
      if (client === c) await readNoticed(c);
    } catch (err) {
      lost(c, err as Error);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      clock.notice(null);
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * Gives these tables change notices (PostgreSQL): a statement-level trigger notifies CHANGES_CHANNEL with
 * `schema.table`, delivered when the transaction commits (one notice per table and transaction: PostgreSQL folds
 * identical ones). Then tells every listener to read its list of noticed tables again.
 */
export async function addChangeNotices(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION heloc_change_notice() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(${sql.lit(CHANGES_CHANNEL)}, TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
      RETURN NULL;
    END $$`.execute(db);
  for (const table of tables) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(TRIGGER)} ON ${sql.id(table)}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(TRIGGER)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.id(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION heloc_change_notice()`.execute(db);
  }
  await sql`SELECT pg_notify(${CHANGES_CHANNEL}, current_schema() || ${'.' + NOTICES_ADDED})`.execute(db);
}
