// /service-profile feedback: the borrower's note to the CEO.
import type { BodyOf, PROFILE } from '../domain/contracts';
import { api } from './client';

export type CeoFeedback = BodyOf<typeof PROFILE.ceoFeedback>;

export type FeedbackTopic = CeoFeedback['topic'];

/** `idempotencyKey`: the same for every attempt of one note, so it is stored once. The receipt is not read. */
export async function sendCeoFeedback(feedback: CeoFeedback, idempotencyKey?: string): Promise<void> {
  await api().post('/service-profile/api/v1/feedback/ceo', feedback, {
    expectBody: false,
    errorStyle: 'request',
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}
