// Conditions of an application and the borrower's answers (docs/API.md "Conditions").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { isUuid } from '../../src/domain/guards';
import { contactSchema } from '../../src/domain/validation/register';
import type { RouteDeps } from '../deps';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import { requireApplicationMember } from '../security/ownership';
import type { Pipeline } from '../pipeline/engine';
import { readUpload, withUploads } from '../uploads';
import {
  answerWithDocument,
  answerWithPhoneNumber,
  CONDITION_DOCUMENT_TYPE,
  type ConditionDocumentAnswer,
  type ConditionPhoneAnswer,
  findCondition,
  openConditions,
} from './model';
import type { ConditionsTable } from '../db/schema';
import { lockedSubmission } from '../security/applicationLock';

const BASE = '/service-conditions/external/api/v1/applications/:uuid/conditions';
/** Condition documents: statements, trust certificates, paystubs, scans. */
const CONDITION_UPLOAD = { allowed: ['pdf', 'png', 'jpeg', 'heic'] as const, maxBytes: 10 * 1024 * 1024 };
export const CONDITION_RESOLVED = 'This condition is already resolved';
export const NO_DOCUMENTS = 'This condition does not take documents';
export const NOT_PHONE = 'This condition does not ask for a phone number';

const phoneSchema = yup.object({ phoneNumber: contactSchema.fields.phone });

export const conditionSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    categoryEnum: { type: 'string' },
    created: { type: 'string' },
    notes: { type: 'string', nullable: true },
    commentsToBorrower: { type: 'string', nullable: true },
    requestDocuments: { type: 'boolean' },
    xtraData: {
      type: 'object',
      properties: { numDocsRequired: { type: 'integer' }, docsReceived: { type: 'integer' } },
      required: ['numDocsRequired', 'docsReceived'],
    },
    actionNeeded: { type: 'string', nullable: true },
    resolvedAt: { type: 'string', nullable: true },
  },
  required: ['uuid', 'categoryEnum', 'created', 'requestDocuments', 'xtraData'],
} as const;

const params = {
  type: 'object',
  properties: { uuid: { type: 'string', format: 'uuid' }, conditionUuid: { type: 'string', format: 'uuid' } },
  required: ['uuid'],
} as const;

async function conditionOf(deps: RouteDeps, request: FastifyRequest): Promise<ConditionsTable> {
  const { conditionUuid } = request.params as { conditionUuid?: string };
  if (!isUuid(conditionUuid)) throw notFound();
  const row = await findCondition(deps.db, request.application!.uuid, String(conditionUuid));
  if (!row) throw notFound();
  if (row.resolved_at !== null) throw new HttpError(409, CONDITION_RESOLVED);
  return row;
}

/**
 * The answer to a condition's answer (a document, a phone number), once saved (answerWithDocument,
 * answerWithPhoneNumber) or kept for a retry: the stage change a resolving answer calls for comes first, made again
 * by the retry of an attempt that may have died before it (a pipeline run is idempotent).
 */
export async function answeredCondition<A extends { resolvedNow: boolean }>(
  pipeline: Pipeline,
  applicationUuid: string,
  cause: string,
  answer: A,
): Promise<Omit<A, 'resolvedNow'>> {
  const { resolvedNow, ...answered } = answer;
  if (resolvedNow) await pipeline.advance(applicationUuid, cause);
  return answered;
}

export async function conditionRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { db, authenticate, pipeline } = deps;
  const owner = [authenticate, requireApplicationMember(db)];
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
        detail as unknown as ConditionDocumentAnswer | ConditionPhoneAnswer,
      ),
  });

  app.get(
    `${BASE}/external-applicants`,
    {
      preValidation: owner,
      schema: describe(
        'Conditions',
        { params, response: { 200: { type: 'array', items: conditionSchema } } },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => openConditions(db, request.application!.uuid),
  );

  withUploads(app, (uploads) => {
    uploads.post(
      `${BASE}/:conditionUuid/documents`,
      {
        preValidation: owner,
        ...answerOnce,
        schema: describe(
          'Conditions',
          {
            description: 'multipart/form-data with one file (PDF, PNG, JPEG or HEIC, at most 10 MB)',
            params,
            consumes: ['multipart/form-data'],
            response: {
              200: {
                type: 'object',
                properties: {
                  condition: conditionSchema,
                  document: {
                    type: 'object',
                    properties: {
                      uuid: { type: 'string' },
                      type: { type: 'string' },
                      filename: { type: 'string' },
                      mime: { type: 'string' },
                      size: { type: 'integer' },
                      createdAt: { type: 'string' },
                    },
                  },
                },
              },
            },
          } as never,
          { secure: true, errors: [400, 401, 404, 409, 413] },
        ),
      },
      async (request) => {
        const condition = await conditionOf(deps, request);
        if (condition.request_documents !== 1) throw new HttpError(400, NO_DOCUMENTS);
        const upload = await readUpload(request, {
          allowed: [...CONDITION_UPLOAD.allowed],
          maxBytes: CONDITION_UPLOAD.maxBytes,
        });
        const applicationUuid = request.application!.uuid;
        const answer = await answerWithDocument(db, condition.uuid, {
          applicationUuid,
          type: CONDITION_DOCUMENT_TYPE[condition.category] ?? 'SUPPORT',
          filename: upload.filename,
          mime: upload.mime,
          bytes: upload.bytes,
          uploadedBy: request.identityUuid,
        });
        return answeredCondition(pipeline, applicationUuid, 'borrower:condition', answer);
      },
    );
  });

  app.post(
    `${BASE}/:conditionUuid/phone-number`,
    {
      preValidation: owner,
      ...answerOnce,
      schema: describe(
        'Conditions',
        {
          params,
          body: {
            type: 'object',
            properties: { phoneNumber: { type: 'string', description: '10-digit US number, any punctuation' } },
            required: ['phoneNumber'],
          },
          response: { 200: { type: 'object', properties: { condition: conditionSchema } } },
        },
        { secure: true, errors: [400, 401, 404, 409] },
      ),
    },
    async (request) => {
      const condition = await conditionOf(deps, request);
      if (condition.category !== 'MISSING_PHONE_NUMBER') throw new HttpError(400, NOT_PHONE);
      const { phoneNumber } = (await validateBody(phoneSchema, request.body)) as { phoneNumber: string };
      const application = request.application!;
      const phone = phoneNumber.replace(/\D/g, '').slice(-10);
      const answer = await answerWithPhoneNumber(db, condition.uuid, application.borrower_uuid, phone);
      return answeredCondition(pipeline, application.uuid, 'borrower:condition', answer);
    },
  );
}
