// One application's pipeline work at a time, across every instance: in this process a promise chain per
// application; on PostgreSQL also a session advisory lock, held on a connection of its own pool so the work
// itself never waits for a connection the lock is sitting on.
import { Pool } from 'pg';
import type { ServerConfig } from '../config';
import { isPostgresUrl } from '../db';

export interface ApplicationLocks {
  withLock<T>(applicationUuid: string, work: () => Promise<T>): Promise<T>;
  /** Resolves when no work holds or waits for a lock in this process. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock's first key: the pipeline's namespace among this database's advisory locks. */
const PIPELINE_LOCK_SPACE = 18_0001;

export function createApplicationLocks(config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema'>): ApplicationLocks {
  const chains = new Map<string, Promise<unknown>>();
  const pool = isPostgresUrl(config.databaseUrl)
    ? new Pool({ connectionString: config.databaseUrl, max: 10, application_name: 'heloc-pipeline-locks' })
    : null;

  async function crossInstance<T>(uuid: string, work: () => Promise<T>): Promise<T> {
    if (!pool) return work();
    const client = await pool.connect();
    try {
      // The schema keeps two test schemas on one database from sharing locks.
      await client.query('SELECT pg_advisory_lock($1, hashtext($2))', [
        PIPELINE_LOCK_SPACE,
        `${config.databaseSchema ?? ''}:${uuid}`,
      ]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [
          PIPELINE_LOCK_SPACE,
          `${config.databaseSchema ?? ''}:${uuid}`,
        ]);
      }
    } finally {
      client.release();
    }
  }

  return {
    withLock(uuid, work) {
      const previous = chains.get(uuid) ?? Promise.resolve();
      const next = previous.then(
        () => crossInstance(uuid, work),
        () => crossInstance(uuid, work),
      );
      const tail = next.catch(() => undefined);
      chains.set(uuid, tail);
      void tail.then(() => {
        if (chains.get(uuid) === tail) chains.delete(uuid);
      });
      return next;
    },
    async settled() {
      while (chains.size > 0) await Promise.all(chains.values());
    },
    async close() {
      await pool?.end();
    },
  };
}
