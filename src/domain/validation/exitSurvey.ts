// The exit survey's answer (the spec leaves its content to us): one reason, and words of the borrower's own.
import * as yup from 'yup';
import { EXIT_SURVEY_REASONS, type ExitSurveyReason } from '../flags';

export const EXIT_SURVEY_COMMENT_MAX = 500;

export interface ExitSurveyValues {
  reason: ExitSurveyReason;
  comment?: string;
}

export const exitSurveySchema = yup.object({
  reason: yup
    .mixed<ExitSurveyReason>()
    .oneOf([...EXIT_SURVEY_REASONS], 'Choose one of the reasons')
    .required('Required'),
  comment: yup
    .string()
    .trim()
    .max(EXIT_SURVEY_COMMENT_MAX, `Must be at most ${EXIT_SURVEY_COMMENT_MAX} characters`)
    .optional(),
});
