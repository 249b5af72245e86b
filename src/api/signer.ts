// The co-owner's (additional signer's) calls (docs/API.md "Additional signers"): the invitation and sign-in, which
// are public, then their own record, ID, eNotary session, documents and conditions with the co-owner's token.
// Every mutating call carries an Idempotency-Key, so a retried request replays the first answer.
import type { SignerDocument } from '../domain/signers';
import type { IdDocumentType } from '../domain/stages';
import type { Application } from '../domain/types';
import type { AnswerOf, BodyOf, CONDITIONS as CONDITION_ROUTES, IDENTITY, SIGNERS } from '../domain/contracts';
import { SIGNER_APPLICATION_NAME } from '../domain/flags';
import { api } from './client';
import { uploadConfig, uploadForm, type UploadProgressListener } from './closing';

const INVITATIONS = '/identity/api/v1/signer-invitations';
const HELOC = '/service-application/api/v1/application/heloc';
const SIGNER = `${HELOC}/signer`;
const CONDITIONS = '/service-conditions/external/api/v1/applications';

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

// --- Public ---------------------------------------------------------------------------------------------------------

/** What the invitation shows before a password exists; 404 with a message when it is invalid or was replaced. */
export async function getSignerInvitation(token: string): Promise<AnswerOf<typeof SIGNERS.invitation>> {
  const res = await api().get<AnswerOf<typeof SIGNERS.invitation>>(`${INVITATIONS}/${encodeURIComponent(token)}`, {
    context: 'external',
  });
  return res.data;
}

/** Chooses the co-owner's password; the answer's authorization header carries their token (the client keeps it). */
export async function acceptSignerInvitation(
  token: string,
  body: BodyOf<typeof SIGNERS.acceptInvitation>,
  key: string,
): Promise<AnswerOf<typeof SIGNERS.acceptInvitation>> {
  const res = await api().post<AnswerOf<typeof SIGNERS.acceptInvitation>>(
    `${INVITATIONS}/${encodeURIComponent(token)}/accept`,
    body,
    { context: 'external', ...idempotent(key) },
  );
  return res.data;
}

/** Signs a co-owner in through the identity broker; the token comes back in the authorization header. */
export async function signerSignIn(
  body: Pick<BodyOf<typeof IDENTITY.brokerLogin>, 'email' | 'password'>,
  orgCode: string,
): Promise<AnswerOf<typeof IDENTITY.brokerLogin>> {
  const res = await api().post<AnswerOf<typeof IDENTITY.brokerLogin>>(
    '/identity-broker/customer/api/v3/login',
    { ...body, applicationName: SIGNER_APPLICATION_NAME, orgCode } satisfies BodyOf<typeof IDENTITY.brokerLogin>,
    { context: 'external' },
  );
  return res.data;
}

// --- The co-owner's own -----------------------------------------------------------------------------------------------

/** The signed-in co-owner's record; 404 when the user is not a co-owner (e.g. a borrower signed in). */
export async function getSignerSelf(): Promise<AnswerOf<typeof SIGNERS.self>> {
  return (await api().get<AnswerOf<typeof SIGNERS.self>>(`${SIGNER}/self`)).data;
}

/**
 * The application as a co-owner may see it (redacted): the navigation recognises a co-owner by it. Typed as the
 * borrower's Application, though its contract (APPLICATION.read) answers a co-owner the redacted view.
 */
export async function getSignerApplication(applicationUuid: string): Promise<Application> {
  return (await api().get<Application>(`${HELOC}/${encodeURIComponent(applicationUuid)}`)).data;
}

/**
 * The front of the co-owner's photo ID, for verification; answers with their record (identity PENDING). Multipart
 * (idType and the file): the route's contract has no JSON body.
 */
export async function uploadSignerIdDocument(
  idType: IdDocumentType,
  file: Blob,
  key: string,
  onProgress?: UploadProgressListener,
): Promise<AnswerOf<typeof SIGNERS.idUpload>> {
  const res = await api().post<AnswerOf<typeof SIGNERS.idUpload>>(
    `${SIGNER}/identity/document`,
    uploadForm(file, { idType }),
    uploadConfig(key, onProgress, file.size),
  );
  return res.data;
}

/** The co-owner's session is the borrower's kind. */
export type { EnotarySession as SignerNotarySession } from '../domain/contracts/wire/closing';

/** The session's route reads no body: an empty one goes. */
export async function startSignerNotarySession(key: string): Promise<AnswerOf<typeof SIGNERS.notarySession>> {
  return (await api().post<AnswerOf<typeof SIGNERS.notarySession>>(`${SIGNER}/notary/session`, {}, idempotent(key)))
    .data;
}

