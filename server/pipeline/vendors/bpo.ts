// Broker price opinion (Texas properties): an agent's estimate of the home's value.
import type { VendorSubject, VendorWait } from './subject';

export interface BpoVendor {
  /** true when the state's rules need a BPO rather than an automated valuation. */
  isRequired(subject: VendorSubject): boolean;
  order(input: { subject: VendorSubject; contactName: string; contactPhone: string }): Promise<{
    orderId: string;
    wait: VendorWait;
    estimatedValue: number;
  }>;
}
