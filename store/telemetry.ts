// Telemetry and error reporting events. The telemetry saga adds the session key, page, identity and
// application to each; nothing here is kept in state.
import { createAction } from '@reduxjs/toolkit';
import type { ErrorReport, TrackRequest } from '../src/domain/telemetry';

/** Any part of the app asks for an event to be sent (deduped unless `dontDedupe`). */
export const eventTracked = createAction<TrackRequest>('telemetry/eventTracked');
/** The error boundary caught a render error and shows the fallback page. */
export const errorFallbackShown = createAction<ErrorReport>('telemetry/errorFallbackShown');
/** An error to report (window errors, unhandled rejections and module preload failures come in this way). */
export const errorCaught = createAction<ErrorReport>('telemetry/errorCaught');
