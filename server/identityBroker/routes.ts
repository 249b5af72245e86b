// The identity broker: sign-in, sign-out and "who am I" for customers (borrowers, signers) and agents
// (loan officers) (docs/API.md "Identity broker").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDENTITY } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { HttpError, notFound } from '../http';
import { bodyOf, describe } from '../openapi';
import { findOrganisation } from '../organisations';
import { signIn } from '../security/auth';
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
const redirectJson = {
  type: 'object',
  properties: { redirect: { type: 'string' } },
  required: ['redirect'],
} as const;

export async function identityBrokerRoutes(
  app: FastifyInstance,
  { config, db, authenticate }: RouteDeps,
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
          response: {
            200: {
              type: 'object',
              properties: {
                uuid: { type: 'string' },
                organizationCode: { type: 'string' },
                profileType: { type: 'string' },
                email: { type: 'string' },
                updatedAt: { type: 'string' },
                twoFactorEnabled: { type: 'boolean' },
                aliases: { type: 'array', items: { type: 'string' } },
                passwordExpired: { type: 'boolean' },
                totpVerified: { type: 'boolean' },
                wallet: {
                  type: 'object',
                  properties: {
                    accountAddress: { type: 'string' },
                    groupPolicyAddress: { type: 'string', nullable: true },
                  },
                },
                isBroker: { type: 'boolean' },
                activeLegacyCustomerOrgs: { type: 'array', items: { type: 'string' } },
                firstName: { type: 'string' },
                middleName: { type: 'string', nullable: true },
                lastName: { type: 'string' },
                suffix: { type: 'string', nullable: true },
              },
            },
          },
        },
        { secure: true, errors: [400, 401, 404] },
      ),
    },
    async (request) => {
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
      schema: describe(
        'Identity broker',
        { params, response: { 200: redirectJson } },
        { errors: [400, 401, 404, 429], contract: IDENTITY.brokerLogin },
      ),
    },
    async (request, reply) => {
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
        { params, response: { 200: redirectJson } },
        { secure: true, errors: [400, 401, 404], contract: IDENTITY.brokerLogout },
      ),
    },
    async (request, reply) => {
      const input = bodyOf(request, IDENTITY.brokerLogout);
      await endSession(db, request.sessionId);
      reply.removeHeader('authorization');
      return { redirect: logoutRedirect(input.applicationName) };
    },
  );
}
