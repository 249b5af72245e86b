// The journey from a submitted application to a funded line (docs/API.md "Closing"): the submissions of each
// closing screen and what the screens read. Every POST carries an Idempotency-Key, so a retried request replays
// the first answer. Uploads go as multipart with one `file` (the server sniffs its content).
import type { Application, EmploymentType } from '../domain/types';
import type { IdDocumentType, PropertyCondition } from '../domain/stages';
import type { InsuranceDocumentType } from '../domain/validation/insurance';
import type { DebtPayoffAnswer } from '../domain/payoff';
import type {
  BpoAnswer,
  ClosingStatusAnswer,
  EnotarySession,
  IdentityVerificationAnswer,
  IncomeAnswer,
  InsuranceRequirementsAnswer,
  LinkAnswer,
  NotaryAnswer,
  NotaryPassed,
  UploadAnswer,
} from '../domain/contracts/wire/closing';
import type { DebtPayoffAttestationInput, DebtPayoffReviewInput } from '../domain/validation/merchant';
import type { CoDeedStatusAnswer, SignerSummary } from '../domain/signers';
import { api } from './client';

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

async function post<A, B>(uuid: string, rest: string, body: B, key: string): Promise<A> {
  return (await api().post<A>(closingPath(uuid, rest), body, idempotent(key))).data;
}

async function get<A>(uuid: string, rest: string): Promise<A> {
  return (await api().get<A>(closingPath(uuid, rest))).data;
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

export const getIncome = (uuid: string) => get<IncomeAnswer>(uuid, 'income');
export const getIdentityVerification = (uuid: string) => get<IdentityVerificationAnswer>(uuid, 'identity/verification');
export const getBpo = (uuid: string) => get<BpoAnswer>(uuid, 'bpo');
export const getNotary = (uuid: string) => get<NotaryAnswer>(uuid, 'notary');
export const getInsuranceRequirements = (uuid: string) =>
  get<InsuranceRequirementsAnswer>(uuid, 'insurance/requirements');
export const getClosingStatus = (uuid: string) => get<ClosingStatusAnswer>(uuid, 'closing/status');
export const getDebtPayoff = (uuid: string) => get<DebtPayoffAnswer>(uuid, 'merchant/payoff');

/** signing/additional: the co-deed status and where each co-owner stands; not under `{uuid}` (the uuid is a query). */
export const getCoDeedStatus = async (applicationUuid: string) =>
  (await api().get<CoDeedStatusAnswer>(`${HELOC}/co-deed/status`, { params: { applicationUuid } })).data;

/** signing/additional: a new invitation link for a co-owner who has not accepted (the old one stops working). */
export const resendSignerInvitation = (uuid: string, signerUuid: string, key: string) =>
  post<SignerSummary, undefined>(uuid, `signers/${encodeURIComponent(signerUuid)}/resend`, undefined, key);

// --- Vendor links and the notary session (their answers are not the application) ----------------------------------

export const startIncomeLink = (uuid: string, type: 'PAYROLL' | 'BANK', key: string) =>
  post<LinkAnswer, { type: string }>(uuid, 'income/link', { type }, key);

export const startBankLink = (uuid: string, purpose: 'DISBURSEMENT' | 'AUTOPAY', key: string) =>
  post<LinkAnswer, { purpose: string }>(uuid, 'bank/link', { purpose }, key);

export const startNotarySession = (uuid: string, key: string) =>
  post<EnotarySession, Record<string, never>>(uuid, 'notary/session', {}, key);

export const answerNotaryQuestions = (
  uuid: string,
  body: { sessionId: string; answers: Record<string, string> },
  key: string,
) => post<NotaryPassed, typeof body>(uuid, 'notary/session/answers', body, key);

// --- Submissions answering the application (journey steps: sagas/journey.ts) ----------------------------------

export interface ManualAccountBody {
  routingNumber: string;
  accountNumber: string;
  confirmAccountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

export interface FileBody {
  file: Blob;
}

export const closingSteps = {
  submitIncomeSources: (
    uuid: string,
    body: { incomeSources: { employmentType: EmploymentType; annualIncome: number }[] },
    key: string,
  ) => post<Application, typeof body>(uuid, 'income/sources', body, key),
  completeIncomeLink: (uuid: string, body: { type: 'PAYROLL' | 'BANK'; token: string }, key: string) =>
    post<Application, typeof body>(uuid, 'income/link/complete', body, key),
  uploadIncomeDocument: (
    uuid: string,
    body: FileBody & { type: string },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, `income/upload/${encodeURIComponent(body.type)}`, body.file, {}, key, onProgress),
  submitEmployer: (uuid: string, body: { employerName: string; employerPhone: string }, key: string) =>
    post<Application, typeof body>(uuid, 'income/employer-verification', body, key),
  completeBankLink: (uuid: string, body: { purpose: 'DISBURSEMENT' | 'AUTOPAY'; publicToken: string }, key: string) =>
    post<Application, typeof body>(uuid, 'bank/link/complete', body, key),
  submitDisburseAccount: (uuid: string, body: ManualAccountBody, key: string) =>
    post<Application, typeof body>(uuid, 'bank/disburse', body, key),
  submitAutopay: (
    uuid: string,
    body: { choice: 'SAME' | 'OTHER' | 'MANUAL' } & Partial<ManualAccountBody>,
    key: string,
  ) => post<Application, typeof body>(uuid, 'bank/autopay', body, key),
  uploadIdDocument: (
    uuid: string,
    body: FileBody & { idType: IdDocumentType },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, 'identity/document', body.file, { idType: body.idType }, key, onProgress),
  orderBpo: (
    uuid: string,
    body: { contactName: string; contactPhone: string; propertyCondition?: PropertyCondition },
    key: string,
  ) => post<Application, typeof body>(uuid, 'bpo/order', body, key),
  acceptBpoValuation: (uuid: string, body: { accept: true }, key: string) =>
    post<Application, typeof body>(uuid, 'bpo/valuation', body, key),
  orderValuation: (uuid: string, body: { acceptFee: true }, key: string) =>
    post<Application, typeof body>(uuid, 'valuation/order', body, key),
  signDocuments: (
    uuid: string,
    body: { documents: ('CLOSING_DISCLOSURE' | 'NOTE')[]; latitude: number; longitude: number; timeZone?: string },
    key: string,
  ) => post<Application, typeof body>(uuid, 'signing/sign', body, key),
  acceptNotarySession: (uuid: string, body: { sessionId: string; latitude: number; longitude: number }, key: string) =>
    post<Application, typeof body>(uuid, 'notary/session/accept', body, key),
  requestManualNotary: (uuid: string, body: { requestedTime: string }, key: string) =>
    post<Application, typeof body>(uuid, 'notary/manual', body, key),
  uploadInsurance: (
    uuid: string,
    body: FileBody & { type: InsuranceDocumentType },
    key: string,
    onProgress?: UploadProgressListener,
  ) => upload(uuid, `insurance/upload/${encodeURIComponent(body.type)}`, body.file, {}, key, onProgress),
  submitDebtPayoffReview: (uuid: string, body: DebtPayoffReviewInput, key: string) =>
    post<Application, typeof body>(uuid, 'merchant/review', body, key),
  submitDebtPayoffAttestation: (uuid: string, body: DebtPayoffAttestationInput, key: string) =>
    post<Application, typeof body>(uuid, 'merchant/attestation', body, key),
};

/** The complete screen: cancel the line while the right to cancel runs (Reg Z §1026.15). */
export const cancelRescission = (uuid: string, body: { timeZone?: string }, key: string) =>
  post<Application, typeof body>(uuid, 'rescission/cancel', body, key);
