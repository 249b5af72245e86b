// Additional signers (co-owners on title): naming them, their invitations (written to the outbox, which the mail
// sender delivers when SMTP is set), the borrower's re-send, and a co-owner's accepting of an invitation (their
// account). docs/API.md "Additional signers".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import * as yup from 'yup';
import { ESIGN_REQUIREMENTS } from '../../src/domain/esign';
import { isUuid } from '../../src/domain/guards';
import type { CoDeedStatus, SignerInvitation, SignerProgress, SignerSummary } from '../../src/domain/signers';
import { coOwnersSchema, INVITATION_TOKEN_PATTERN, type CoOwnerInput } from '../../src/domain/validation/signers';
import { changeStoredFields, lockApplicationRow, findAddress, applicationRow } from '../applications/repository';
import { isUniqueViolation, nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { HttpError, notFound, validateBody } from '../http';
import { findOrganisation } from '../organisations';
import { maskEmail } from '../security/email';
import { recordCreated } from '../security/idempotency';
import { hashPassword } from '../security/passwords';
import {
  deleteSigners,
  identityNames,
  insertOutboxMessage,
  insertSigner,
  linkAcceptedSigner,
  reloadSigner,
  signerByTokenHash,
  signerOfApplication,
  updateSigner,
} from './repository';
import { findIdentityByEmail, insertIdentity } from '../identities/repository';
import { signersOf } from '../applications/coOwnersRepository';

/** Re-sends of one invitation are spaced by at least this much. */
export const RESEND_INTERVAL_MS = 60_000;
export const INVITATION_PATH = '/account/heloc/heloc-signer/login';

export const INVITATION_NOT_VALID = 'This invitation is not valid or has been replaced by a newer one';
export const INVITATION_USED = 'This invitation has been used: sign in with your email and password';
export const SIGNER_EMAIL_TAKEN = 'An account with this email already exists: sign in with it';
const ACCEPTED_ALREADY = 'This co-owner has accepted the invitation: they sign in with their own password';

/** The scheme and host the borrower's request came in on: invitation links point back at the same site. */
export function requestOrigin(request: { protocol: string; host: string }): string {
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

export async function signerByToken(db: Db, token: string): Promise<HelocSignersTable | undefined> {
  return signerByTokenHash(db, hashInvitationToken(token));
}

/** The co-owner an invitation link's `token` names in the organisation `orgCode`; 404 for any other. */
export async function invitationFor(db: Db, token: unknown, orgCode: string): Promise<HelocSignersTable> {
  if (typeof token !== 'string' || !INVITATION_TOKEN_PATTERN.test(token))
    throw new HttpError(404, INVITATION_NOT_VALID);
  const signer = await signerByToken(db, token);
  if (!signer || signer.org_code !== orgCode) throw new HttpError(404, INVITATION_NOT_VALID);
  return signer;
}

/** The invitation as the signer login shows it before a password exists. */
export async function invitationView(db: Db, signer: HelocSignersTable): Promise<SignerInvitation> {
  const application = await applicationRow(db, signer.application_uuid);
  const [borrower, property] = await Promise.all([
    identityNames(db, application.borrower_uuid),
    application.property_uuid ? findAddress(db, application.property_uuid) : Promise.resolve(undefined),
  ]);
  return {
    firstName: signer.first_name,
    lastName: signer.last_name,
    email: signer.email,
    borrowerFirstName: borrower.first_name,
    property: property ? { city: property.city, state: property.state } : null,
    accepted: signer.accepted_at !== null,
  };
}

/**
 * Accepts the invitation with the co-owner's chosen password: their identity (CO_DEEDER) is made and linked, with
 * their E-SIGN consent, and they join the application's helocSigners, in one transaction. Returns the new
 * identity's uuid. 409 once accepted, or when an account with their email exists.
 */
export async function acceptInvitation(db: Db, signer: HelocSignersTable, password: string): Promise<string> {
  if (signer.accepted_at) throw new HttpError(409, INVITATION_USED);
  const org = signer.org_code;
  if (await findIdentityByEmail(db, org, signer.email)) throw new HttpError(409, SIGNER_EMAIL_TAKEN);
  const passwordHash = await hashPassword(password);
  const identityUuid = randomUUID();
  const at = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await lockApplicationRow(trx, signer.application_uuid);
      await insertIdentity(trx, {
        uuid: identityUuid,
        org_code: org,
        email: signer.email,
        password_hash: passwordHash,
        type: 'CO_DEEDER',
        first_name: signer.first_name,
        middle_name: null,
        last_name: signer.last_name,
        suffix: null,
        dob: null,
        phone: null,
        ssn_encrypted: null,
        tracker_uuid: null,
        optimizely_profile_uuid: null,
        created_at: at,
        updated_at: at,
      });
      // Only the accept that finds it still open links it: two racing accepts create one account.
      const linked = await linkAcceptedSigner(trx, signer.uuid, {
        // E-SIGN: consented, after confirming the test document opened, under the current requirements.
        identity_uuid: identityUuid,
        accepted_at: at,
        esign_version: ESIGN_REQUIREMENTS.version,
        esign_consented_at: at,
        updated_at: at,
      });
      if (!linked) throw new HttpError(409, INVITATION_USED);
      // The accepted co-owner is on the application's helocSigners from here: those are the accepted signers.
      await changeStoredFields(trx, signer.application_uuid, (data) => ({ ...data, additionalSignerVersion: 'v1' }));
    });
  } catch (err) {
    // An account made with this email meanwhile: the unique index decides.
    if (isUniqueViolation(err)) throw new HttpError(409, SIGNER_EMAIL_TAKEN);
    throw err;
  }
  return identityUuid;
}

