// Who may see an application: its borrower (every /{uuid} resource), and, where a co-owner may read, its
// accepted additional signers (requireApplicationParticipant). Everyone else gets 404, so the server never
// reveals that a uuid exists.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isUuid } from '../../src/domain/guards';
import type { Db } from '../db';
import type { ApplicationsTable } from '../db/schema';
import { notFound } from '../http';
import { findApplication, isAcceptedSigner } from './ownershipRepository';

export type MembershipCheck = (
  db: Db,
  identityUuid: string,
  application: ApplicationsTable,
) => Promise<boolean> | boolean;

const isBorrower: MembershipCheck = (_db, identityUuid, application) => application.borrower_uuid === identityUuid;

const membershipChecks: MembershipCheck[] = [isBorrower];

/**
 * Widens membership for every /{uuid} resource: not for additional signers, who must not reach the borrower's
 * private resources (they use requireApplicationParticipant where they may read).
 */
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

/** Application `uuid` of the caller's organisation; otherwise a 404 error (who may see it is the caller's check). */
async function findOrgApplication(db: Db, request: FastifyRequest, uuid: unknown): Promise<ApplicationsTable> {
  if (!isUuid(uuid)) throw notFound();
  const row = await findApplication(db, String(uuid).toLowerCase());
  if (!row || row.org_code !== request.org.organizationCode) throw notFound();
  return row;
}

/** The application if the signed-in caller may see it in this organisation; otherwise a 404 error. */
export async function findMemberApplication(
  db: Db,
  request: FastifyRequest,
  uuid: unknown,
): Promise<ApplicationsTable> {
  const row = await findOrgApplication(db, request, uuid);
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

/**
 * preHandler for the few `/{uuid}` reads a co-owner may make too (GET application, answered redacted to them):
 * the borrower or an accepted co-owner of that application; everyone else 404. Puts the row on
 * `request.application`.
 */
export function requireApplicationParticipant(db: Db, param = 'uuid'): preHandlerAsyncHookHandler {
  return async function applicationParticipant(request) {
    const row = await findOrgApplication(db, request, (request.params as Record<string, unknown>)[param]);
    const allowed =
      (await isApplicationMember(db, request.identityUuid, row)) ||
      (await isAcceptedSigner(db, request.identityUuid, row));
    if (!allowed) throw notFound();
    request.application = row;
  };
}
