// Feedback to the CEO (shared-surfaces section 5): the modal and the profile service validate with this schema.
import * as yup from 'yup';
import { UUID_PATTERN } from '../guards';
import { REQUIRED } from './register';

export const FEEDBACK_TOPICS = ['Improve our product', 'Give us a compliment'] as const;
export type FeedbackTopicValue = (typeof FEEDBACK_TOPICS)[number];

export const feedbackSchema = yup.object({
  topic: yup
    .string()
    .required(REQUIRED)
    .oneOf([...FEEDBACK_TOPICS], 'Choose a topic'),
  message: yup
    .string()
    .trim()
    .required(REQUIRED)
    .min(10, 'Must be at least 10 characters')
    .max(1000, 'Must be at most 1000 characters'),
  marketingConsent: yup.boolean().required(REQUIRED),
});

export type FeedbackInput = yup.InferType<typeof feedbackSchema>;

/** POST /service-profile/api/v1/feedback/ceo: the modal's fields plus where it was sent from. */
export const ceoFeedbackSchema = feedbackSchema.shape({
  applicationUuid: yup.string().trim().matches(UUID_PATTERN, 'Invalid application').nullable().optional(),
  pathname: yup.string().trim().max(512, 'Cannot be more than 512 characters').nullable().optional(),
  productType: yup.string().oneOf(['HELOC'], 'Must be HELOC').default('HELOC'),
});

export type CeoFeedbackInput = yup.InferType<typeof ceoFeedbackSchema>;