interface InvitationContext {
  borrowerFirstName: string;
  borrowerLastName: string;
  companyName: string;
  propertyLine: string | null;
  city: string | null;
}

async function invitationContext(db: Db, application: ApplicationsTable): Promise<InvitationContext> {
  const borrower = await identityNames(db, application.borrower_uuid);
  const property = application.property_uuid ? await findAddress(db, application.property_uuid) : undefined;
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
  await insertOutboxMessage(trx, {
    uuid: randomUUID(),
    org_code: input.application.org_code,
    application_uuid: input.application.uuid,
    to_email: input.signer.email,
    subject: `${first} asked you to sign for ${context.city ?? 'your home'}`,
    body,
    action_url: url,
    created_at: at,
  });
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

/** A co-owner the borrower names who has no row yet: invited now with a new token. */
function newSigner(
  input: NameSignersInput,
  owner: CoOwnerInput,
  position: number,
  hash: string,
  at: string,
): HelocSignersTable {
  return {
    uuid: randomUUID(),
    application_uuid: input.application.uuid,
    org_code: input.application.org_code,
    first_name: owner.firstName,
    last_name: owner.lastName,
    email: owner.email.trim(),
    position,
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
}

/**
 * The borrower's list of co-owners replaces those who have not accepted yet: a co-owner already invited with the
 * same email is kept (not invited again), the others are removed (their links stop working), and each new one is
 * invited. Accepted co-owners always stay. Sets additionalSignerVersion, coDeedStatus and helocSigners on the
 * application, all in one transaction. 400 for a co-owner with the borrower's email or two with the same one.
 */
export async function nameSigners(
  db: Db,
  input: NameSignersInput,
  /** The rest of the borrower's submission, written in the same transaction (after the application's lock). */
  withSigners?: (trx: Db) => Promise<void>,
): Promise<SignerSummary[]> {
  // Validated as start/contact's field, so a clash reads as it does there (`coOwners[1].email: …`).
  const owners =
    input.owners.length > 0
      ? (await validateBody(yup.object({ coOwners: coOwnersSchema(input.borrowerEmail) }), { coOwners: input.owners }))
          .coOwners
      : [];
  const now = input.now?.() ?? new Date();
  const at = now.toISOString();
  const context = await invitationContext(db, input.application);
  const applicationUuid = input.application.uuid;

  const signers = await db.transaction().execute(async (trx) => {
    await lockApplicationRow(trx, applicationUuid);
    await withSigners?.(trx);
    const existing = await signersOf(trx, applicationUuid);
    const accepted = existing.filter((s) => s.accepted_at);
    const pending = existing.filter((s) => !s.accepted_at);
    const kept = pending.filter((s) => owners.some((o) => sameEmail(o.email, s.email)));
    const removed = pending.filter((s) => !kept.includes(s));
    if (removed.length > 0) {
      await deleteSigners(
        trx,
        removed.map((s) => s.uuid),
      );
    }
    let position = Math.max(0, ...existing.map((s) => s.position));
    for (const owner of owners) {
      const same = [...accepted, ...kept].find((s) => sameEmail(s.email, owner.email));
      if (same) {
        // The borrower may correct a name before the co-owner accepts; an accepted co-owner's name is theirs.
        if (!same.accepted_at && (same.first_name !== owner.firstName || same.last_name !== owner.lastName)) {
          await updateSigner(trx, same.uuid, {
            first_name: owner.firstName,
            last_name: owner.lastName,
            updated_at: at,
          });
        }
        continue;
      }
      const { token, hash } = newInvitationToken();
      const signer = newSigner(input, owner, (position += 1), hash, at);
      await insertSigner(trx, signer);
      await writeInvitation(trx, { application: input.application, signer, token, origin: input.origin }, context, at);
    }
    const after = await signersOf(trx, applicationUuid);
    // helocSigners are the accepted ones among them (server/applications/mapper.ts).
    await changeStoredFields(trx, applicationUuid, (data) => ({
      ...data,
      additionalSignerVersion: 'v1',
      coDeedStatus: coDeedStatusOf(after),
    }));
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
  if (input.signer.accepted_at) throw new HttpError(409, ACCEPTED_ALREADY);
  const context = await invitationContext(db, input.application);
  const updated = await db.transaction().execute(async (trx) => {
    await lockApplicationRow(trx, input.application.uuid);
    const current = await reloadSigner(trx, input.signer.uuid);
    if (current.accepted_at) throw new HttpError(409, ACCEPTED_ALREADY);
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
    await updateSigner(trx, current.uuid, {
      invitation_token_hash: next.invitation_token_hash,
      last_sent_at: next.last_sent_at,
      send_count: next.send_count,
      updated_at: at,
    });
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

/** The borrower's re-send to their co-owner `signerUuid` (as the request named it); 404 for anyone else's. */
export async function resendToSigner(
  db: Db,
  input: { application: ApplicationsTable | null | undefined; signerUuid: unknown; origin: string; now: () => Date },
): Promise<SignerSummary> {
  const { application, signerUuid } = input;
  if (!application || !isUuid(signerUuid)) throw notFound();
  const signer = await signerOfApplication(db, String(signerUuid).toLowerCase(), application.uuid);
  if (!signer) throw notFound();
  return resendInvitation(db, { application, signer, origin: input.origin, now: input.now });
}

/** The answer a keyed re-send kept for a retry: the co-owner it wrote to, as they now stand. */
export async function resentSummary(db: Db, signerUuid: string, now: () => Date): Promise<SignerSummary> {
  const signer = await reloadSigner(db, signerUuid);
  return toSignerSummary(signer, now());
}
