// The borrower's profile and their feedback to the CEO (docs/API.md "Profile").
import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../src/domain/types';
import { PROFILE } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { idempotent } from '../security/idempotency';
import { findMemberApplication } from '../security/ownership';
import { profileOf, saveCeoFeedback } from './service';

const nullableString = { type: 'string', nullable: true } as const;

const profileSchema = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    name: {
      type: 'object',
      nullable: true,
      properties: {
        uuid: { type: 'string' },
        firstName: { type: 'string' },
        middleName: nullableString,
        lastName: { type: 'string' },
        suffix: nullableString,
      },
    },
    dob: nullableString,
    hasSsn: { type: 'boolean' },
    email: { type: 'string' },
    phoneNumbers: { type: 'array', items: { type: 'string' } },
    addresses: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          uuid: { type: 'string' },
          street1: { type: 'string' },
          street2: nullableString,
          city: { type: 'string' },
          state: { type: 'string' },
          zip: { type: 'string' },
          ownership: nullableString,
        },
      },
    },
    optimizelyProfileUuid: nullableString,
  },
  required: ['uuid', 'email', 'hasSsn', 'phoneNumbers', 'addresses'],
} as const;

export async function profileRoutes(app: FastifyInstance, { db, authenticate, config }: RouteDeps): Promise<void> {
  // A note to the CEO is a record: a retried POST (a dropped answer, a second press) with its Idempotency-Key
  // replays the first answer instead of storing the note twice.
  // A retry whose first attempt saved the feedback and died before answering gets that feedback's answer: the
  // insert marks its key applied in its own transaction (recordCreated), so the CEO reads it once.
  const feedbackOnce = idempotent(db, {
    hashKey: config.encryptionKey,
    creates: true,
    createdStatus: 201,
    replay: async (_request, saved) => ({ uuid: saved.uuid, createdAt: saved.createdAt }),
  });
  app.get(
    '/service-profile/api/v1/profile',
    {
      preValidation: authenticate,
      schema: describe('Profile', { response: { 200: profileSchema } }, { secure: true, errors: [401] }),
    },
    async (request): Promise<Profile> => profileOf(db, request.identityUuid),
  );

  app.post(
    '/service-profile/api/v1/feedback/ceo',
    {
      preValidation: authenticate,
      preHandler: feedbackOnce.preHandler,
      onSend: feedbackOnce.onSend,
      schema: describe('Profile', {}, { secure: true, errors: [400, 401, 404], contract: PROFILE.ceoFeedback }),
    },
    async (request, reply) => {
      const input = bodyOf(request, PROFILE.ceoFeedback);
      // Feedback about an application must be about one of the caller's (another's is unknown: 404).
      const application = input.applicationUuid
        ? await findMemberApplication(db, request, input.applicationUuid)
        : null;
      const created = await saveCeoFeedback(
        db,
        {
          identityUuid: request.identityUuid,
          orgCode: request.org.organizationCode,
          applicationUuid: application?.uuid ?? null,
        },
        input,
      );
      return reply.code(201).send(created);
    },
  );
}
