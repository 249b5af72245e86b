// The sandbox clock: each application's clock runs at real speed, but the pipeline's waits on it are sat out
// fast: a day of waiting lasts `dayMs` of real time (SANDBOX_BUSINESS_DAY_MS), and when the wait's job runs the
// application's clock jumps to the wait's end (server/pipeline/engine.ts). The first `latencyMs` of any wait runs
// in real time, so a vendor's few hundred milliseconds stay what they are. With `dayMs` of a real day (86,400,000)
// this is the wall clock.
import type { ApplicationClock, PipelineClock } from '../pipeline/clock';

export type SandboxClock = PipelineClock;

const DAY_MS = 86_400_000;

export function createSandboxClock(
  dayMs: number,
  options: { latencyMs?: number; now?: () => number } = {},
): SandboxClock {
  const now = options.now ?? Date.now;
  const realTimeMs = Math.max(0, options.latencyMs ?? 0);
  const scale = Math.min(1, Math.max(0, dayMs) / DAY_MS);
  return {
    now,
    forApplication(offsetMs: number): ApplicationClock {
      return { now: () => now() + offsetMs };
    },
    realDelay(ms: number): number {
      const wait = Math.max(0, ms);
      if (wait <= realTimeMs) return wait;
      return Math.ceil(realTimeMs + (wait - realTimeMs) * scale);
    },
  };
}
