// The lender's operators on an application (server/pipeline/operatorRoutes.ts): the FCRA §605A identity review.
import * as yup from 'yup';

export const FACTA_DECISIONS = ['CONFIRM', 'DECLINE'] as const;
const CONFIRM_OR_DECLINE = 'must be CONFIRM or DECLINE';
export const FACTA_NOTE_MAX = 500;

/** The operator's decision on a borrower whose credit file carries a fraud or active-duty alert, and a note. */
export const factaReviewSchema = yup.object({
  decision: yup
    .string()
    .typeError(CONFIRM_OR_DECLINE)
    .required(CONFIRM_OR_DECLINE)
    .oneOf([...FACTA_DECISIONS], CONFIRM_OR_DECLINE),
  // Kept to its first 500 characters; anything but text is no note.
  note: yup
    .mixed<string>()
    .transform((value: unknown) => (typeof value === 'string' ? value.slice(0, FACTA_NOTE_MAX) : null))
    .nullable()
    .optional(),
});
