// Telemetry: a page view on each route change (deduped by path, the first location counted once), any event
// the app asks for (deduped unless told not to), the error-fallback event, and error reporting with the
// spec's ignore list and sampling (shared-surfaces sections 3, 7, 8 and 9).
import { LOCATION_CHANGE, type LocationChangeAction, type RouterState } from 'connected-react-router';
import type { Location } from 'history';
import { buffers, channel, eventChannel, type Channel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import { postFtEvent, type FtEvent, type SessionKey } from '../src/api/telemetry';
import { APP_BASENAME, uuidFromPath } from '../src/domain/guards';
import {
  dedupeKey,
  isIgnoredError,
  isNewPageView,
  isSampled,
  NO_APPLICATION_UUID,
  PRELOAD_ERROR_EVENT,
  PRODUCT_TYPE,
  queryParamsOf,
  TELEMETRY_EVENTS,
  toErrorReport,
  type ErrorReport,
  type TrackRequest,
} from '../src/domain/telemetry';
import type { Identity } from '../src/domain/types';
import { selectSession, type SessionState } from '../store/session';
import { errorCaught, errorFallbackShown, eventTracked } from '../store/telemetry';
import { waitForSession } from './sessionWait';
import { currentHost, logError, randomDraw } from './effects';
import type { Entry } from './entry';

type RouterLocation = Pick<Location, 'pathname' | 'search'>;

const selectLocation = (state: { router: RouterState }): RouterLocation => state.router.location;

/** What the telemetry loop remembers for this page's session. */
export interface TelemetryMemory {
  lastPath: string | null;
  sent: Set<string>;
  sampled: boolean;
}

export function basenameFor(entry: Entry): string {
  return entry === 'app' ? APP_BASENAME : '';
}

/** The full event for `request` on `location`, from the session as it is now. */
export function buildEvent(
  request: TrackRequest,
  location: RouterLocation,
  session: Pick<SessionState, 'sessionKey' | 'identity'>,
  domain: string,
  basename: string,
): FtEvent {
  return {
    domain,
    queryParams: queryParamsOf(location.search),
    pagePath: basename + location.pathname,
    event: request.event,
    sessionKey: session.sessionKey as SessionKey,
    identityId: session.identity?.uuid ?? null,
    applicationUuid: uuidFromPath(location.pathname),
    eventType: request.eventType,
    productType: PRODUCT_TYPE,
    eventProperties: request.eventProperties ?? {},
    dontDedupe: request.dontDedupe === true,
    dedupeProperty: request.dedupeProperty ?? null,
  };
}

/** Sends one event unless it was sent before in this session; a failed send is logged, never retried. */
export function* sendEvent(
  request: TrackRequest,
  location: RouterLocation,
  memory: TelemetryMemory,
  basename: string,
): SagaIterator<void> {
  const session: SessionState = yield select(selectSession);
  if (!session.sessionKey) return;
  const domain: string = yield call(currentHost);
  const event = buildEvent(request, location, session, domain, basename);
  const key = dedupeKey(request, event.pagePath);
  if (key !== null) {
    if (memory.sent.has(key)) return;
    memory.sent.add(key);
  }
  const identity: Identity | null = session.authenticated ? session.identity : null;
  try {
    yield call(postFtEvent, event, identity ? 'secure' : 'external');
  } catch (e) {
    yield call(logError, `telemetry ${request.event}`, e);
  }
}

/** A page view for `location` unless it is the path already counted last. */
export function* trackPageView(
  location: RouterLocation,
  memory: TelemetryMemory,
  basename: string,
): SagaIterator<void> {
  if (!isNewPageView(memory.lastPath, location.pathname)) return;
  memory.lastPath = location.pathname;
  // Deduped here by path; a later visit to the same path after another one is a new view.
  yield call(sendEvent, { ...TELEMETRY_EVENTS.pageView, dontDedupe: true }, location, memory, basename);
}

function reportProperties(report: ErrorReport, location: RouterLocation): Record<string, unknown> {
  return { ...report, applicationUuid: uuidFromPath(location.pathname) ?? NO_APPLICATION_UUID };
}

/** Reports an error with the application uuid (or 'No application uuid'), unless ignored or not sampled. */
export function* reportError(
  report: ErrorReport,
  location: RouterLocation,
  memory: TelemetryMemory,
  basename: string,
): SagaIterator<void> {
  if (!memory.sampled || isIgnoredError(report.message)) return;
  yield call(
    sendEvent,
    { ...TELEMETRY_EVENTS.error, eventProperties: reportProperties(report, location), dedupeProperty: 'message' },
    location,
    memory,
    basename,
  );
}

type TelemetryAction =
  | LocationChangeAction
  | ReturnType<typeof eventTracked>
  | ReturnType<typeof errorFallbackShown>
  | ReturnType<typeof errorCaught>;

/** A telemetry action and the location it happened on (taken when it was dispatched, not when it is sent). */
export interface QueuedAction {
  action: TelemetryAction;
  location: RouterLocation;
}

export function* handleTelemetryAction(
  { action, location }: QueuedAction,
  memory: TelemetryMemory,
  basename: string,
): SagaIterator<void> {
  if (action.type === LOCATION_CHANGE) {
    yield call(trackPageView, (action as LocationChangeAction).payload.location, memory, basename);
    return;
  }
  if (eventTracked.match(action)) {
    yield call(sendEvent, action.payload, location, memory, basename);
  } else if (errorFallbackShown.match(action)) {
    // Every showing of the fallback is an event; the error behind it is reported once per message.
    yield call(
      sendEvent,
      {
        ...TELEMETRY_EVENTS.errorFallback,
        eventProperties: reportProperties(action.payload, location),
        dontDedupe: true,
      },
      location,
      memory,
      basename,
    );
    yield call(reportError, action.payload, location, memory, basename);
  } else if (errorCaught.match(action)) {
    if (action.payload.source === 'preload') {
      yield call(
        sendEvent,
        {
          ...TELEMETRY_EVENTS.preloadError,
          eventProperties: { message: action.payload.message },
          dedupeProperty: 'message',
        },
        location,
        memory,
        basename,
      );
    }
    yield call(reportError, action.payload, location, memory, basename);
  }
}

/** Window errors, unhandled rejections and failed module preloads, as error reports. */
export function windowErrorChannel(): EventChannel<ErrorReport> {
  return eventChannel<ErrorReport>((emit) => {
    const onError = (event: ErrorEvent) => emit(toErrorReport(event.error ?? event.message, 'window'));
    const onRejection = (event: PromiseRejectionEvent) => emit(toErrorReport(event.reason, 'unhandledrejection'));
    const onPreload = (event: Event) => {
      const detail = (event as CustomEvent<{ message?: string }>).detail;
      emit(toErrorReport({ name: 'PreloadError', message: detail?.message ?? 'Module preload failed' }, 'preload'));
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(PRELOAD_ERROR_EVENT, onPreload);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(PRELOAD_ERROR_EVENT, onPreload);
    };
  });
}

export function* watchWindowErrors(): SagaIterator<void> {
  const channel: EventChannel<ErrorReport> = yield call(windowErrorChannel);
  try {
    for (;;) {
      const report: ErrorReport = yield take(channel);
      yield put(errorCaught(report));
    }
  } finally {
    channel.close();
  }
}

const TELEMETRY_ACTIONS = [LOCATION_CHANGE, eventTracked.type, errorFallbackShown.type, errorCaught.type];

export function* telemetrySaga(entry: Entry): SagaIterator<void> {
  const basename = basenameFor(entry);
  // The location the page opened on, counted once: its own LOCATION_CHANGE is then deduped by path.
  const first: RouterLocation = yield select(selectLocation);
  // Each action is queued with the location it happened on, and held while the session is being established.
  const queue: Channel<QueuedAction> = yield call(channel, buffers.expanding<QueuedAction>(20));
  yield takeEvery(TELEMETRY_ACTIONS, function* enqueue(action: TelemetryAction): SagaIterator<void> {
    const location: RouterLocation = yield select(selectLocation);
    yield put(queue, { action, location });
  });
  yield fork(watchWindowErrors);
  yield call(waitForSession);
  const draw: number = yield call(randomDraw);
  const memory: TelemetryMemory = { lastPath: null, sent: new Set(), sampled: isSampled(draw) };
  yield call(trackPageView, first, memory, basename);
  for (;;) {
    const queued: QueuedAction = yield take(queue);
    yield call(handleTelemetryAction, queued, memory, basename);
  }
}
