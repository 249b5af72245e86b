// The complete screen: where closing stands (rescission, recording, funding) and the loan number.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../deps';
import { latestOrder } from '../../orders/repository';
import type { RescissionOrderDetail } from '../../orders/details';
import { BASE, doc, freshApplication, memberApplication, memberHooks } from './common';

const STEPS = ['RESCISSION', 'RECORDING', 'FUNDING'] as const;

const nullableString = (description: string, format?: string) =>
  ({ type: 'string', nullable: true, description, ...(format ? { format } : {}) }) as const;

/** The answer (src/api/closing.ts ClosingStatusAnswer); other fields may be added, so none is stripped. */
const statusAnswer = {
  type: 'object',
  additionalProperties: true,
  properties: {
    stage: { type: 'string' },
    amount: { type: 'number', nullable: true },
    loanNumber: { type: 'string', nullable: true },
    rescissionEndsAt: nullableString(
      'the instant the right to cancel ends: midnight at the end of rescissionDeadline in rescissionTimeZone',
      'date-time',
    ),
    rescissionDeadline: nullableString("YYYY-MM-DD: the last day to cancel, in the borrower's zone", 'date'),
    rescissionTimeZone: nullableString('IANA zone the deadline is counted in (where the note was signed)'),
    fundedAt: nullableString('when the initial draw was sent', 'date-time'),
    steps: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string', enum: [...STEPS] }, done: { type: 'boolean' } },
        required: ['name', 'done'],
      },
    },
    complete: { type: 'boolean' },
  },
  required: [
    'stage',
    'amount',
    'loanNumber',
    'rescissionEndsAt',
    'rescissionDeadline',
    'rescissionTimeZone',
    'fundedAt',
    'steps',
    'complete',
  ],
};

export async function closingStatusRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);

  app.get(
    `${BASE}/closing/status`,
    {
      ...hooks,
      schema: doc('Rescission, recording and funding status (the complete screen)', [401, 404], {
        response: statusAnswer,
      }),
    },
    async (request) => {
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
