// Applications and the optimizely profile (docs/API.md "Application").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApplicationsTable } from '../db/schema';
import * as yup from 'yup';
import { APPLICATION, type AnswerOf } from '../../src/domain/contracts';
import {
  applicationRow,
  borrowerApplicationRow,
  borrowerApplications,
  findApplicationWithProperty,
  insertApplication,
  loadApplicationJson,
  type ApplicationAndProperty,
} from '../applications/repository';
import { optimizelyProfileOf, setOptimizelyProfile } from './repository';
import { applicationJsonText, toApplication } from '../applications/mapper';
import { isUuid } from '../../src/domain/guards';
import { notFound, validateBody } from '../http';
import { bodyOf, describe } from '../openapi';
import { keptAnswer, sendKeptJson, type KeptAnswer } from '../static';
import { idempotent, recordCreated } from '../security/idempotency';
import { isApplicationMember } from '../security/ownership';
import { isAcceptedSigner } from '../security/ownershipRepository';
import { redactForSigner } from '../signers/mapper';
import type { RouteDeps } from '../deps';

const BASE = '/service-application/api/v1/application/heloc';
const OPTIMIZELY = '/service-application/api/v3/application/heloc/optermizerly-profile';

const optimizelyQuerySchema = yup.object({
  optimizelyProfileUuid: yup.string().trim().required('Required').max(128, 'Cannot be more than 128 characters'),
  identityUuid: yup.string().required('Required'),
});

const uuidParams = {
  type: 'object',
  properties: { uuid: { type: 'string', format: 'uuid' } },
  required: ['uuid'],
} as const;

