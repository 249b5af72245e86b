// /service-profile feedback: the borrower's note to the CEO.
import { api } from './client';

export type FeedbackTopic = 'Improve our product' | 'Give us a compliment';

export interface CeoFeedback {
  applicationUuid?: string;
  topic: FeedbackTopic;
  message: string;
  marketingConsent: boolean;
  pathname: string;
  productType: 'HELOC';
}

/** `idempotencyKey`: the same for every attempt of one note, so it is stored once. */
export async function sendCeoFeedback(feedback: CeoFeedback, idempotencyKey?: string): Promise<void> {
  await api().post('/service-profile/api/v1/feedback/ceo', feedback, {
    expectBody: false,
    errorStyle: 'request',
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}
