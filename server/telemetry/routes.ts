// Telemetry sessions and events (docs/API.md "Telemetry").
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { isUuid, UUID_PATTERN } from '../../src/domain/guards';
import { notFound, validateBody } from '../http';
import { describe } from '../openapi';
import type { RouteDeps } from '../deps';
import { isApplicationMember } from '../security/ownership';
import { isOperator } from '../security/operator';
import { findApplication } from '../applications/repository';
import { applicationEvents, recordEvent, startSession } from './service';

const sessionSchema = yup.object({
  platform: yup.string().oneOf(['WEB'], 'Must be WEB').required('Required'),
  trackerUuid: yup.string().matches(UUID_PATTERN, 'Invalid tracker').nullable().optional(),
});

const REQUIRED = 'Required';
const optionalUuid = (message: string) => yup.string().matches(UUID_PATTERN, message).nullable().optional();

/** An event (shared-surfaces section 3); the session key must be one this server issued. */
const eventSchema = yup.object({
  domain: yup.string().trim().required(REQUIRED).max(256, 'Cannot be more than 256 characters'),
  pagePath: yup.string().trim().required(REQUIRED).max(1024, 'Cannot be more than 1024 characters'),
  queryParams: yup.mixed().nullable().optional(),
  event: yup.string().trim().required(REQUIRED).max(128, 'Cannot be more than 128 characters'),
  eventType: yup.string().trim().required(REQUIRED).max(64, 'Cannot be more than 64 characters'),
  productType: yup.string().trim().max(16, 'Cannot be more than 16 characters').nullable().optional(),
  sessionKey: yup
    .object({
      uuid: yup.string().required(REQUIRED).matches(UUID_PATTERN, 'Invalid session'),
      epoch: yup.number().typeError('Must be a number').required(REQUIRED),
      trackerUuid: yup.string().required(REQUIRED).matches(UUID_PATTERN, 'Invalid tracker'),
    })
    .default(undefined)
    .required(REQUIRED),
  identityId: optionalUuid('Invalid identity'),
  applicationUuid: optionalUuid('Invalid application'),
  eventProperties: yup.mixed().nullable().optional(),
  dontDedupe: yup.boolean().optional(),
  dedupeProperty: yup.string().max(128, 'Cannot be more than 128 characters').nullable().optional(),
});

const EVENT_TYPE = /^[A-Z][A-Z0-9_]{0,63}$/;
export const MAX_EVENTS = 1000;
const eventsQuerySchema = yup.object({
  eventType: yup.string().trim().matches(EVENT_TYPE, 'Must be upper case letters, digits and underscores').optional(),
  limit: yup
    .number()
    .typeError(`Must be a whole number from 1 to ${MAX_EVENTS}`)
    .integer(`Must be a whole number from 1 to ${MAX_EVENTS}`)
    .min(1, `Must be a whole number from 1 to ${MAX_EVENTS}`)
    .max(MAX_EVENTS, `Must be a whole number from 1 to ${MAX_EVENTS}`)
    .optional(),
});

const eventRecordJson = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    context: { type: 'string' },
    domain: { type: 'string' },
    pagePath: { type: 'string' },
    queryParams: { type: 'object', additionalProperties: true, nullable: true },
    event: { type: 'string' },
    eventType: { type: 'string' },
    productType: { type: 'string', nullable: true },
    sessionUuid: { type: 'string' },
    trackerUuid: { type: 'string' },
    identityId: { type: 'string', nullable: true },
    applicationUuid: { type: 'string', nullable: true },
    eventProperties: { type: 'object', additionalProperties: true, nullable: true },
    dontDedupe: { type: 'boolean' },
    dedupeProperty: { type: 'string', nullable: true },
    createdAt: { type: 'string' },
  },
  required: ['uuid', 'pagePath', 'event', 'eventType', 'createdAt'],
} as const;

