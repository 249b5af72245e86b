// Telemetry (docs/API.md "Telemetry"): sessions and events, external (public) or secure (signed in).
import { telemetryEventSchema, telemetrySessionSchema } from '../validation/telemetry';
import { contract, json } from './contract';

export const TELEMETRY = {
  session: contract('POST', '/ft/:context/session', telemetrySessionSchema, json('TelemetrySession')),
  event: contract('POST', '/ft/:context/event', telemetryEventSchema, json('RecordedEvent', 201)),
  applicationEvents: contract(
    'GET',
    '/ft/secure/api/v1/applications/:uuid/events',
    null,
    json('TelemetryEventRecords'),
  ),
} as const;
