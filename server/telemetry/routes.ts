// Telemetry sessions and events (docs/API.md "Telemetry").
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { isUuid, UUID_PATTERN } from '../../src/domain/guards';
import { nowIso } from '../db';
import { HttpError, notFound, validateBody } from '../http';
import { describe } from '../openapi';
import type { RouteDeps } from '../deps';
import type { FtEventsTable } from '../db/schema';
import { isApplicationMember } from '../security/ownership';
import { isOperator } from '../security/operator';

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

/** Arrival order: microseconds since the epoch, strictly increasing within this process. */
let lastSeq = 0;
export function nextSeq(): number {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
}

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

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function eventRecord(row: FtEventsTable) {
  return {
    uuid: row.uuid,
    context: row.context,
    domain: row.domain,
    pagePath: row.page_path,
    queryParams: parseJson(row.query_params),
    event: row.event,
    eventType: row.event_type,
    productType: row.product_type,
    sessionUuid: row.session_uuid,
    trackerUuid: row.tracker_uuid,
    identityId: row.identity_uuid,
    applicationUuid: row.application_uuid,
    eventProperties: parseJson(row.event_properties),
    dontDedupe: row.dont_dedupe === 1,
    dedupeProperty: row.dedupe_property,
    createdAt: row.created_at,
  };
}

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

const MAX_JSON = 8192;
function jsonText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  if (text.length > MAX_JSON) throw new HttpError(400, `Event data cannot be more than ${MAX_JSON} characters`);
  return text;
}

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
      const sessionKey = {
        uuid: randomUUID(),
        epoch: Date.now(),
        trackerUuid: input.trackerUuid?.toLowerCase() ?? randomUUID(),
      };
      await db
        .insertInto('ft_sessions')
        .values({
          uuid: sessionKey.uuid,
          epoch: String(sessionKey.epoch),
          tracker_uuid: sessionKey.trackerUuid,
          context,
          created_at: nowIso(),
        })
        .execute();
      return { sessionKey };
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
      const session = await db
        .selectFrom('ft_sessions')
        .select(['uuid'])
        .where('uuid', '=', input.sessionKey.uuid.toLowerCase())
        .executeTakeFirst();
      if (!session) throw new HttpError(400, 'sessionKey: Unknown session');
      const uuid = randomUUID();
      await db
        .insertInto('ft_events')
        .values({
          uuid,
          context,
          domain: input.domain,
          page_path: input.pagePath,
          query_params: jsonText(input.queryParams),
          event: input.event,
          event_type: input.eventType,
          product_type: input.productType ?? null,
          session_uuid: session.uuid,
          session_epoch: String(input.sessionKey.epoch),
          tracker_uuid: input.sessionKey.trackerUuid.toLowerCase(),
          identity_uuid: context === 'secure' ? request.identityUuid : (input.identityId?.toLowerCase() ?? null),
          application_uuid: input.applicationUuid?.toLowerCase() ?? null,
          event_properties: jsonText(input.eventProperties),
          dont_dedupe: input.dontDedupe ? 1 : 0,
          dedupe_property: input.dedupeProperty ?? null,
          created_at: nowIso(),
          seq: nextSeq(),
        })
        .execute();
      return reply.code(201).send({ uuid });
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
      const application = await db
        .selectFrom('applications')
        .selectAll()
        .where('uuid', '=', uuid.toLowerCase())
        .executeTakeFirst();
      if (!application || application.org_code !== request.org.organizationCode) throw notFound();
      const allowed =
        (await isApplicationMember(db, request.identityUuid, application)) || (await isOperator(db, request));
      if (!allowed) throw notFound();
      const query = await validateBody(eventsQuerySchema, request.query);
      let select = db.selectFrom('ft_events').selectAll().where('application_uuid', '=', application.uuid);
      if (query.eventType) select = select.where('event_type', '=', query.eventType);
      const rows = await select
        .orderBy('created_at')
        .orderBy('seq')
        .limit(query.limit ?? MAX_EVENTS)
        .execute();
      return rows.map(eventRecord);
    },
  );
}
