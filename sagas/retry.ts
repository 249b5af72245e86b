// The spec's generic retry helper (core-journey section 9, shared-surfaces section 4): up to 5 attempts, an
// exponential back-off from 1 s, doubling (1 s, 2 s, 4 s, 8 s between attempts). Session establishment uses it
// with its own 3 attempts; submissions use it for network failures only (status 0), with one Idempotency-Key
// for every attempt so a retried request replays the first answer.
import { call } from 'redux-saga/effects';
import type { SagaIterator } from 'redux-saga';
import { logError, sleep } from './effects';

export const RETRY_ATTEMPTS = 5;
export const RETRY_BASE_DELAY_MS = 1_000;

/** The wait after failed attempt `attempt` (1-based): 1 s, 2 s, 4 s, … */
export function retryDelay(attempt: number, baseDelayMs = RETRY_BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** (attempt - 1);
}

export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  /** Whether a failure is worth another attempt; the default retries every failure. */
  shouldRetry?: (error: unknown) => boolean;
  /** Logged as `${label} attempt N` on each failure. */
  label?: string;
}

/**
 * Calls `fn(...args)` until it answers, at most `attempts` times, sleeping retryDelay() between attempts. The last
 * failure (or the first one `shouldRetry` refuses) is thrown.
 */
export function* retry<A extends unknown[], R>(
  options: RetryOptions,
  fn: (...args: A) => R | Promise<R> | SagaIterator<R>,
  ...args: A
): SagaIterator<R> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (yield call(fn as (...a: A) => unknown, ...args)) as R;
    } catch (e) {
      if (options.label) yield call(logError, `${options.label} attempt ${attempt}`, e);
      if (attempt >= attempts || (options.shouldRetry && !options.shouldRetry(e))) throw e;
      yield call(sleep, retryDelay(attempt, options.baseDelayMs));
    }
  }
}

/** A network failure (no answer at all: status 0), the only failure a submission retries on its own. */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
}
