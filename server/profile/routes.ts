// The borrower's profile and their feedback to the CEO (docs/API.md "Profile").
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Profile } from '../../src/domain/types';
import { ceoFeedbackSchema } from '../../src/domain/validation/feedback';
import type { RouteDeps } from '../deps';
import { nowIso } from '../db';
import { HttpError, validateBody } from '../http';
import { describe } from '../openapi';
import { idempotent, recordCreated } from '../security/idempotency';
import { findMemberApplication } from '../security/ownership';

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
    async (request): Promise<Profile> => {
      const row = await db
        .selectFrom('identities')
        .selectAll()
        .where('uuid', '=', request.identityUuid)
        .executeTakeFirst();
      if (!row) throw new HttpError(401, 'unauthenticated');
      const addresses = await db
        .selectFrom('addresses')
        .selectAll()
        .where('identity_uuid', '=', row.uuid)
        .orderBy('created_at', 'asc')
        .execute();
      return {
        uuid: row.uuid,
        name: {
          uuid: row.uuid,
          firstName: row.first_name,
          middleName: row.middle_name,
          lastName: row.last_name,
          suffix: row.suffix,
        },
        dob: row.dob,
        hasSsn: row.ssn_encrypted !== null,
        email: row.email,
        phoneNumbers: row.phone ? [row.phone] : [],
        addresses: addresses.map((a) => ({
          uuid: a.uuid,
          street1: a.street1,
          street2: a.street2,
          city: a.city,
          state: a.state,
          zip: a.zip,
          ownership: a.ownership as Profile['addresses'][number]['ownership'],
        })),
        optimizelyProfileUuid: row.optimizely_profile_uuid,
      };
    },
  );

  app.post(
    '/service-profile/api/v1/feedback/ceo',
    {
      preValidation: authenticate,
      preHandler: feedbackOnce.preHandler,
      onSend: feedbackOnce.onSend,
      schema: describe(
        'Profile',
        {
          body: {
            type: 'object',
            properties: {
              topic: { type: 'string', enum: ['Improve our product', 'Give us a compliment'] },
              message: { type: 'string', minLength: 10, maxLength: 1000 },
              marketingConsent: { type: 'boolean' },
              applicationUuid: { type: 'string', format: 'uuid', description: 'must be one of the caller’s' },
              pathname: { type: 'string', maxLength: 512 },
              productType: { type: 'string', enum: ['HELOC'] },
            },
            required: ['topic', 'message', 'marketingConsent'],
          },
          response: {
            201: {
              type: 'object',
              properties: { uuid: { type: 'string' }, createdAt: { type: 'string' } },
              required: ['uuid', 'createdAt'],
            },
          },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request, reply) => {
      const input = await validateBody(ceoFeedbackSchema, request.body);
      // Feedback about an application must be about one of the caller's (another's is unknown: 404).
      const application = input.applicationUuid
        ? await findMemberApplication(db, request, input.applicationUuid)
        : null;
      const uuid = randomUUID();
      const createdAt = nowIso();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('ceo_feedback')
          .values({
            uuid,
            identity_uuid: request.identityUuid,
            org_code: request.org.organizationCode,
            application_uuid: application?.uuid ?? null,
            topic: input.topic,
            message: input.message,
            marketing_consent: input.marketingConsent ? 1 : 0,
            pathname: input.pathname ?? null,
            product_type: input.productType,
            created_at: createdAt,
          })
          .execute();
        await recordCreated(trx, { uuid, createdAt });
      });
      return reply.code(201).send({ uuid, createdAt });
    },
  );
}
