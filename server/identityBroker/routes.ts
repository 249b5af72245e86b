// The identity broker: sign-in, sign-out and "who am I" for customers (borrowers, signers) and agents
// (loan officers) (docs/API.md "Identity broker").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { HttpError, notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { findOrganisation } from '../organisations';
import { signIn } from '../security/auth';
import { announceEndedChats } from '../chat/hubService';
import type { ChatHub } from '../chat/hubTypes';
import { seedSandboxAgents } from './agents';
import { brokerLogin, brokerSelf, endSession, loginRedirect, logoutRedirect, ROLES, type Role } from './service';

export const APPLICATION_NAME_HEADER = 'x-auth0-application-name';
export const MISSING_APPLICATION_NAME = 'X-Auth0-Application-Name header is required';

function roleOf(request: FastifyRequest): Role {
  const role = (request.params as { role?: string }).role;
  if (!ROLES.includes(role as Role)) throw notFound();
  return role as Role;
}

/** An unknown role is a 404 before the body is validated. */
async function knownRole(request: FastifyRequest): Promise<void> {
  roleOf(request);
}

const params = {
  type: 'object',
  properties: { role: { type: 'string', enum: ROLES } },
  required: ['role'],
} as const;

export async function identityBrokerRoutes(
  app: FastifyInstance,
  { config, db, authenticate, hub }: RouteDeps & { hub: ChatHub },
): Promise<void> {
  if (config.env !== 'production') await seedSandboxAgents(db);
  const base = '/identity-broker/:role';

  app.get(
    `${base}/secure/api/v3/self/figureinfo`,
    {
      preValidation: authenticate,
      schema: describe(
        'Identity broker',
        {
          params,
          headers: {
            type: 'object',
            properties: { [APPLICATION_NAME_HEADER]: { type: 'string' } },
            required: [APPLICATION_NAME_HEADER],
          },
        },
        { secure: true, errors: [400, 401, 404], contract: IDENTITY.brokerSelf },
      ),
    },
    async (request): Promise<AnswerOf<typeof IDENTITY.brokerSelf>> => {
      const role = roleOf(request);
      const appName = request.headers[APPLICATION_NAME_HEADER];
      if (typeof appName !== 'string' || appName.trim() === '') throw new HttpError(400, MISSING_APPLICATION_NAME);
      return brokerSelf(db, request.identityUuid, role);
    },
  );

  app.post(
    `${base}/api/v3/login`,
    {
      config: { rateLimit: { max: config.authRateLimit, timeWindow: '1 minute' } },
      preValidation: knownRole,
      schema: describe('Identity broker', { params }, { errors: [400, 401, 404, 429], contract: IDENTITY.brokerLogin }),
    },
    async (request, reply): Promise<AnswerOf<typeof IDENTITY.brokerLogin>> => {
      const role = roleOf(request);
      const input = bodyOf(request, IDENTITY.brokerLogin);
      const org = input.orgCode ? findOrganisation(input.orgCode) : request.org;
      if (!org) throw new HttpError(400, 'Unknown organisation');
      const row = await brokerLogin(db, org.organizationCode, role, input.email, input.password);
      await signIn(reply, config, db, row.uuid, row.org_code);
      return { redirect: loginRedirect(input.applicationName) };
    },
  );

  app.post(
    `${base}/secure/api/v3/logout`,
    {
      preValidation: [authenticate, knownRole],
      schema: describe(
        'Identity broker',
        { params },
        { secure: true, errors: [400, 401, 404], contract: IDENTITY.brokerLogout },
      ),
    },
    async (request, reply): Promise<AnswerOf<typeof IDENTITY.brokerLogout>> => {
      const input = bodyOf(request, IDENTITY.brokerLogout);
      await announceEndedChats(db, hub, await endSession(db, request.sessionId));
      reply.removeHeader('authorization');
      return { redirect: logoutRedirect(input.applicationName) };
    },
  );
}
