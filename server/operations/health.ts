// Liveness and readiness for a load balancer or supervisor: `/healthz` answers while the process serves HTTP
// (restart it when this fails); `/readyz` answers 200 only while the database (and Redis, when configured)
// answer, and 503 otherwise or while the instance is shutting down (send it no new work).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { RedisClients } from './redis';
import { pingDatabase } from './repository';

export const READY_CHECK_TIMEOUT_MS = 2_000;

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function databaseReady(db: Db, timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    await within(timeoutMs, pingDatabase(db));
    return true;
  } catch {
    return false;
  }
}

export function healthRoutes(
  app: FastifyInstance,
  deps: { db: Db; redis: RedisClients | null; isClosing: () => boolean },
): void {
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const [database, redis] = await Promise.all([
      databaseReady(deps.db),
      deps.redis ? deps.redis.ping(READY_CHECK_TIMEOUT_MS) : Promise.resolve(null),
    ]);
    const closing = deps.isClosing();
    const ok = database && redis !== false && !closing;
    const body = {
      ok,
      database: database ? 'up' : 'down',
      ...(redis === null ? {} : { redis: redis ? 'up' : 'down' }),
      ...(closing ? { shuttingDown: true } : {}),
    };
    if (!ok) reply.header('retry-after', '5');
    return reply.code(ok ? 200 : 503).send(body);
  });
}
