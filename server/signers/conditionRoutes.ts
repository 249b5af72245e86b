// The co-owner's conditions (docs/API.md "Conditions"): the requests made of the signed-in co-owner, and their
// answers with documents.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { CONDITIONS, type AnswerOf } from '../../src/domain/contracts';
import { isUuid } from '../../src/domain/guards';
import {
  answerConditionDocument,
  answeredCondition,
  type ConditionDocumentOutcome,
  openSignerConditions,
} from '../conditions/service';
import { notFound } from '../http';
import { describe } from '../openapi';
import { idempotent } from '../security/idempotency';
import { DOCUMENT_UPLOAD, readUpload, withUploads } from '../uploads';
import type { SignerRouteKit } from './schemas';
import { signerConditionAwaitingDocument } from './service';

const conditionParams = {
  type: 'object',
  properties: { uuid: { type: 'string', format: 'uuid' }, conditionUuid: { type: 'string', format: 'uuid' } },
  required: ['uuid'],
} as const;

const conditionUuidOf = (request: FastifyRequest) => (request.params as { conditionUuid?: string }).conditionUuid;

export async function signerConditionRoutes(app: FastifyInstance, kit: SignerRouteKit): Promise<void> {
  const { deps, signerOnly, signerOf } = kit;
  const { db, config, pipeline } = deps;
  // A condition's document is stored and counted with its key marked applied (answerWithDocument): the retry of
  // an attempt that died after that commit answers from it, and the document is stored and counted once.
  const conditionDocumentOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    replay: (request, detail) =>
      answeredCondition(
        pipeline,
        signerOf(request).application_uuid,
        'signer:condition',
        detail as unknown as ConditionDocumentOutcome,
      ),
  });
  /** Conditions under /applications/{uuid}: only the caller's own application. */
  const signerOfApplication: preValidationAsyncHookHandler = async (request) => {
    const { uuid } = request.params as { uuid?: string };
    if (!isUuid(uuid) || signerOf(request).application_uuid !== String(uuid).toLowerCase()) throw notFound();
  };
  const signerConditions = { preValidation: [...signerOnly.preValidation, signerOfApplication] };

  app.get(
    CONDITIONS.signerOpen.path,
    {
      ...signerConditions,
      schema: describe(
        'Conditions',
        {
          summary: "The signed-in co-owner's own open conditions, oldest first",
          params: conditionParams,
        },
        { secure: true, errors: [401, 404], contract: CONDITIONS.signerOpen },
      ),
    },
    async (request): Promise<AnswerOf<typeof CONDITIONS.signerOpen>> => {
      const signer = signerOf(request);
      return openSignerConditions(db, signer.application_uuid, signer.uuid);
    },
  );

  withUploads(app, (uploads) => {
    uploads.post(
      CONDITIONS.signerDocument.path,
      {
        ...signerConditions,
        ...conditionDocumentOnce,
        schema: describe(
          'Conditions',
          {
            summary:
              "Answer one of the co-owner's document requests (multipart: one file, PDF, PNG, JPEG or HEIC, 10 MB)",
            params: conditionParams,
            consumes: ['multipart/form-data'],
          } as never,
          { secure: true, errors: [400, 401, 404, 409, 413], contract: CONDITIONS.signerDocument },
        ),
      },
      async (request): Promise<AnswerOf<typeof CONDITIONS.signerDocument>> => {
        const signer = signerOf(request);
        const condition = await signerConditionAwaitingDocument(db, signer, conditionUuidOf(request));
        const upload = await readUpload(request, DOCUMENT_UPLOAD);
        const { filename, mime, bytes } = upload;
        const applicationUuid = signer.application_uuid;
        const input = { listed: false, applicationUuid, filename, mime, bytes, uploadedBy: request.identityUuid };
        // The borrower may be waiting only on this request (CO_DEED_REQUIRED).
        return answerConditionDocument(db, pipeline, 'signer:condition', condition, input);
      },
    );
  });
}
