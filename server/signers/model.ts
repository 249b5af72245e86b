// Additional signers (co-owners on title): naming them, their invitations (written to the sandbox outbox, since
// no mail is sent), and what the borrower and the pipeline read about them. docs/API.md "Additional signers".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as yup from 'yup';
import type { CoDeedStatus, SignerProgress, SignerSummary } from '../../src/domain/signers';
import { coOwnersSchema, type CoOwnerInput } from '../../src/domain/validation/signers';
import { lockApplicationRow, parseStoredFields, type StoredFields } from '../application/model';
import { openSignerConditions } from '../conditions/model';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { HttpError, validateBody } from '../http';
import { findOrganisation } from '../organisations';
import { maskEmail } from '../security/email';
import { recordCreated } from '../security/idempotency';

/** Re-sends of one invitation are spaced by at least this much. */
export const RESEND_INTERVAL_MS = 60_000;
export const INVITATION_PATH = '/account/heloc/heloc-signer/login';

/** The scheme and host the borrower's request came in on: invitation links point back at the same site. */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 32 random bytes as URL-safe base64 (43 characters, INVITATION_TOKEN_PATTERN); only its hash is stored. */
function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function invitationUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${INVITATION_PATH}?invitation=${encodeURIComponent(token)}`;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function signerProgress(row: HelocSignersTable): SignerProgress {
  if (row.deed_signed_at) return 'SIGNED';
  if (row.identity_status === 'VERIFIED') return 'IDENTITY_VERIFIED';
  if (row.accepted_at) return 'ACCEPTED';
  return 'INVITED';
}

/** When this invitation may be sent again; null once accepted, or when it may be sent now. */
function resendAvailableAt(row: HelocSignersTable, now: Date): string | null {
  if (row.accepted_at) return null;
  const at = Date.parse(row.last_sent_at) + RESEND_INTERVAL_MS;
  return at > now.getTime() ? new Date(at).toISOString() : null;
}

export function toSignerSummary(row: HelocSignersTable, now: Date = new Date()): SignerSummary {
  const availableAt = resendAvailableAt(row, now);
  return {
    uuid: row.uuid,
    firstName: row.first_name,
    lastName: row.last_name,
    emailMasked: maskEmail(row.email),
    progress: signerProgress(row),
    invitedAt: row.invited_at,
    lastSentAt: row.last_sent_at,
    resendAvailableAt: availableAt,
    canResend: !row.accepted_at && availableAt === null,
  };
}

/** The co-owners of an application, in the order they were named. */
export async function signersOf(db: Db, applicationUuid: string): Promise<HelocSignersTable[]> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('application_uuid', '=', applicationUuid)
    .orderBy('position', 'asc')
    .orderBy('uuid', 'asc')
    .execute();
}

/** The accepted co-owner record an identity signs in as (one identity is made per accepted invitation). */
/** A signer's row as it is now (after the route changed it). */
export async function reloadSigner(db: Db, signerUuid: string): Promise<HelocSignersTable> {
  return db.selectFrom('heloc_signers').selectAll().where('uuid', '=', signerUuid).executeTakeFirstOrThrow();
}

export async function signerForIdentity(db: Db, identityUuid: string): Promise<HelocSignersTable | undefined> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('identity_uuid', '=', identityUuid)
    .where('accepted_at', 'is not', null)
    .orderBy('accepted_at', 'desc')
    .executeTakeFirst();
}

export async function signerByToken(db: Db, token: string): Promise<HelocSignersTable | undefined> {
  return db
    .selectFrom('heloc_signers')
    .selectAll()
    .where('invitation_token_hash', '=', hashInvitationToken(token))
    .executeTakeFirst();
}

/** Every co-owner has signed the deed and answered every request made of them (true when there are none). */
export async function coDeedComplete(db: Db, applicationUuid: string): Promise<boolean> {
  const signers = await signersOf(db, applicationUuid);
  if (signers.some((s) => !s.deed_signed_at)) return false;
  if (signers.length === 0) return true;
  return (await openSignerConditions(db, applicationUuid)).length === 0;
}

interface InvitationContext {
  borrowerFirstName: string;
  borrowerLastName: string;
  companyName: string;
  propertyLine: string | null;
  city: string | null;
}

async function invitationContext(db: Db, application: ApplicationsTable): Promise<InvitationContext> {
  const borrower = await db
    .selectFrom('identities')
    .select(['first_name', 'last_name'])
    .where('uuid', '=', application.borrower_uuid)
    .executeTakeFirstOrThrow();
  const property = application.property_uuid
    ? await db.selectFrom('addresses').selectAll().where('uuid', '=', application.property_uuid).executeTakeFirst()
    : undefined;
  return {
    borrowerFirstName: borrower.first_name,
    borrowerLastName: borrower.last_name,
    companyName: findOrganisation(application.org_code)?.metadata.companyInfo.companyName ?? 'your lender',
    propertyLine: property ? `${property.street1}, ${property.city}, ${property.state} ${property.zip}` : null,
    city: property?.city ?? null,
  };
}

/** The invitation as the sandbox outbox keeps it (the mail a real deployment would send). */
async function writeInvitation(
  trx: Db,
  input: { application: ApplicationsTable; signer: HelocSignersTable; token: string; origin: string },
  context: InvitationContext,
  at: string,
): Promise<void> {
  const url = invitationUrl(input.origin, input.token);
  const { borrowerFirstName: first, borrowerLastName: last } = context;
  const body = [
    `Hello ${input.signer.first_name},`,
    '',
    `${first} ${last} is opening a home equity line of credit with ${context.companyName}` +
      `${context.propertyLine ? ` on the home at ${context.propertyLine}` : ''}. Everyone on the title signs the ` +
      `deed, so ${first} named you as a co-owner.`,
    '',
    `Accept the invitation to choose a password, verify your identity and sign the deed online: ${url}`,
    '',
    'This link is personal and works until a newer invitation is sent. If you do not own this home with ' +
      `${first}, you can ignore this message.`,
  ].join('\n');
  await trx
    .insertInto('outbox_messages')
    .values({
      uuid: randomUUID(),
      org_code: input.application.org_code,
      application_uuid: input.application.uuid,
      to_email: input.signer.email,
      subject: `${first} asked you to sign for ${context.city ?? 'your home'}`,
      body,
      action_url: url,
      created_at: at,
    })
    .execute();
}

function coDeedStatusOf(signers: HelocSignersTable[]): CoDeedStatus | null {
  if (signers.length === 0) return null;
  return signers.every((s) => s.deed_signed_at) ? 'COMPLETE' : 'PENDING';
}

export interface NameSignersInput {
  application: ApplicationsTable;
  owners: CoOwnerInput[];
  borrowerEmail: string;
  /** Where invitation links point: `requestOrigin(request)` of the borrower's request. */
  origin: string;
  /** The server's clock (config.now); the re-send spacing is counted from it. */
  now?: () => Date;
}

/**
 * The borrower's list of co-owners replaces those who have not accepted yet: a co-owner already invited with the
 * same email is kept (not invited again), the others are removed (their links stop working), and each new one is
 * invited. Accepted co-owners always stay. Sets additionalSignerVersion, coDeedStatus and helocSigners on the
 * application, all in one transaction. 400 for a co-owner with the borrower's email or two with the same one.
 */
export async function nameSigners(db: Db, input: NameSignersInput): Promise<SignerSummary[]> {
  // Validated as start/contact's field, so a clash reads as it does there (`coOwners[1].email: …`).
  const owners =
    input.owners.length > 0
      ? ((await validateBody(yup.object({ coOwners: coOwnersSchema(input.borrowerEmail) }), { coOwners: input.owners }))
          .coOwners as CoOwnerInput[])
      : [];
  const now = input.now?.() ?? new Date();
  const at = now.toISOString();
  const context = await invitationContext(db, input.application);
  const applicationUuid = input.application.uuid;

  const signers = await db.transaction().execute(async (trx) => {
    await lockApplicationRow(trx, applicationUuid);
    const existing = await signersOf(trx, applicationUuid);
    const accepted = existing.filter((s) => s.accepted_at);
    const pending = existing.filter((s) => !s.accepted_at);
    const kept = pending.filter((s) => owners.some((o) => sameEmail(o.email, s.email)));
    const removed = pending.filter((s) => !kept.includes(s));
    if (removed.length > 0) {
      await trx
        .deleteFrom('heloc_signers')
        .where(
          'uuid',
          'in',
          removed.map((s) => s.uuid),
        )
        .execute();
    }
    let position = Math.max(0, ...existing.map((s) => s.position));
    for (const owner of owners) {
      const same = [...accepted, ...kept].find((s) => sameEmail(s.email, owner.email));
      if (same) {
        // The borrower may correct a name before the co-owner accepts; an accepted co-owner's name is theirs.
        if (!same.accepted_at && (same.first_name !== owner.firstName || same.last_name !== owner.lastName)) {
          await trx
            .updateTable('heloc_signers')
            .set({ first_name: owner.firstName, last_name: owner.lastName, updated_at: at })
            .where('uuid', '=', same.uuid)
            .execute();
        }
        continue;
      }
      const { token, hash } = newInvitationToken();
      const signer: HelocSignersTable = {
        uuid: randomUUID(),
        application_uuid: applicationUuid,
        org_code: input.application.org_code,
        first_name: owner.firstName,
        last_name: owner.lastName,
        email: owner.email.trim(),
        position: (position += 1),
        identity_uuid: null,
        esign_version: null,
        esign_consented_at: null,
        invitation_token_hash: hash,
        invited_at: at,
        last_sent_at: at,
        send_count: 1,
        accepted_at: null,
        identity_status: 'NOT_SUBMITTED',
        id_type: null,
        id_document_uuid: null,
        id_result: null,
        id_reason: null,
        id_ready_at: null,
        enotary: null,
        deed_signed_at: null,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('heloc_signers').values(signer).execute();
      await writeInvitation(trx, { application: input.application, signer, token, origin: input.origin }, context, at);
    }
    const after = await signersOf(trx, applicationUuid);
    const row = await lockApplicationRow(trx, applicationUuid);
    const data: StoredFields = {
      ...parseStoredFields(row),
      additionalSignerVersion: 'v1',
      coDeedStatus: coDeedStatusOf(after),
      helocSigners: after
        .filter((s) => s.accepted_at && s.identity_uuid)
        .map((s) => ({ identityUuid: s.identity_uuid! })),
    };
    await trx
      .updateTable('applications')
      .set({ data: JSON.stringify(data), updated_at: nowIso() })
      .where('uuid', '=', applicationUuid)
      .execute();
    return after;
  });
  return signers.map((s) => toSignerSummary(s, now));
}

/**
 * A new invitation for a co-owner who has not accepted: a new token (the old link stops working) and a new
 * outbox message. 409 once accepted; 429 within RESEND_INTERVAL_MS of the last one.
 */
export async function resendInvitation(
  db: Db,
  input: { application: ApplicationsTable; signer: HelocSignersTable; origin: string; now?: () => Date },
): Promise<SignerSummary> {
  const now = input.now?.() ?? new Date();
  const at = now.toISOString();
  if (input.signer.accepted_at) {
    throw new HttpError(409, 'This co-owner has accepted the invitation: they sign in with their own password');
  }
  const context = await invitationContext(db, input.application);
  const updated = await db.transaction().execute(async (trx) => {
    await lockApplicationRow(trx, input.application.uuid);
    const current = await trx
      .selectFrom('heloc_signers')
      .selectAll()
      .where('uuid', '=', input.signer.uuid)
      .executeTakeFirstOrThrow();
    if (current.accepted_at) {
      throw new HttpError(409, 'This co-owner has accepted the invitation: they sign in with their own password');
    }
    const availableAt = resendAvailableAt(current, now);
    if (availableAt) {
      const seconds = Math.ceil((Date.parse(availableAt) - now.getTime()) / 1000);
      throw new HttpError(429, `You can send the invitation again in ${seconds} seconds`);
    }
    const { token, hash } = newInvitationToken();
    const next: HelocSignersTable = {
      ...current,
      invitation_token_hash: hash,
      last_sent_at: at,
      send_count: current.send_count + 1,
      updated_at: at,
    };
    await trx
      .updateTable('heloc_signers')
      .set({
        invitation_token_hash: next.invitation_token_hash,
        last_sent_at: next.last_sent_at,
        send_count: next.send_count,
        updated_at: at,
      })
      .where('uuid', '=', current.uuid)
      .execute();
    await writeInvitation(
      trx,
      { application: input.application, signer: next, token, origin: input.origin },
      context,
      at,
    );
    // A keyed re-send whose process dies after this commit is answered from it, not sent a second time.
    await recordCreated(trx, { signerUuid: next.uuid });
    return next;
  });
  return toSignerSummary(updated, now);
}
