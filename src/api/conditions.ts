// The conditions service (docs/API.md "Conditions"; spec core-journey section 7): the open conditions on an
// application and the borrower's answers to them, a document (multipart, one file, counted against
// xtraData.numDocsRequired) or a phone number. The service takes no Idempotency-Key: a repeated upload is
// counted again, so the saga posts each one once (takeLeading).
import type { Condition } from '../domain/types';
import type { AnswerOf, BodyOf, CONDITIONS } from '../domain/contracts';
import { api } from './client';
import { uploadConfig, uploadForm, type UploadProgressListener } from './closing';

const BASE = '/service-conditions/external/api/v1/applications';

export type { Condition };
export type { ConditionAnswer, ConditionDocument, ConditionDocumentAnswer } from '../domain/contracts/wire/conditions';

/** One key per submission attempt: a retried request replays the first answer (a document counts once). */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

const conditionsPath = (uuid: string, rest = '') =>
  `${BASE}/${encodeURIComponent(uuid)}/conditions${rest ? `/${rest}` : ''}`;

/** The unresolved conditions of known categories, oldest first. */
export async function getConditions(uuid: string): Promise<AnswerOf<typeof CONDITIONS.open>> {
  return (await api().get<AnswerOf<typeof CONDITIONS.open>>(conditionsPath(uuid, 'external-applicants'))).data;
}

/**
 * One document for a condition; the last one it asks for resolves it (and the pipeline moves on). Multipart: the
 * route's contract has no JSON body.
 */
export async function uploadConditionDocument(
  uuid: string,
  conditionUuid: string,
  file: Blob,
  key: string,
  onProgress?: UploadProgressListener,
): Promise<AnswerOf<typeof CONDITIONS.document>> {
  const path = conditionsPath(uuid, `${encodeURIComponent(conditionUuid)}/documents`);
  return (
    await api().post<AnswerOf<typeof CONDITIONS.document>>(
      path,
      uploadForm(file),
      uploadConfig(key, onProgress, file.size),
    )
  ).data;
}

/** The phone number a MISSING_PHONE_NUMBER condition asks for (10 digits, any punctuation). */
export async function submitConditionPhoneNumber(
  uuid: string,
  conditionUuid: string,
  phoneNumber: string,
  key: string,
): Promise<AnswerOf<typeof CONDITIONS.phoneNumber>> {
  const path = conditionsPath(uuid, `${encodeURIComponent(conditionUuid)}/phone-number`);
  return (
    await api().post<AnswerOf<typeof CONDITIONS.phoneNumber>>(
      path,
      { phoneNumber } satisfies BodyOf<typeof CONDITIONS.phoneNumber>,
      idempotent(key),
    )
  ).data;
}
