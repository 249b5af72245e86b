// Conditions of an application and the borrower's answers (docs/API.md "Conditions").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONDITIONS, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { requireApplicationMember } from '../security/ownership';
import { DOCUMENT_UPLOAD, readUpload, withUploads } from '../uploads';
import {
  answerConditionDocument,
  answerConditionPhone,
  answeredCondition,
  conditionAwaitingDocument,
  conditionAwaitingPhone,
  conditionOf,
  type ConditionDocumentOutcome,
  type ConditionPhoneOutcome,
  openConditions,
} from './service';
import { lockedSubmission } from '../security/applicationLock';

/** Condition documents: statements, trust certificates, paystubs, scans. */
const params = {
  type: 'object',
  properties: { uuid: { type: 'string', format: 'uuid' }, conditionUuid: { type: 'string', format: 'uuid' } },
  required: ['uuid'],
} as const;

const conditionUuidOf = (request: FastifyRequest) => (request.params as { conditionUuid?: string }).conditionUuid;

export async function conditionRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, authenticate, pipeline } = deps;
  const owner = [authenticate, requireApplicationMember(db)];
  const knownCondition = async (request: FastifyRequest): Promise<void> => {
    await conditionOf(db, request.application!.uuid, conditionUuidOf(request));
  };
  // A retried answer (same Idempotency-Key) replays the first. Answers for one application run one at a time, so
  // a condition cannot take more documents than it asks for. An answer is saved with its key marked applied
  // (answerWithDocument, answerWithPhoneNumber): the retry of an attempt that died after that commit answers from
  // it, and nothing is stored or counted twice.
  const answerOnce = lockedSubmission(db, deps.config.encryptionKey, {
    creates: true,
    replay: (request, detail) =>
      answeredCondition(
        pipeline,
        request.application!.uuid,
        'borrower:condition',
        detail as unknown as ConditionDocumentOutcome | ConditionPhoneOutcome,
      ),
  });

  app.get(
    CONDITIONS.open.path,
    {
      preValidation: owner,
      schema: describe('Conditions', { params }, { secure: true, errors: [401, 404], contract: CONDITIONS.open }),
    },
    async (request): Promise<AnswerOf<typeof CONDITIONS.open>> => openConditions(db, request.application!.uuid),
  );

  withUploads(app, (uploads) => {
    uploads.post(
      CONDITIONS.document.path,
      {
        preValidation: owner,
        ...answerOnce,
        schema: describe(
          'Conditions',
          {
            description: 'multipart/form-data with one file (PDF, PNG, JPEG or HEIC, at most 10 MB)',
            params,
            consumes: ['multipart/form-data'],
          } as never,
          { secure: true, errors: [400, 401, 404, 409, 413], contract: CONDITIONS.document },
        ),
      },
      async (request): Promise<AnswerOf<typeof CONDITIONS.document>> => {
        const applicationUuid = request.application!.uuid;
        const condition = await conditionAwaitingDocument(db, applicationUuid, conditionUuidOf(request));
        const upload = await readUpload(request, DOCUMENT_UPLOAD);
        const { filename, mime, bytes } = upload;
        const input = { applicationUuid, filename, mime, bytes, uploadedBy: request.identityUuid };
        return answerConditionDocument(db, pipeline, 'borrower:condition', condition, input);
      },
    );
  });

  app.post(
    CONDITIONS.phoneNumber.path,
    {
      // Another application's condition (or none) is a 404 before the body is validated; whether it is still
      // open (409) is read again under the application's lease.
      preValidation: [...owner, knownCondition],
      ...answerOnce,
      schema: describe(
        'Conditions',
        { params },
        { secure: true, errors: [400, 401, 404, 409], contract: CONDITIONS.phoneNumber },
      ),
    },
    async (request): Promise<AnswerOf<typeof CONDITIONS.phoneNumber>> => {
      const application = request.application!;
      const condition = await conditionAwaitingPhone(db, application.uuid, conditionUuidOf(request));
      const { phoneNumber } = bodyOf(request, CONDITIONS.phoneNumber);
      return answerConditionPhone(db, pipeline, application, condition, phoneNumber);
    },
  );
}
