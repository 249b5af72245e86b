// GET .../state-licenses: the states the organisation lends in. Public; the organisation is the x-org one
// (or the host's), or `?orgCode=` to look another up.
import type { FastifyInstance } from 'fastify';
import { APPLICATION, type AnswerOf } from '../../src/domain/contracts';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { describe } from '../openapi';
import { findOrganisation } from '../organisations';

export async function stateLicenseRoutes(app: FastifyInstance, _deps: RouteDeps): Promise<void> {
  app.get(
    '/service-application/external/api/v1/heloc/state-licenses',
    {
      schema: describe(
        'Application',
        {
          querystring: { type: 'object', properties: { orgCode: { type: 'string' } } },
        },
        { errors: [400, 404], contract: APPLICATION.stateLicenses },
      ),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.stateLicenses>> => {
      const { orgCode } = request.query as { orgCode?: unknown };
      const org = typeof orgCode === 'string' && orgCode.trim() !== '' ? findOrganisation(orgCode) : request.org;
      if (!org) throw notFound();
      return { organizationCode: org.organizationCode, states: [...org.licensedStates].sort() };
    },
  );
}
