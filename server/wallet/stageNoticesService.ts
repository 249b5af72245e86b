// The stage-change notice: when an application reaches a stage its borrower must act on, a wallet notification and
// the same notice as mail in the outbox (sent over SMTP when SMTP_URL is set, server/mail), exactly once per change.
//
// The pipeline commits a stage change first and tells its listeners after (server/pipeline/engine.ts), so the
// notice is written in a transaction of its own: by the stage-change listener at once (server/wallet/routes.ts), and
// by a catch-up sweep for a change whose notice was never written (the process died between the two commits, or
// the notice's write failed), at start and every STAGE_NOTICE_SWEEP_MS on the job engine's recurring tasks (one
// instance at a time). Exactly once: the notice's transaction first writes the change's `stage_notices` row, keyed
// by the change itself (the application, the stage, the change's `stage_history.at`); whoever comes second finds it
// written and writes nothing, on any instance, and a failed write leaves no row, so the sweep writes it later.
// Re-entering a stage later is another change: another row and another notice.
import { randomUUID } from 'node:crypto';
import type { Stage } from '../../src/domain/stages';
import type { WalletNotification } from '../../src/domain/contracts/wire/wallet';
import { nowIso, type Db } from '../db';
import type { RecurringTask } from '../pipeline/jobs';
import { ACTION_STAGES } from './model';
import { claimStageNotice, findNoticeRecipient, findUnnoticedStageChanges, insertOutboxMessage } from './repository';
import { createNotification } from './service';

/** The part of a pipeline stage change (server/pipeline/types.ts StageChange) a notice needs. */
export interface StageChangeNotice {
  applicationUuid: string;
  to: Stage;
  /** When the change was made, as its stage_history row has it: with the stage, what makes it this change. */
  at: string;
}

/** Gives the origin a notice's link points to for the application's organisation. */
export type LinkOrigin = (orgCode: string) => string;

export const STAGE_NOTICE_TASK = 'wallet-stage-notices';
/** How often the sweep looks for changes without their notice. */
export const STAGE_NOTICE_SWEEP_MS = 60_000;
/** How far back it looks: an application waiting longer than this at a stage is not told of it anymore. */
const SWEEP_WINDOW_MS = 30 * 86_400_000;
const SWEEP_PAGE = 100;

const NOTICED_STAGES = Object.keys(ACTION_STAGES);

/**
 * Writes the change's notice if it is a stage the borrower must act on and no one has written it yet: the
 * notification, or null (no notice for that stage, or it was written already).
 */
export async function notifyStageChange(
  db: Db,
  change: StageChangeNotice,
  linkOrigin: LinkOrigin,
): Promise<WalletNotification | null> {
  const action = ACTION_STAGES[change.to];
  if (!action) return null;
  const application = await findNoticeRecipient(db, change.applicationUuid);
  if (!application) return null;
  const redirectPath = `/account/heloc/${change.applicationUuid}`;
  const notificationUuid = randomUUID();
  return db.transaction().execute(async (trx) => {
    const claimed = await claimStageNotice(trx, {
      application_uuid: change.applicationUuid,
      stage: change.to,
      changed_at: change.at,
      notification_uuid: notificationUuid,
      noticed_at: nowIso(),
    });
    if (!claimed) return null;
    const url = `${linkOrigin(application.org_code)}${redirectPath}`;
    await insertOutboxMessage(trx, {
      uuid: randomUUID(),
      org_code: application.org_code,
      application_uuid: change.applicationUuid,
      to_email: application.email,
      subject: action.title,
      body: [`Hello ${application.first_name},`, '', action.description, '', `${action.cta}: ${url}`].join('\n'),
      action_url: url,
      kind: 'NOTICE',
      created_at: nowIso(),
    });
    return createNotification(trx, {
      uuid: notificationUuid,
      identityUuid: application.borrower_uuid,
      title: action.title,
      description: action.description,
      ctas: [{ title: action.cta, redirectPath }],
    });
  });
}

/**
 * The sweep: writes the notice of every application whose latest stage change (in the last 30 days) entered a
 * stage it is still at and must act on, and has none. Returns how many it wrote; one it cannot write goes to
 * `onError` and is tried again by the next sweep.
 */
export async function catchUpStageNotices(
  db: Db,
  linkOrigin: LinkOrigin,
  options: { now?: number; onError?: (err: unknown, applicationUuid: string) => void } = {},
): Promise<number> {
  const since = new Date((options.now ?? Date.now()) - SWEEP_WINDOW_MS).toISOString();
  let after: { at: string; applicationUuid: string } | null = null;
  let written = 0;
  for (;;) {
    const page = await findUnnoticedStageChanges(db, { stages: NOTICED_STAGES, since, after, limit: SWEEP_PAGE });
    for (const row of page) {
      const change = { applicationUuid: row.application_uuid, to: row.stage as Stage, at: row.at };
      try {
        if (await notifyStageChange(db, change, linkOrigin)) written += 1;
      } catch (err) {
        options.onError?.(err, row.application_uuid);
      }
    }
    if (page.length < SWEEP_PAGE) return written;
    const last = page[page.length - 1];
    after = { at: last.at, applicationUuid: last.application_uuid };
  }
}

interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The sweep as the job engine's recurring task; `written` hears of the notices it wrote (to send their mail). */
export function stageNoticeTask(
  db: Db,
  linkOrigin: LinkOrigin,
  log: SweepLog,
  written: (count: number) => void = () => undefined,
): RecurringTask {
  return {
    name: STAGE_NOTICE_TASK,
    everyMs: STAGE_NOTICE_SWEEP_MS,
    run: () => sweepStageNotices(db, linkOrigin, log, written),
  };
}

/** One sweep, logged: what it caught up, and each notice it could not write. */
export async function sweepStageNotices(
  db: Db,
  linkOrigin: LinkOrigin,
  log: SweepLog,
  written: (count: number) => void = () => undefined,
): Promise<void> {
  const count = await catchUpStageNotices(db, linkOrigin, {
    onError: (err, applicationUuid) => log.error({ err, applicationUuid }, 'stage notice catch-up failed'),
  });
  if (count === 0) return;
  log.info({ notices: count }, 'wrote stage notices a stopped process or a failed write missed');
  written(count);
}