const eventBodyJson = {
  type: 'object',
  properties: {
    domain: { type: 'string' },
    pagePath: { type: 'string' },
    queryParams: { type: 'object', additionalProperties: true },
    event: { type: 'string' },
    eventType: { type: 'string' },
    productType: { type: 'string' },
    sessionKey: {
      type: 'object',
      properties: { uuid: { type: 'string' }, epoch: { type: 'number' }, trackerUuid: { type: 'string' } },
      required: ['uuid', 'epoch', 'trackerUuid'],
    },
    identityId: { type: 'string', format: 'uuid' },
    applicationUuid: { type: 'string', format: 'uuid' },
    eventProperties: { type: 'object', additionalProperties: true },
    dontDedupe: { type: 'boolean' },
    dedupeProperty: { type: 'string' },
  },
  required: ['domain', 'pagePath', 'event', 'eventType', 'sessionKey'],
} as const;

export async function ftRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  app.post(
    '/ft/:context/session',
    {
      schema: describe(
        'Telemetry',
        {
          params: {
            type: 'object',
            properties: { context: { type: 'string', enum: ['external', 'secure'] } },
            required: ['context'],
          },
          body: {
            type: 'object',
            properties: {
              platform: { type: 'string', enum: ['WEB'] },
              libVersion: { type: 'string' },
              referrer: { type: 'string' },
              screenWidth: { type: 'number' },
              screenHeight: { type: 'number' },
              windowWidth: { type: 'number' },
              windowHeight: { type: 'number' },
              appVersion: { type: 'string' },
              trackerUuid: { type: 'string', format: 'uuid' },
            },
            required: ['platform'],
          },
          response: {
            200: {
              type: 'object',
              properties: {
                sessionKey: {
                  type: 'object',
                  properties: { uuid: { type: 'string' }, epoch: { type: 'number' }, trackerUuid: { type: 'string' } },
                  required: ['uuid', 'epoch', 'trackerUuid'],
                },
              },
              required: ['sessionKey'],
            },
          },
        },
        { errors: [400, 404] },
      ),
    },
    async (request) => {
      const { context } = request.params as { context: string };
      if (context !== 'external' && context !== 'secure') throw notFound();
      const input = await validateBody(sessionSchema, request.body);
      return startSession(db, context, input.trackerUuid);
    },
  );

  app.post(
    '/ft/:context/event',
    {
      schema: describe(
        'Telemetry',
        {
          params: {
            type: 'object',
            properties: { context: { type: 'string', enum: ['external', 'secure'] } },
            required: ['context'],
          },
          body: eventBodyJson,
          response: { 201: { type: 'object', properties: { uuid: { type: 'string' } }, required: ['uuid'] } },
        },
        { errors: [400, 401, 404] },
      ),
    },
    async (request, reply) => {
      const { context } = request.params as { context: string };
      if (context !== 'external' && context !== 'secure') throw notFound();
      // Secure events are the signed-in caller's; external ones carry at most the identity the page claims.
      if (context === 'secure') await authenticate.call(app, request, reply);
      const input = await validateBody(eventSchema, request.body);
      const created = await recordEvent(db, context, input, request.identityUuid);
      return reply.code(201).send(created);
    },
  );

  // The events of one application, oldest first: for its borrower (and signers), and for the organisation's
  // operators. Anyone else gets 404, before the query is looked at.
  app.get(
    '/ft/secure/api/v1/applications/:uuid/events',
    {
      preValidation: authenticate,
      schema: describe(
        'Telemetry',
        {
          summary: "An application's telemetry events, oldest first (its borrower or an operator)",
          params: { type: 'object', properties: { uuid: { type: 'string', format: 'uuid' } }, required: ['uuid'] },
          querystring: {
            type: 'object',
            properties: {
              eventType: { type: 'string' },
              limit: { type: 'integer', minimum: 1, maximum: MAX_EVENTS },
            },
          },
          response: { 200: { type: 'array', items: eventRecordJson } },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request) => {
      const { uuid } = request.params as { uuid: string };
      if (!isUuid(uuid)) throw notFound();
      const application = await findApplication(db, uuid.toLowerCase());
      if (!application || application.org_code !== request.org.organizationCode) throw notFound();
      const allowed =
        (await isApplicationMember(db, request.identityUuid, application)) || (await isOperator(db, request));
      if (!allowed) throw notFound();
      const query = await validateBody(eventsQuerySchema, request.query);
      return applicationEvents(db, application.uuid, query.eventType, query.limit ?? MAX_EVENTS);
    },
  );
}
