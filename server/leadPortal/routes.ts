// The lead portal: public details of the loan originator who referred a visitor (docs/API.md "Lead portal").
import type { FastifyInstance } from 'fastify';
import { LEAD_PORTAL, type AnswerOf } from '../../src/domain/contracts';
import { isUuid } from '../../src/domain/guards';
import type { RouteDeps } from '../deps';
import type { Db } from '../db';
import type { LoanOriginatorsTable } from '../db/schema';
import { notFound } from '../http';
import { describe } from '../openapi';
import { avatarSvg, BASE, loanOriginatorRows } from './originators';
import { findLoanOriginator, seedLoanOriginators } from './repository';

const params = {
  type: 'object',
  properties: { loanOriginatorUuid: { type: 'string', format: 'uuid' } },
  required: ['loanOriginatorUuid'],
} as const;

/** `organizationCode` null: any organisation's (the avatar is loaded by an <img>, which sends no x-org). */
async function originator(db: Db, organizationCode: string | null, uuid: unknown): Promise<LoanOriginatorsTable> {
  if (!isUuid(uuid)) throw notFound();
  const row = await findLoanOriginator(db, String(uuid).toLowerCase(), organizationCode);
  if (!row) throw notFound();
  return row;
}

export async function leadPortalRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  await seedLoanOriginators(db, loanOriginatorRows());

  app.get(
    `${BASE}/:loanOriginatorUuid`,
    {
      schema: describe(
        'Lead portal',
        {
          params,
        },
        { errors: [404], contract: LEAD_PORTAL.originator },
      ),
    },
    async (request): Promise<AnswerOf<typeof LEAD_PORTAL.originator>> => {
      const { loanOriginatorUuid } = request.params as { loanOriginatorUuid: string };
      const row = await originator(db, request.org.organizationCode, loanOriginatorUuid);
      return {
        userInfo: { uuid: row.uuid, organizationCode: row.org_code },
        originatorDisplayInfo: {
          originatorName: row.originator_name,
          brokerName: row.broker_name,
          avatarUri: row.avatar_uri,
          email: row.email,
          phoneNumber: row.phone_number,
          nmls: row.nmls,
        },
      };
    },
  );

  app.get(
    `${BASE}/:loanOriginatorUuid/avatar.svg`,
    {
      schema: describe(
        'Lead portal',
        { params, description: 'image/svg+xml' },
        { errors: [404], contract: LEAD_PORTAL.avatar },
      ),
    },
    async (request, reply) => {
      const { loanOriginatorUuid } = request.params as { loanOriginatorUuid: string };
      const row = await originator(db, null, loanOriginatorUuid);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=600')
        .send(avatarSvg(row.originator_name, row.uuid));
    },
  );
}
