// Identity screen: the ID type and the front image; the verifier's answer comes through the pipeline
// (WAITING_FOR_ID_VERIFICATION), and an unreadable ID (FAILED_VERIFICATION) asks for a new upload.
import type { FastifyInstance } from 'fastify';
import type { IdDocumentType } from '../../../src/domain/stages';
import { idDocumentSchema } from '../../../src/domain/validation/identity';
import type { RouteDeps } from '../../deps';
import { validateBody } from '../../http';
import type { IdOrderDetail } from '../../pipeline/stages/orderDetails';
import { readyAtFor } from '../../pipeline/orderTimingService';
import { latestOrder } from '../../orders/repository';
import { readUpload, withUploads } from '../../uploads';
import {
  applicationClock,
  BASE,
  doc,
  freshApplication,
  loadSubject,
  memberApplication,
  memberHooks,
  requireStage,
  submitOnceHooks,
} from './common';
import { type ClosingServices } from '../../deps';
import { saveIdUpload } from './idUpload';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import type { UploadedDocument } from '../../../src/domain/contracts/wire/closing';

const ID_MAX_BYTES = 10 * 1024 * 1024;

export async function identityDocumentRoutes(
  app: FastifyInstance,
  deps: RouteDeps,
  { vendors, clock }: ClosingServices,
): Promise<void> {
  const { db, pipeline, config } = deps;
  const hooks = memberHooks(deps);
  /** The answer to an upload: the document it stored and the application, after the stage change it calls for. */
  async function uploadedAnswer(
    applicationUuid: string,
    document: UploadedDocument,
  ): Promise<AnswerOf<typeof CLOSING.idUpload>> {
    await pipeline.advance(applicationUuid, 'borrower:identity');
    return { document, application: await freshApplication(db, applicationUuid) };
  }
  // The upload is saved with the verifier's answer and its key marked applied (./idUpload.ts): the retry of an
  // attempt that died after that commit answers from it (making the stage change it may have missed), storing no
  // second document and not asking the verifier again.
  const submit = submitOnceHooks(deps, (request, detail) =>
    uploadedAnswer(memberApplication(request).uuid, detail.document as UploadedDocument),
  );

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

  withUploads(app, (uploads) => {
    uploads.post(
      `${BASE}/identity/document`,
      {
        ...submit,
        schema: doc('Upload the front of the ID (multipart: idType + file)', [400, 401, 404, 409, 413], {
          multipart: true,
          contract: CLOSING.idUpload,
        }),
      },
      async (request) => {
        const row = memberApplication(request);
        requireStage(row, ['IDENTITY_VERIFICATION']);
        const upload = await readUpload(request, { allowed: ['png', 'jpeg', 'heic', 'pdf'], maxBytes: ID_MAX_BYTES });
        const { idType } = await validateBody(idDocumentSchema, upload.fields);
        const subject = await loadSubject(db, row);
        const result = await vendors.idVerification.verify({
          subject,
          idType: idType as IdDocumentType,
          filename: upload.filename,
          bytes: upload.bytes,
        });
        const document = await saveIdUpload(
          db,
          {
            applicationUuid: row.uuid,
            type: idType,
            filename: upload.filename,
            mime: upload.mime,
            bytes: upload.bytes,
            uploadedBy: request.identityUuid,
          },
          result,
          readyAtFor(result.wait, { clock: applicationClock(clock, row), config }),
        );
        return uploadedAnswer(row.uuid, document);
      },
    );
  });
}
