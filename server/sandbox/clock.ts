// The sandbox clock: time-based steps (rescission, recording, funding) count business days, and the
// sandbox compresses a business day to `businessDayMs` so a person can walk to funded in minutes.
export interface SandboxClock {
  now(): number;
  /** Milliseconds that `days` business days last on this clock. */
  businessDays(days: number): number;
}

export function createSandboxClock(businessDayMs: number, now: () => number = Date.now): SandboxClock {
  return {
    now,
    businessDays: (days) => Math.max(0, days) * businessDayMs,
  };
}
