// Final title: the title search and commitment before closing. The idempotency key makes a repeated order
// (after a crash) the same order.
import type { VendorSubject, VendorWait } from './subject';

export interface TitleVendor {
  orderFinalTitle(subject: VendorSubject, idempotencyKey: string): Promise<{ orderId: string; wait: VendorWait }>;
}
