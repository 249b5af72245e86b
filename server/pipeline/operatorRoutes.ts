// Operators (docs/API.md "Pipeline: operators") see where an application's durable work stands: the job engine
// in use and the wake-ups still pending for it (a vendor's answer, a waiting period, rescission, a retry).
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { PIPELINE, type AnswerOf } from '../../src/domain/contracts';
import { bodyOf, describe } from '../openapi';
import { isOperator } from '../security/operator';
import {
  decideFactaReview,
  recordInPersonHmda,
  retryCreditForOperator,
  type OperatorApplication,
} from './operatorService';
import { orgApplication } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE = '/service-pipeline/operator/api/v1/applications/:uuid';
const uuidParams = { type: 'object', properties: { uuid: { type: 'string' } }, required: ['uuid'] } as const;

export { FACTA_DECISIONS } from '../../src/domain/validation/operator';

export async function pipelineOperatorRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline }: RouteDeps,
): Promise<void> {
  /** The application, for an operator of its organisation; 404 for everyone else (a borrower, a co-owner). */
  async function operatorApplication(request: FastifyRequest): Promise<OperatorApplication> {
    const { uuid } = request.params as { uuid: string };
    if (!UUID.test(uuid) || !(await isOperator(db, request))) throw notFound();
    // Only the operator's own organisation's applications exist for them.
    const row = await orgApplication(db, uuid.toLowerCase(), request.org.organizationCode);
    if (!row) throw notFound();
    return row;
  }
  /** The application, found before the body is validated: another's (or none) is a 404 before any 400. */
  const applications = new WeakMap<FastifyRequest, OperatorApplication>();
  const operatorHook: preValidationAsyncHookHandler = async (request) => {
    applications.set(request, await operatorApplication(request));
  };

  // FCRA §605A: the lender's agent verified (or could not verify) the identity of a borrower whose credit file
  // carries a fraud or active-duty alert; the application goes on, or ends declined with its notice.
  app.post(
    `${BASE}/facta-review`,
    {
      preValidation: [authenticate, operatorHook],
      schema: describe(
        'Pipeline',
        {
          summary: 'Confirm or decline the identity of a borrower whose credit file carries a §605A alert',
          params: uuidParams,
        },
        { secure: true, errors: [400, 401, 404, 409], contract: PIPELINE.factaReview },
      ),
    },
    async (request): Promise<AnswerOf<typeof PIPELINE.factaReview>> => {
      const row = applications.get(request) ?? (await operatorApplication(request));
      const body = bodyOf(request, PIPELINE.factaReview);
      const stage = await decideFactaReview(db, pipeline, row, {
        decision: body.decision,
        note: body.note ?? null,
        operatorUuid: request.identityUuid,
      });
      return { applicationUuid: row.uuid, stage };
    },
  );

  // Reg C appendix B: an application taken in person (or by video) is recorded by the lender, who notes per
  // question whether it was collected on the basis of visual observation or surname (the online form never is).
  app.post(
    `${BASE}/hmda`,
    {
      preValidation: [authenticate, operatorHook],
      schema: describe(
        'Pipeline',
        {
          summary:
            "Record the HMDA answers of an application taken in person, with the lender's visual-observation flags",
          params: uuidParams,
        },
        { secure: true, errors: [400, 401, 404, 409], contract: PIPELINE.inPersonHmda },
      ),
    },
    async (request): Promise<AnswerOf<typeof PIPELINE.inPersonHmda>> => {
      const row = applications.get(request) ?? (await operatorApplication(request));
      const input = bodyOf(request, PIPELINE.inPersonHmda);
      const stage = await recordInPersonHmda(db, pipeline, row, input);
      return { applicationUuid: row.uuid, stage };
    },
  );

  // The bureau answers again: an operator asks for the soft pull once more (the borrower can too, credit/retry).
  app.post(
    `${BASE}/credit-retry`,
    {
      preValidation: authenticate,
      schema: describe(
        'Pipeline',
        {
          summary: 'Try the soft credit pull again after the bureau did not answer (CREDIT_ERROR)',
          params: uuidParams,
        },
        { secure: true, errors: [401, 404, 409], contract: PIPELINE.creditRetry },
      ),
    },
    async (request): Promise<AnswerOf<typeof PIPELINE.creditRetry>> => {
      const row = await operatorApplication(request);
      const stage = await retryCreditForOperator(db, pipeline, row);
      return { applicationUuid: row.uuid, stage };
    },
  );

  app.get(
    `${BASE}/jobs`,
    {
      preValidation: authenticate,
      schema: describe(
        'Pipeline',
        {
          summary: "An application's stage and its pending pipeline jobs (operators only)",
          params: uuidParams,
        },
        { secure: true, errors: [401, 404], contract: PIPELINE.jobs },
      ),
    },
    async (request): Promise<AnswerOf<typeof PIPELINE.jobs>> => {
      const row = await operatorApplication(request);
      return {
        applicationUuid: row.uuid,
        stage: row.stage,
        // Pipeline.jobEngine is typed string; its values are the job engines' names.
        engine: pipeline.jobEngine as AnswerOf<typeof PIPELINE.jobs>['engine'],
        pending: await pipeline.pendingJobs(row.uuid),
      };
    },
  );
}
