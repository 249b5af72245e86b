// Flood certificate: whether the property sits in a flood zone (then flood insurance is required).
import type { VendorSubject, VendorWait } from './subject';

export interface FloodCertificateOrder {
  /** null when the certificate came back at once. */
  wait: VendorWait;
  floodZone: boolean;
}

export interface FloodVendor {
  orderCertificate(subject: VendorSubject): Promise<FloodCertificateOrder>;
}
