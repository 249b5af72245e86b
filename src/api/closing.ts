// The journey from a submitted application to a funded line (docs/API.md "Closing"): the submissions of each
// closing screen and what the screens read. Every POST carries an Idempotency-Key, so a retried request replays
// the first answer. Uploads go as multipart with one `file` (the server sniffs its content).
import type { Application } from '../domain/types';
import type { IdDocumentType } from '../domain/stages';
import type { InsuranceDocumentType } from '../domain/validation/insurance';
import type { UploadAnswer } from '../domain/contracts/wire/closing';
import type { AnswerOf, APPLICATION, BodyOf, CLOSING, JOURNEY, RouteContract, SIGNERS } from '../domain/contracts';
import { api } from './client';
import type { SentBody } from './wire';

export type { CoDeedStatusAnswer } from '../domain/signers';
export type {
  BpoAnswer,
  ClosingStatusAnswer,
  ClosingStepName,
  EnotarySession,
  IdentityVerificationAnswer,
  IncomeAnswer,
  InsuranceRequirementsAnswer,
  NotaryAnswer,
  NotaryQuestion,
  UploadAnswer,
  UploadedDocument,
} from '../domain/contracts/wire/closing';

const HELOC = '/service-application/api/v1/application/heloc';

export const closingPath = (uuid: string, rest: string) => `${HELOC}/${encodeURIComponent(uuid)}/${rest}`;

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** POSTs route `C`'s body; answers what its contract says it answers. */
async function post<C extends RouteContract>(
  uuid: string,
  rest: string,
  body: SentBody<C>,
  key: string,
): Promise<AnswerOf<C>> {
  return (await api().post<AnswerOf<C>>(closingPath(uuid, rest), body, idempotent(key))).data;
}

async function get<C extends RouteContract>(uuid: string, rest: string): Promise<AnswerOf<C>> {
  return (await api().get<AnswerOf<C>>(closingPath(uuid, rest))).data;
}

/** A multipart body: the text fields, then the one file. */
export function uploadForm(file: Blob, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file instanceof File ? file.name : 'upload');
  return form;
}

/** How much of an upload's body the browser has sent (axios's onUploadProgress, from XHR's upload events). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadProgressListener = (progress: UploadProgress) => void;

/**
 * The request config of an upload: its Idempotency-Key and, when given, a listener told as the body goes out
 * (sagas/uploadProgress.ts turns it into the drop zone's percentage). Without a computable total, the form's own
 * size stands in: the browser knows it, axios just did not pass it on.
 */
export function uploadConfig(key: string, onProgress?: UploadProgressListener, fallbackTotal = 0) {
  return {
    headers: { 'Idempotency-Key': key },
    ...(onProgress
      ? {
          onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) =>
            onProgress({ loaded, total: total && total > 0 ? total : Math.max(fallbackTotal, loaded) }),
        }
      : {}),
  };
}

async function upload(
  uuid: string,
  rest: string,
  file: Blob,
  fields: Record<string, string>,
  key: string,
  onProgress?: UploadProgressListener,
): Promise<Application> {
  const config = uploadConfig(key, onProgress, file.size);
  return (await api().post<UploadAnswer>(closingPath(uuid, rest), uploadForm(file, fields), config)).data.application;
}

// --- Reads ------------------------------------------------------------------------------------------------------

export const getIncome = (uuid: string) => get<typeof CLOSING.income>(uuid, 'income');
export const getIdentityVerification = (uuid: string) =>
  get<typeof CLOSING.idVerification>(uuid, 'identity/verification');
export const getBpo = (uuid: string) => get<typeof CLOSING.bpo>(uuid, 'bpo');
export const getNotary = (uuid: string) => get<typeof CLOSING.notary>(uuid, 'notary');
export const getInsuranceRequirements = (uuid: string) =>
  get<typeof CLOSING.insuranceRequirements>(uuid, 'insurance/requirements');
export const getClosingStatus = (uuid: string) => get<typeof CLOSING.status>(uuid, 'closing/status');
export const getDebtPayoff = (uuid: string) => get<typeof CLOSING.merchantPayoff>(uuid, 'merchant/payoff');

/** signing/additional: the co-deed status and where each co-owner stands; not under `{uuid}` (the uuid is a query). */
export const getCoDeedStatus = async (applicationUuid: string) =>
  (
    await api().get<AnswerOf<typeof APPLICATION.coDeedStatus>>(`${HELOC}/co-deed/status`, {
      params: { applicationUuid },
    })
  ).data;

/** signing/additional: a new invitation link for a co-owner who has not accepted (the old one stops working). */
export const resendSignerInvitation = (uuid: string, signerUuid: string, key: string) =>
  post<typeof SIGNERS.resend>(uuid, `signers/${encodeURIComponent(signerUuid)}/resend`, undefined, key);

// --- Vendor links and the notary session (their answers are not the application) ----------------------------------

export const startIncomeLink = (uuid: string, type: BodyOf<typeof CLOSING.incomeLink>['type'], key: string) =>
  post<typeof CLOSING.incomeLink>(uuid, 'income/link', { type }, key);

