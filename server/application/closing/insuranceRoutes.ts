// Insurance screens: the homeowner's insurance declarations page, and the flood policy where the flood
// certificate found a flood zone.
import type { FastifyInstance } from 'fastify';
import { isInsuranceDocumentType, INSURANCE_DOCUMENT_TYPES } from '../../../src/domain/validation/insurance';
import type { RouteDeps } from '../../deps';
import { HttpError } from '../../http';
import { requiredInsurance } from '../../pipeline/insuranceService';
import { readUpload, storeDocument, withUploads } from '../../uploads';
import { CLOSING, type AnswerOf } from '../../../src/domain/contracts';
import { BASE, doc, freshApplication, memberApplication, memberHooks, requireStage, submitHooks } from './common';

const INSURANCE_MAX_BYTES = 10 * 1024 * 1024;

export async function insuranceRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, pipeline } = deps;
  const hooks = memberHooks(deps);
  // The upload answers with the document it stored and the application.
  const submit = submitHooks(deps, 'documentAndApplication');

  app.get(
    `${BASE}/insurance/requirements`,
    {
      ...hooks,
      schema: doc('Insurance documents required and received', [401, 404], { contract: CLOSING.insuranceRequirements }),
    },
    async (request): Promise<AnswerOf<typeof CLOSING.insuranceRequirements>> => {
      const row = memberApplication(request);
      const required = (await requiredInsurance({ db }, row.uuid)).filter(isInsuranceDocumentType);
      const application = await freshApplication(db, row.uuid);
      const received = required.filter((type) => application.documents.some((d) => d.type === type));
      return { required, received, complete: Boolean(application.insurance?.complete) };
    },
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${BASE}/insurance/upload/:type`,
      {
        ...submit,
        schema: doc('Upload an insurance declarations page (multipart)', [400, 401, 404, 409, 413], {
          multipart: true,
          typeParam: true,
          contract: CLOSING.insuranceUpload,
        }),
      },
      async (request): Promise<AnswerOf<typeof CLOSING.insuranceUpload>> => {
        const row = memberApplication(request);
        const { type } = request.params as { type: string };
        if (!isInsuranceDocumentType(type)) {
          throw new HttpError(400, `type: Upload one of ${INSURANCE_DOCUMENT_TYPES.join(', ')}`);
        }
        requireStage(row, ['TRUST_AND_INSURANCE']);
        const required = await requiredInsurance({ db }, row.uuid);
        if (!required.includes(type)) throw new HttpError(400, 'Flood insurance is not required for this property');
        const upload = await readUpload(request, {
          allowed: ['pdf', 'png', 'jpeg', 'heic'],
          maxBytes: INSURANCE_MAX_BYTES,
        });
        const document = await storeDocument(db, {
          applicationUuid: row.uuid,
          type,
          filename: upload.filename,
          mime: upload.mime,
          bytes: upload.bytes,
          uploadedBy: request.identityUuid,
        });
        await pipeline.advance(row.uuid, `borrower:insurance-${type.toLowerCase()}`);
        return { document, application: await freshApplication(db, row.uuid) };
      },
    );
  });
}
