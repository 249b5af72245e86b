// GET .../co-deed/status: the co-deed status of one of the signed-in borrower's applications (by default the
// latest) with where each co-owner stands (docs/API.md "Additional signers"). The borrower's only: a co-owner
// gets 404.
import type { FastifyInstance } from 'fastify';
import type { CoDeedStatus, CoDeedStatusAnswer } from '../../src/domain/signers';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { describe } from '../openapi';
import { findMemberApplication } from '../security/ownership';
import { toSignerSummary } from '../signers/invitationService';
import { signersOf } from '../applications/coOwnersRepository';
import { rowFieldsOf } from '../applications/mapper';
import { latestBorrowerApplication } from '../applications/repository';

export async function coDeedRoutes(app: FastifyInstance, { db, authenticate, config }: RouteDeps): Promise<void> {
  app.get(
    '/service-application/api/v1/application/heloc/co-deed/status',
    {
      preValidation: authenticate,
      schema: describe(
        'Application',
        {
          querystring: {
            type: 'object',
            properties: {
              applicationUuid: {
                type: 'string',
                description: "one of the caller's applications (default: the latest)",
              },
            },
          },
          response: {
            200: {
              type: 'object',
              properties: {
                applicationUuid: { type: 'string' },
                coDeedStatus: { type: 'string', nullable: true },
                signers: {
                  type: 'array',
                  items: {
                    type: 'object',
                    description: 'SignerSummary (src/domain/signers.ts)',
                    additionalProperties: true,
                  },
                },
              },
              required: ['applicationUuid', 'coDeedStatus', 'signers'],
            },
          },
        },
        { secure: true, errors: [401, 404] },
      ),
    },
    async (request): Promise<CoDeedStatusAnswer> => {
      const { applicationUuid } = request.query as { applicationUuid?: string };
      const row =
        applicationUuid !== undefined
          ? await findMemberApplication(db, request, applicationUuid)
          : await latestBorrowerApplication(db, request.identityUuid, request.org.organizationCode);
      if (!row) throw notFound();
      const now = config.now?.() ?? new Date();
      const signers = await signersOf(db, row.uuid);
      return {
        applicationUuid: row.uuid,
        coDeedStatus: (rowFieldsOf(row).coDeedStatus as CoDeedStatus | null) ?? null,
        signers: signers.map((s) => toSignerSummary(s, now)),
      };
    },
  );
}
