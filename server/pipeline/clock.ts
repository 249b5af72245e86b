// The pipeline's clock port. Each application reads its own clock: in real time it is the wall clock; the
// sandbox (server/sandbox/clock.ts) runs it at real speed but sits out calendar waits fast, and jumps the
// application's clock to the end of each wait it has sat out. So a rescission that spans a holiday weekend still
// spans it on the application's calendar (the notice, the deadline and the funding date agree), while a person
// walking the sandbox waits seconds.

/** The time as one application sees it. */
export interface ApplicationClock {
  now(): number;
}

export interface PipelineClock {
  /** The server's wall clock. */
  now(): number;
  /** The clock of an application whose clock runs `offsetMs` ahead of the wall clock. */
  forApplication(offsetMs: number): ApplicationClock;
  /** How many wall-clock milliseconds a wait of `ms` on an application's clock lasts. */
  realDelay(ms: number): number;
}

/** An application row's clock offset (bigint: PostgreSQL answers a string; rows made before it existed: 0). */
export function clockOffsetOf(row: { clock_offset_ms?: number | string | null }): number {
  const n = Number(row.clock_offset_ms ?? 0);
  return Number.isFinite(n) ? n : 0;
}

const DAY_MS = 86_400_000;

/**
 * The instant `days` vendor business days (Monday to Friday, in UTC) after `fromMs`, at the same time of day: how
 * long a county recorder, a funding bank or a notary office takes. Legal deadlines (rescission) use the legal
 * calendar instead.
 */
export function weekdaysLater(fromMs: number, days: number): number {
  let at = fromMs;
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