export const startBankLink = (uuid: string, purpose: BodyOf<typeof CLOSING.bankLink>['purpose'], key: string) =>
  post<typeof CLOSING.bankLink>(uuid, 'bank/link', { purpose }, key);

/** The session's route reads no body: an empty one goes. */
export const startNotarySession = (uuid: string, key: string) =>
  post<typeof CLOSING.notarySession>(uuid, 'notary/session', {}, key);

export const answerNotaryQuestions = (uuid: string, body: BodyOf<typeof CLOSING.notaryAnswers>, key: string) =>
  post<typeof CLOSING.notaryAnswers>(uuid, 'notary/session/answers', body, key);

// --- Submissions answering the application (journey steps: sagas/journey.ts) ----------------------------------

export type ManualAccountBody = BodyOf<typeof CLOSING.manualAccount>;

/** The manual notary's time and, for a Texas line, where the closing takes place. */
export type ManualNotaryBody = BodyOf<typeof CLOSING.manualNotary>;

/** A multipart upload's file (its route's contract has no JSON body: the file goes as the form's `file`). */
export interface FileBody {
  file: Blob;
}

export const closingSteps = {
  submitIncomeSources: (uuid: string, body: BodyOf<typeof CLOSING.incomeSources>, key: string) =>
    post<typeof CLOSING.incomeSources>(uuid, 'income/sources', body, key),
  completeIncomeLink: (uuid: string, body: BodyOf<typeof CLOSING.incomeLinkComplete>, key: string) =>
    post<typeof CLOSING.incomeLinkComplete>(uuid, 'income/link/complete', body, key),
  uploadIncomeDocument: (
    uuid: string,
    body: FileBody & { type: string },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, `income/upload/${encodeURIComponent(body.type)}`, body.file, {}, key, onProgress),
  submitEmployer: (uuid: string, body: BodyOf<typeof CLOSING.employer>, key: string) =>
    post<typeof CLOSING.employer>(uuid, 'income/employer-verification', body, key),
  completeBankLink: (uuid: string, body: BodyOf<typeof CLOSING.bankLinkComplete>, key: string) =>
    post<typeof CLOSING.bankLinkComplete>(uuid, 'bank/link/complete', body, key),
  submitDisburseAccount: (uuid: string, body: ManualAccountBody, key: string) =>
    post<typeof CLOSING.manualAccount>(uuid, 'bank/disburse', body, key),
  submitAutopay: (uuid: string, body: BodyOf<typeof CLOSING.autopay>, key: string) =>
    post<typeof CLOSING.autopay>(uuid, 'bank/autopay', body, key),
  uploadIdDocument: (
    uuid: string,
    body: FileBody & { idType: IdDocumentType },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, 'identity/document', body.file, { idType: body.idType }, key, onProgress),
  orderBpo: (uuid: string, body: BodyOf<typeof CLOSING.bpoOrder>, key: string) =>
    post<typeof CLOSING.bpoOrder>(uuid, 'bpo/order', body, key),
  acceptBpoValuation: (uuid: string, body: BodyOf<typeof CLOSING.bpoValuation>, key: string) =>
    post<typeof CLOSING.bpoValuation>(uuid, 'bpo/valuation', body, key),
  orderValuation: (uuid: string, body: BodyOf<typeof JOURNEY.valuationOrder>, key: string) =>
    post<typeof JOURNEY.valuationOrder>(uuid, 'valuation/order', body, key),
  signDocuments: (uuid: string, body: BodyOf<typeof CLOSING.sign>, key: string) =>
    post<typeof CLOSING.sign>(uuid, 'signing/sign', body, key),
  acceptNotarySession: (uuid: string, body: BodyOf<typeof CLOSING.notaryAccept>, key: string) =>
    post<typeof CLOSING.notaryAccept>(uuid, 'notary/session/accept', body, key),
  requestManualNotary: (uuid: string, body: ManualNotaryBody, key: string) =>
    post<typeof CLOSING.manualNotary>(uuid, 'notary/manual', body, key),
  uploadInsurance: (
    uuid: string,
    body: FileBody & { type: InsuranceDocumentType },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, `insurance/upload/${encodeURIComponent(body.type)}`, body.file, {}, key, onProgress),
  submitDebtPayoffReview: (uuid: string, body: BodyOf<typeof CLOSING.merchantReview>, key: string) =>
    post<typeof CLOSING.merchantReview>(uuid, 'merchant/review', body, key),
  submitDebtPayoffAttestation: (uuid: string, body: BodyOf<typeof CLOSING.merchantAttestation>, key: string) =>
    post<typeof CLOSING.merchantAttestation>(uuid, 'merchant/attestation', body, key),
};

/** The complete screen: cancel the line while the right to cancel runs (Reg Z §1026.15). */
export const cancelRescission = (uuid: string, body: BodyOf<typeof CLOSING.cancelRescission>, key: string) =>
  post<typeof CLOSING.cancelRescission>(uuid, 'rescission/cancel', body, key);
