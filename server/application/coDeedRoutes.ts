// GET .../co-deed/status: the co-deed status of one of the signed-in borrower's applications (by default the
// latest) with where each co-owner stands (docs/API.md "Additional signers"). The borrower's only: a co-owner
// gets 404.
import type { FastifyInstance } from 'fastify';
import { APPLICATION, type AnswerOf } from '../../src/domain/contracts';
import type { CoDeedStatus } from '../../src/domain/signers';
import type { RouteDeps } from '../deps';
import { notFound } from '../http';
import { describe } from '../openapi';
import { findMemberApplication } from '../security/ownership';
import { toSignerSummary } from '../signers/invitationService';
import { signersOf } from '../applications/coOwnersRepository';
import { rowFieldsOf } from '../applications/mapper';
import { latestBorrowerApplication } from '../applications/repository';

/** The stored field is free text; only the statuses the server writes go on the wire. */
function knownCoDeedStatus(stored: unknown): CoDeedStatus | null {
  return stored === 'PENDING' || stored === 'COMPLETE' ? stored : null;
}

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
        },
        { secure: true, errors: [401, 404], contract: APPLICATION.coDeedStatus },
      ),
    },
    async (request): Promise<AnswerOf<typeof APPLICATION.coDeedStatus>> => {
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
        coDeedStatus: knownCoDeedStatus(rowFieldsOf(row).coDeedStatus),
        signers: signers.map((s) => toSignerSummary(s, now)),
      };
    },
  );
}
