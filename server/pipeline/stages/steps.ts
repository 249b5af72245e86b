// What a stage handler answers, built small: a patch of the application's status flags, a move to another stage,
// a look again later, a vendor order waited on.
import type { Stage } from '../../../src/domain/stages';
import type { ApplicationStatus } from '../../../src/domain/types';
import type { StoredFields } from '../../applications/mapper';
import { updateOrder, type VendorOrder } from '../../orders/repository';
import { msUntilReady } from '../orderTimingService';
import type { PipelineContext, StageRecheck, StageStep } from '../types';

export function withStatus(patch: Partial<ApplicationStatus>): (data: StoredFields) => StoredFields {
  return (data) => ({ ...data, status: { ...data.status, ...patch } });
}

export function step(to: Stage, cause: string, patch?: Partial<ApplicationStatus>): StageStep {
  return patch ? { to, cause, update: withStatus(patch) } : { to, cause };
}

export function recheck(ms: number, patch?: Partial<ApplicationStatus>): StageRecheck {
  return patch ? { recheckInMs: Math.max(1, ms), update: withStatus(patch) } : { recheckInMs: Math.max(1, ms) };
}

/**
 * A vendor order waited on: until its answer is due (its readyAt on the application's clock) look again then; once
 * it is, record `change` on the order and go on with `next`.
 */
export async function whenDue(
  ctx: Pick<PipelineContext, 'db' | 'clock'>,
  order: VendorOrder,
  change: { status: string; detail?: object },
  next: () => StageStep | Promise<StageStep>,
): Promise<StageStep | StageRecheck> {
  const wait = msUntilReady(order, ctx.clock);
  if (wait > 0) return recheck(wait);
  await updateOrder(ctx.db, order.uuid, change);
  return next();
}
