// The scheduled purge, run by the pipeline's job engine (every PURGE_EVERY_SECONDS, on one instance at a time):
// Idempotency-Keys past their time-to-live (their replay window is over) and claims whose request died long ago,
// and the sandbox outbox's messages older than the retention. Without it both tables only ever grow.
import type { Db } from '../db';
import type { Retention } from '../config';
import { AUTO_WINDOW_MS, KEY_TTL_MS } from '../security/idempotency';
import type { RecurringTask } from '../pipeline/jobs';

export const PURGE_TASK = 'maintenance-purge';

export interface PurgeCounts {
  idempotencyKeys: number;
  outboxMessages: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function purgeExpired(db: Db, retention: Retention, now = Date.now()): Promise<PurgeCounts> {
  const keys = await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        // Past the replay window: a retry this late runs as a new request anyway. A claim never answered (its
        // process died) stays that long too: its attempt may have saved the step by writes that do not mark the
        // key, and a late retry taking it over answers with the application, where a fresh key would get 409
        // 'This step is not open' once the pipeline has closed the step.
        eb('created_at', '<', iso(now - KEY_TTL_MS)),
        // Keys made from the request itself live for their shorter window.
        eb.and([eb('idem_key', 'like', 'auto:%'), eb('created_at', '<', iso(now - AUTO_WINDOW_MS))]),
      ]),
    )
    .executeTakeFirst();
  const outbox = await db
    .deleteFrom('outbox_messages')
    .where('created_at', '<', iso(now - retention.outboxMs))
    .executeTakeFirst();
  return { idempotencyKeys: Number(keys.numDeletedRows), outboxMessages: Number(outbox.numDeletedRows) };
}

export function purgeTask(db: Db, retention: Retention, log: { info(obj: object, msg: string): void }): RecurringTask {
  return {
    name: PURGE_TASK,
    everyMs: retention.everyMs,
    async run() {
      const counts = await purgeExpired(db, retention);
      if (counts.idempotencyKeys + counts.outboxMessages > 0) log.info({ ...counts }, 'expired records purged');
    },
  };
}
