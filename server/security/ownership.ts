// Who may see an application: its borrower, and (later) its additional signers. Everyone else gets 404,
// so the server never reveals that a uuid exists.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isUuid } from '../../src/domain/guards';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { notFound } from '../http';

export type MembershipCheck = (
  db: Db,
  identityUuid: string,
  application: ApplicationsTable,
) => Promise<boolean> | boolean;

const isBorrower: MembershipCheck = (_db, identityUuid, application) => application.borrower_uuid === identityUuid;

const membershipChecks: MembershipCheck[] = [isBorrower];

/** Additional-signer routes add their check here (e.g. a lookup in a heloc_signers table). */
export function addMembershipCheck(check: MembershipCheck): void {
  membershipChecks.push(check);
}

export async function isApplicationMember(
  db: Db,
  identityUuid: string,
  application: ApplicationsTable,
): Promise<boolean> {
  for (const check of membershipChecks) {
    if (await check(db, identityUuid, application)) return true;
  }
  return false;
}

/** The application if the signed-in caller may see it in this organisation; otherwise a 404 error. */
export async function findMemberApplication(
  db: Db,
  request: FastifyRequest,
  uuid: unknown,
): Promise<ApplicationsTable> {
  if (!isUuid(uuid)) throw notFound();
  const row = await db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', String(uuid).toLowerCase())
    .executeTakeFirst();
  if (!row || row.org_code !== request.org.organizationCode) throw notFound();
  if (!(await isApplicationMember(db, request.identityUuid, row))) throw notFound();
  return row;
}

/** preHandler for `/{uuid}` routes; run after `authenticate`. Puts the row on `request.application`. */
export function requireApplicationMember(db: Db, param = 'uuid'): preHandlerAsyncHookHandler {
  return async function applicationMember(request) {
    const params = request.params as Record<string, unknown>;
    request.application = await findMemberApplication(db, request, params[param]);
  };
}
