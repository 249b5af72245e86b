// Identity screen: the ID type and the front image; the verifier's answer comes through the pipeline
// (WAITING_FOR_ID_VERIFICATION), and an unreadable ID (FAILED_VERIFICATION) asks for a new upload.
import type { FastifyInstance } from 'fastify';
import type { IdDocumentType } from '../../../src/domain/stages';
import { idDocumentSchema } from '../../../src/domain/validation/identity';
import type { RouteDeps } from '../../deps';
import { validateBody } from '../../http';
import type { IdOrderDetail } from '../../pipeline/stages/orderDetails';
import { readyAtFor } from '../../pipeline/orderTimingService';
import type { IdVerificationResult } from '../../pipeline/vendors/idVerification';
import { latestOrder } from '../../orders/repository';
import { applicationClock, BASE, doc, loadSubject, memberApplication, memberHooks } from './common';
import { type ClosingServices } from '../../deps';
import { saveIdVerificationOrder } from './idUpload';
import { uploadStep } from './uploadStep';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';

export async function identityDocumentRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db, config } = deps;
  const hooks = memberHooks(deps);
  app.get(
    `${BASE}/identity/verification`,
    { ...hooks, schema: doc('ID verification status', [401, 404], { contract: CLOSING.idVerification }) },
    async (request): Promise<AnswerOf<typeof CLOSING.idVerification>> => {
      const row = memberApplication(request);
      const order = await latestOrder<IdOrderDetail>(db, row.uuid, 'idVerification');
      if (!order) return { status: 'NOT_SUBMITTED', idType: null, reason: null };
      return {
        status: order.status === 'SUBMITTED' ? 'PENDING' : (order.status as IdOrderDetail['result']),
        idType: order.detail.idType as IdDocumentType,
        reason: order.status === 'FAILED_VERIFICATION' ? order.detail.reason : null,
      };
    },
  );

  // The ID's front is saved with the verifier's answer, due when the verifier says (./uploadStep.ts).
  uploadStep<IdVerificationResult>(app, deps, {
    contract: CLOSING.idUpload,
    summary: 'Upload the front of the ID (multipart: idType + file)',
    stages: ['IDENTITY_VERIFICATION'],
    type: { field: async (fields) => (await validateBody(idDocumentSchema, fields)).idType },
    review: async (row, upload) =>
      vendors.idVerification.verify({
        subject: await loadSubject(db, row),
        idType: upload.type as IdDocumentType,
        filename: upload.filename,
        bytes: upload.bytes,
      }),
    saveWith: async (trx, row, document, result) => {
      const readyAt = readyAtFor(result.wait, { clock: applicationClock(clock, row), config });
      await saveIdVerificationOrder(trx, row.uuid, document, result, readyAt);
    },
    cause: () => 'borrower:identity',
  });
}