/** 400 with the reason when the answers are wrong ('start a new session' after the third wrong try). */
export async function answerSignerNotaryQuestions(
  body: BodyOf<typeof SIGNERS.notaryAnswers>,
  key: string,
): Promise<AnswerOf<typeof SIGNERS.notaryAnswers>> {
  return (
    await api().post<AnswerOf<typeof SIGNERS.notaryAnswers>>(`${SIGNER}/notary/session/answers`, body, idempotent(key))
  ).data;
}

/** Signs the deed before the notary, with where the co-owner is; answers with their record (deed SIGNED). */
export async function acceptSignerNotarySession(
  body: BodyOf<typeof SIGNERS.notaryAccept>,
  key: string,
): Promise<AnswerOf<typeof SIGNERS.notaryAccept>> {
  return (
    await api().post<AnswerOf<typeof SIGNERS.notaryAccept>>(`${SIGNER}/notary/session/accept`, body, idempotent(key))
  ).data;
}

export async function getSignerDocuments(): Promise<AnswerOf<typeof SIGNERS.documents>> {
  return (await api().get<AnswerOf<typeof SIGNERS.documents>>(`${SIGNER}/documents`)).data;
}

export type SignerEsignConsentBody = BodyOf<typeof SIGNERS.esignConsent>;

/** E-SIGN: consent again under the current hardware/software requirements. */
export async function signerEsignConsent(
  body: SignerEsignConsentBody,
  key: string,
): Promise<AnswerOf<typeof SIGNERS.esignConsent>> {
  return (await api().post<AnswerOf<typeof SIGNERS.esignConsent>>(`${SIGNER}/esign/consent`, body, idempotent(key)))
    .data;
}

/**
 * The co-owner acknowledges receipt of their notice of right to cancel (two copies); answers the time on record.
 * The route reads no body: an empty one goes.
 */
export async function acknowledgeSignerNotice(key: string): Promise<AnswerOf<typeof SIGNERS.acknowledgeRightToCancel>> {
  return (
    await api().post<AnswerOf<typeof SIGNERS.acknowledgeRightToCancel>>(
      `${SIGNER}/documents/RIGHT_TO_CANCEL/acknowledge`,
      {},
      idempotent(key),
    )
  ).data;
}

/** A document's PDF bytes: fetched through the client because the route needs the bearer token. */
export async function fetchSignerDocumentPdf(type: SignerDocument['type']): Promise<ArrayBuffer> {
  const res = await api().get<ArrayBuffer>(`${SIGNER}/documents/${encodeURIComponent(type)}`, {
    responseType: 'arraybuffer',
    headers: { Accept: 'application/pdf' },
  });
  return res.data;
}

/** A document's HTML version (the same text as its PDF, server/documents/html.ts), with the co-owner's token. */
export async function fetchSignerDocumentHtml(type: SignerDocument['type']): Promise<string> {
  const res = await api().get<string>(`${SIGNER}/documents/${encodeURIComponent(type)}/html`, {
    responseType: 'text',
    headers: { Accept: 'text/html' },
  });
  return res.data;
}

// --- The co-owner's conditions (the conditions service's second path, for signers) ----------------------------------

const signerConditionsPath = (applicationUuid: string, rest = '') =>
  `${CONDITIONS}/${encodeURIComponent(applicationUuid)}/conditions/additional-signers${rest ? `/${rest}` : ''}`;

/** The requests an underwriter made of this co-owner. */
export async function getSignerConditions(
  applicationUuid: string,
): Promise<AnswerOf<typeof CONDITION_ROUTES.signerOpen>> {
  return (await api().get<AnswerOf<typeof CONDITION_ROUTES.signerOpen>>(signerConditionsPath(applicationUuid))).data;
}

/**
 * One document for one of the co-owner's conditions; answers with the condition and the stored document.
 * Multipart: the route's contract has no JSON body.
 */
export async function uploadSignerConditionDocument(
  applicationUuid: string,
  conditionUuid: string,
  file: Blob,
  key: string,
  onProgress?: UploadProgressListener,
): Promise<AnswerOf<typeof CONDITION_ROUTES.signerDocument>> {
  const path = signerConditionsPath(applicationUuid, `${encodeURIComponent(conditionUuid)}/documents`);
  return (
    await api().post<AnswerOf<typeof CONDITION_ROUTES.signerDocument>>(
      path,
      uploadForm(file),
      uploadConfig(key, onProgress, file.size),
    )
  ).data;
}
