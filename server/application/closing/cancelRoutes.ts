// The borrower cancels the line during the rescission period (Reg Z §1026.15): allowed while the application is
// at GEN_RESCISSION or RESCISSION and the right has not ended on the application's clock (the pipeline's). The move
// goes through the engine's moveFrom, serialised with the clock's own step, so a cancel cannot race the end of
// rescission; the cancellation is recorded on the rescission order, which then never ends into recording.
import type { FastifyInstance } from 'fastify';
import {
  CANCEL_ALREADY,
  CANCEL_NOT_OPEN,
  CANCELLABLE_STAGES,
  cancelEndedMessage,
  isCancellableStage,
  rescissionEnded,
  windowZone,
  type RescissionWindow,
} from '../../../src/domain/cancellation';
import { localDate } from '../../../src/domain/timeZones';
import type { Db } from '../../db';
import type { RouteDeps } from '../../deps';
import { HttpError, StepNotOpen } from '../../http';
import type { RescissionOrderDetail as RescissionTerms } from '../../orders/details';
import { createOrder, latestOrder, updateOrder, type VendorOrder } from '../../orders/repository';
import { applicationClock, BASE, doc, freshApplication, memberApplication, submitHooks } from './common';
import { type ClosingServices } from '../../deps';
import { bodyOf } from '../../openapi';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import { applicationRow } from '../../applications/repository';

export const CANCEL_CAUSE = 'borrower:rescission-cancel';

/**
 * What the rescission order carries: GEN_RESCISSION's terms (absent on an order this route had to create), and the
 * cancellation once made.
 */
export interface RescissionOrderDetail extends Partial<RescissionTerms> {
  cancellation?: RescissionCancellation;
}

export interface RescissionCancellation {
  cancelledAt: string;
  /** The identity that cancelled (the borrower: only members reach this route). */
  cancelledBy: string;
  /** The zone the deadline was read in, and the cancellation's day there. */
  timeZone: string;
  localDate: string;
}

function windowOf(order: VendorOrder<RescissionOrderDetail> | null): RescissionWindow | null {
  if (!order?.readyAt) return null;
  return { endsAt: order.readyAt, deadline: order.detail.deadline ?? null, timeZone: order.detail.timeZone ?? null };
}

/** 409 with why the line cannot be cancelled now: the right has ended, it is cancelled already, or never opened. */
function refusal(stage: string, window: RescissionWindow | null, ended: boolean, zone: string): HttpError {
  if (stage === 'CANCELLED') return new StepNotOpen(CANCEL_ALREADY);
  if (window && ended) return new HttpError(409, cancelEndedMessage(window, zone));
  return new HttpError(409, CANCEL_NOT_OPEN);
}

async function recordCancellation(db: Db, applicationUuid: string, cancellation: RescissionCancellation) {
  // Read again: GEN_RESCISSION may have written the order while the move waited for its turn.
  const order = await latestOrder<RescissionOrderDetail>(db, applicationUuid, 'rescission');
  if (order) {
    await updateOrder(db, order.uuid, { status: 'CANCELLED', detail: { ...order.detail, cancellation } });
  } else {
    await createOrder(db, { applicationUuid, vendor: 'rescission', status: 'CANCELLED', detail: { cancellation } });
  }
}

export async function cancelRoutes(app: FastifyInstance, deps: RouteDeps, { clock }: ClosingServices): Promise<void> {
  const { db, pipeline } = deps;
  const submit = submitHooks(deps);

  app.post(
    `${BASE}/rescission/cancel`,
    {
      ...submit,
      schema: doc('Cancel the line during the rescission period (Reg Z §1026.15)', [400, 401, 404, 409], {
        contract: CLOSING.cancelRescission,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.cancelRescission>> => {
      const member = memberApplication(request);
      const input = bodyOf(request, CLOSING.cancelRescission);
      const fallbackZone = input.timeZone ?? 'UTC';
      // Read afresh: the application's clock jumps to the end of each wait the sandbox sits out.
      const row = await applicationRow(db, member.uuid);
      const now = applicationClock(clock, row).now();
      const order = await latestOrder<RescissionOrderDetail>(db, row.uuid, 'rescission');
      const window = windowOf(order);
      const ended = order?.status === 'ENDED' || (window !== null && rescissionEnded(window, now));
      if (!isCancellableStage(row.stage) || ended || order?.status === 'CANCELLED') {
        throw refusal(row.stage, window, ended, fallbackZone);
      }

      // On the application's clock, like the deadline it is measured against.
      const cancelledAt = new Date(now);
      const zone = window ? windowZone(window, fallbackZone) : fallbackZone;
      const cancellation = {
        cancelledAt: cancelledAt.toISOString(),
        cancelledBy: request.identityUuid,
        timeZone: zone,
        localDate: localDate(cancelledAt, zone),
      };
      // The record of the cancellation (who, when, in which zone) in the move's transaction: never one without the other.
      const result = await pipeline.moveFrom(row.uuid, CANCELLABLE_STAGES, 'CANCELLED', CANCEL_CAUSE, (trx) =>
        recordCancellation(trx, row.uuid, cancellation),
      );
      if (!result.moved) {
        // The clock (or another request) moved the application first: say where that left it.
        const now = windowOf(await latestOrder<RescissionOrderDetail>(db, row.uuid, 'rescission'));
        throw refusal(result.stage, now, result.stage !== 'CANCELLED', fallbackZone);
      }
      request.log.info({ applicationUuid: row.uuid }, 'line cancelled during rescission');
      return freshApplication(db, row.uuid);
    },
  );
}
