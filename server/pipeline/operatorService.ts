// What an operator does to an application's pipeline (docs/API.md "Pipeline: operators"): decide the §605A identity
// check, record the HMDA answers of an application taken in person, try the soft pull again. Each checks the
// application is at the stage that waits for it (409 otherwise) and answers the stage it is at afterwards.
import { hmdaRecord } from '../../src/domain/hmda';
import type { HmdaInPersonInput } from '../../src/domain/validation/hmda';
import { nowIso, type Db } from '../db';
import { HttpError } from '../http';
import type { Pipeline } from './engine';
import { loadPrequalRecord, recordHmda, retryCreditPull, updatePrequalRecord } from './prequalService';
import { applicationStage } from './repository';

export const NOT_AT_FACTA_REVIEW = 'The application is not waiting for an identity check';
export const NOT_AT_HMDA = 'The application is not waiting for its demographic information';
export const NOT_AT_CREDIT_ERROR = 'The application is not waiting for a credit retry';

/** The application an operator acts on, as the operator routes found it. */
export interface OperatorApplication {
  uuid: string;
  stage: string;
}

/** FCRA §605A: the operator `operatorUuid` confirmed or declined the borrower's identity; the pipeline goes on. */
export async function decideFactaReview(
  db: Db,
  pipeline: Pick<Pipeline, 'advance'>,
  application: OperatorApplication,
  input: { decision: 'CONFIRM' | 'DECLINE'; note: string | null; operatorUuid: string },
): Promise<string> {
  const record = await loadPrequalRecord(db, application.uuid);
  if (application.stage !== 'FACTA_REVIEW' || !record.factaReview) throw new HttpError(409, NOT_AT_FACTA_REVIEW);
  const decision = input.decision === 'CONFIRM' ? 'CONFIRMED' : 'DECLINED';
  await updatePrequalRecord(db, application.uuid, (r) => ({
    ...r,
    factaReview: r.factaReview
      ? { ...r.factaReview, decision, decidedAt: nowIso(), decidedBy: input.operatorUuid, note: input.note }
      : r.factaReview,
  }));
  return pipeline.advance(application.uuid, `operator:facta-${decision.toLowerCase()}`);
}

/** Reg C appendix B: the HMDA answers the lender took in person, with its visual-observation flags. */
export async function recordInPersonHmda(
  db: Db,
  pipeline: Pick<Pipeline, 'advance'>,
  application: OperatorApplication,
  input: HmdaInPersonInput,
): Promise<string> {
  if (application.stage !== 'HMDA') throw new HttpError(409, NOT_AT_HMDA);
  const hmda = hmdaRecord(input, 'IN_PERSON', input.observed, nowIso());
  await recordHmda(db, application.uuid, hmda);
  return pipeline.advance(application.uuid, 'operator:hmda');
}

/** The soft pull once more after CREDIT_ERROR, as the operator asked. */
export async function retryCreditForOperator(
  db: Db,
  pipeline: Pick<Pipeline, 'moveFrom'>,
  application: OperatorApplication,
): Promise<string> {
  if (application.stage !== 'CREDIT_ERROR') throw new HttpError(409, NOT_AT_CREDIT_ERROR);
  if (!(await retryCreditPull(pipeline, application.uuid, 'operator:credit-retry'))) {
    throw new HttpError(409, NOT_AT_CREDIT_ERROR);
  }
  return (await applicationStage(db, application.uuid)) ?? application.stage;
}
