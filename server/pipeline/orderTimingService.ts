// When a vendor's answer to a closing order is due on the application's clock, and whom an order is about. The
// orders themselves are kept by server/orders.
import type { ServerConfig } from '../config';
import { weekdaysLater, type ApplicationClock } from './clock';
import type { PipelineState } from './types';
import type { VendorSubject, VendorWait } from './vendors/subject';

/** When a vendor's answer is due, on the application's clock (null: at once). */
export function readyAtFor(
  wait: VendorWait,
  { clock, config }: { clock: ApplicationClock; config: ServerConfig },
): string | null {
  if (!wait) return null;
  const now = clock.now();
  const at = wait.kind === 'latency' ? now + config.sandbox.latencyMs : weekdaysLater(now, wait.days);
  return new Date(at).toISOString();
}

/** Milliseconds until the order's answer is due on the application's clock; 0 when it is. */
export function msUntilReady(order: { readyAt: string | null }, clock: ApplicationClock): number {
  if (!order.readyAt) return 0;
  return Math.max(0, Date.parse(order.readyAt) - clock.now());
}

export function subjectOf(state: PipelineState): VendorSubject {
  return {
    applicationUuid: state.row.uuid,
    firstName: state.borrower.first_name,
    lastName: state.borrower.last_name,
    dob: state.borrower.dob,
    property: state.property
      ? {
          street1: state.property.street1,
          city: state.property.city,
          state: state.property.state,
          zip: state.property.zip,
        }
      : null,
  };
}
