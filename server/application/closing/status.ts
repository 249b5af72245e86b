// The complete screen: where closing stands (rescission, recording, funding) and the loan number.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { latestOrder } from '../../pipeline/stages/closingOrders';
import { BASE, doc, freshApplication, memberApplication, memberHooks } from './common';

const STEPS = ['RESCISSION', 'RECORDING', 'FUNDING'] as const;

export async function closingStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);

  app.get(
    `${BASE}/closing/status`,
    { ...hooks, schema: doc('Rescission, recording and funding status (the complete screen)', [401, 404]) },
    async (request) => {
      const row = memberApplication(request);
      const application = await freshApplication(db, row.uuid);
      const [rescission, recording, funding] = await Promise.all([
        latestOrder(db, row.uuid, 'rescission'),
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
        fundedAt: funding?.detail.fundedAt ?? null,
        steps: STEPS.map((name) => ({ name, done: done[name] })),
        complete: row.stage === 'COMPLETE',
      };
    },
  );
}
