// A signed-in co-owner's own record (SignerSelf): their ID check, settled on the sandbox clock as the pipeline
// settles the borrower's, their deed and the step they resume at; their ID upload, E-SIGN consent and answers to
// the requests made of them; and whether the co-deed is complete.
import { ESIGN_REQUIREMENTS, esignReconsentNeeded } from '../../src/domain/esign';
import type { IdDocumentType } from '../../src/domain/stages';
import type {
  SignerApplicationState,
  SignerDeedStatus,
  SignerIdentityStatus,
  SignerNextStep,
  SignerSelf,
} from '../../src/domain/signers';
import { rowFieldsOf } from '../applications/mapper';
import type { ServerConfig } from '../config';
import { conditionAwaitingDocument, createCondition, openSignerConditions } from '../conditions/service';
import { nowIso, type Db } from '../db';
import type { ApplicationsTable, ConditionsTable, HelocSignersTable } from '../db/schema';
import { HttpError, notFound } from '../http';
import { msUntilReady, readyAtFor } from '../pipeline/orderTimingService';
import type { IdVerificationResult, IdVerificationVendor } from '../pipeline/vendors/idVerification';
import type { VendorSubject } from '../pipeline/vendors/subject';
import { closingPersona } from '../sandbox/closingPersonas';
import type { SandboxClock } from '../sandbox/clock';
import { storeDocumentOnce, type StoreDocumentInput } from '../uploads';
import { identityNames, reloadSigner, settlePendingIdentity, signerForIdentity, updateSigner } from './repository';
import { findAddress, applicationRow } from '../applications/repository';

/** The stage at which co-owners sign: the borrower has signed the note and waits for them. */
export const CO_DEED_STAGE = 'CO_DEED_REQUIRED';

export const IDENTITY_VERIFIED_ALREADY = 'Your identity is verified already';
export const APPLICATION_CANCELLED = 'This application has been cancelled';

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

/** The application a co-owner is on. */
export function applicationOf(db: Db, signer: HelocSignersTable): Promise<ApplicationsTable> {
  return applicationRow(db, signer.application_uuid);
}

/** A cancelled or declined application takes no more submissions from its co-owners. */
export function requireActive(application: ApplicationsTable): void {
  if (applicationStateOf(application) === 'CANCELLED') throw new HttpError(409, APPLICATION_CANCELLED);
}

