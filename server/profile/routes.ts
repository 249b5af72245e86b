// The borrower's profile and their feedback to the CEO (docs/API.md "Profile").
import type { FastifyInstance } from 'fastify';
import { PROFILE, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { idempotent } from '../security/idempotency';
import { findMemberApplication } from '../security/ownership';
import { profileOf, saveCeoFeedback } from './service';

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
      schema: describe('Profile', {}, { secure: true, errors: [401], contract: PROFILE.profile }),
    },
    async (request): Promise<AnswerOf<typeof PROFILE.profile>> => profileOf(db, request.identityUuid),
  );

  app.post(
    '/service-profile/api/v1/feedback/ceo',
    {
      preValidation: authenticate,
      preHandler: feedbackOnce.preHandler,
      onSend: feedbackOnce.onSend,
      schema: describe('Profile', {}, { secure: true, errors: [400, 401, 404], contract: PROFILE.ceoFeedback }),
    },
    async (request, reply): Promise<AnswerOf<typeof PROFILE.ceoFeedback>> => {
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
      reply.code(201);
      return created;
    },
  );
}
