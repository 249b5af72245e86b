// The answers of src/domain/contracts/krang.ts's routes, by name (../answers.ts).
import type { ApplicationStatus } from '../../types';

/** The krang status call (spec core-journey section 7): the application's status flags and its stage. */
export interface KrangStatus extends ApplicationStatus {
  applicationUuid: string;
  stage: string;
  /** ISO date-time of the application's last change. */
  updatedAt: string;
}

export interface KrangAnswers {
  KrangStatus: KrangStatus;
}
