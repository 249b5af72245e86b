// GET /service-krang-heloc/borrower/secure/api/v1/{uuid}/status: the application's status and its stage,
// polled by the flow while a waiting stage resolves (docs/API.md "Krang").
import type { FastifyInstance } from 'fastify';
import { KRANG } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { describe } from '../openapi';
import { requireApplicationMember } from '../security/ownership';
import { applicationStatus } from './service';

export async function krangRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  app.get(
    '/service-krang-heloc/borrower/secure/api/v1/:uuid/status',
    {
      preValidation: [authenticate, requireApplicationMember(db)],
      schema: describe(
        'Krang',
        {
          params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
        },
        { secure: true, errors: [401, 404], contract: KRANG.status },
      ),
    },
    async (request) => applicationStatus(request.application!),
  );
}
