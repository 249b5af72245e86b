// Telemetry rules: a new session key, an event stored with its session (the signed-in caller's for secure
// events), and an application's events as records.
import { randomUUID } from 'node:crypto';
import { nowIso, type Db } from '../db';
import type { FtEventsTable } from '../db/schema';
import type {
  RecordedEvent,
  SessionKey,
  TelemetryEventRecord,
  TelemetrySession,
} from '../../src/domain/contracts/wire/telemetry';
import type { BodyOf, TELEMETRY } from '../../src/domain/contracts';
import { HttpError } from '../http';
import { findSession, insertEvent, insertSession, listEvents } from './repository';

export type TelemetryContext = 'external' | 'secure';

/** A validated session (the contract's body). */
export type TelemetrySessionInput = BodyOf<typeof TELEMETRY.session>;

/** A validated event (the route's eventSchema). */
export interface EventInput {
  domain: string;
  pagePath: string;
  queryParams?: unknown;
  event: string;
  eventType: string;
  productType?: string | null;
  sessionKey: { uuid: string; epoch: number; trackerUuid: string };
  identityId?: string | null;
  applicationUuid?: string | null;
  eventProperties?: unknown;
  dontDedupe?: boolean;
  dedupeProperty?: string | null;
}

/** Arrival order: microseconds since the epoch, strictly increasing within this process. */
let lastSeq = 0;
export function nextSeq(): number {
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  return lastSeq;
}

function parseJson(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function eventRecord(row: FtEventsTable): TelemetryEventRecord {
  return {
    uuid: row.uuid,
    context: row.context,
    domain: row.domain,
    pagePath: row.page_path,
    queryParams: parseJson(row.query_params),
    event: row.event,
    eventType: row.event_type,
    productType: row.product_type,
    sessionUuid: row.session_uuid,
    trackerUuid: row.tracker_uuid,
    identityId: row.identity_uuid,
    applicationUuid: row.application_uuid,
    eventProperties: parseJson(row.event_properties),
    dontDedupe: row.dont_dedupe === 1,
    dedupeProperty: row.dedupe_property,
    createdAt: row.created_at,
  };
}

const MAX_JSON = 8192;
function jsonText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  if (text.length > MAX_JSON) throw new HttpError(400, `Event data cannot be more than ${MAX_JSON} characters`);
  return text;
}

/** A new session key; the tracker is the one sent, or a new one. */
/**
 * Starts a session on `context`: a new session key, continuing the tracker the page sent (or a new one), kept with
 * the device the page reported.
 */
export async function startSession(
  db: Db,
  context: TelemetryContext,
  input: TelemetrySessionInput,
): Promise<TelemetrySession> {
  const sessionKey: SessionKey = {
    uuid: randomUUID(),
    epoch: Date.now(),
    trackerUuid: input.trackerUuid?.toLowerCase() ?? randomUUID(),
  };
  await insertSession(db, {
    uuid: sessionKey.uuid,
    epoch: String(sessionKey.epoch),
    tracker_uuid: sessionKey.trackerUuid,
    context,
    created_at: nowIso(),
    lib_version: input.libVersion ?? null,
    app_version: input.appVersion ?? null,
    referrer: input.referrer ?? null,
    screen_width: input.screenWidth ?? null,
    screen_height: input.screenHeight ?? null,
    window_width: input.windowWidth ?? null,
    window_height: input.windowHeight ?? null,
  });
  return { sessionKey };
}

/**
 * Stores the event and answers its uuid; 400 when its session is not one this server issued. `callerUuid` is the
 * signed-in caller, whose a secure event is; an external one carries at most the identity the page claims.
 */
export async function recordEvent(
  db: Db,
  context: TelemetryContext,
  input: EventInput,
  callerUuid: string,
): Promise<RecordedEvent> {
  const session = await findSession(db, input.sessionKey.uuid.toLowerCase());
  if (!session) throw new HttpError(400, 'sessionKey: Unknown session');
  const uuid = randomUUID();
  await insertEvent(db, {
    uuid,
    context,
    domain: input.domain,
    page_path: input.pagePath,
    query_params: jsonText(input.queryParams),
    event: input.event,
    event_type: input.eventType,
    product_type: input.productType ?? null,
    session_uuid: session.uuid,
    session_epoch: String(input.sessionKey.epoch),
    tracker_uuid: input.sessionKey.trackerUuid.toLowerCase(),
    identity_uuid: context === 'secure' ? callerUuid : (input.identityId?.toLowerCase() ?? null),
    application_uuid: input.applicationUuid?.toLowerCase() ?? null,
    event_properties: jsonText(input.eventProperties),
    dont_dedupe: input.dontDedupe ? 1 : 0,
    dedupe_property: input.dedupeProperty ?? null,
    created_at: nowIso(),
    seq: nextSeq(),
  });
  return { uuid };
}

/** The application's events, oldest first, as records. */
export async function applicationEvents(
  db: Db,
  applicationUuid: string,
  eventType: string | undefined,
  limit: number,
): Promise<TelemetryEventRecord[]> {
  return (await listEvents(db, applicationUuid, eventType, limit)).map(eventRecord);
}
