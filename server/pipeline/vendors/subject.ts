// What every closing vendor is told about an application, and how long a vendor says its answer takes.

export interface VendorSubject {
  applicationUuid: string;
  firstName: string;
  lastName: string;
  dob: string | null;
  property: { street1: string; city: string; state: string; zip: string } | null;
}

/**
 * How long until the vendor's answer is ready: the vendor's usual turnaround (`latency`, the sandbox's
 * SANDBOX_LATENCY_MS) or a number of business days on the sandbox clock. Handlers keep the due time in
 * `vendor_orders.ready_at` and look again when it has passed.
 */
export type VendorWait = { kind: 'latency' } | { kind: 'businessDays'; days: number } | null;

/** A vendor refused the request (bad token, session not found): the route answers 400 with this message. */
export class VendorError extends Error {}
