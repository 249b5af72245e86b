// Telemetry events and error reporting rules (shared-surfaces sections 3, 7, 8 and 9), pure.

export const PRODUCT_TYPE = 'HELOC';

/** Event names and types the client sends to /ft/{context}/event. */
export const TELEMETRY_EVENTS = {
  pageView: { event: 'Page Viewed', eventType: 'PAGE_VIEW' },
  errorFallback: { event: 'Error Fallback Viewed', eventType: 'ERROR_FALLBACK' },
  error: { event: 'Error Reported', eventType: 'ERROR' },
  preloadError: { event: 'Module Preload Failed', eventType: 'PRELOAD_ERROR' },
  exitSurvey: { event: 'Exit Survey Answered', eventType: 'EXIT_SURVEY' },
} as const;

/** What a saga or screen asks to be tracked; the telemetry saga adds the session, page and identity. */
export interface TrackRequest {
  event: string;
  eventType: string;
  eventProperties?: Record<string, unknown>;
  /** Send even if the same event was sent before in this session. */
  dontDedupe?: boolean;
  /** The event property whose value tells two events of the same name apart (default: the page path). */
  dedupeProperty?: string;
}

/**
 * The key under which an event counts as already sent in this session, or null when it is never deduped.
 * Two events are the same when they share the name and the value of `dedupeProperty` (or, without one,
 * the page path).
 */
export function dedupeKey(request: TrackRequest, pagePath: string): string | null {
  if (request.dontDedupe) return null;
  const discriminator = request.dedupeProperty
    ? `${request.dedupeProperty}=${JSON.stringify(request.eventProperties?.[request.dedupeProperty] ?? null)}`
    : `path=${pagePath}`;
  return `${request.event}|${discriminator}`;
}

/** The query string as an object (repeated names keep their last value). */
export function queryParamsOf(search: string): Record<string, string> {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const params: Record<string, string> = {};
  query.forEach((value, name) => {
    params[name] = value;
  });
  return params;
}

/** Page views are deduped by path: a change of query or hash on the same path is not a new view. */
export function isNewPageView(previousPath: string | null, pathname: string): boolean {
  return previousPath !== pathname;
}

// ---- Error reporting ---------------------------------------------------------------------------------------

/** The window event a failed lazy-module preload dispatches (src/app/lazyWithRetry.ts). */
export const PRELOAD_ERROR_EVENT = 'preloadError';

export const NO_APPLICATION_UUID = 'No application uuid';

/** Messages the error reporter drops: network noise the user cannot act on (shared-surfaces section 8). */
export const IGNORED_ERRORS = [
  'network error',
  'socket connect time-out',
  'pricing data fetch error',
  'load failed',
  'insecure operation',
  'failed to fetch',
  'request timeout',
  'error fetching',
] as const;

/** 100% of sessions are sampled by default; no session replay. */
export const ERROR_REPORTING = { sampleRate: 1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 } as const;

export function isIgnoredError(message: string): boolean {
  const lower = message.toLowerCase();
  return IGNORED_ERRORS.some((ignored) => lower.includes(ignored));
}

/** A session takes part when its draw (0 ≤ draw < 1) falls under the sample rate. */
export function isSampled(draw: number, sampleRate: number = ERROR_REPORTING.sampleRate): boolean {
  return draw < sampleRate;
}

export interface ErrorReport {
  message: string;
  name: string;
  stack: string | null;
  componentStack: string | null;
  /** Where it was caught: the error boundary, the window, an unhandled promise or a module preload. */
  source: 'boundary' | 'window' | 'unhandledrejection' | 'preload';
}

const MAX_STACK = 4000;

/** Any thrown value as a plain, serialisable report. */
export function toErrorReport(
  error: unknown,
  source: ErrorReport['source'],
  componentStack: string | null = null,
): ErrorReport {
  const isError = typeof error === 'object' && error !== null && 'message' in error;
  const message = isError ? String((error as { message: unknown }).message) : String(error ?? '');
  const name = isError && 'name' in error ? String((error as { name: unknown }).name) : 'Error';
  const stack = isError && 'stack' in error ? String((error as { stack: unknown }).stack ?? '') : '';
  return {
    message: message || 'Unknown error',
    name,
    stack: stack ? stack.slice(0, MAX_STACK) : null,
    componentStack: componentStack ? componentStack.slice(0, MAX_STACK) : null,
    source,
  };
}
