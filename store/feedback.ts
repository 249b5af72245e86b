// Feedback to the CEO: the modal's submission, answered through the form promise bridge.
import { createAction } from '@reduxjs/toolkit';
import type { FeedbackTopic } from '../src/api/feedback';

export interface FeedbackFormValues {
  topic: FeedbackTopic;
  message: string;
  marketingConsent: 'true' | 'false';
}

export interface FeedbackSubmittedPayload extends FeedbackFormValues {
  applicationUuid: string | null;
  pathname: string;
}

export const feedbackSubmitted = createAction(
  'feedback/submitted',
  (payload: FeedbackSubmittedPayload, requestId: string) => ({
    payload,
    meta: { requestId },
  }),
);
