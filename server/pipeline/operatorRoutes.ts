// Operators (docs/API.md "Pipeline: operators") see where an application's durable work stands: the job engine
// in use and the wake-ups still pending for it (a vendor's answer, a waiting period, rescission, a retry).
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { describe } from '../openapi';
import { isOperator } from '../security/operator';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function pipelineOperatorRoutes(
  app: FastifyInstance,
  { db, authenticate, pipeline }: RouteDeps,
): Promise<void> {
  app.get(
    '/service-pipeline/operator/api/v1/applications/:uuid/jobs',
    {
      preValidation: authenticate,
      schema: describe(
        'Pipeline',
        {
          summary: "An application's stage and its pending pipeline jobs (operators only)",
          params: { type: 'object', properties: { uuid: { type: 'string' } }, required: ['uuid'] },
          response: {
            200: {
              type: 'object',
              properties: {
                applicationUuid: { type: 'string' },
                stage: { type: 'string' },
                engine: { type: 'string', enum: ['sqlite-rows', 'pg-boss'] },
                pending: { type: 'integer', minimum: 0 },
              },
              required: ['applicationUuid', 'stage', 'engine', 'pending'],
            },
          },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      // Like every /{uuid} resource, it does not exist for anyone else (a borrower, a co-owner).
      if (!UUID.test(uuid) || !(await isOperator(db, request))) throw notFound();
      // Only the operator's own organisation's applications exist for them.
      const row = await db
        .selectFrom('applications')
        .select(['uuid', 'stage'])
        .where('uuid', '=', uuid.toLowerCase())
        .where('org_code', '=', request.org.organizationCode)
        .executeTakeFirst();
      if (!row) throw notFound();
      return {
        applicationUuid: row.uuid,
        stage: row.stage,
        engine: pipeline.jobEngine,
        pending: await pipeline.pendingJobs(row.uuid),
      };
    },
  );
}
