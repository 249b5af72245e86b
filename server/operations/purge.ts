// The scheduled purge, run by the pipeline's job engine (every PURGE_EVERY_SECONDS, on one instance at a time):
// Idempotency-Keys past their time-to-live (their replay window is over) and claims whose request died long ago,
// and the sandbox outbox's messages older than the retention. Without it both tables only ever grow.
import type { Db } from '../db';
import type { Retention } from '../config';
import { AUTO_WINDOW_MS, CLAIM_STALE_MS, KEY_TTL_MS } from '../security/idempotency';
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
        // Past the replay window: a retry this late runs as a new request anyway.
        eb('created_at', '<', iso(now - KEY_TTL_MS)),
        // Keys made from the request itself live for their shorter window.
        eb.and([eb('idem_key', 'like', 'auto:%'), eb('created_at', '<', iso(now - AUTO_WINDOW_MS))]),
        // A claim never answered and not renewed for an hour: its process died and no retry came. One whose step
        // was applied stays its time-to-live, so a late retry still gets its answer rather than a closed step.
        eb.and([
          eb('status_code', 'is', null),
          eb('applied_at', 'is', null),
          eb('alive_at', '<', iso(now - Math.max(CLAIM_STALE_MS, 60 * 60 * 1000))),
        ]),
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
