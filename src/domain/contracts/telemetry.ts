// Telemetry (docs/API.md "Telemetry"): sessions and events, external (public) or secure (signed in).
import { telemetryEventSchema, telemetrySessionSchema } from '../validation/telemetry';
import { contract } from './contract';

export const TELEMETRY = {
  session: contract('POST', '/ft/:context/session', telemetrySessionSchema),
  event: contract('POST', '/ft/:context/event', telemetryEventSchema, {
    status: 201,
    schema: { type: 'object', properties: { uuid: { type: 'string' } }, required: ['uuid'] },
  }),
} as const;
