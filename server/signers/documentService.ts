// What a co-owner may do with their documents (the deed, their notice of right to cancel): list them with their
// acknowledgment, read one (PDF or its HTML version) once it is available to them, acknowledge receipt of the notice.
import type { RightToCancelReceipt } from '../../src/domain/contracts/wire/signers';
import type { SignerDocument } from '../../src/domain/signers';
import { clockOffsetOf } from '../pipeline/clock';
import type { Db } from '../db';
import type { HelocSignersTable } from '../db/schema';
import { attachedHtml } from '../documents/html';
import { receiptAt, recordReceipt, RIGHT_TO_CANCEL_COPIES } from '../documents/rescissionReceiptsService';
import { notFound } from '../http';
import type { SandboxClock } from '../sandbox/clock';
import { isSignerDocumentType, renderSignerDocument, signerDocuments, type SignerDocumentType } from './documents';
import { applicationOf } from './service';

/** The co-owner's documents, the notice saying whether (and when) `identityUuid` acknowledged receipt. */
export async function documentsFor(db: Db, signer: HelocSignersTable, identityUuid: string): Promise<SignerDocument[]> {
  const list = signerDocuments(signer, await applicationOf(db, signer));
  // The notice of right to cancel says whether (and when) this co-owner acknowledged receipt.
  const receipt = await receiptAt(db, signer.application_uuid, identityUuid);
  return list.map((d) => (d.type === 'RIGHT_TO_CANCEL' ? { ...d, acknowledgedAt: receipt } : d));
}

/** The co-owner's own document of the requested type, prepared "now"; 404 until it is available to them. */
export async function ownDocument(
  db: Db,
  clock: SandboxClock,
  signer: HelocSignersTable,
  type: unknown,
): Promise<{ type: SignerDocumentType; bytes: Uint8Array }> {
  if (!isSignerDocumentType(type)) throw notFound();
  const application = await applicationOf(db, signer);
  const listed = signerDocuments(signer, application).find((d) => d.type === type);
  if (!listed?.available) throw notFound();
  // Prepared "now" on the application's own clock, as the borrower's documents are.
  const prepared = new Date(clock.forApplication(clockOffsetOf(application)).now());
  return { type, bytes: await renderSignerDocument(db, type, signer, application, prepared) };
}

/** The HTML version the PDF of ownDocument carries (server/documents/html.ts). */
export async function ownDocumentHtml(
  db: Db,
  clock: SandboxClock,
  signer: HelocSignersTable,
  type: unknown,
): Promise<string> {
  const document = await ownDocument(db, clock, signer, type);
  const html = await attachedHtml(document.bytes);
  if (html === null) throw new Error(`The co-owner's ${document.type} PDF carries no HTML version`);
  return html;
}

/**
 * The co-owner (`identityUuid`) acknowledges receipt of their own notice of right to cancel (G-5, two copies),
 * recorded with the time; the first acknowledgment is the one on record. 404 until the notice is available.
 */
export async function acknowledgeRightToCancel(
  db: Db,
  signer: HelocSignersTable,
  identityUuid: string,
  now: () => Date,
): Promise<RightToCancelReceipt> {
  const application = await applicationOf(db, signer);
  const listed = signerDocuments(signer, application).find((d) => d.type === 'RIGHT_TO_CANCEL');
  if (!listed?.available) throw notFound();
  const acknowledgedAt = await recordReceipt(db, application.uuid, identityUuid, now().toISOString());
  return { type: 'RIGHT_TO_CANCEL', copies: RIGHT_TO_CANCEL_COPIES, acknowledgedAt };
}
