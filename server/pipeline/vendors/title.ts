// Final title: the title search and commitment before closing.
import type { VendorSubject, VendorWait } from './subject';

export interface TitleVendor {
  orderFinalTitle(subject: VendorSubject): Promise<{ orderId: string; wait: VendorWait }>;
}
