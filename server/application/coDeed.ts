// GET .../co-deed/status: the co-deed status of the signed-in borrower's latest application.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { describe } from '../openapi';
import { parseStoredFields } from './model';

export async function coDeedRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  app.get(
    '/service-application/api/v1/application/heloc/co-deed/status',
    {
      preValidation: authenticate,
      schema: describe(
        'Application',
        {
          response: {
            200: {
              type: 'object',
              properties: { applicationUuid: { type: 'string' }, coDeedStatus: { type: 'string', nullable: true } },
              required: ['applicationUuid', 'coDeedStatus'],
            },
          },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request) => {
      const row = await db
        .selectFrom('applications')
        .selectAll()
        .where('borrower_uuid', '=', request.identityUuid)
        .where('org_code', '=', request.org.organizationCode)
        .orderBy('created_at', 'desc')
        .orderBy('uuid', 'desc')
        .executeTakeFirst();
      if (!row) throw notFound();
      return { applicationUuid: row.uuid, coDeedStatus: parseStoredFields(row).coDeedStatus ?? null };
    },
  );
}
