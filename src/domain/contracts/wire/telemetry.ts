// Telemetry's answers (docs/API.md "Telemetry").

/** A telemetry session: the client sends it back with every event. */
export interface SessionKey {
  uuid: string;
  /** When the session started, in milliseconds since the epoch. */
  epoch: number;
  trackerUuid: string;
}

export interface TelemetrySession {
  sessionKey: SessionKey;
}

/** An event as recorded. */
export interface RecordedEvent {
  uuid: string;
}

/** A recorded event as an application's borrower or an operator reads it. */
export interface TelemetryEventRecord {
  uuid: string;
  context: string;
  domain: string;
  pagePath: string;
  queryParams: Record<string, unknown> | null;
  event: string;
  eventType: string;
  productType: string | null;
  sessionUuid: string;
  trackerUuid: string;
  identityId: string | null;
  applicationUuid: string | null;
  eventProperties: Record<string, unknown> | null;
  dontDedupe: boolean;
  dedupeProperty: string | null;
  createdAt: string;
}

export interface TelemetryAnswers {
  TelemetrySession: TelemetrySession;
  RecordedEvent: RecordedEvent;
  TelemetryEventRecords: TelemetryEventRecord[];
}