/** One spelling of an address: case, spaces and punctuation runs do not make a second property. */
const normalised = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
        .toLowerCase()
        .replace(/[\s.,#]+/g, ' ')
        .trim()
    : value == null
      ? ''
      : null;

/**
 * What makes two "new application" requests the same: the organisation, the property and the sale plan.
 * Null (no dedupe) for a body the schema will refuse anyway.
 */
export function sameApplicationKey(orgCode: string, body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { property, saleStatus } = body as { property?: unknown; saleStatus?: unknown };
  if (!property || typeof property !== 'object' || typeof saleStatus !== 'string') return null;
  const p = property as Record<string, unknown>;
  const parts = [p.street1, p.street2, p.city, p.state, p.zip].map(normalised);
  if (parts.some((part) => part === null)) return null;
  return JSON.stringify([orgCode, ...parts, saleStatus]);
}

/**
 * The borrower's application as a kept answer. A kept read's row (frozen, shared until the next commit:
 * findApplicationWithProperty) gives back the same text and compressed forms, made once; any other row is new.
 */
function answerFor({ row, address, children, inputs }: ApplicationAndProperty): KeptAnswer {
  const kept = answers.get(row);
  if (kept) return kept;
  const answer = keptAnswer(applicationJsonText(row.uuid, inputs, () => toApplication(row, address, children)));
  if (Object.isFrozen(row)) answers.set(row, answer);
  return answer;
}
const answers = new WeakMap<ApplicationsTable, KeptAnswer>();

export async function applicationRoutes(app: FastifyInstance, { db, authenticate, config }: RouteDeps): Promise<void> {
  app.get(
    `${BASE}/all`,
    {
      preHandler: authenticate,
      schema: describe('Application', {}, { secure: true, errors: [401], contract: APPLICATION.all }),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.all>> => {
      const found = await borrowerApplications(db, request.identityUuid, request.org.organizationCode);
      return found.map(({ row, address, children }) => toApplication(row, address, children));
    },
  );

  // A double click on "start a new application" must not start two: Idempotency-Key replays the first, and
  // without a key the same property (and sale plan) within AUTO_WINDOW_MS replays it too.
  // A crash after the insert committed and before the answer was kept: the retry answers with that application.
  const newApplication = idempotent(db, {
    hashKey: config.encryptionKey,
    autoKey: (request) => sameApplicationKey(request.org.organizationCode, request.body),
    creates: true,
    replay: async (request, detail) => {
      const row = await borrowerApplicationRow(db, String(detail.applicationUuid), request.identityUuid);
      return loadApplicationJson(db, row);
    },
  });
  app.post(
    BASE,
    {
      // Signed in before the body is validated (401 before 400); the key's replay after it.
      preValidation: authenticate,
      preHandler: newApplication.preHandler,
      onSend: newApplication.onSend,
      schema: describe('Application', {}, { secure: true, errors: [400, 401], contract: APPLICATION.create }),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.create>> => {
      const input = bodyOf(request, APPLICATION.create);
      const uuid = await db.transaction().execute(async (trx) => {
        const created = await insertApplication(trx, {
          borrowerUuid: request.identityUuid,
          orgCode: request.org.organizationCode,
          property: input.property,
          saleStatus: input.saleStatus,
          cause: 'dashboard',
        });
        await recordCreated(trx, { applicationUuid: created });
        return created;
      });
      return loadApplicationJson(db, await applicationRow(db, uuid));
    },
  );

  app.get(
    OPTIMIZELY,
    {
      preHandler: authenticate,
      schema: describe('Application', {}, { secure: true, errors: [401], contract: APPLICATION.tracker }),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.tracker>> => {
      return { optimizelyProfileUuid: await optimizelyProfileOf(db, request.identityUuid) };
    },
  );

  app.patch(
    OPTIMIZELY,
    {
      preHandler: authenticate,
      schema: describe(
        'Application',
        {
          querystring: {
            type: 'object',
            properties: { optimizelyProfileUuid: { type: 'string', maxLength: 128 }, identityUuid: { type: 'string' } },
            required: ['optimizelyProfileUuid', 'identityUuid'],
          },
        },
        { secure: true, errors: [400, 401, 404], contract: APPLICATION.setTracker },
      ),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.setTracker>> => {
      const query = await validateBody(optimizelyQuerySchema, request.query);
      // Only the caller's own identity; another identity is answered like an unknown one.
      if (query.identityUuid.toLowerCase() !== request.identityUuid) throw notFound();
      await setOptimizelyProfile(db, request.identityUuid, query.optimizelyProfileUuid);
      return { optimizelyProfileUuid: query.optimizelyProfileUuid };
    },
  );

  app.get(
    `${BASE}/:uuid`,
    {
      // Its co-owners may read it too, redacted (docs/API.md "Additional signers").
      preValidation: [authenticate],
      // The borrower's answer is compressed once per form (sendKeptJson); a co-owner's and the errors are small.
      compress: false,
      schema: describe(
        'Application',
        { params: uuidParams },
        { secure: true, errors: [401, 404], contract: APPLICATION.read },
      ),
    },
    (request, reply) => {
      // The busiest read: the application, its ownership and its property in one round trip (the session check
      // is cached briefly, server/security/sessions.ts). Anyone but its borrower or an accepted co-owner: 404.
      // Its borrower polling it is answered without a promise while its rows are kept (findApplicationWithProperty).
      const uuid = (request.params as { uuid?: unknown }).uuid;
      if (!isUuid(uuid)) throw notFound();
      const found = findApplicationWithProperty(db, String(uuid).toLowerCase());
      return found instanceof Promise
        ? found.then((read) => answer(request, reply, read))
        : answer(request, reply, found);
    },
  );

  /** GET application's answer, once the application is read: at once for its borrower, else after the checks. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    found: Awaited<ReturnType<typeof findApplicationWithProperty>>,
  ): undefined | Promise<AnswerOf<typeof APPLICATION.read>> {
    if (!found || found.row.org_code !== request.org.organizationCode) throw notFound();
    const { row, address, children } = found;
    if (row.borrower_uuid === request.identityUuid) {
      request.application = row;
      // Already JSON, and compressed once per form: sent as it is (the contract documents it). Nothing is
      // returned: a returned reply is itself awaited (it is thenable), which would cost the promise saved here.
      sendKeptJson(request, reply, answerFor(found));
      return undefined;
    }
    return (async () => {
      const member = await isApplicationMember(db, request.identityUuid, row);
      if (!member && !(await isAcceptedSigner(db, request.identityUuid, row))) throw notFound();
      request.application = row;
      return redactForSigner(toApplication(row, address, children));
    })();
  }
}
