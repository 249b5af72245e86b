// The server's clock as the app knows it. Session ends are the server's times (the token's `exp` and `sxp`), and a
// computer whose clock is minutes off would warn too early or too late, or not before the session had already
// ended. Every answer's Date header tells the server's time: the difference is kept and added to the local clock.
/** Differences below this are noise: the Date header counts whole seconds, and the answer took time to arrive. */
export const CLOCK_NOISE_MS = 2_000;

let offsetMs = 0;

/** An answer's `Date` header, received at `receivedAt` on the local clock. */
export function noteServerDate(header: unknown, receivedAt: number = Date.now()): void {
  if (typeof header !== 'string') return;
  const sent = Date.parse(header);
  if (!Number.isFinite(sent)) return;
  // Whole seconds, rounded down: the server's time was within the second after `sent`.
  const offset = sent + 500 - receivedAt;
  offsetMs = Math.abs(offset) < CLOCK_NOISE_MS ? 0 : offset;
}

/** Now, on the server's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock is ahead of this computer's (ms; negative when behind). */
export function serverClockOffset(): number {
  return offsetMs;
}
