// Registration, login and identity (docs/API.md "Identity"; the profile is in server/profile).
import type { FastifyInstance } from 'fastify';
import { IDENTITY } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { signIn } from '../security/auth';
import { checkLogin, identityOrThrow, register, type ValidRegistration } from './service';
import { toIdentity, toLegacyIdentityUser } from './view';

/** Identity (src/domain/types.ts). */
const identityJson = {
  type: 'object',
  properties: {
    uuid: { type: 'string' },
    type: { type: 'string', enum: ['BORROWER', 'CO_DEEDER', 'AGENT'] },
    email: { type: 'string' },
    phoneNumbers: { type: 'array', items: { type: 'string' } },
    organizationCode: { type: 'string' },
    isBroker: { type: 'boolean' },
  },
  required: ['uuid', 'type', 'email', 'phoneNumbers', 'organizationCode', 'isBroker'],
} as const;
export async function identityRoutes(app: FastifyInstance, { config, db, authenticate }: RouteDeps): Promise<void> {
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/identity/api/v1/registration/register',
    {
      config: authLimit,
      schema: describe(
        'Identity',
        {
          description: 'RegistrationInput: see src/domain/validation/register.ts',
          response: {
            200: {
              type: 'object',
              properties: { jwt: { type: 'string' }, identity: identityJson, applicationUuid: { type: 'string' } },
              required: ['jwt', 'identity', 'applicationUuid'],
            },
          },
        },
        { errors: [400, 409, 429], contract: IDENTITY.register },
      ),
    },
    async (request, reply) => {
      const input = bodyOf(request, IDENTITY.register) as ValidRegistration;
      const org = request.org.organizationCode;
      const { identity, applicationUuid } = await register(db, org, input);
      const jwt = await signIn(reply, config, db, identity.uuid, org);
      return { jwt, identity: toIdentity(identity), applicationUuid };
    },
  );

  app.post(
    '/identity/api/v1/login',
    {
      config: authLimit,
      schema: describe(
        'Identity',
        {
          response: {
            200: {
              type: 'object',
              properties: { jwt: { type: 'string' }, identity: identityJson },
              required: ['jwt', 'identity'],
            },
          },
        },
        { errors: [400, 401, 429], contract: IDENTITY.login },
      ),
    },
    async (request, reply) => {
      const input = bodyOf(request, IDENTITY.login);
      const row = await checkLogin(db, request.org.organizationCode, input.email.trim(), input.password);
      const jwt = await signIn(reply, config, db, row.uuid, row.org_code);
      return { jwt, identity: toIdentity(row) };
    },
  );

  app.get(
    '/identity/secure/api/v1/identity',
    {
      preHandler: authenticate,
      schema: describe('Identity', { response: { 200: identityJson } }, { secure: true, errors: [401] }),
    },
    async (request) => {
      return toIdentity(await identityOrThrow(db, request.identityUuid));
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: authenticate,
      schema: describe(
        'Identity',
        { response: { 200: { type: 'object', description: 'legacy identity user', additionalProperties: true } } },
        { secure: true, errors: [401] },
      ),
    },
    async (request) => {
      return toLegacyIdentityUser(await identityOrThrow(db, request.identityUuid));
    },
  );
}
