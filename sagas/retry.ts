// The spec's generic retry helper (core-journey section 9, shared-surfaces section 4): up to 5 attempts, an
// exponential back-off from 1 s, doubling (1 s, 2 s, 4 s, 8 s between attempts). Session establishment uses it
// with its own 3 attempts; submissions use it for network failures only (status 0), with one Idempotency-Key
// for every attempt so a retried request replays the first answer.
import { call, put } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { toastShown } from '../store/ui';
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
  /** Put before each wait (after failed attempt `attempt`): e.g. a toast saying the app tries again. */
  onRetry?: (attempt: number, error: unknown) => UnknownAction | null;
}

/**
 * Calls `fn(...args)` until it answers, at most `attempts` times, sleeping retryDelay() between attempts. The last
 * failure (or the first one `shouldRetry` refuses) is thrown.
 */
export function* retry(
  options: RetryOptions,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function of any arguments, called with args
  fn: (...args: any[]) => unknown,
  ...args: unknown[]
): SagaIterator<unknown> {
  const attempts = options.attempts ?? RETRY_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (yield call(fn, ...args)) as unknown;
    } catch (e) {
      // A failure that is not retried (an answer from the server) is the caller's to report.
      const retryable = !options.shouldRetry || options.shouldRetry(e);
      if (!retryable) throw e;
      if (options.label) yield call(logError, `${options.label} attempt ${attempt}`, e);
      if (attempt >= attempts) throw e;
      const notice = options.onRetry?.(attempt, e) ?? null;
      if (notice) yield put(notice);
      yield call(sleep, retryDelay(attempt, options.baseDelayMs));
    }
  }
}

/** A network failure (no answer at all: status 0), the only failure a submission retries on its own. */
export function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
}

export const CONNECTION_LOST_TOAST = 'Connection lost. Trying again…';
export const STILL_OFFLINE_TOAST = 'We could not reach our servers. Check your connection and press the button again.';

/**
 * A submission under its Idempotency-Key: on a network failure (no answer) it is sent again with the same key
 * (5 attempts, 1 s doubling), a toast telling the borrower each time; any answer from the server is final. When
 * every attempt fails, an error toast says to press again (the same key is reused: see submissionKey.ts).
 */
export function* submitWithRetry(
  label: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any API call, called with args
  fn: (...args: any[]) => Promise<unknown>,
  ...args: unknown[]
): SagaIterator<unknown> {
  try {
    return (yield call(
      retry,
      {
        shouldRetry: isNetworkFailure,
        label,
        onRetry: () => toastShown({ variant: 'warning', message: CONNECTION_LOST_TOAST }),
      },
      fn,
      ...args,
    )) as unknown;
  } catch (e) {
    if (isNetworkFailure(e)) yield put(toastShown({ variant: 'error', message: STILL_OFFLINE_TOAST }));
    throw e;
  }
}
