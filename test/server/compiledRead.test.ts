// compiledRead (server/db): a read compiled once and run on the database's direct reader (a named prepared
// statement on PostgreSQL, a second read-only connection on SQLite) answers what Kysely's own path answers, sees
// what was committed a moment before, waits behind no open transaction, and survives a table changed under it.
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { compiledRead, OUTSIDE_COMMITS_CHECK_MS, READ_RESULTS_KEPT } from '../../server/db';
import { dialects, makeTestApp, type TestApp } from './helpers';

const probe = compiledRead((db, slot) =>
  (db as unknown as Kysely<any>)
    .selectFrom('compiled_read_probe')
    .selectAll()
    .where('id', '=', slot(0))
    .where('kind', '=', 'kept'),
);

describe.each(dialects)('compiledRead on %s', (dialect) => {
  let t: TestApp;
  let db: Kysely<any>;
  beforeAll(async () => {
    t = await makeTestApp(dialect);
    db = t.app.db as unknown as Kysely<any>;
    await db.schema
      .createTable('compiled_read_probe')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('label', 'text')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('puts each value in its slot and keeps the values written in the query', async () => {
    await db
      .insertInto('compiled_read_probe')
      .values([
        { id: 'a', kind: 'kept', label: 'first' },
        { id: 'b', kind: 'other', label: 'second' },
      ])
      .execute();
    expect(await probe(t.app.db, 'a')).toEqual([{ id: 'a', kind: 'kept', label: 'first' }]);
    // 'b' exists but is not 'kept': the constant of the query still applies.
    expect(await probe(t.app.db, 'b')).toEqual([]);
    expect(await probe(t.app.db, 'missing')).toEqual([]);
  });

  it('sees what was committed just before, never what a transaction still holds', async () => {
    await db.insertInto('compiled_read_probe').values({ id: 'c', kind: 'kept', label: 'before' }).execute();
    expect(await probe(t.app.db, 'c')).toEqual([{ id: 'c', kind: 'kept', label: 'before' }]);
    await db.updateTable('compiled_read_probe').set({ label: 'after' }).where('id', '=', 'c').execute();
    expect((await probe(t.app.db, 'c'))[0].label).toBe('after');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const inTransaction = new Promise<void>((resolve) => (written = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.updateTable('compiled_read_probe').set({ label: 'uncommitted' }).where('id', '=', 'c').execute();
      written();
      await held;
    });
    await inTransaction;
    // The read answers while the transaction is open, with the committed value.
    expect((await probe(t.app.db, 'c'))[0].label).toBe('after');
    release();
    await transaction;
    expect((await probe(t.app.db, 'c'))[0].label).toBe('uncommitted');
  });

  it('keeps answering after a column is added to the table under it', async () => {
    await db.insertInto('compiled_read_probe').values({ id: 'd', kind: 'kept', label: 'x' }).execute();
    expect(await probe(t.app.db, 'd')).toEqual([{ id: 'd', kind: 'kept', label: 'x' }]);
    // On PostgreSQL the prepared `select *` now has another result type (0A000): it is prepared again.
    await sql`ALTER TABLE compiled_read_probe ADD COLUMN extra text`.execute(db);
    expect(await probe(t.app.db, 'd')).toEqual([{ id: 'd', kind: 'kept', label: 'x', extra: null }]);
  });

  if (dialect === 'sqlite') {
    // SQLite keeps a read's answer until anything is committed: by this process at once, by another one (PRAGMA
    // data_version) within OUTSIDE_COMMITS_CHECK_MS.
    it('answers a repeated read from what it kept, until a commit from this process or another one', async () => {
      await db.insertInto('compiled_read_probe').values({ id: 'k', kind: 'kept', label: 'one' }).execute();
      const first = await probe(t.app.db, 'k');
      const again = await probe(t.app.db, 'k');
      expect(again).toBe(first);
      expect(Object.isFrozen(first[0])).toBe(true);
      // A commit anywhere (here: another row) and the read runs again.
      await db.insertInto('compiled_read_probe').values({ id: 'l', kind: 'kept', label: 'other' }).execute();
      const afterCommit = await probe(t.app.db, 'k');
      expect(afterCommit).not.toBe(first);
      expect(afterCommit).toEqual(first);
      // A write inside a transaction is kept from the reader until its commit, then seen at once.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('compiled_read_probe').set({ label: 'in a transaction' }).where('id', '=', 'k').execute();
        expect((await probe(t.app.db, 'k'))[0].label).toBe('one');
      });
      expect((await probe(t.app.db, 'k'))[0].label).toBe('in a transaction');
      // Another process (here a connection of its own) writing the file is seen too, within the check's period.
      const outside = new SQLite(t.dbFile!);
      try {
        outside.prepare("UPDATE compiled_read_probe SET label = 'from outside' WHERE id = 'k'").run();
      } finally {
        outside.close();
      }
      await new Promise((r) => setTimeout(r, OUTSIDE_COMMITS_CHECK_MS + 20));
      expect((await probe(t.app.db, 'k'))[0].label).toBe('from outside');
    });

    it('keeps a bounded number of answers, and answers every value right past the bound', async () => {
      const ids = Array.from({ length: READ_RESULTS_KEPT + 5 }, (_, i) => `bound-${i}`);
      await db
        .insertInto('compiled_read_probe')
        .values(ids.map((id) => ({ id, kind: 'kept', label: id })))
        .execute();
      for (const id of ids) expect((await probe(t.app.db, id))[0].label).toBe(id);
      // The first ones were dropped to make room, and are read again.
      expect((await probe(t.app.db, ids[0]))[0].label).toBe(ids[0]);
    });
  }

  it('refuses to compile anything but a SELECT', async () => {
    const update = compiledRead((d, slot) =>
      (d as unknown as Kysely<any>).updateTable('compiled_read_probe').set({ label: 'no' }).where('id', '=', slot(0)),
    );
    await expect(update(t.app.db, 'a')).rejects.toThrow(/only a SELECT/);
  });
});
