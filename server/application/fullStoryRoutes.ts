// PUT .../{uuid}/full-story-link: the session-replay link of the borrower's session, kept on the application
// so support can open the recording.
import type { FastifyInstance } from 'fastify';
import { APPLICATION, type AnswerOf } from '../../src/domain/contracts';
import type { StoredFields } from '../applications/mapper';
import { updateStoredFields } from '../applications/repository';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { requireApplicationMember } from '../security/ownership';

export async function fullStoryRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  app.put(
    '/service-application/api/v1/application/heloc/:uuid/full-story-link',
    {
      preValidation: [authenticate, requireApplicationMember(db)],
      schema: describe(
        'Application',
        {
          params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
        },
        { secure: true, errors: [400, 401, 404], contract: APPLICATION.fullStoryLink },
      ),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.fullStoryLink>> => {
      const { link } = bodyOf(request, APPLICATION.fullStoryLink);
      const uuid = request.application!.uuid;
      await updateStoredFields(db, uuid, (current) => ({ ...current, fullStoryLink: link }) as StoredFields);
      return { link };
    },
  );
}
