// Registration, login and identity (docs/API.md "Identity"; the profile is in server/profile).
import type { FastifyInstance } from 'fastify';
import { IDENTITY, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { bodyOf, describe } from '../openapi';
import { signIn } from '../security/auth';
import { checkLogin, identityOrThrow, register } from './service';
import { toIdentity, toLegacyIdentityUser } from './view';

export async function identityRoutes(app: FastifyInstance, { config, db, authenticate }: RouteDeps): Promise<void> {
  const authLimit = { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } };

  app.post(
    '/identity/api/v1/registration/register',
    {
      config: authLimit,
      schema: describe(
        'Identity',
        { description: 'RegistrationInput: see src/domain/validation/register.ts' },
        { errors: [400, 409, 429], contract: IDENTITY.register },
      ),
    },
    async (request, reply): Promise<AnswerOf<typeof IDENTITY.register>> => {
      const input = bodyOf(request, IDENTITY.register);
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
      schema: describe('Identity', {}, { errors: [400, 401, 429], contract: IDENTITY.login }),
    },
    async (request, reply): Promise<AnswerOf<typeof IDENTITY.login>> => {
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
      schema: describe('Identity', {}, { secure: true, errors: [401], contract: IDENTITY.identity }),
    },
    async (request): Promise<AnswerOf<typeof IDENTITY.identity>> => {
      return toIdentity(await identityOrThrow(db, request.identityUuid));
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: authenticate,
      schema: describe('Identity', {}, { secure: true, errors: [401], contract: IDENTITY.legacyIdentity }),
    },
    async (request): Promise<AnswerOf<typeof IDENTITY.legacyIdentity>> => {
      return toLegacyIdentityUser(await identityOrThrow(db, request.identityUuid));
    },
  );
}
