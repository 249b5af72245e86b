// compiledRead (server/db): a read compiled once and run on the database's direct reader (a named prepared
// statement on PostgreSQL, a second read-only connection on SQLite) answers what Kysely's own path answers, sees
// what was committed a moment before, waits behind no open transaction, and survives a table changed under it.
import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { Client } from 'pg';
import { compiledRead, KEPT_READ_MAX_AGE_MS, OUTSIDE_COMMITS_CHECK_MS, READ_RESULTS_KEPT } from '../../server/db';
import { addChangeNotices, changeListenerName } from '../../server/db/changeListener';
import { dialects, makeTestApp, type TestApp } from './helpers';

const probe = compiledRead((db, slot) =>
  (db as unknown as Kysely<any>)
    .selectFrom('compiled_read_probe')
    .selectAll()
    .where('id', '=', slot(0))
    .where('kind', '=', 'kept'),
);

const probeOther = compiledRead((db, slot) =>
  (db as unknown as Kysely<any>).selectFrom('compiled_read_other').selectAll().where('id', '=', slot(0)),
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
    await db.schema.createTable('compiled_read_other').addColumn('id', 'text').execute();
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
      // A write to a table the read does not read leaves its answer kept.
      await db.insertInto('compiled_read_other').values({ id: 'x' }).execute();
      expect(await probe(t.app.db, 'k')).toBe(afterCommit);
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

  if (dialect === 'postgres') {
    // PostgreSQL keeps a read's rows while every table it reads has change notices (server/db/changeListener.ts):
    // this process's writes are counted as they run, any other connection's when its notice arrives.
    const untilKept = async (id: string, read = probe) => {
      for (let i = 0; i < 100; i += 1) {
        const first = await read(t.app.db, id);
        if ((await read(t.app.db, id)) === first) return first;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the read was never kept');
    };
    const outsideWrite = async (text: string) => {
      const other = new Client({
        connectionString: t.config.databaseUrl,
        options: `-c search_path=${t.config.databaseSchema!}`,
      });
      await other.connect();
      try {
        await other.query(text);
      } finally {
        await other.end();
      }
    };
    const seenWithin = async (ms: number, id: string, label: string) => {
      const started = Date.now();
      while ((await probe(t.app.db, id))[0]?.label !== label) {
        if (Date.now() - started > ms) throw new Error(`${label} not seen within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 5));
      }
      return Date.now() - started;
    };

    it('reads a table without change notices every time', async () => {
      await db.insertInto('compiled_read_probe').values({ id: 'n', kind: 'kept', label: 'one' }).execute();
      const first = await probe(t.app.db, 'n');
      expect(await probe(t.app.db, 'n')).not.toBe(first);
    });

    it('keeps a read of noticed tables until this process or any other connection changes them', async () => {
      await addChangeNotices(db, ['compiled_read_probe']);
      await db.insertInto('compiled_read_probe').values({ id: 'p', kind: 'kept', label: 'one' }).execute();
      const first = await untilKept('p');
      expect(Object.isFrozen(first[0])).toBe(true);
      // A write to another table keeps it; a write here is seen at once.
      await db.insertInto('compiled_read_other').values({ id: 'y' }).execute();
      expect(await probe(t.app.db, 'p')).toBe(first);
      await db.updateTable('compiled_read_probe').set({ label: 'two' }).where('id', '=', 'p').execute();
      expect((await probe(t.app.db, 'p'))[0].label).toBe('two');
      // A write inside a transaction: the committed rows until the commit, then the new ones at once.
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('compiled_read_probe').set({ label: 'three' }).where('id', '=', 'p').execute();
        expect((await probe(t.app.db, 'p'))[0].label).toBe('two');
      });
      expect((await probe(t.app.db, 'p'))[0].label).toBe('three');
      // Another instance's write (any other connection) is seen as soon as its notice arrives: well before the
      // kept rows' age limit, which is only a backstop.
      await untilKept('p');
      await outsideWrite(`UPDATE compiled_read_probe SET label = 'four' WHERE id = 'p'`);
      expect(await seenWithin(KEPT_READ_MAX_AGE_MS / 4, 'p', 'four')).toBeLessThan(KEPT_READ_MAX_AGE_MS / 4);
    });

    it("skips the notices of this instance's own writes, which it counted as they ran", async () => {
      await addChangeNotices(db, ['compiled_read_probe', 'compiled_read_other']);
      await db.insertInto('compiled_read_probe').values({ id: 'o', kind: 'kept', label: 'one' }).execute();
      // The other table is kept once the listener has read the new list of noticed tables, which drops every
      // kept read once: only then is 'o' read for the check below.
      await untilKept('z', probeOther);
      await untilKept('o');
      await db.updateTable('compiled_read_probe').set({ label: 'two' }).where('id', '=', 'o').execute();
      const after = await probe(t.app.db, 'o');
      expect(after[0].label).toBe('two');
      // The update's notice arrives a moment after its commit. An outside write made after it, to another noticed
      // table, is seen only once the listener has taken the update's notice too (notices come in commit order).
      await outsideWrite(`INSERT INTO compiled_read_other (id) VALUES ('z')`);
      const started = Date.now();
      while ((await probeOther(t.app.db, 'z')).length === 0) {
        if (Date.now() - started > KEPT_READ_MAX_AGE_MS / 4) throw new Error('the outside write was not seen');
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(await probe(t.app.db, 'o')).toBe(after);
    });

    it('keeps nothing while its listener is cut off, and keeps again once it is back', async () => {
      await db.insertInto('compiled_read_probe').values({ id: 'q', kind: 'kept', label: 'one' }).execute();
      await untilKept('q');
      const admin = new Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
      try {
        const { rowCount } = await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [changeListenerName(t.config.databaseSchema)],
        );
        expect(rowCount).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      // Cut off, the read goes to the database every time and sees every write...
      await new Promise((r) => setTimeout(r, 100));
      await outsideWrite(`UPDATE compiled_read_probe SET label = 'two' WHERE id = 'q'`);
      const cut = await probe(t.app.db, 'q');
      expect(cut[0].label).toBe('two');
      expect(await probe(t.app.db, 'q')).not.toBe(cut);
      // ...and once the listener is back, reads are kept again and other connections' writes still seen.
      await untilKept('q');
      await outsideWrite(`UPDATE compiled_read_probe SET label = 'three' WHERE id = 'q'`);
      await seenWithin(KEPT_READ_MAX_AGE_MS / 4, 'q', 'three');
    });
  }

  it('refuses to compile anything but a SELECT', () => {
    const update = compiledRead((d, slot) =>
      (d as unknown as Kysely<any>).updateTable('compiled_read_probe').set({ label: 'no' }).where('id', '=', slot(0)),
    );
    expect(() => update(t.app.db, 'a')).toThrow(/only a SELECT/);
  });
});
