// The lead portal: public details of the loan originator who referred a visitor (docs/API.md "Lead portal").
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../src/domain/guards';
import type { RouteDeps } from '../deps';
import type { Db } from '../db';
import type { LoanOriginatorsTable } from '../db/schema';
import { notFound } from '../http';
import { describe } from '../openapi';

const BASE = '/service-lead-portal/api/lo';

type OriginatorSeed = Omit<LoanOriginatorsTable, 'avatar_uri'>;

/** Loan originators of the organisations that take referrals (the partner and the wholesale channels). */
export const LOAN_ORIGINATORS: readonly OriginatorSeed[] = [
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e01',
    org_code: 'SUMMIT_RATE',
    originator_name: 'Maya Thompson',
    broker_name: 'Summit Rate Mortgage, Inc.',
    email: 'maya.thompson@summitrate.example',
    phone_number: '8665550121',
    nmls: '3100001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e02',
    org_code: 'SUMMIT_RATE',
    originator_name: 'Luis Ortega',
    broker_name: 'Summit Rate Mortgage, Inc.',
    email: 'luis.ortega@summitrate.example',
    phone_number: '8665550122',
    nmls: '3100002',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e03',
    org_code: 'HEARTH_WHOLESALE',
    originator_name: 'Priya Raman',
    broker_name: 'Keystone Home Loans',
    email: 'priya@keystonehomeloans.example',
    phone_number: '4155550131',
    nmls: '4100001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e04',
    org_code: 'HEARTH_WHOLESALE',
    originator_name: 'Ben Carter',
    broker_name: 'Bluebird Mortgage Brokers',
    email: 'ben@bluebirdmortgage.example',
    phone_number: '5125550132',
    nmls: '4100002',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e05',
    org_code: 'HEARTH_WHOLESALE_REFERRED',
    originator_name: 'Grace Kim',
    broker_name: 'Harbor Point Lending',
    email: 'grace@harborpointlending.example',
    phone_number: '2065550141',
    nmls: '4200001',
  },
  {
    uuid: '5e1a0c2e-6b1f-4c7a-9d3e-0a1b2c3d4e06',
    org_code: 'HEARTH_WHOLESALE_REFERRED',
    originator_name: 'Omar Haddad',
    broker_name: 'Harbor Point Lending',
    email: 'omar@harborpointlending.example',
    phone_number: '2065550142',
    nmls: '4200002',
  },
];

export function avatarPath(uuid: string): string {
  return `${BASE}/${uuid}/avatar.svg`;
}

export async function seedLoanOriginators(db: Db): Promise<void> {
  await db
    .insertInto('loan_originators')
    .values(LOAN_ORIGINATORS.map((o) => ({ ...o, avatar_uri: avatarPath(o.uuid) })))
    .onConflict((oc) => oc.column('uuid').doNothing())
    .execute();
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

/** A small circle with the originator's initials; the hue comes from the uuid so each looks different. */
export function avatarSvg(name: string, uuid: string): string {
  const hue = parseInt(uuid.replace(/-/g, '').slice(-4), 16) % 360;
  const text = initials(name).replace(/[^A-Z]/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${text}">` +
    `<circle cx="48" cy="48" r="48" fill="hsl(${hue},45%,40%)"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="32" fill="#fff" text-anchor="middle">${text}</text></svg>`
  );
}

const nullableString = { type: 'string', nullable: true } as const;
const params = {
  type: 'object',
  properties: { loanOriginatorUuid: { type: 'string', format: 'uuid' } },
  required: ['loanOriginatorUuid'],
} as const;

export async function leadPortalRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  await seedLoanOriginators(db);

  /** `organizationCode` null: any organisation's (the avatar is loaded by an <img>, which sends no x-org). */
  async function originator(organizationCode: string | null, uuid: unknown): Promise<LoanOriginatorsTable> {
    if (!isUuid(uuid)) throw notFound();
    let query = db.selectFrom('loan_originators').selectAll().where('uuid', '=', String(uuid).toLowerCase());
    if (organizationCode) query = query.where('org_code', '=', organizationCode);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  app.get(
    `${BASE}/:loanOriginatorUuid`,
    {
      schema: describe(
        'Lead portal',
        {
          params,
          response: {
            200: {
              type: 'object',
              properties: {
                userInfo: {
                  type: 'object',
                  properties: { uuid: { type: 'string' }, organizationCode: { type: 'string' } },
                },
                originatorDisplayInfo: {
                  type: 'object',
                  properties: {
                    originatorName: { type: 'string' },
                    brokerName: nullableString,
                    avatarUri: nullableString,
                    email: nullableString,
                    phoneNumber: nullableString,
                    nmls: nullableString,
                  },
                  required: ['originatorName'],
                },
              },
              required: ['userInfo', 'originatorDisplayInfo'],
            },
          },
        },
        { errors: [404] },
      ),
    },
    async (request) => {
      const { loanOriginatorUuid } = request.params as { loanOriginatorUuid: string };
      const row = await originator(request.org.organizationCode, loanOriginatorUuid);
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
    { schema: describe('Lead portal', { params, description: 'image/svg+xml' }, { errors: [404] }) },
    async (request, reply) => {
      const { loanOriginatorUuid } = request.params as { loanOriginatorUuid: string };
      const row = await originator(null, loanOriginatorUuid);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=600')
        .send(avatarSvg(row.originator_name, row.uuid));
    },
  );
}
