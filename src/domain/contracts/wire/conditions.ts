// The answers of src/domain/contracts/conditions.ts's routes, by name (../answers.ts).
import type { Condition } from '../../types';
import type { UploadedDocument } from './closing';

export type ConditionDocument = UploadedDocument;

/** A condition answered with a document: the condition as it now stands and the document stored. */
export interface ConditionDocumentAnswer {
  condition: Condition;
  document: ConditionDocument;
}

/** A condition answered otherwise (a phone number): the condition as it now stands. */
export interface ConditionAnswer {
  condition: Condition;
}

export interface ConditionsAnswers {
  /** Open conditions, oldest first. */
  Conditions: Condition[];
  ConditionAnswer: ConditionAnswer;
  ConditionDocumentAnswer: ConditionDocumentAnswer;
}
