// The scheduled purge, run by the pipeline's job engine (every PURGE_EVERY_SECONDS, on one instance at a time):
// Idempotency-Keys past their time-to-live (their replay window is over) and claims whose request died long ago,
// and the sandbox outbox's messages older than the retention. Without it both tables only ever grow.
import type { Db } from '../db';
import type { Retention } from '../config';
import { AUTO_WINDOW_MS, KEY_TTL_MS } from '../security/idempotency';
import type { RecurringTask } from '../pipeline/jobs';
import { deleteIdempotencyKeysBefore, deleteOutboxMessagesBefore } from './repository';

export const PURGE_TASK = 'maintenance-purge';

export interface PurgeCounts {
  idempotencyKeys: number;
  outboxMessages: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function purgeExpired(db: Db, retention: Retention, now = Date.now()): Promise<PurgeCounts> {
  const idempotencyKeys = await deleteIdempotencyKeysBefore(db, {
    // Past the replay window: a retry this late runs as a new request anyway. A claim never answered (its
    // process died) stays that long too: its attempt may have saved the step by writes that do not mark the
    // key, and a late retry taking it over answers with the application, where a fresh key would get 409
    // 'This step is not open' once the pipeline has closed the step.
    createdBefore: iso(now - KEY_TTL_MS),
    // Keys made from the request itself live for their shorter window.
    autoCreatedBefore: iso(now - AUTO_WINDOW_MS),
  });
  const outboxMessages = await deleteOutboxMessagesBefore(db, iso(now - retention.outboxMs));
  return { idempotencyKeys, outboxMessages };
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
