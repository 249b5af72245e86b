// What has changed in the database since a read, table by table: a kept read's rows (server/db compiledRead) stay
// good while none of the tables it read has changed. This process's own writes are counted as their statements
// run (watchStatements); other processes' are counted from PostgreSQL's change notices (changeListener) or SQLite's
// data_version.

/**
 * Per-table change counts. Each count only grows, so the sum over a read's tables (and the count of "everything
 * changed") moves exactly when one of them has changed: that sum is the read's version.
 */
export class ChangeClock {
  private readonly counts = new Map<string, number>();
  private everything = 0;
  /** The tables whose changes by other processes are seen; null: every table (SQLite, served by one process). */
  private noticed: ReadonlySet<string> | null;
  /** False while other processes' changes cannot be seen (PostgreSQL's listener is down): nothing may be kept. */
  private seeing: boolean;

  constructor(noticed: ReadonlySet<string> | null = null) {
    this.noticed = noticed;
    this.seeing = noticed === null;
  }

  versionOf(tables: readonly string[]): number {
    let version = this.everything;
    for (const table of tables) version += this.counts.get(table) ?? 0;
    return version;
  }

  /** Whether a read of these tables may be kept: every change to them, by anyone, is counted here. */
  keeps(tables: readonly string[]): boolean {
    if (!this.seeing) return false;
    const noticed = this.noticed;
    return noticed === null || tables.every((table) => noticed.has(table));
  }

  changed(table: string): void {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  changedEverything(): void {
    this.everything += 1;
  }

  /** Other processes' changes to these tables are seen from now on (null: stop keeping anything). */
  notice(tables: ReadonlySet<string> | null): void {
    this.changedEverything();
    this.noticed = tables;
    this.seeing = tables !== null;
  }
}

/** Tables a SELECT reads, from its SQL (Kysely quotes names: `from "applications" as "a"`, `join "addresses"`). */
export function tablesRead(sql: string): string[] | null {
  if (!/^\s*select\b/i.test(sql)) return null;
  const tables = new Set<string>();
  for (const match of sql.matchAll(/\b(?:from|join)\s+(?:"\w+"\s*\.\s*)?"?(\w+)"?/gi)) tables.add(match[1]);
  return tables.size > 0 ? [...tables] : null;
}

// Statements that change no table. `select ... for update` only locks; a `with` may write, so it is not here.
const CHANGES_NOTHING = /^\s*(?:select|begin|start\s+transaction|savepoint|set|show|explain|listen|unlisten|pragma)\b/i;
const BEGINS = /^\s*(?:begin|start\s+transaction)\b/i;
const ENDS = /^\s*(?:commit|end|rollback)\b(?!\s+to\b)/i;
// An insert or update changes its own table only. A delete can cascade to other tables, and DDL or raw SQL can do
// anything: those count as everything changed.
const WRITES_ONE_TABLE = /^\s*(?:insert\s+into|update)\s+(?:"?\w+"?\s*\.\s*)?"?(\w+)"?/i;
const EVERYTHING = '*';

/**
 * Counts what one connection's statements change, once each has run (succeeded or not). A write in a transaction
 * is counted when it runs (another connection's kept read may not outlive it) and again when the transaction ends,
 * since a read made in between saw the rows as they were before the commit.
 */
export function watchStatements(clock: ChangeClock): (sql: string) => void {
  let inTransaction = false;
  const pending = new Set<string>();
  const count = (table: string) => (table === EVERYTHING ? clock.changedEverything() : clock.changed(table));
  return (sql) => {
    if (CHANGES_NOTHING.test(sql)) {
      if (BEGINS.test(sql)) inTransaction = true;
      return;
    }
    if (ENDS.test(sql)) {
      for (const table of pending) count(table);
      pending.clear();
      inTransaction = false;
      return;
    }
    const table = WRITES_ONE_TABLE.exec(sql)?.[1] ?? EVERYTHING;
    count(table);
    if (inTransaction) pending.add(table);
  };
}
