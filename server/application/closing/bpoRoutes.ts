// BPO screens (Texas): order the agent's visit, then accept the estimate it returns.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import type { BpoOrderDetail } from '../../pipeline/stages/orderDetails';
import { readyAtFor } from '../../pipeline/orderTimingService';
import { createOrder, latestOrder, updateOrder } from '../../orders/repository';
import {
  applicationClock,
  BASE,
  applicationStep,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  memberHooks,
  submitHooks,
} from './common';
import { type ClosingServices } from '../../deps';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

export async function bpoRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db, config } = deps;
  const hooks = memberHooks(deps);
  const submit = submitHooks(deps);

  app.get(
    `${BASE}/bpo`,
    { ...hooks, schema: doc('BPO status and, once back, the estimate', [401, 404], { contract: CLOSING.bpo }) },
    async (request): Promise<AnswerOf<typeof CLOSING.bpo>> => {
      const row = memberApplication(request);
      const order = await latestOrder<BpoOrderDetail>(db, row.uuid, 'bpo');
      const application = await freshApplication(db, row.uuid);
      const ready = row.stage === 'NAV_BPO_ESTIMATE' || Boolean(order?.detail.accepted);
      return {
        status: application.status.bpo ?? null,
        ordered: Boolean(order),
        // The estimate is the agent's answer: not shown before it is in.
        estimatedValue: order && ready ? order.detail.estimatedValue : null,
        accepted: Boolean(order?.detail.accepted),
      };
    },
  );

  applicationStep(app, deps, submit, {
    contract: CLOSING.bpoOrder,
    summary: 'Order the BPO (Texas)',
    stages: ['NAV_BPO_ORDER_REQUEST'],
    act: async (row, input) => {
      const subject = await loadSubject(db, row);
      const ordered = await vendors.bpo.order({
        subject,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
      });
      const detail: BpoOrderDetail = { estimatedValue: ordered.estimatedValue, accepted: false };
      await createOrder(db, {
        applicationUuid: row.uuid,
        vendor: 'bpo',
        status: 'ORDERED',
        detail: {
          ...detail,
          orderId: ordered.orderId,
          contactName: input.contactName,
          propertyCondition: input.propertyCondition ?? null,
        },
        readyAt: readyAtFor(ordered.wait, { clock: applicationClock(clock, row), config }),
      });
      return 'borrower:bpo-order';
    },
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.bpoValuation,
    summary: 'Accept the BPO estimate',
    stages: ['NAV_BPO_ESTIMATE'],
    act: async (row) => {
      const order = await latestOrder<BpoOrderDetail>(db, row.uuid, 'bpo');
      if (!order) throw new HttpError(409, 'No BPO was ordered');
      await updateOrder(db, order.uuid, { detail: { ...order.detail, accepted: true } });
      return 'borrower:bpo-valuation';
    },
  });
}
