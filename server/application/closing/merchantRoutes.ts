// Debt payoff at closing (merchant/review, merchant/lien-attestation): the debts on the credit report the borrower
// chooses to have paid straight to the creditors from the initial draw, then their attestation and authorisation.
// Account numbers are only ever known by their last four digits. The pipeline (stages/closing.ts) moves on.
import type { FastifyInstance } from 'fastify';
import { liensToRelease } from '../../../src/domain/payoff';
import { debtPayoffAttestationSchema, debtPayoffReviewSchema } from '../../../src/domain/validation/merchant';
import type { Application } from '../../../src/domain/types';
import { nowIso } from '../../db';
import type { RouteDeps } from '../../deps';
import { HttpError, validateBody } from '../../http';
import type { DebtPayoffOrderDetail } from '../../pipeline/stages/orderDetails';
import { latestOrder, updateOrder } from '../../orders/repository';
import {
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

/** The initial draw the payoffs come out of: the line less the origination fee. */
function initialDrawOf(application: Application): number {
  return application.uwCalculatedDrawAmount ?? application.amount;
}

export async function merchantRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors }: Pick<ClosingServices, 'vendors'>,
): Promise<void> {
  const { db } = deps;
  const hooks = memberHooks(deps);
  const submit = submitHooks(deps);

  app.get(
    `${BASE}/merchant/payoff`,
    {
      ...hooks,
      schema: doc('Debts that can be paid off at closing, the initial draw, and the choices made', [401, 404], {
        contract: CLOSING.merchantPayoff,
      }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.merchantPayoff>> => {
      const row = memberApplication(request);
      const [application, order] = await Promise.all([
        freshApplication(db, row.uuid),
        latestOrder<DebtPayoffOrderDetail>(db, row.uuid, 'debtPayoff'),
      ]);
      const debts = order?.detail.debts ?? (await vendors.underwriting.payoffDebts(await loadSubject(db, row)));
      return {
        initialDraw: initialDrawOf(application),
        debts,
        selectedDebtIds: order?.detail.selectedDebtIds ?? [],
        reviewed: Boolean(order?.detail.reviewedAt),
        attested: Boolean(order?.detail.attestedAt),
        disburseAccountMask: application.disburseAccount?.mask ?? null,
        paidAt: order?.detail.paidAt ?? null,
      };
    },
  );

  applicationStep(app, deps, submit, {
    contract: CLOSING.merchantReview,
    summary: 'Choose the debts paid off from the initial draw',
    stages: ['DEBT_PAYOFF_REVIEW'],
    act: async (row, body) => {
      const order = await latestOrder<DebtPayoffOrderDetail>(db, row.uuid, 'debtPayoff');
      if (!order) throw new HttpError(409, 'The debts on your credit report are still being read');
      const application = await freshApplication(db, row.uuid);
      const input = await validateBody(
        debtPayoffReviewSchema({ initialDraw: initialDrawOf(application), debts: order.detail.debts }),
        body,
      );
      const chosen = new Set(input.payoffDebtIds);
      await updateOrder(db, order.uuid, {
        status: 'REVIEWED',
        detail: {
          ...order.detail,
          // In the report's order, whatever order they were sent in.
          selectedDebtIds: order.detail.debts.filter((d) => chosen.has(d.id)).map((d) => d.id),
          reviewedAt: nowIso(),
        },
      });
      return 'borrower:debt-payoff-review';
    },
  });

  applicationStep(app, deps, submit, {
    contract: CLOSING.merchantAttestation,
    summary: 'Attest the accounts to pay off and authorize the payoffs and lien releases',
    stages: ['DEBT_PAYOFF_ATTESTATION'],
    act: async (row, input) => {
      const order = await latestOrder<DebtPayoffOrderDetail>(db, row.uuid, 'debtPayoff');
      if (!order) throw new HttpError(409, 'Choose the debts to pay off first');
      const needsLienRelease = liensToRelease(order.detail.debts, order.detail.selectedDebtIds).length > 0;
      await validateBody(debtPayoffAttestationSchema(needsLienRelease), input);
      await updateOrder(db, order.uuid, {
        status: 'ATTESTED',
        detail: { ...order.detail, attestedAt: nowIso(), lienReleaseAuthorized: needsLienRelease },
      });
      return 'borrower:debt-payoff-attestation';
    },
  });
}
