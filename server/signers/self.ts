// A signed-in co-owner's own record (SignerSelf): their ID check, settled on the sandbox clock as the pipeline
// settles the borrower's, their deed and the step they resume at.
import { esignReconsentNeeded } from '../../src/domain/esign';
import type {
  SignerApplicationState,
  SignerDeedStatus,
  SignerIdentityStatus,
  SignerNextStep,
  SignerSelf,
} from '../../src/domain/signers';
import { parseStoredFields } from '../application/model';
import { createCondition, openSignerConditions } from '../conditions/model';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable, HelocSignersTable } from '../db/schema';
import { msUntilReady } from '../pipeline/stages/closingOrders';
import type { VendorSubject } from '../pipeline/vendors/subject';
import { closingPersona } from '../sandbox/closingPersonas';
import type { SandboxClock } from '../sandbox/clock';

/** The stage at which co-owners sign: the borrower has signed the note and waits for them. */
export const CO_DEED_STAGE = 'CO_DEED_REQUIRED';

/** The co-owner's eNotary session, kept on their row (heloc_signers.enotary). */
export interface SignerEnotary {
  sessionId: string;
  questions: { id: string; prompt: string; choices: string[] }[];
  answerKey: Record<string, string>;
  attempts: number;
  status: 'STARTED' | 'IDENTITY_CONFIRMED' | 'FAILED' | 'SIGNED';
  location?: { latitude: number; longitude: number };
}

export function enotaryOf(signer: HelocSignersTable): SignerEnotary | null {
  return signer.enotary ? (JSON.parse(signer.enotary) as SignerEnotary) : null;
}

export function applicationStateOf(application: ApplicationsTable): SignerApplicationState {
  if (application.stage === 'CANCELLED' || application.stage === 'DECLINED') return 'CANCELLED';
  if (application.stage === 'COMPLETE') return 'FUNDED';
  return 'ACTIVE';
}

export function deedStatusOf(signer: HelocSignersTable, application: ApplicationsTable): SignerDeedStatus {
  if (signer.deed_signed_at) return 'SIGNED';
  return application.stage === CO_DEED_STAGE && signer.identity_status === 'VERIFIED' ? 'READY' : 'NOT_READY';
}

/** What the vendors are told about a co-owner: their own name, the application's property. */
export async function signerSubject(
  db: Db,
  signer: HelocSignersTable,
  application: ApplicationsTable,
): Promise<VendorSubject> {
  const property = application.property_uuid
    ? await db.selectFrom('addresses').selectAll().where('uuid', '=', application.property_uuid).executeTakeFirst()
    : undefined;
  return {
    applicationUuid: application.uuid,
    firstName: signer.first_name,
    lastName: signer.last_name,
    dob: null,
    property: property
      ? { street1: property.street1, city: property.city, state: property.state, zip: property.zip }
      : null,
  };
}

/**
 * Applies the verifier's answer once it is due (PENDING → VERIFIED or FAILED_VERIFICATION), as the pipeline does
 * for the borrower at WAITING_FOR_ID_VERIFICATION. Sandbox `Condition` persona: a verified co-owner is asked for
 * proof of address. Returns the row as it is now.
 */
export async function settleIdentity(
  db: Db,
  signer: HelocSignersTable,
  clock: SandboxClock,
): Promise<HelocSignersTable> {
  if (signer.identity_status !== 'PENDING' || !signer.id_result) return signer;
  if (msUntilReady({ readyAt: signer.id_ready_at }, clock) > 0) return signer;
  const at = nowIso();
  // Only the reader that finds it still pending applies it, so the persona's request is made once.
  const result = await db
    .updateTable('heloc_signers')
    .set({ identity_status: signer.id_result, updated_at: at })
    .where('uuid', '=', signer.uuid)
    .where('identity_status', '=', 'PENDING')
    .where('id_ready_at', '=', signer.id_ready_at)
    .executeTakeFirst();
  const settled = Number(result.numUpdatedRows) > 0;
  if (settled && signer.id_result === 'VERIFIED' && closingPersona({ lastName: signer.last_name }) === 'Condition') {
    await createCondition(db, {
      applicationUuid: signer.application_uuid,
      category: 'GENERIC_DOCUMENT_REQUEST',
      notes: 'Sandbox Condition persona: proof of address from a co-owner.',
      commentsToBorrower: 'Please upload proof of your current address',
      requestDocuments: true,
      numDocsRequired: 1,
      actionNeeded: 'Upload proof of your current address',
      signerUuid: signer.uuid,
    });
  }
  return db.selectFrom('heloc_signers').selectAll().where('uuid', '=', signer.uuid).executeTakeFirstOrThrow();
}

function nextStepOf(
  state: SignerApplicationState,
  identity: SignerIdentityStatus,
  deed: SignerDeedStatus,
  openConditions: number,
): SignerNextStep {
  if (state === 'CANCELLED') return 'cancelled';
  if (deed === 'SIGNED' || state === 'FUNDED') return 'documents';
  if (openConditions > 0) return 'conditions';
  if (identity !== 'VERIFIED') return 'identity';
  if (deed === 'READY') return 'sign';
  return 'intro';
}

export async function signerSelf(db: Db, signer: HelocSignersTable): Promise<SignerSelf> {
  const application = await db
    .selectFrom('applications')
    .selectAll()
    .where('uuid', '=', signer.application_uuid)
    .executeTakeFirstOrThrow();
  const [borrower, property, open] = await Promise.all([
    db
      .selectFrom('identities')
      .select(['first_name', 'last_name'])
      .where('uuid', '=', application.borrower_uuid)
      .executeTakeFirstOrThrow(),
    application.property_uuid
      ? db.selectFrom('addresses').selectAll().where('uuid', '=', application.property_uuid).executeTakeFirst()
      : Promise.resolve(undefined),
    openSignerConditions(db, application.uuid, signer.uuid),
  ]);
  const state = applicationStateOf(application);
  const identity = signer.identity_status as SignerIdentityStatus;
  const deed = deedStatusOf(signer, application);
  return {
    signerUuid: signer.uuid,
    applicationUuid: application.uuid,
    firstName: signer.first_name,
    lastName: signer.last_name,
    email: signer.email,
    borrower: { firstName: borrower.first_name, lastName: borrower.last_name },
    property: property
      ? {
          street1: property.street1,
          street2: property.street2,
          city: property.city,
          state: property.state,
          zip: property.zip,
        }
      : null,
    lineAmount: parseStoredFields(application).amount ?? 0,
    applicationState: state,
    identity: {
      status: identity,
      idType: signer.id_type,
      reason: identity === 'FAILED_VERIFICATION' ? signer.id_reason : null,
    },
    deed: { status: deed, signedAt: signer.deed_signed_at },
    openConditions: open.length,
    nextStep: nextStepOf(state, identity, deed, open.length),
    // Accepted before versions were kept (0016): the requirements of that time, version 1.
    esignReconsentRequired: esignReconsentNeeded(signer.accepted_at ? (signer.esign_version ?? 1) : null),
  };
}
