// Sandbox attorney review (Texas (a)(6) closings): the attorney approves the documents after the sandbox latency.
import { randomUUID } from 'node:crypto';
import type { AttorneyReviewVendor } from '../pipeline/vendors/attorneyReview';

export function createSandboxAttorneyReviewVendor(): AttorneyReviewVendor {
  return {
    async requestReview() {
      return { reviewId: randomUUID(), wait: { kind: 'latency' }, decision: 'APPROVED', notes: null };
    },
  };
}
