// PUT .../{uuid}/full-story-link: the session-replay link of the borrower's session, kept on the application
// so support can open the recording.
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import type { StoredFields } from '../applications/mapper';
import { updateStoredFields } from '../applications/repository';
import type { RouteDeps } from '../deps';
import { validateBody } from '../http';
import { describe } from '../openapi';
import { requireApplicationMember } from '../security/ownership';

export const FULL_STORY_LINK_INVALID = 'Must be an https URL';

export const fullStoryLinkSchema = yup.object({
  link: yup
    .string()
    .trim()
    .required('Required')
    .max(2048, 'Cannot be more than 2048 characters')
    .test('https-url', FULL_STORY_LINK_INVALID, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname !== '';
      } catch {
        return false;
      }
    }),
});

export async function fullStoryRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  app.put(
    '/service-application/api/v1/application/heloc/:uuid/full-story-link',
    {
      preValidation: [authenticate, requireApplicationMember(db)],
      schema: describe(
        'Application',
        {
          params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
          body: {
            type: 'object',
            properties: { link: { type: 'string', format: 'uri', pattern: '^https://' } },
            required: ['link'],
          },
          response: {
            200: { type: 'object', properties: { link: { type: 'string' } }, required: ['link'] },
          },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request) => {
      const { link } = await validateBody(fullStoryLinkSchema, request.body);
      const uuid = request.application!.uuid;
      await updateStoredFields(db, uuid, (current) => ({ ...current, fullStoryLink: link }) as StoredFields);
      return { link };
    },
  );
}
