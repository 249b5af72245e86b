// Telemetry sessions and events (docs/API.md "Telemetry").
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import * as yup from 'yup';
import { isUuid } from '../../src/domain/guards';
import { TELEMETRY, type AnswerOf } from '../../src/domain/contracts';
import { notFound, validateBody } from '../http';
import { bodyOf, describe } from '../openapi';
import type { RouteDeps } from '../deps';
import { isApplicationMember } from '../security/ownership';
import { isOperator } from '../security/operator';
import { findApplication } from '../applications/repository';
import { applicationEvents, recordEvent, startSession } from './service';

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

export async function ftRoutes(app: FastifyInstance, { db, authenticate }: RouteDeps): Promise<void> {
  // Before the body is validated: an unknown context is a 404, and a secure event's caller must be signed in
  // (401); external events carry at most the identity the page claims.
  const knownContext: preValidationAsyncHookHandler = async (request) => {
    const { context } = request.params as { context: string };
    if (context !== 'external' && context !== 'secure') throw notFound();
  };
  const secureCaller: preValidationAsyncHookHandler = async function secureCaller(request, reply) {
    if ((request.params as { context: string }).context === 'secure') await authenticate.call(app, request, reply);
  };
  app.post(
    '/ft/:context/session',
    {
      preValidation: knownContext,
      schema: describe(
        'Telemetry',
        {
          params: {
            type: 'object',
            properties: { context: { type: 'string', enum: ['external', 'secure'] } },
            required: ['context'],
          },
        },
        { errors: [400, 404], contract: TELEMETRY.session },
      ),
    },
    async (request): Promise<AnswerOf<typeof TELEMETRY.session>> => {
      const { context } = request.params as { context: 'external' | 'secure' };
      const input = bodyOf(request, TELEMETRY.session);
      return startSession(db, context, input);
    },
  );

  app.post(
    '/ft/:context/event',
    {
      preValidation: [knownContext, secureCaller],
      schema: describe(
        'Telemetry',
        {
          params: {
            type: 'object',
            properties: { context: { type: 'string', enum: ['external', 'secure'] } },
            required: ['context'],
          },
        },
        { errors: [400, 401, 404], contract: TELEMETRY.event },
      ),
    },
    async (request, reply) => {
      const { context } = request.params as { context: 'external' | 'secure' };
      const input = bodyOf(request, TELEMETRY.event);
      const created: AnswerOf<typeof TELEMETRY.event> = await recordEvent(db, context, input, request.identityUuid);
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
        },
        { secure: true, errors: [400, 401, 404], contract: TELEMETRY.applicationEvents },
      ),
    },
    async (request): Promise<AnswerOf<typeof TELEMETRY.applicationEvents>> => {
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