/** What the vendors are told about a co-owner: their own name, the application's property. */
export async function signerSubject(
  db: Db,
  signer: HelocSignersTable,
  application: ApplicationsTable,
): Promise<VendorSubject> {
  const property = application.property_uuid ? await findAddress(db, application.property_uuid) : undefined;
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
  const result = signer.id_result;
  if (signer.identity_status !== 'PENDING' || !result) return signer;
  if (msUntilReady({ readyAt: signer.id_ready_at }, clock) > 0) return signer;
  // Only the reader that finds it still pending applies it, so the persona's request is made once; the answer and
  // the request commit together, so a crash between them cannot leave a verified co-owner never asked.
  await db.transaction().execute(async (trx) => {
    const settled = await settlePendingIdentity(trx, signer, result, nowIso());
    if (settled && result === 'VERIFIED' && closingPersona({ lastName: signer.last_name }) === 'Condition') {
      await createCondition(trx, {
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
  });
  return reloadSigner(db, signer.uuid);
}

/** The caller's accepted co-owner record in the organisation `orgCode` (else 404), with a due ID answer applied. */
export async function signedInSigner(
  db: Db,
  identityUuid: string,
  orgCode: string,
  clock: SandboxClock,
): Promise<HelocSignersTable> {
  const signer = await signerForIdentity(db, identityUuid);
  if (!signer || signer.org_code !== orgCode) throw notFound();
  return settleIdentity(db, signer, clock);
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
  const application = await applicationOf(db, signer);
  const [borrower, property, open] = await Promise.all([
    identityNames(db, application.borrower_uuid),
    application.property_uuid ? findAddress(db, application.property_uuid) : Promise.resolve(undefined),
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
    lineAmount: rowFieldsOf(application).amount ?? 0,
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

/**
 * Saves a co-owner's ID front (kept, not listed) with the verifier's answer, due at `readyAt`, and marks them PENDING,
 * in the document's transaction (storeDocumentOnce: a retry after its commit answers from it).
 */
export async function saveIdUpload(
  db: Db,
  signer: HelocSignersTable,
  upload: Omit<StoreDocumentInput, 'applicationUuid' | 'listed' | 'conditionUuid'>,
  result: IdVerificationResult,
  readyAt: string | null,
): Promise<void> {
  const input = { ...upload, listed: false, applicationUuid: signer.application_uuid };
  await storeDocumentOnce(db, input, async (trx, document) => {
    await updateSigner(trx, signer.uuid, {
      identity_status: 'PENDING',
      id_type: upload.type,
      id_document_uuid: document.uuid,
      id_result: result.status,
      id_reason: result.reason,
      id_ready_at: readyAt,
      updated_at: nowIso(),
    });
    return { signerUuid: signer.uuid };
  });
}

/** The co-owner may upload their ID: the application is active and they are not verified yet. Returns it. */
export async function idUploadOpen(db: Db, signer: HelocSignersTable): Promise<ApplicationsTable> {
  const application = await applicationOf(db, signer);
  requireActive(application);
  if (signer.identity_status === 'VERIFIED') throw new HttpError(409, IDENTITY_VERIFIED_ALREADY);
  return application;
}

/** The answer to an ID upload: the co-owner as they now stand (a due answer of the verifier applied). */
export async function identityAnswer(db: Db, signer: HelocSignersTable, clock: SandboxClock): Promise<SignerSelf> {
  return signerSelf(db, await settleIdentity(db, await reloadSigner(db, signer.uuid), clock));
}

/** The verifier asked about the uploaded ID, its answer saved (saveIdUpload); answers with the co-owner now. */
export async function verifyIdDocument(
  db: Db,
  services: { idVerification: IdVerificationVendor; clock: SandboxClock; config: ServerConfig },
  signer: HelocSignersTable,
  application: ApplicationsTable,
  upload: { idType: string; filename: string; mime: string; bytes: Buffer; uploadedBy: string },
): Promise<SignerSelf> {
  const { idVerification, clock, config } = services;
  const result = await idVerification.verify({
    subject: await signerSubject(db, signer, application),
    idType: upload.idType as IdDocumentType,
    filename: upload.filename,
    bytes: upload.bytes,
  });
  const { filename, mime, bytes, uploadedBy } = upload;
  const document = { type: upload.idType, filename, mime, bytes, uploadedBy };
  await saveIdUpload(db, signer, document, result, readyAtFor(result.wait, { clock, config }));
  return identityAnswer(db, signer, clock);
}

/** E-SIGN §101(c)(1)(D): the co-owner consents again under the current requirements; answers with them now. */
export async function consentToEsignAgain(db: Db, signer: HelocSignersTable, now: () => Date): Promise<SignerSelf> {
  const at = now().toISOString();
  await updateSigner(db, signer.uuid, {
    esign_version: ESIGN_REQUIREMENTS.version,
    esign_consented_at: at,
    updated_at: at,
  });
  const fresh = await reloadSigner(db, signer.uuid);
  return signerSelf(db, fresh);
}

/** The co-owner's own open request `conditionUuid` that takes documents, while the application is active. */
export async function signerConditionAwaitingDocument(
  db: Db,
  signer: HelocSignersTable,
  conditionUuid: unknown,
): Promise<ConditionsTable> {
  const condition = await conditionAwaitingDocument(db, signer.application_uuid, conditionUuid, signer.uuid);
  requireActive(await applicationOf(db, signer));
  return condition;
}
