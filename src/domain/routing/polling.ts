// Stage polling of the next-step router (spec core-journey sections 4, 8 and 9).
import { isTerminalStage, isWaitingStage } from './stageClass';

export const POLL_BASE_DELAY_MS = 1000;
export const POLL_MAX_DELAY_MS = 5000;
const WAITING_SETTLE_ATTEMPTS = 14;
const DEFAULT_SETTLE_ATTEMPTS = 7;

/** Delay before the try after `attempt` (0-based): doubling from 1 s, capped at 5 s. */
export function pollDelay(attempt: number): number {
  const n = Math.max(0, Math.floor(attempt));
  // Cap the exponent too, so a huge attempt count cannot overflow to Infinity.
  return Math.min(POLL_BASE_DELAY_MS * 2 ** Math.min(n, 16), POLL_MAX_DELAY_MS);
}

/** How many tries a stage gets before the router settles on it. */
export function settleAttempts(stage: string): number {
  return isWaitingStage(stage) ? WAITING_SETTLE_ATTEMPTS : DEFAULT_SETTLE_ATTEMPTS;
}

export type SettleDecision = { kind: 'accept'; stage: string } | { kind: 'poll' };

/**
 * What to do with `stage`, returned by the try of 0-based index `attempt`, when the router started from
 * `previousStage`. A stage that has not moved yet may still be moving, so it is polled again for a while.
 */
export function settleDecision({
  stage,
  previousStage,
  attempt,
  conditionOpen = false,
}: {
  stage: string;
  previousStage?: string | null;
  attempt: number;
  /** status.condition: an open condition holds the application until the borrower answers it. */
  conditionOpen?: boolean;
}): SettleDecision {
  if (isTerminalStage(stage)) return { kind: 'accept', stage };
  // A waiting stage held by an open condition will not move on its own: settle on it (its screen: conditions).
  if (conditionOpen && isWaitingStage(stage)) return { kind: 'accept', stage };
  const isLastTry = attempt + 1 >= settleAttempts(stage);
  if (isWaitingStage(stage)) {
    if (!isLastTry) return { kind: 'poll' };
    // Never settled: show the timeout screen, except note signing which has its own wait screen.
    return { kind: 'accept', stage: stage === 'GEN_NOTE_SIGNING' ? 'GEN_NOTE_SIGNING' : 'UNKNOWN' };
  }
  if (stage === previousStage && !isLastTry) return { kind: 'poll' };
  return { kind: 'accept', stage };
}
