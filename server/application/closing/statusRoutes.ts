// The complete screen: where closing stands (rescission, recording, funding) and the loan number.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { latestOrder } from '../../orders/repository';
import type { RescissionOrderDetail } from '../../orders/details';
import { BASE, doc, freshApplication, memberApplication, memberHooks } from './common';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

const STEPS = ['RESCISSION', 'RECORDING', 'FUNDING'] as const;

export async function closingStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);

  app.get(
    `${BASE}/closing/status`,
    {
      ...hooks,
      schema: doc('Rescission, recording and funding status (the complete screen)', [401, 404], {
        contract: CLOSING.status,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.status>> => {
      const row = memberApplication(request);
      const application = await freshApplication(db, row.uuid);
      const [rescission, recording, funding] = await Promise.all([
        latestOrder<Partial<RescissionOrderDetail>>(db, row.uuid, 'rescission'),
        latestOrder(db, row.uuid, 'recording'),
        latestOrder<{ fundedAt?: string }>(db, row.uuid, 'funding'),
      ]);
      const done = {
        RESCISSION: rescission?.status === 'ENDED',
        RECORDING: recording?.status === 'RECORDED',
        FUNDING: funding?.status === 'FUNDED',
      };
      return {
        stage: row.stage,
        amount: application.amount,
        loanNumber: application.loanNumber,
        rescissionEndsAt: rescission?.readyAt ?? null,
        rescissionDeadline: rescission?.detail.deadline ?? null,
        rescissionTimeZone: rescission?.detail.timeZone ?? null,
        fundedAt: funding?.detail.fundedAt ?? null,
        steps: STEPS.map((name) => ({ name, done: done[name] })),
        complete: row.stage === 'COMPLETE',
      };
    },
  );
}
